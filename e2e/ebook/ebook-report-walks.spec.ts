import { bookPauseMachine, type BookPauseSnapshot } from '../../machines/domain-widgets/book-pause.machine'
import { type PauseDraft } from '../../machines/domain-widgets/book-pause.steps'
import {
  bookPauseEvents,
  bookPausePathInput,
  bookPausePathKey,
  OVER_THE_DRAFT,
  PAUSE_ANSWERS,
  PLANNED_LEAVE,
} from '../../machines/ebook/book-pause.paths'
import { ebookReportMachine } from '../../machines/ebook/ebook-report.machine'
import {
  ebookReportDraftPathInput,
  ebookReportEvents,
  ebookReportPathInput,
  NEW_REPORT_ID,
  REPORT_BOOK,
  REPORT_BOOK_DATA,
  REPORT_TODAY,
} from '../../machines/ebook/ebook-report.paths'
import { createBody, isPartClosed, saveBody } from '../../machines/ebook/ebook-report.rules'
import {
  selectConfirmingDelete,
  selectConfirmingSave,
  selectCurrentStep,
  selectRatingOpen,
  type EbookReportSnapshot,
} from '../../machines/ebook/ebook-report.selectors'
import {
  REPORT_STEP_FIELDS,
  REPORT_STEPS,
  type BookData,
  type ReportAnswers,
  type ReportStep,
} from '../../machines/ebook/ebook-report.steps'
import type { BookPause, Ebook, Report, ReportDetail } from '../../src/api/ebook/ebook.schemas'
import type { ErrorMessage } from '../../src/api/failure'
import { EBOOK_IDS, EBOOK_PARTS } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { eb, EbookOverviewPage, EbookReportPages, er } from '../pages/ebook.page'
import { eventLabel, eventTypesIn, isAnswer, type BrowserActions, type PathEvent } from '../support/machine-paths'
import { errorText, text } from '../support/texts'
import {
  axePagesOf,
  failuresFirst,
  pagesAndEvents,
  replayWalks,
  SCENARIO_NOW,
  walksOf,
  type Replay,
  type WalkFlow,
} from '../support/walk-replay'

/**
 * The e-book's report flow (machines/ebook/ebook-report.machine.ts) and the book's pauses
 * (machines/ebook/book-pause.machine.ts), walked through their production state graphs with
 * generateCoverageWalks and replayed in Chromium on the simulated backend (issue 9). The coverage
 * target is every page and dialog, with and without field errors, with each message of a failed call
 * (`page|field errors|message`), and every event type a browser can cause (pagesAndEvents). Each walk
 * is one test, each event one step that asserts what the user sees in the state the machine reaches;
 * axe checks each distinct page (with field errors a page of its own) once, in the first walk that
 * shows it.
 *
 * - Report flow, create page (/book/7001/create-overview) and, once the draft exists, its page
 *   (/book/7001/report/{id}) up to the saved report: Elin (persona 'apprentice') on her active book.
 * - Report flow, report page of her draft 21010: what the create page's walk cannot reach (the
 *   report's own load, failed and retried) and deleting a draft for good.
 * - Pauses on the overview /book/7001: the company's administrator Maria ('companyAdmin').
 *
 * The events' data is the scenario's (machines/ebook/*.paths.ts). Call answers are arranged before
 * the user's step that makes the call: a failure with the fault switch narrowed to that call's path
 * (a 500, which the edge reads as the call's own message) unless the server refuses by itself, a
 * success by the seeded world giving it; every success the page receives is compared with the answer
 * event the walk replays. A call a user's step starts is held (the fault switch's hold) until its busy
 * page has been seen, then released.
 *
 * Elsewhere: the offline draft and the outbox, the forced logout and the keyboard-only report in
 * ebook.spec.ts; the report list's closed books (the 'closed' page) in ebook-report-paths.spec.ts.
 */

/** A message as the page words it (a field's own text first, else the common one; errors.form for the page). */
const reportText = (field: string | null, message: ErrorMessage) => errorText('ebook-report', field, message)
const pauseText = (field: string | null, message: ErrorMessage) => errorText('ebook', field, message)
/** The pause form's messages: the domain-widget kit's PauseForm reads them from its namespace. */
const pauseFormText = (field: string | null, message: ErrorMessage) => errorText('domain-widgets', field, message)

/** The page gets the answer by itself: seeState waits for what it shows. */
const answered = async () => {}

// ---------------------------------------------------------------------------------------------
// The report flow (Elin on 7001)

type RS = EbookReportSnapshot
const BOOK_ID = EBOOK_IDS.active

const partName = (id: number) => EBOOK_PARTS.find((p) => p.id === id)?.name ?? fail(`no part ${id}`)
const workplaceName = (id: number) =>
  REPORT_BOOK.workplaces.find((w) => w.id === id)?.name ?? fail(`no workplace ${id} on 7001`)
const instructorName = (id: number) => {
  const found = REPORT_BOOK.instructors.find((i) => i.id === id) ?? fail(`no instructor ${id} on 7001`)
  return `${found.firstName} ${found.lastName}`
}

