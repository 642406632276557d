import { bookApprovalMachine } from '../../machines/ebook/book-approval.machine'
import {
  APPROVAL_ANSWERS,
  APPROVED_BOOK,
  bookApprovalEvents,
  bookApprovalPathInput,
  bookApprovalPathKey,
  READY_BOOK,
  type BookApprovalSnapshot,
} from '../../machines/ebook/book-approval.paths'
import { ebookReviewMachine, type EbookReviewInput } from '../../machines/ebook/ebook-review.machine'
import {
  DIVERGENT_BOOK,
  ebookReviewPathKey,
  JOHAN,
  othersReviewEvents,
  othersReviewPathInput,
  partName,
  REVIEW_ANSWERS,
  REVIEW_COMMENT,
  TOO_LONG_COMMENT,
  unreadReviewEvents,
  unreadReviewPathInput,
} from '../../machines/ebook/ebook-review.paths'
import { reviewBody } from '../../machines/ebook/ebook-review.rules'
import {
  selectApprovalAsked,
  selectDraftDiffers,
  selectEditingId,
  selectReviewParts,
  type EbookReviewSnapshot,
} from '../../machines/ebook/ebook-review.selectors'
import type { Ebook, Report, ReportDetail } from '../../src/api/ebook/ebook.schemas'
import type { ErrorMessage } from '../../src/api/failure'
import { assessedLevel } from '../../src/domain/ebook-review'
import { formatDate } from '../../src/domain/format'
import { INSTRUCTOR_IDS, SCENARIO_BASE_DATE } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { eb } from '../pages/ebook.page'
import { BookApprovalBox, EbookReviewPage, rv } from '../pages/ebook-review.page'
import { eventLabel, eventTypesIn, isAnswer, type BrowserActions, type PathEvent } from '../support/machine-paths'
import { errorText } from '../support/texts'
import {
  axePagesOf,
  failuresFirst,
  pagesAndEvents,
  replayWalks,
  walksOf,
  type Replay,
  type Walk,
  type WalkFlow,
} from '../support/walk-replay'

/**
 * The instructor's review of a report (machines/ebook/ebook-review.machine.ts) and the approval of
 * the whole e-book (machines/ebook/book-approval.machine.ts), walked through their production state
 * graphs with generateCoverageWalks and replayed in Chromium on the simulated backend (issue 10), as
 * e2e/ebook/ebook-report-walks.spec.ts does for the apprentice's report: the coverage target is every
 * page and dialog with its field errors and message (and, for the review, what the status says and
 * whether the §8 warning shows), and every event type a browser can cause. Each walk is one test from
 * a freshly seeded scenario, each event one step that asserts what the user sees in the state the
 * machine reaches; axe checks each distinct page once, in the first walk that shows it.
 *
 * - Review of 22203 (/books/7012/report/22203), Oliver's newest report, by his supervising instructor
 *   Johan Berg (persona 'instructor'): adjust a level with a comment (the §8 warning while choosing and
 *   once saved), a comment over the limit, a save that fails and keeps the draft, approvals from the
 *   list and from the form, each confirmed first (and cancelled).
 * - Review of 22201, the report naming Anders Vikström: Johan adjusts and comments, but each part's
 *   approval is disabled with the reason beside it (§5, "not listed as supervising").
 * - Approval of Hanna's complete book 7011 on its overview (/book/7011): cancelled, refused (a 500,
 *   then a 422 in the server's words) and tried again, approved: the box then names Johan and the day.
 *
 * The events' data is the scenario's (machines/ebook/ebook-review.paths.ts, book-approval.paths.ts).
 * Call answers are arranged before the user's step that makes the call: a failure with the fault
 * switch narrowed to that call's path, a success by the seeded world giving it; every success the
 * page receives is compared with the answer event the walk replays, and the data the route preloads
 * with the walk's input. A call a user's step starts is held until its busy page has been seen.
 */

