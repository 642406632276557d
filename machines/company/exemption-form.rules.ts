import { EXEMPTION_REASON_MAX } from '../../src/api/company/exemption.schemas'
import { message, type FieldErrors } from '../../src/api/failure'
import { MAX_DOCUMENT_BYTES, documentProblem } from '../../src/domain/application'
import type {
  ChosenFile,
  ExemptionDraft,
  ExemptionField,
  ExemptionFormContext,
  ExemptionFormEvent,
  ExemptionSendInput,
} from './exemption-form.steps'

/** The file's problem under ADR 0004 (PDF, JPG, PNG or TIF; not empty; at most 10 MB), or null. */
export function fileError(file: ChosenFile | null): FieldErrors<ExemptionField> {
  if (file === null) return { file: message('documentRequired') }
  const problem = documentProblem(file)
  if (problem === null) return {}
  if (problem === 'wrongType' || problem === 'empty') return { file: message(problem) }
  return { file: message('tooLarge', { max: MAX_DOCUMENT_BYTES / 1024 / 1024 }) }
}

/** §5 before the call: type, employee, profession, reason (within the API's limit) and a document (the server checks again). */
export function checkForm(context: Pick<ExemptionFormContext, 'draft' | 'file'>): FieldErrors<ExemptionField> {
  const { draft } = context
  const errors: FieldErrors<ExemptionField> = {}
  if (draft.type === null) errors.type = message('required')
  if (draft.employmentId === null) errors.employmentId = message('required')
  if (draft.professionId === null) errors.professionId = message('required')
  const reason = draft.reason.trim()
  if (reason === '') errors.reason = message('required')
  else if (reason.length > EXEMPTION_REASON_MAX) errors.reason = message('tooLong', { count: EXEMPTION_REASON_MAX })
  return { ...errors, ...fileError(context.file) }
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0

/** The field errors without the given field's. */
function without(errors: FieldErrors<ExemptionField>, field: ExemptionField): FieldErrors<ExemptionField> {
  if (!(field in errors)) return errors
  const { [field]: _gone, ...rest } = errors
  return rest
}

/** "Not filled in correctly" goes with the last field message it summed up (a failed call's reason stays). */
function summed(context: ExemptionFormContext, fieldErrors: FieldErrors<ExemptionField>) {
  return context.formError?.key === 'formNotFilled' && !hasErrors(fieldErrors) ? null : context.formError
}

/** The form after a field changed: a new profession drops the orientation (it is one of the profession's). */
export function afterChange(
  context: ExemptionFormContext,
  event: Extract<ExemptionFormEvent, { type: 'field.changed' }>,
): Pick<ExemptionFormContext, 'draft' | 'fieldErrors' | 'formError'> {
  const draft: ExemptionDraft = { ...context.draft, [event.field]: event.value }
  if (event.field === 'professionId') draft.orientationId = null
  const fieldErrors = without(context.fieldErrors, event.field)
  return { draft, fieldErrors, formError: summed(context, fieldErrors) }
}

/** The form after a file was chosen: its ADR 0004 problem shown at once, or the old message gone. */
export function afterFile(
  context: ExemptionFormContext,
  file: ChosenFile | null,
): Pick<ExemptionFormContext, 'file' | 'fieldErrors' | 'formError'> {
  const fieldErrors = { ...without(context.fieldErrors, 'file'), ...(file === null ? {} : fileError(file)) }
  return { file, fieldErrors, formError: summed(context, fieldErrors) }
}

/** The same value again (a browser sends no change then). */
export function sameValue(context: ExemptionFormContext, event: ExemptionFormEvent): boolean {
  return event.type === 'field.changed' && context.draft[event.field] === event.value
}

/** The send actor's input (only asked for once checkForm found nothing). */
export function sendInput(context: ExemptionFormContext): ExemptionSendInput {
  const { draft, file } = context
  if (draft.type === null || draft.employmentId === null || draft.professionId === null || file === null)
    throw new Error('exemption form sent incomplete')
  return {
    companyId: context.companyId,
    draft: { ...draft, type: draft.type, employmentId: draft.employmentId, professionId: draft.professionId },
    file,
  }
}