function fail(message: string): never {
  throw new Error(message)
}

const STEP_TITLES: Record<ReportStep, string> = {
  period: 'period.title',
  workplace: 'workplace.title',
  instructor: 'instructor.title',
  parts: 'parts.title',
  summary: 'summary.title',
}

/** The page a report state shows: a step, the page around the steps, or a dialog over a step. */
function reportPage(s: RS): string {
  const screen = selectCurrentStep(s)
  if (selectRatingOpen(s)) return 'parts: rating'
  if (selectConfirmingDelete(s)) return `${screen}: delete`
  if (selectConfirmingSave(s)) return 'summary: save'
  return screen
}

/** The field messages and the message of the page (the rating modal's own, while it is open). */
function reportMessages(s: RS): { errors: Record<string, ErrorMessage>; formError: ErrorMessage | null } {
  const rating = s.context.rating
  if (selectRatingOpen(s) && rating) return { errors: rating.errors, formError: rating.formError }
  return { errors: s.context.errors as Record<string, ErrorMessage>, formError: s.context.formError }
}

/** The coverage target: the page, whether it shows field errors, and its message. */
function reportCoarse(s: RS): string {
  const { errors, formError } = reportMessages(s)
  return `${reportPage(s)}|${Object.keys(errors).length > 0}|${formError ? JSON.stringify(formError) : null}`
}

/**
 * Everything the page shows and the guards read: all answers (the created draft must be the one the
 * server makes of them), the report's parts, the modal's rating, the messages.
 */
function reportKey(s: RS): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    answers: c.answers,
    reportId: c.reportId,
    report: c.report ? [c.report.state, c.report.details.map((d) => [d.id, d.partId, d.level, d.comment])] : null,
    rating: c.rating,
    removing: c.removingDetailId,
    justSaved: c.justSaved,
    offline: c.offline,
    errors: c.errors,
    formError: c.formError,
  })
}

const outputOf = <T>(event: PathEvent) => event.output as T
const keyOf = (event: PathEvent) => (event.error as { key?: string } | undefined)?.key

/** The draft the server makes of what the page sends is the answer's. */
function createsAnswer(s: RS, answer: Report): boolean {
  const body = createBody(s.context)
  return (
    body.fromDate === answer.fromDate &&
    body.toDate === answer.toDate &&
    body.workplaceId === answer.workplaceId &&
    body.instructorId === answer.instructorId
  )
}

/** The rating the page sends is the answer's (a new part, or a change of the rated one). */
function ratesAnswer(s: RS, answer: ReportDetail, update: boolean): boolean {
  const c = s.context
  const rating = c.rating
  if (!rating || c.reportId !== answer.reportId) return false
  if (update ? rating.detailId !== answer.id : rating.detailId !== null) return false
  return rating.partId === answer.partId && rating.level === answer.level && rating.comment.trim() === answer.comment
}

/** The report the server saves is the answer's: its parts, and what the summary sends. */
function savesAnswer(s: RS, answer: Report): boolean {
  const c = s.context
  const body = saveBody(c)
  const parts = (details: readonly ReportDetail[]) =>
    JSON.stringify(details.map((d) => [d.id, d.partId, d.level, d.comment]))
  return (
    c.reportId === answer.id &&
    body.place === answer.place &&
    body.comment === answer.comment &&
    body.date === answer.date &&
    parts(c.report?.details ?? []) === parts(answer.details)
  )
}

function reportUnreachable(s: RS, event: PathEvent): boolean {
  const c = s.context
  if (s.hasTag('busy')) {
    // A call runs: nothing on the page sends an event the machine takes (the forced logout aside, see notReplayed).
    if (!isAnswer(event)) return true
    switch (event.type) {
      case 'xstate.done.actor.createReport':
        return !createsAnswer(s, outputOf<Report>(event))
      case 'xstate.done.actor.createDetail':
        return !ratesAnswer(s, outputOf<ReportDetail>(event), false)
      case 'xstate.done.actor.updateDetail':
        return !ratesAnswer(s, outputOf<ReportDetail>(event), true)
      case 'xstate.done.actor.saveReport':
        return !savesAnswer(s, outputOf<Report>(event))
      case 'xstate.error.actor.createReport':
        // The page checks a period by the same §5 rules on the same book, reports and pauses the server
        // reads: the server refuses one (overlap, employment date) only when they changed after the
        // page loaded them. No connection is the offline draft, replayed in ebook.spec.ts ("offline: …",
        // it needs the browser offline and the outbox).
        return keyOf(event) !== 'couldNotSave'
      case 'xstate.error.actor.getReport':
        // The draft 21010 exists: an unknown report is another address (another path input).
        return keyOf(event) === 'notFound'
      default:
        return false
    }
  }
  switch (event.type) {
    case 'today.change':
    case 'session.expired':
    case 'session.resumed':
      return true
    case 'part.choose':
      // A closed element's parts have no "Choose" button (the element says why).
      return isPartClosed(c.book, event.partId as number)
    case 'answers.change': {
      // Only the fields of the page's step can be typed in.
      const screen = selectCurrentStep(s)
      const fields = (REPORT_STEPS as readonly string[]).includes(screen)
        ? REPORT_STEP_FIELDS[screen as ReportStep]
        : []
      return !Object.keys(event.answers as object).every((field) => (fields as readonly string[]).includes(field))
    }
    default:
      return false
  }
}