/** A message as the page words it (a field's own text first, else the common one; errors.form for the page). */
const reviewText = (field: string | null, message: ErrorMessage) => errorText('ebook-review', field, message)
const bookText = (field: string | null, message: ErrorMessage) => errorText('ebook', field, message)

/** An event as DEBUG_WALKS prints it: the label and the payload that tells the review's events apart. */
function debugLabel(event: PathEvent): string {
  const output = event.output as { id?: number; instructorLevel?: number; approvedAt?: string | null } | undefined
  const payload = [
    typeof event.id === 'number' ? `id ${event.id}` : null,
    typeof event.level === 'number' ? `level ${event.level}` : null,
    typeof event.comment === 'string' ? `comment of ${event.comment.length}` : null,
    output?.id !== undefined && output.instructorLevel !== undefined
      ? `${output.id} at ${output.instructorLevel}${output.approvedAt ? ' approved' : ''}`
      : null,
  ].filter(Boolean)
  return payload.length > 0 ? `${eventLabel(event)} [${payload.join(', ')}]` : eventLabel(event)
}

/** The page gets the answer by itself: seeState waits for what it shows. */
const answered = async () => {}

function fail(message: string): never {
  throw new Error(message)
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const outputOf = <T>(event: PathEvent) => event.output as T

/** A book as the walks' inputs hold it: the permitted period ends a year after the real day the scenario was seeded, at the earliest on the input's end. */
function withInputsPeriod(served: Ebook, input: Ebook): Ebook {
  expect(
    served.permittedPeriod.toDate >= input.permittedPeriod.toDate,
    'the permitted period ends no earlier than the walk assumes',
  ).toBe(true)
  return { ...served, permittedPeriod: { ...served.permittedPeriod, toDate: input.permittedPeriod.toDate } }
}

const JOHAN_NAME = `${JOHAN.firstName} ${JOHAN.lastName}`

/** A level in words, as the page says it (src/components/ebook/level-words.tsx: "Nivå 3: Med visst stöd"). */
const levelLabel = (level: number) => eb('levels.label', { level, name: eb(`levels.${level}.name`) })

// ---------------------------------------------------------------------------------------------
// The review of a report (Johan on Oliver's book 7012)

type VS = EbookReviewSnapshot

const reviewBusy = (s: VS) =>
  s.matches('loading') || s.matches({ ready: 'saving' }) || s.matches({ ready: 'approving' })

/** The page a review state shows: the parts, a part's form, or the approval's confirmation over either. */
function reviewPage(s: VS): string {
  if (s.matches('loading')) return 'loading'
  if (s.matches('loadFailed')) return 'load failed'
  if (selectApprovalAsked(s)) return 'approval dialog'
  if (selectEditingId(s) !== null) return 'form'
  return 'parts'
}

/** The §5 refusal the page shows beside a part's disabled approval (an approved part shows none). */
const refusesApproval = (s: VS) =>
  selectReviewParts(s).some((p) => p.approveRefusal !== null && p.approveRefusal !== 'detailApproved')

/** The §8 warning the list shows on a saved assessment. */
const listShowsDifference = (s: VS) => selectReviewParts(s).some((p) => p.differs)

/** The coverage target: the page, its field errors and message, the §8 warning, what the status says, a refused approval. */
function reviewCoarse(s: VS): string {
  const c = s.context
  const page = reviewPage(s)
  const dialog = page === 'approval dialog' ? (c.approvalFromEdit ? ' from the form' : ' from the list') : ''
  const message = c.formError ? JSON.stringify(c.formError) : null
  // The list's warnings follow the saved parts (the walks' answers); the form's is the level being chosen (once, without messages).
  const differs =
    page === 'form' && message === null && Object.keys(c.errors).length === 0 ? `|differs ${selectDraftDiffers(s)}` : ''
  // An approval from the list and one from the form (the flow keeps where the last approval was asked).
  const change =
    c.lastChange?.kind === 'approved'
      ? `approved from the ${c.approvalFromEdit ? 'form' : 'list'}`
      : (c.lastChange?.kind ?? 'no change')
  return `${page}${dialog}|${Object.keys(c.errors).length > 0}|${message}${differs}|${change}|${refusesApproval(s) ? 'refused' : 'approvable'}`
}

/** The part's detail as the flow holds it now. */
const detailOf = (s: VS, id: number | null): ReportDetail =>
  s.context.data?.report.details.find((d) => d.id === id) ?? fail(`no rated part ${String(id)} in the report`)
const nameOfDetail = (s: VS, id: number | null) => partName(detailOf(s, id).partId)

/**
 * The part the server answers for what the page sends (instructor/review.ts): the level given, or on
 * an approval the level that counts; the comment given (empty clears it); an approval now, by Johan.
 */
function reviewedBy(detail: ReportDetail, body: ReturnType<typeof reviewBody>): ReportDetail {
  const approve = body.approve === true
  const level = assessedLevel({ level: detail.level, instructorLevel: body.instructorLevel ?? detail.instructorLevel })
  return {
    ...detail,
    instructorLevel: body.instructorLevel !== undefined || approve ? level : detail.instructorLevel,
    instructorComment:
      body.instructorComment === undefined
        ? detail.instructorComment
        : body.instructorComment.trim() === ''
          ? null
          : body.instructorComment,
    approvedAt: approve ? SCENARIO_BASE_DATE : detail.approvedAt,
    approvedBy: approve ? JOHAN : detail.approvedBy,
  }
}

function reviewUnreachable(s: VS, event: PathEvent): boolean {
  if (!reviewBusy(s)) return false
  // A call runs: the page sends nothing the machine takes (the confirmation's buttons are busy, the form's too).
  if (!isAnswer(event)) return true
  if (event.type !== REVIEW_ANSWERS.saveDone && event.type !== REVIEW_ANSWERS.approveDone) return false
  // The server answers what the page sends: the answer must be the part reviewed as the body says.
  const detail = detailOf(s, s.context.detailId)
  const body = reviewBody(detail, s.context.draft, s.matches({ ready: 'approving' }))
  return JSON.stringify(reviewedBy(detail, body)) !== JSON.stringify(outputOf<ReportDetail>(event))
}

const reviewPages = (replay: Replay<VS>) => new EbookReviewPage(replay.app.page)

/** One part as the page shows it outside the form: the instructor's word, the §8 warning, its buttons or why not. */
async function seePart(replay: Replay<VS>, part: ReturnType<typeof selectReviewParts>[number]): Promise<void> {
  const pages = reviewPages(replay)
  const d = part.detail
  const name = partName(d.partId)
  await expect(pages.fact(d.id, rv('apprenticeLevel'))).toHaveText(levelLabel(d.level))
  await expect(pages.fact(d.id, rv('instructorLevel'))).toHaveText(
    d.instructorLevel === null ? rv('notAssessed') : levelLabel(d.instructorLevel),
  )
  await expect(pages.fact(d.id, rv('instructorComment'))).toHaveText(d.instructorComment?.trim() || rv('noComment'))
  await expect(pages.fact(d.id, rv('approval'))).toHaveText(
    d.approvedAt === null
      ? rv('notApproved')
      : rv('approvedBy', {
          name: d.approvedBy ? `${d.approvedBy.firstName} ${d.approvedBy.lastName}` : '',
          date: formatDate(d.approvedAt),
        }),
  )
  if (part.differs)
    await expect(pages.differs(d.id, false)).toHaveText(
      rv('differs', { instructor: d.instructorLevel ?? '', apprentice: d.level }),
    )
  else await expect(pages.differs(d.id, false)).toHaveCount(0)
  if (part.editRefusal === 'detailApproved') {
    // An approval is final: nothing to press.
    await expect(pages.part(d.id).getByRole('button')).toHaveCount(0)
    return
  }
  if (part.editRefusal === null) await expect(pages.editButton(d.id, name)).toBeEnabled()
  else await expect(pages.editButton(d.id, name)).toBeDisabled()
  if (part.approveRefusal === null) {
    await expect(pages.approveButton(d.id, name)).toBeEnabled()
  } else {
    // §5: the control stays, disabled, and says why.
    const reason = rv(`refusal.${part.approveRefusal}`)
    await expect(pages.approveButton(d.id, name)).toBeDisabled()
    await expect(pages.approveButton(d.id, name)).toHaveAccessibleDescription(reason)
    await expect(pages.part(d.id).getByText(reason, { exact: true })).toBeVisible()
  }
}

/** The part's form: the level chosen, the comment, the §8 warning while choosing, the messages. */
async function seeForm(replay: Replay<VS>, s: VS): Promise<void> {
  const pages = reviewPages(replay)
  const c = s.context
  const detail = detailOf(s, c.detailId)
  const name = partName(detail.partId)
  const form = pages.form(name)
  await expect(form).toBeVisible()
  for (const level of [1, 2, 3, 4]) {
    if (c.draft.level === level) await expect(pages.levelRadio(name, level)).toBeChecked()
    else await expect(pages.levelRadio(name, level)).not.toBeChecked()
  }
  await expect(pages.comment(name)).toHaveValue(c.draft.comment)
  if (selectDraftDiffers(s))
    await expect(pages.differs(detail.id, true)).toHaveText(
      rv('differs', { instructor: c.draft.level ?? '', apprentice: detail.level }),
    )
  else await expect(pages.differs(detail.id, true)).toHaveCount(0)
  if (c.errors.comment)
    await expect(pages.comment(name)).toHaveAccessibleDescription(
      new RegExp(escape(reviewText('comment', c.errors.comment))),
    )
  else await expect(pages.comment(name)).not.toHaveAttribute('aria-invalid', 'true')
  if (c.formError) await expect(form.getByRole('alert')).toHaveText(reviewText(null, c.formError))
  else await expect(form.getByRole('alert')).toHaveCount(0)
  const refusal = selectReviewParts(s).find((p) => p.detail.id === detail.id)?.approveRefusal ?? null
  if (refusal === null) await expect(pages.saveAndApproveButton(name)).toBeEnabled()
  else await expect(pages.saveAndApproveButton(name)).toBeDisabled()
  // A refused save: focus on the message (or the field it names) so it is read out; opened: on the level chosen.
  const from = replay.from
  if (c.formError && from.matches({ ready: 'saving' })) await expect(form.getByRole('alert')).toBeFocused()
  // A refused approval: the confirmation gives focus back to the form's button that asked (the alert is read out), or, asked from the list, whose button is gone, to the message.
  else if (c.formError && from.matches({ ready: 'approving' }))
    await expect(
      from.context.approvalFromEdit ? pages.saveAndApproveButton(name) : form.getByRole('alert'),
    ).toBeFocused()
  else if (c.errors.comment && from.matches({ ready: 'editing' }) && Object.keys(from.context.errors).length === 0)
    await expect(pages.comment(name)).toBeFocused()
  else if (from.matches({ ready: 'idle' })) await expect(pages.levelRadio(name, c.draft.level ?? 1)).toBeFocused()
}

async function seeReviewState(replay: Replay<VS>, s: VS): Promise<void> {
  const pages = reviewPages(replay)
  const { page } = replay.app
  const c = s.context
  if (s.matches({ ready: 'saving' }))
    return expect(pages.saveButton(nameOfDetail(s, c.detailId))).toHaveAttribute('aria-busy', 'true')
  if (s.matches({ ready: 'approving' }))
    return expect(pages.approvalConfirm(nameOfDetail(s, c.detailId))).toHaveAttribute('aria-busy', 'true')
  const asked = selectApprovalAsked(s)
  if (asked) {
    // An approval is final: asked first, naming the part and the level it approves.
    const dialog = pages.approvalDialog(partName(asked.detail.partId))
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(rv('confirm.text', { level: asked.level ?? '' }))
    return
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  const report = c.data?.report ?? fail('the review shows no report')
  await pages.seeHeading(
    rv('title', { period: rv('periodValue', { from: formatDate(report.fromDate), to: formatDate(report.toDate) }) }),
  )
  // What was last saved or approved (focus goes to that part's heading).
  const change = c.lastChange
  if (change) {
    await expect(pages.status).toHaveText(
      rv(change.kind === 'saved' ? 'saved' : 'approvedDone', { part: nameOfDetail(s, change.detailId) }),
    )
    if (replay.from.matches({ ready: 'saving' }) || replay.from.matches({ ready: 'approving' }))
      await expect(page.locator(`#review-part-${change.detailId}`)).toBeFocused()
  } else {
    await expect(pages.status).toHaveText('')
  }
  const editing = selectEditingId(s)
  for (const part of selectReviewParts(s)) {
    if (part.detail.id === editing) continue
    await seePart(replay, part)
  }
  if (editing !== null) await seeForm(replay, s)
  else await expect(page.getByTestId('review-form')).toHaveCount(0)
}

const reviewActions: BrowserActions<Replay<VS>> = {
  'part.edit': async (event, replay) =>
    reviewPages(replay)
      .editButton(event.id as number, nameOfDetail(replay.from, event.id as number))
      .click(),
  'part.approve': async (event, replay) =>
    reviewPages(replay)
      .approveButton(event.id as number, nameOfDetail(replay.from, event.id as number))
      .click(),
  'draft.change': async (event, replay) => {
    const pages = reviewPages(replay)
    const name = nameOfDetail(replay.from, replay.from.context.detailId)
    if (typeof event.level === 'number') await pages.levelRadio(name, event.level).check()
    if (typeof event.comment === 'string') await pages.comment(name).fill(event.comment)
  },
  'draft.save': async (_event, replay) =>
    reviewPages(replay).saveButton(nameOfDetail(replay.from, replay.from.context.detailId)).click(),
  'draft.approve': async (_event, replay) =>
    reviewPages(replay).saveAndApproveButton(nameOfDetail(replay.from, replay.from.context.detailId)).click(),
  'draft.cancel': async (_event, replay) =>
    reviewPages(replay).cancelButton(nameOfDetail(replay.from, replay.from.context.detailId)).click(),
  'approval.confirm': async (_event, replay) =>
    reviewPages(replay).approvalConfirm(nameOfDetail(replay.from, replay.from.context.detailId)).click(),
  'approval.cancel': async (_event, replay) =>
    reviewPages(replay).approvalCancel(nameOfDetail(replay.from, replay.from.context.detailId)).click(),
  [REVIEW_ANSWERS.saveDone]: answered,
  [REVIEW_ANSWERS.saveError]: answered,
  [REVIEW_ANSWERS.approveDone]: answered,
  [REVIEW_ANSWERS.approveError]: answered,
}

const REVIEW_NOT_REPLAYED: Record<string, string> = {
  'review.retry':
    "the page never loads by itself: the route reads the book and the report first and preloads the flow (its own failure is the route's error page)",
  [REVIEW_ANSWERS.loadDone]: 'the flow is preloaded by the route (see review.retry)',
  [REVIEW_ANSWERS.loadError]: 'the flow is preloaded by the route (see review.retry)',
  'report.takeOver':
    'the take-over of a report naming a former instructor (ADR 0011) is left out of the walks, which stay on the refused approvals of 22201; ebook-review-take-over.machine.test.ts and ebook-review-page.test.tsx take it',
  [REVIEW_ANSWERS.takeOverDone]: 'see report.takeOver',
  [REVIEW_ANSWERS.takeOverError]: 'see report.takeOver',
}

/** The call a busy review state waits for (its path after /api/m/v1/). */
function reviewCall(s: VS): string {
  const c = s.context
  if (s.matches({ ready: 'saving' }) || s.matches({ ready: 'approving' }))
    return `books/${c.bookId}/reports/${c.reportId}/report-details/${c.detailId ?? 'none'}/update`
  return fail(`no review call runs in ${JSON.stringify(s.value)}`)
}

const reviewFlow = (
  name: string,
  input: EbookReviewInput,
): Omit<WalkFlow<typeof ebookReviewMachine>, 'target' | 'events' | 'pages'> => ({
  name,
  debugLabel,
  machine: ebookReviewMachine,
  input,
  serialize: ebookReviewPathKey,
  unreachable: reviewUnreachable,
  notReplayed: REVIEW_NOT_REPLAYED,
  persona: 'instructor',
  open: async ({ app, served }) => {
    await reviewPages({ app } as Replay<VS>).goto(input.bookId, input.reportId)
    // The route's reads are what the walk's input preloads.
    const preloaded = input.preloaded ?? fail('the review page preloads its data')
    const book = (await served.body(new RegExp(`^books/get/${input.bookId}$`))) as Ebook
    const report = (await served.body(new RegExp(`^books/${input.bookId}/reports/${input.reportId}/get$`))) as Report
    expect({ book: withInputsPeriod(book, preloaded.book), report }, 'what the route read').toEqual(preloaded)
  },
  actions: reviewActions,
  busy: reviewBusy,
  callPath: (_answer, during) => reviewCall(during),
  runningCall: reviewCall,
  served: async (replay, _answer, during) => replay.served.body(new RegExp(`^${escape(reviewCall(during))}$`)),
  seeState: seeReviewState,
  page: (s) => {
    const page = reviewPage(s)
    const errors = Object.keys(s.context.errors).length > 0 ? ' with field errors' : ''
    return `${page}${errors}${refusesApproval(s) ? ' (approval refused)' : ''}`
  },
  screen: reviewPage,
})

/** Report 22203: the coverage target is every page with its messages, warning and status, and every event type. */
const unreadBase = {
  ...reviewFlow('review: report of the instructor', unreadReviewPathInput),
  events: failuresFirst(unreadReviewEvents),
  pages: [],
}
const unreadTargets = pagesAndEvents(unreadBase, reviewCoarse)
const unreadFlow: WalkFlow<typeof ebookReviewMachine> = {
  ...unreadBase,
  target: unreadTargets.target,
  pages: ['parts', 'form', 'approval dialog'],
}
const unreadWalks = walksOf(unreadFlow, unreadFlow.target)
const coveredByUnread = new Set(unreadWalks.flatMap((w) => w.covers))

/**
 * Report 22201, naming another instructor: what the pages show with the approval refused (§5), the
 * list and the form, and a saved assessment. Messages are the other report's walk's.
 */
const othersFlow: WalkFlow<typeof ebookReviewMachine> = {
  ...reviewFlow('review: report naming another instructor', othersReviewPathInput),
  events: othersReviewEvents,
  target: (_from, _event, to) => {
    if (reviewBusy(to)) return null
    const target = `${reviewPage(to)}|${to.context.lastChange?.kind ?? 'no change'}|${refusesApproval(to) ? 'refused' : 'approvable'}`
    return coveredByUnread.has(target) ? null : target
  },
  pages: ['parts', 'form'],
}
const othersWalks = walksOf(othersFlow, othersFlow.target)

replayWalks(unreadFlow, unreadWalks)
replayWalks(othersFlow, othersWalks, axePagesOf(unreadFlow, unreadWalks))

test('the review walks together replay every browser action of the review, and reach every page the page targets alone reach', () => {
  const replayed = new Set(eventTypesIn([...unreadWalks, ...othersWalks]))
  expect(Object.keys(reviewActions).filter((type) => !replayed.has(type))).toEqual([])
  expect([...unreadTargets.pageTargets].filter((target) => !coveredByUnread.has(target))).toEqual([])
})

test('the review walks show what the issue asks for: an adjusted level with a comment and the §8 warning, approvals, the refused approval, a failed save that keeps the draft', () => {
  const covers = (walks: Array<Walk<VS>>, pred: (s: VS, event: PathEvent) => boolean) =>
    walks.some((w) => w.steps.some((st) => pred(st.state, st.event)))
  // Adjusted with a comment, saved: the list then warns of the difference.
  expect(
    covers(
      unreadWalks,
      (s, e) => e.type === REVIEW_ANSWERS.saveDone && s.context.lastChange?.kind === 'saved' && listShowsDifference(s),
    ),
  ).toBe(true)
  // The level being chosen differs: the form warns.
  expect(covers(unreadWalks, (s) => reviewPage(s) === 'form' && selectDraftDiffers(s))).toBe(true)
  // Approved after the confirmation, from the list and from the form.
  expect(covers(unreadWalks, (s, e) => e.type === REVIEW_ANSWERS.approveDone && s.context.approvalFromEdit)).toBe(true)
  expect(covers(unreadWalks, (s, e) => e.type === REVIEW_ANSWERS.approveDone && !s.context.approvalFromEdit)).toBe(true)
  expect(covers(unreadWalks, (s) => reviewPage(s) === 'approval dialog' && s.context.approvalFromEdit)).toBe(true)
  expect(covers(unreadWalks, (s) => reviewPage(s) === 'approval dialog' && !s.context.approvalFromEdit)).toBe(true)
  // The failed save: the form keeps the draft and says why.
  expect(
    covers(
      unreadWalks,
      (s, e) => e.type === REVIEW_ANSWERS.saveError && reviewPage(s) === 'form' && s.context.draft.comment !== '',
    ),
  ).toBe(true)
  // The report naming Anders: approval refused where the page shows it, and a saved adjustment.
  expect(covers(othersWalks, (s) => refusesApproval(s) && reviewPage(s) === 'form')).toBe(true)
  expect(covers(othersWalks, (s, e) => e.type === REVIEW_ANSWERS.saveDone && refusesApproval(s))).toBe(true)
  // The comment the walks type is the scenario's words, and the long one is over the API's limit.
  expect(REVIEW_COMMENT.length).toBeLessThan(TOO_LONG_COMMENT.length)
})

// ---------------------------------------------------------------------------------------------
// The approval of the book (Johan on Hanna's book 7011)

type AS = BookApprovalSnapshot

const approvalBusy = (s: AS) => s.matches('approving')

function approvalPage(s: AS): string {
  if (s.matches('confirming') || s.matches('approving')) return 'approval dialog'
  if (s.matches('approved')) return 'approved'
  return 'approval box'
}

const approvalBox = (replay: Replay<AS>) => new BookApprovalBox(replay.app.page)

async function seeApprovalState(replay: Replay<AS>, s: AS): Promise<void> {
  const box = approvalBox(replay)
  const { page } = replay.app
  const c = s.context
  if (s.matches('approving')) return expect(box.confirmButton).toHaveAttribute('aria-busy', 'true')
  if (s.matches('confirming')) {
    await expect(box.dialog).toBeVisible()
    await expect(box.dialog).toContainText(eb('approval.confirmText'))
    return
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  if (s.matches('approved')) {
    // The toast first: it is gone after a few seconds. Then the book as it is now: approved, by whom and when.
    await replay.app.shell.seeToast(eb('approval.approvedToast'))
    const approval = c.book.approval ?? fail('approved without an approval')
    await expect(box.box).toContainText(eb('approval.approvedTitle'))
    await expect(box.box).toContainText(
      eb('approval.approvedBy', { name: JOHAN_NAME, date: formatDate(approval.approvedAt) }),
    )
    await expect(box.approveButton).toHaveCount(0)
    await expect(page.locator('#approval-box-title')).toBeFocused()
    return
  }
  await expect(box.box).toContainText(eb('approval.readyForApproval'))
  await expect(box.approveButton).toBeEnabled()
  if (c.error) {
    await expect(box.error).toHaveText(bookText(null, c.error))
    // The confirmation gives focus back to the button that asked; the alert is read out.
    if (replay.from.matches('approving')) await expect(box.approveButton).toBeFocused()
  } else {
    await expect(box.error).toHaveCount(0)
  }
}

const approvalActions: BrowserActions<Replay<AS>> = {
  'approval.start': async (_event, replay) => approvalBox(replay).approveButton.click(),
  'approval.confirm': async (_event, replay) => approvalBox(replay).confirmButton.click(),
  'approval.cancel': async (_event, replay) => approvalBox(replay).cancelButton.click(),
  [APPROVAL_ANSWERS.done]: answered,
  [APPROVAL_ANSWERS.error]: answered,
}

const APPROVAL_CALL = `books/${INSTRUCTOR_IDS.readyBook}/approve`
const isRefusal = (answer: PathEvent) =>
  (answer.error as { fieldErrors?: unknown } | undefined)?.fieldErrors !== undefined

const approvalBase: Omit<WalkFlow<typeof bookApprovalMachine>, 'target'> = {
  name: 'book approval',
  machine: bookApprovalMachine,
  events: failuresFirst(bookApprovalEvents),
  input: bookApprovalPathInput,
  serialize: bookApprovalPathKey,
  // A call runs: the dialog's buttons are busy. The page sends book.changed with the book it read (the same one) until the approval replaces the box.
  unreachable: (s, event) => (approvalBusy(s) && !isAnswer(event)) || event.type === 'book.changed',
  notReplayed: {
    'book.changed':
      'the page sends it whenever it reads the book again; the same book leaves the box as it is (a self-loop), and the approved book is the answer event',
  },
  persona: 'instructor',
  open: async ({ app, served }) => {
    await approvalBox({ app } as Replay<AS>).gotoOverview(INSTRUCTOR_IDS.readyBook)
    const book = (await served.body(new RegExp(`^books/get/${INSTRUCTOR_IDS.readyBook}$`))) as Ebook
    expect(withInputsPeriod(book, READY_BOOK), 'what the overview read').toEqual(READY_BOOK)
  },
  actions: approvalActions,
  busy: approvalBusy,
  // The 422 refusal: the fault switch's 422 names a field with the server's words.
  faultMode: (answer) => (isRefusal(answer) ? '422' : '500'),
  callPath: () => APPROVAL_CALL,
  runningCall: () => APPROVAL_CALL,
  served: async (replay) =>
    withInputsPeriod((await replay.served.body(new RegExp(`^${escape(APPROVAL_CALL)}$`))) as Ebook, APPROVED_BOOK),
  seeState: seeApprovalState,
  page: (s) => (approvalBusy(s) ? null : approvalPage(s)),
  pages: ['approval box', 'approval dialog', 'approved'],
  screen: approvalPage,
}
const approvalTargets = pagesAndEvents(
  approvalBase,
  (s) => `${approvalPage(s)}|${s.context.error ? JSON.stringify(s.context.error) : null}`,
)
const approvalFlow: WalkFlow<typeof bookApprovalMachine> = { ...approvalBase, target: approvalTargets.target }
const approvalWalks = walksOf(approvalFlow, approvalFlow.target)
replayWalks(approvalFlow, approvalWalks)

test('the approval walks replay every browser action of the approval, the failure and the refusal before the approval', () => {
  const replayed = new Set(eventTypesIn(approvalWalks))
  expect(Object.keys(approvalActions).filter((type) => !replayed.has(type))).toEqual([])
  const errors = approvalWalks.flatMap((w) =>
    w.steps.filter((st) => st.event.type === APPROVAL_ANSWERS.error).map((st) => st.state.context.error),
  )
  expect(errors).toEqual([{ key: 'couldNotSave' }, { text: expect.any(String) }])
  expect(
    outputOf<Ebook>(bookApprovalEvents.find((e) => e.type === APPROVAL_ANSWERS.done) ?? fail('no approval answer'))
      .approval?.approvedBy,
  ).toEqual(JOHAN)
  expect(DIVERGENT_BOOK.viewer.mayApprove).toBe(false)
})
