import type { BookPause } from '../../src/api/ebook/ebook.schemas'
import { REPORT_TEXT_MAX } from '../../src/api/ebook/ebook.schemas'
import { message } from '../../src/api/failure'
import { MAX_DOCUMENT_BYTES, documentProblem } from '../../src/domain/application'
import { checkPausePeriod } from '../../src/domain/ebook'
import type { AttachmentChange, BookPauseContext, PauseErrors } from './book-pause.steps'

/** The draft's problems before it is sent: the §5 period rules, a reason (required, within the API's limit), a file ADR 0004 takes. */
export function checkDraft(
  context: Pick<BookPauseContext, 'draft' | 'permitted' | 'reports' | 'pauses' | 'editingId'> & {
    attachment?: AttachmentChange
  },
): PauseErrors {
  const errors: PauseErrors = {}
  const otherPauses = context.pauses.filter((p) => p.id !== context.editingId)
  for (const error of checkPausePeriod(context.draft, {
    permitted: context.permitted,
    reports: context.reports,
    otherPauses,
  })) {
    errors[error.field] ??= message(error.key)
  }
  const reason = context.draft.reason.trim()
  if (reason === '') errors.reason = message('required')
  else if (reason.length > REPORT_TEXT_MAX.reason) errors.reason = message('tooLong', { count: REPORT_TEXT_MAX.reason })
  if (context.attachment?.kind === 'replace') {
    const problem = documentProblem(context.attachment.file)
    if (problem === 'wrongType' || problem === 'empty') errors.attachment = message(problem)
    else if (problem !== null) errors.attachment = message('tooLarge', { max: MAX_DOCUMENT_BYTES / 1024 / 1024 })
  }
  return errors
}

/** Newest first, so the timeline's list reads like the report list. */
export function sorted(pauses: readonly BookPause[]): BookPause[] {
  return [...pauses].sort((a, b) => b.fromDate.localeCompare(a.fromDate) || b.id - a.id)
}

/** The list with `pause` in place of the one with its id (or added), newest first. */
export function withPause(pauses: readonly BookPause[], pause: BookPause): BookPause[] {
  return sorted([...pauses.filter((p) => p.id !== pause.id), pause])
}