const reportPages = (replay: Replay<RS>) => new EbookReportPages(replay.app.page)

async function seeReportBusy(replay: Replay<RS>, s: RS): Promise<void> {
  const pages = reportPages(replay)
  const c = s.context
  if (s.matches({ active: 'loading' })) return expect(pages.wizard).toHaveAttribute('data-step', 'loading')
  // The report's own load follows the book's answer at once: not held, not seen.
  if (s.matches({ active: 'loadingReport' })) return
  if (c.rating && selectRatingOpen(s)) return pages.seeBusy(pages.ratingSaveButton(partName(c.rating.partId)))
  if (s.matches({ active: { parts: 'removing' } })) {
    const partId = c.report?.details.find((d) => d.id === c.removingDetailId)?.partId ?? fail('removing no rated part')
    return pages.seeBusy(pages.removePartButton(partId))
  }
  if (selectConfirmingDelete(s)) return pages.seeBusy(pages.deleteConfirmButton)
  if (selectConfirmingSave(s)) return pages.seeBusy(pages.saveConfirmButton)
  // Creating the draft: the last create step's Continue.
  return pages.seeBusy(pages.continueButton)
}

async function seeReportState(replay: Replay<RS>, s: RS): Promise<void> {
  const pages = reportPages(replay)
  const { page } = replay.app
  const c = s.context
  if (s.hasTag('busy')) return seeReportBusy(replay, s)
  const screen = selectCurrentStep(s)
  const { errors, formError } = reportMessages(s)
  switch (screen) {
    case 'load-failed':
      return pages.seeLoadFailed(reportText(null, c.formError ?? { key: 'couldNotLoad' }))
    case 'read-only': {
      // The toast first: it is gone after a few seconds.
      await replay.app.shell.seeToast(er('toasts.saved'))
      const report = c.report ?? fail('read-only without a report')
      await pages.seeSaved(
        report.fromDate === report.toDate ? report.fromDate : `${report.fromDate} – ${report.toDate}`,
      )
      await expect(page.getByTestId('fact-place')).toContainText(report.place)
      await expect(page.getByTestId('fact-comment')).toContainText(report.comment)
      await expect(page.getByTestId('rated-parts').getByRole('listitem')).toHaveCount(report.details.length)
      return
    }
    case 'deleted': {
      // The flow ends on the report list, with the deleted draft gone from it and any other draft still there to continue.
      const deleted = replay.from.context.reportId ?? fail('deleted no draft')
      await replay.app.shell.seeToast(er('toasts.deleted'))
      await pages.seeList()
      await expect(pages.draft(deleted)).toHaveCount(0)
      const others = REPORT_BOOK_DATA.reports.filter((r) => r.state === 'draft' && r.id !== deleted)
      if (others.length === 0) await expect(page.getByText(er('list.noDrafts'), { exact: true })).toBeVisible()
      for (const draft of others) await expect(pages.draft(draft.id)).toBeVisible()
      return
    }
  }
  const step = (REPORT_STEPS as readonly string[]).includes(screen)
    ? (screen as ReportStep)
    : fail(`no assertion for ${JSON.stringify(s.value)}`)
  await expect(pages.wizard).toHaveAttribute('data-step', step)
  if (c.reportId !== null)
    await expect(page).toHaveURL(new RegExp(`/book/${BOOK_ID}/report/${c.reportId}\\?step=${step}$`))
  else await expect(page).toHaveURL(new RegExp(`/book/${BOOK_ID}/create-overview(\\?step=${step})?$`))

  // An open dialog hides the page behind it from assistive technology (and from role locators).
  if (c.rating && selectRatingOpen(s)) {
    const name = partName(c.rating.partId)
    const dialog = pages.ratingDialog(name)
    await expect(dialog).toBeVisible()
    for (const level of [1, 2, 3, 4]) {
      if (c.rating.level === level) await expect(pages.levelRadio(name, level)).toBeChecked()
      else await expect(pages.levelRadio(name, level)).not.toBeChecked()
    }
    await expect(pages.ratingComment(name)).toHaveValue(c.rating.comment)
    for (const [field, message] of Object.entries(errors))
      await expect(dialog).toContainText(reportText(field, message))
    if (formError) await expect(dialog.getByRole('alert')).toHaveText(reportText(null, formError))
    else await expect(dialog.getByRole('alert')).toHaveCount(0)
    return
  }
  await expect(page.getByRole('dialog')).toHaveCount(0)
  if (selectConfirmingDelete(s)) return expect(pages.deleteDialog).toBeVisible()
  if (selectConfirmingSave(s)) return expect(pages.saveDialog).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)

  await pages.seeHeading(er(STEP_TITLES[step]))
  const messages = Object.entries(errors).map(([field, message]) => reportText(field, message))
  if (messages.length > 0) await pages.seeErrorSummary(messages)
  else await pages.seeNoErrorSummary()
  if (formError) await pages.seePageError(reportText(null, formError))
  else await pages.seeNoPageError()

  const answers: ReportAnswers = c.answers
  switch (step) {
    case 'period':
      await expect(pages.fromField).toHaveValue(answers.fromDate)
      await expect(pages.toField).toHaveValue(answers.toDate)
      return
    case 'workplace':
      for (const w of REPORT_BOOK.workplaces) {
        if (answers.workplaceId === w.id) await expect(pages.radio(w.name)).toBeChecked()
        else await expect(pages.radio(w.name)).not.toBeChecked()
      }
      return
    case 'instructor':
      return expect(pages.radio(instructorName(answers.instructorId ?? fail('no instructor chosen')))).toBeChecked()
    case 'parts': {
      const details = c.report?.details ?? []
      await pages.seeChosenCount(details.length)
      for (const d of details) await pages.seePartRated(d.partId, d.level)
      if (!details.some((d) => d.partId === EBOOK_IDS.openPart)) await pages.seePartNotRated(EBOOK_IDS.openPart)
      return
    }
    case 'summary':
      await expect(pages.placeField).toHaveValue(answers.place)
      await expect(pages.commentField).toHaveValue(answers.comment)
      await expect(pages.dateField).toHaveValue(answers.date)
      return
  }
}

const reportActions: BrowserActions<Replay<RS>> = {
  'step.continue': async (_event, replay) => reportPages(replay).clickContinue(),
  'step.back': async (_event, replay) => reportPages(replay).clickBack(),
  'load.retry': async (_event, replay) => reportPages(replay).clickRetry(),
  'period.quick': async (event, replay) =>
    reportPages(replay).clickQuickDay(event.day as 'today' | 'yesterday' | 'dayBefore'),
  'answers.change': async (event, replay) => {
    const pages = reportPages(replay)
    for (const [field, value] of Object.entries(event.answers as Partial<ReportAnswers>)) {
      switch (field as keyof ReportAnswers) {
        case 'fromDate':
          await pages.fromField.fill(String(value))
          break
        case 'toDate':
          await pages.toField.fill(String(value))
          break
        case 'workplaceId':
          await pages.checkRadio(workplaceName(value as number))
          break
        case 'instructorId':
          await pages.checkRadio(instructorName(value as number))
          break
        case 'place':
          await pages.placeField.fill(String(value))
          break
        case 'comment':
          await pages.commentField.fill(String(value))
          break
        case 'date':
          await pages.dateField.fill(String(value))
          break
      }
    }
  },
  'part.choose': async (event, replay) => {
    const partId = event.partId as number
    const pages = reportPages(replay)
    if (replay.from.context.report?.details.some((d) => d.partId === partId)) await pages.clickChangePart(partId)
    else await pages.clickChoosePart(partId)
  },
  'part.remove': async (event, replay) => reportPages(replay).clickRemovePart(event.partId as number),
  'rating.change': async (event, replay) => {
    const pages = reportPages(replay)
    const name = partName(replay.from.context.rating?.partId ?? fail('no rating open'))
    if (typeof event.level === 'number') await pages.levelRadio(name, event.level).check()
    if (typeof event.comment === 'string') await pages.ratingComment(name).fill(event.comment)
  },
  'rating.submit': async (_event, replay) =>
    reportPages(replay)
      .ratingSaveButton(partName(replay.from.context.rating?.partId ?? fail('no rating open')))
      .click(),
  'rating.cancel': async (_event, replay) =>
    reportPages(replay).clickRatingCancel(partName(replay.from.context.rating?.partId ?? fail('no rating open'))),
  'save.confirm': async (_event, replay) => reportPages(replay).clickConfirmSave(),
  'save.cancel': async (_event, replay) => reportPages(replay).clickCancelSave(),
  'draft.delete': async (_event, replay) => reportPages(replay).clickDeleteDraft(),
  'delete.confirm': async (_event, replay) => reportPages(replay).clickConfirmDelete(),
  'delete.cancel': async (_event, replay) => reportPages(replay).clickCancelDelete(),
  'xstate.done.actor.loadBook': answered,
  'xstate.error.actor.loadBook': answered,
  'xstate.done.actor.getReport': answered,
  'xstate.error.actor.getReport': answered,
  'xstate.done.actor.createReport': answered,
  'xstate.error.actor.createReport': answered,
  'xstate.done.actor.createDetail': answered,
  'xstate.error.actor.createDetail': answered,
  'xstate.done.actor.updateDetail': answered,
  'xstate.error.actor.updateDetail': answered,
  'xstate.done.actor.deleteDetail': answered,
  'xstate.error.actor.deleteDetail': answered,
  'xstate.done.actor.saveReport': answered,
  'xstate.error.actor.saveReport': answered,
  'xstate.done.actor.deleteReport': answered,
  'xstate.error.actor.deleteReport': answered,
}

const REPORT_NOT_REPLAYED: Record<string, string> = {
  'today.change': 'the browser clock is pinned to the scenario day: a restored snapshot is never from another day',
  'session.expired': 'replayed in ebook.spec.ts ("forced logout mid-report"): a 406 on the notification poll',
  'session.resumed': 'replayed in ebook.spec.ts ("forced logout mid-report"): logging in again and going back',
}

/** The call a busy report state waits for (its path after /api/m/v1/). */
function reportCall(s: RS): string {
  const c = s.context
  const report = `books/${BOOK_ID}/reports/${c.reportId ?? 'none'}`
  if (s.matches({ active: 'loading' })) return 'books/get/'
  if (s.matches({ active: 'loadingReport' })) return `books/${BOOK_ID}/reports/${c.requestedReportId ?? 'none'}/get`
  if (s.matches({ active: { parts: 'creatingDetail' } })) return `${report}/report-details/create`
  if (s.matches({ active: { parts: 'updatingDetail' } }))
    return `${report}/report-details/${c.rating?.detailId ?? 'none'}/update`
  if (s.matches({ active: { parts: 'removing' } }))
    return `${report}/report-details/${c.removingDetailId ?? 'none'}/delete`
  if (s.matches({ active: { parts: 'deleting' } }) || s.matches({ active: { summary: 'deleting' } }))
    return `${report}/delete`
  if (s.matches({ active: { summary: 'saving' } })) return `${report}/update`
  if (s.hasTag('busy')) return 'reports/create'
  return fail(`no call runs in ${JSON.stringify(s.value)}`)
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What the simulated backend answered the page, in the shape of the machine's answer. */
async function reportServed(replay: Replay<RS>, answer: PathEvent, during: RS): Promise<unknown> {
  const { served } = replay
  if (answer.type === 'xstate.done.actor.loadBook') {
    const book = (await served.body(/^books\/get\//)) as Ebook
    const reports = (await served.body(/^reports\/list/)) as { rows: BookData['reports'] }
    const pauses = (await served.body(/^book-pauses\/list/)) as { rows: BookPause[] }
    const expected = outputOf<BookData>(answer).book.permittedPeriod
    // The permitted period ends a year after the day the scenario was seeded (the real day), at the earliest on the answer's end.
    expect(
      book.permittedPeriod.toDate >= expected.toDate,
      'the permitted period ends no earlier than the walk assumes',
    ).toBe(true)
    return {
      book: { ...book, permittedPeriod: { ...book.permittedPeriod, toDate: expected.toDate } },
      reports: reports.rows.filter((r) => r.bookId === BOOK_ID),
      pauses: pauses.rows,
    }
  }
  // A deletion answers {ok: true}; what the page shows afterwards is asserted by seeState.
  if (answer.type === 'xstate.done.actor.deleteDetail' || answer.type === 'xstate.done.actor.deleteReport') return null
  return served.body(new RegExp(`^${escape(reportCall(during))}$`))
}

const reportFlow = (
  name: string,
  input: typeof ebookReportPathInput,
): Omit<WalkFlow<typeof ebookReportMachine>, 'target' | 'events' | 'pages'> => ({
  name,
  machine: ebookReportMachine,
  input,
  serialize: reportKey,
  unreachable: reportUnreachable,
  notReplayed: REPORT_NOT_REPLAYED,
  persona: 'apprentice',
  open: async ({ app }) => {
    await app.page.goto(
      input.reportId === null ? `/book/${BOOK_ID}/create-overview` : `/book/${BOOK_ID}/report/${input.reportId}`,
    )
  },
  actions: reportActions,
  busy: (s) => s.hasTag('busy'),
  callPath: (_answer, during) => reportCall(during),
  runningCall: reportCall,
  served: reportServed,
  seeState: seeReportState,
  page: (s) => {
    const page = reportPage(s)
    if (page === 'loading') return null
    // The flow ends on the report list.
    if (page === 'deleted') return 'report list'
    // One confirmation dialog, over either step.
    if (page.endsWith(': delete')) return 'delete dialog'
    // Field errors add the error summary and invalid fields: the page again, for axe.
    return Object.keys(reportMessages(s).errors).length > 0 ? `${page} with field errors` : page
  },
  screen: reportPage,
})

/**
 * The walk events: one quick day (the two others fill other dates into the same page; the machine's
 * test takes them) and the overlapping period (a free range creates a draft the scenario's answer is
 * not, see createsAnswer).
 */
const reportWalkEvents = failuresFirst(
  ebookReportEvents.filter(
    (e) =>
      !(e.type === 'period.quick' && e.day !== 'today') &&
      !(e.type === 'answers.change' && (e.answers as Partial<ReportAnswers>).fromDate === '2026-11-14'),
  ),
)

/**
 * The create page's walks end where the flow does: on the saved report. Deleting the draft for good
 * (the other end) is the report page's walk's (below), so one walk here takes all the rest.
 */
const createBase = {
  ...reportFlow('report flow: create page and draft', ebookReportPathInput),
  events: reportWalkEvents.filter((e) => e.type !== 'xstate.done.actor.deleteReport'),
  pages: [],
}
const createTargets = pagesAndEvents(createBase, reportCoarse)
const createFlow: WalkFlow<typeof ebookReportMachine> = {
  ...createBase,
  target: createTargets.target,
  pages: [
    'period',
    'workplace',
    'instructor',
    'parts',
    'parts: rating',
    'parts: delete',
    'summary',
    'summary: save',
    'summary: delete',
    'read-only',
    'load-failed',
  ],
}
const createWalks = walksOf(createFlow, createFlow.target)
const coveredByCreate = new Set(createWalks.flatMap((w) => w.covers))

/**
 * The report page of the draft 21010: what the create page's walks reach already is no target here;
 * the report's own load is (its failure, then the retry), and deleting the draft for good.
 */
const draftFlow: WalkFlow<typeof ebookReportMachine> = {
  ...reportFlow('report flow: report page of the draft', ebookReportDraftPathInput),
  events: reportWalkEvents,
  target: (_from, event, to) => {
    const coarse = reportCoarse(to)
    if (event.type.endsWith('.getReport')) return `${coarse} (${eventLabel(event)})`
    return coveredByCreate.has(coarse) ? null : coarse
  },
  pages: ['load-failed', 'parts', 'parts: delete', 'deleted'],
}

const draftWalks = walksOf(draftFlow, draftFlow.target)
replayWalks(createFlow, createWalks)
replayWalks(draftFlow, draftWalks, axePagesOf(createFlow, createWalks))

test('the report walks together replay every browser action of the report flow, and reach every page the page targets alone reach', () => {
  const replayed = new Set(eventTypesIn([...createWalks, ...draftWalks]))
  expect(Object.keys(reportActions).filter((type) => !replayed.has(type))).toEqual([])
  expect([...createTargets.pageTargets].filter((target) => !coveredByCreate.has(target))).toEqual([])
})

test("the report walks create the scenario's next report", () => {
  // The created draft's id (the answer event's) is the scenario's next one, and the draft is Elin's only one until then.
  expect(NEW_REPORT_ID).toBeGreaterThan(EBOOK_IDS.activeDraftReport)
  expect(REPORT_BOOK_DATA.reports.filter((r) => r.state === 'draft').map((r) => r.id)).toEqual([
    EBOOK_IDS.activeDraftReport,
  ])
  expect(REPORT_TODAY).toBe(SCENARIO_NOW.toISOString().slice(0, 10))
})

// ---------------------------------------------------------------------------------------------
// The book's pauses on the overview (Maria on 7001)

type PS = BookPauseSnapshot

const pauseBusy = (s: PS) => s.matches('loading') || s.matches({ ready: 'saving' }) || s.matches({ ready: 'deleting' })

function pausePage(s: PS): string {
  if (s.matches('loading')) return 'loading'
  if (s.matches('loadFailed')) return 'load failed'
  if (s.matches({ ready: 'editing' }) || s.matches({ ready: 'saving' }))
    return s.context.editingId === null ? 'add form' : 'edit form'
  if (s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' })) return 'delete dialog'
  return 'pauses'
}

/** The coverage target: the page, its field errors (the browser's, or the server's words), and its message. */
function pauseCoarse(s: PS): string {
  const c = s.context
  const errors = Object.values(c.errors)
  const fieldErrors = errors.length === 0 ? false : errors.some((e) => e?.text !== undefined) ? 'server' : true
  const message = c.formError ?? c.deleteError ?? c.loadError
  return `${pausePage(s)}|${fieldErrors}|${message ? JSON.stringify(message) : null}`
}

const knowsReports = (s: PS) => s.context.reports.length > 0
const sameDraft = (draft: PauseDraft, pause: BookPause) =>
  draft.fromDate === pause.fromDate && draft.toDate === pause.toDate && draft.reason.trim() === pause.reason
const overlapsTheDraft = (draft: PauseDraft) => draft.fromDate <= '2026-11-13' && '2026-11-09' <= draft.toDate

function pauseUnreachable(s: PS, event: PathEvent): boolean {
  // The overview sends the report periods it shows as soon as the timeline is there, before anything else.
  if (event.type === 'reports.known') return knowsReports(s)
  if (!knowsReports(s)) return true
  if (pauseBusy(s)) {
    if (!isAnswer(event)) return true
    const c = s.context
    switch (event.type) {
      case PAUSE_ANSWERS.saveDone: {
        // The server keeps what it is sent: a new pause gets the next id.
        const pause = outputOf<BookPause>(event)
        return !sameDraft(c.draft, pause) || pause.id !== (c.editingId ?? PLANNED_LEAVE.id)
      }
      case PAUSE_ANSWERS.saveError:
        // The server's own refusal (its words at the start date) comes for a pause over Elin's draft, and only then.
        return (event.error as { fieldErrors?: unknown }).fieldErrors !== undefined ? !overlapsTheDraft(c.draft) : false
      default:
        return false
    }
  }
  return false
}

const overview = (replay: Replay<PS>) => new EbookOverviewPage(replay.app.page)
const editing = (s: PS) => s.context.editingId !== null
const periodOf = (s: PS, id: number | null) =>
  s.context.pauses.find((p) => p.id === id) ?? fail(`no pause ${String(id)} listed`)

async function seePauseState(replay: Replay<PS>, s: PS): Promise<void> {
  const page = overview(replay)
  const c = s.context
  if (s.matches('loading')) {
    // The first load answers before the page can be seen; a retry is held.
    if (replay.from.matches('loadFailed'))
      await expect(page.pauseSection.getByText(eb('pauses.loading'), { exact: true })).toBeVisible()
    return
  }
  if (s.matches({ ready: 'saving' })) return expect(page.pauseSubmit(editing(s))).toHaveAttribute('aria-busy', 'true')
  if (s.matches({ ready: 'deleting' }))
    return expect(page.deletePauseConfirm(periodOf(s, c.deletingId))).toHaveAttribute('aria-busy', 'true')
  if (s.matches('loadFailed')) {
    await expect(page.pauseSection.getByRole('alert')).toContainText(
      pauseText(null, c.loadError ?? { key: 'couldNotLoad' }),
    )
    return expect(page.pauseSection.getByRole('button', { name: text('common:tryAgain'), exact: true })).toBeVisible()
  }
  if (s.matches({ ready: 'editing' })) {
    const form = page.pauseForm(editing(s))
    await expect(form).toBeVisible()
    for (const field of ['fromDate', 'toDate', 'reason'] as const) {
      await expect(page.pauseField(editing(s), field)).toHaveValue(c.draft[field])
      const error = c.errors[field]
      if (error)
        await expect(page.pauseField(editing(s), field)).toHaveAccessibleDescription(
          new RegExp(escape(pauseFormText(field, error))),
        )
      else await expect(page.pauseField(editing(s), field)).not.toHaveAttribute('aria-invalid', 'true')
    }
    if (c.formError)
      await expect(form.getByRole('alert').filter({ hasText: pauseFormText(null, c.formError) })).toBeVisible()
    return
  }
  if (s.matches({ ready: 'confirmingDelete' })) {
    const dialog = page.deletePauseDialog(periodOf(s, c.deletingId))
    await expect(dialog).toBeVisible()
    if (c.deleteError) await expect(dialog.getByRole('alert')).toHaveText(pauseText(null, c.deleteError))
    else await expect(dialog.getByRole('alert')).toHaveCount(0)
    return
  }
  // A change is announced (the toast first: it is gone after a few seconds).
  const from = replay.from
  if (from.matches({ ready: 'saving' }))
    await replay.app.shell.seeToast(eb(`pauses.changed.${editing(from) ? 'updated' : 'created'}`))
  if (from.matches({ ready: 'deleting' })) await replay.app.shell.seeToast(eb('pauses.changed.deleted'))
  // The list: newest first, each pause's period and reason; no dialog open.
  await expect(replay.app.page.getByRole('dialog')).toHaveCount(0)
  await expect(replay.app.page.getByRole('alertdialog')).toHaveCount(0)
  if (c.pauses.length === 0)
    await expect(page.pauseSection.getByText(eb('pauses.empty'), { exact: true })).toBeVisible()
  else await expect(page.pauseList.getByRole('listitem')).toHaveCount(c.pauses.length)
  for (const [i, pause] of c.pauses.entries()) {
    const row = page.pauseList.getByRole('listitem').nth(i)
    await expect(row).toContainText(eb('pauses.period', { from: pause.fromDate, to: pause.toDate }))
    await expect(row).toContainText(pause.reason)
  }
  await expect(page.addPauseButton).toBeVisible()
  await expect(replay.app.page.getByTestId('pause-timeline-drawing')).toBeVisible()
}

const pauseActions: BrowserActions<Replay<PS>> = {
  // The overview sends them itself when the timeline mounts.
  'reports.known': answered,
  'pauses.retry': async (_event, replay) =>
    overview(replay)
      .pauseSection.getByRole('button', { name: text('common:tryAgain'), exact: true })
      .click(),
  'pause.add': async (_event, replay) => overview(replay).addPauseButton.click(),
  'pause.edit': async (event, replay) =>
    overview(replay)
      .pauseButton('edit', periodOf(replay.from, event.id as number))
      .click(),
  'pause.delete': async (event, replay) =>
    overview(replay)
      .pauseButton('delete', periodOf(replay.from, event.id as number))
      .click(),
  'draft.change': async (event, replay) =>
    overview(replay)
      .pauseField(editing(replay.from), event.field as keyof PauseDraft)
      .fill(String(event.value)),
  'draft.submit': async (_event, replay) => overview(replay).pauseSubmit(editing(replay.from)).click(),
  'draft.cancel': async (_event, replay) => overview(replay).clickPauseCancel(editing(replay.from)),
  'delete.confirm': async (_event, replay) =>
    overview(replay).deletePauseConfirm(periodOf(replay.from, replay.from.context.deletingId)).click(),
  'delete.cancel': async (_event, replay) =>
    overview(replay)
      .deletePauseDialog(periodOf(replay.from, replay.from.context.deletingId))
      .getByRole('button', { name: text('common:cancel'), exact: true })
      .click(),
  [PAUSE_ANSWERS.listDone]: answered,
  [PAUSE_ANSWERS.listError]: answered,
  [PAUSE_ANSWERS.saveDone]: answered,
  [PAUSE_ANSWERS.saveError]: answered,
  [PAUSE_ANSWERS.deleteDone]: answered,
  [PAUSE_ANSWERS.deleteError]: answered,
}

function pauseCall(s: PS): string {
  const c = s.context
  if (s.matches('loading')) return 'book-pauses/list'
  if (s.matches({ ready: 'saving' }))
    return c.editingId === null ? 'educations/book-pauses/create' : `educations/book-pauses/${c.editingId}/update`
  if (s.matches({ ready: 'deleting' })) return `educations/book-pauses/${c.deletingId ?? 'none'}/delete`
  return fail(`no pause call runs in ${JSON.stringify(s.value)}`)
}

const pauseBase: Omit<WalkFlow<typeof bookPauseMachine>, 'target'> = {
  name: 'book pauses',
  machine: bookPauseMachine,
  events: failuresFirst(bookPauseEvents),
  input: bookPausePathInput,
  serialize: bookPausePathKey,
  unreachable: pauseUnreachable,
  // A pause's file (issue 17): choosing a file is the browser's file dialog; the form's file field, the upload after
  // the save and a refused upload are covered by pause-attachment.test.tsx, the server's rules by pause-attachments.test.ts.
  notReplayed: {
    'attachment.choose': 'a file from the device: pause-attachment.test.tsx',
    // The machine's 'once' mode (a page registering one pause, confirmed first) is the company's: e2e/company/pauses.spec.ts.
    'save.confirm': 'once mode only: the company pause page, e2e/company/pauses.spec.ts',
    'save.back': 'once mode only: machines/domain-widgets/book-pause.machine.test.ts',
    'attachment.remove': 'only with a file attached: pause-attachment.test.tsx',
    'attachment.keep': 'only with a file attached: pause-attachment.test.tsx',
    [PAUSE_ANSWERS.attachDone]: 'only after a file is chosen: pause-attachment.test.tsx',
    [PAUSE_ANSWERS.attachError]: 'only after a file is chosen: pause-attachment.test.tsx',
  },
  persona: 'companyAdmin',
  open: async ({ app }) => overview({ app } as Replay<PS>).goto(BOOK_ID),
  actions: pauseActions,
  busy: pauseBusy,
  byItself: (event) => event.type === 'reports.known',
  refusedByServer: (answer) => (answer.error as { fieldErrors?: unknown } | undefined)?.fieldErrors !== undefined,
  callPath: (_answer, during) => pauseCall(during),
  runningCall: pauseCall,
  served: async (replay, answer, during) => {
    if (answer.type === PAUSE_ANSWERS.deleteDone) return null
    const body = await replay.served.body(new RegExp(`^${escape(pauseCall(during))}`))
    if (answer.type === PAUSE_ANSWERS.listDone) return (body as { rows: BookPause[] }).rows
    // When the region was sent the new pause runs on the simulated backend's clock: the walk's own time stands in.
    const sent = (answer.output as BookPause | undefined)?.sentToRegion
    const pause = body as BookPause
    return sent && pause.sentToRegion
      ? { ...pause, sentToRegion: { ...pause.sentToRegion, sentAt: sent.sentAt } }
      : body
  },
  seeState: seePauseState,
  page: (s) => {
    const page = pausePage(s)
    if (page === 'loading') return null
    return Object.keys(s.context.errors).length > 0 ? `${page} with field errors` : page
  },
  pages: ['pauses', 'load failed', 'add form', 'edit form', 'delete dialog'],
  screen: pausePage,
}
const pauseTargets = pagesAndEvents(pauseBase, pauseCoarse)
const pauseFlow: WalkFlow<typeof bookPauseMachine> = { ...pauseBase, target: pauseTargets.target }

const pauseWalks = walksOf(pauseFlow, pauseFlow.target)
replayWalks(pauseFlow, pauseWalks)

test('the pause walks replay every browser action of the pauses, and reach every page the page targets alone reach', () => {
  const replayed = new Set(eventTypesIn(pauseWalks))
  expect(Object.keys(pauseActions).filter((type) => !replayed.has(type))).toEqual([])
  const covered = new Set(pauseWalks.flatMap((w) => w.covers))
  expect([...pauseTargets.pageTargets].filter((target) => !covered.has(target))).toEqual([])
})

test("the pause walks run on the scenario's pauses", () => {
  // The pause over Elin's draft is one the overview cannot refuse (Maria sees no drafts), the planned one is free.
  expect(overlapsTheDraft({ ...OVER_THE_DRAFT, reason: '' })).toBe(true)
  expect(overlapsTheDraft({ ...PLANNED_LEAVE })).toBe(false)
})
