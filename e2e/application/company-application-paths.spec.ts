import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import type { Application } from '../../src/api/application/application.schemas'
import { companyRegistrationMachine } from '../../machines/application/company-registration.machine'
import {
  REGISTRATION_STEPS,
  type RegistrationAnswers,
  type RegistrationStep,
} from '../../machines/application/company-registration.steps'
import { workplacesFor } from '../../machines/application/company-registration.rules'
import {
  selectCurrentStep as registrationScreen,
  type CompanyRegistrationSnapshot,
} from '../../machines/application/company-registration.selectors'
import {
  companyRegistrationEvents,
  companyRegistrationPathInput,
} from '../../machines/application/company-registration.paths'
import { companyReviewMachine } from '../../machines/application/company-review.machine'
import {
  REVIEW_STEPS,
  REVIEW_STEP_FIELDS,
  type ReviewAnswers,
  type ReviewStep,
} from '../../machines/application/company-review.steps'
import {
  approveRefusal,
  hasUnsavedChanges,
  isReadOnly,
  reviewChanges,
  reviewInstructorOptions,
  reviewStepErrors,
  reviewWorkplaces,
} from '../../machines/application/company-review.rules'
import {
  selectConfirmingApprove,
  selectConfirmingDelete,
  selectConfirmingDeny,
  type CompanyReviewSnapshot,
  selectCurrentStep as reviewScreen,
} from '../../machines/application/company-review.selectors'
import { companyReviewEvents, companyReviewPathInput } from '../../machines/application/company-review.paths'
import {
  APPLICATION_STATES,
  APPLICANTS_BY_NAME,
  COMPANY_NORR,
  COMPANY_SYD,
  DEPARTMENT_MALMO,
  EMPLOYMENT_TYPES,
  PROFESSIONS,
  PROFESSION_SCAFFOLDING,
  SEEDED_APPLICATIONS,
  STAFF,
  WORKPLACES,
} from '../../mock-server/seed'
import { App, expect, PERSONAS, test } from '../fixtures'
import { appText, ReceivedApplicationsPage, RegistrationWizard, ReviewWizard } from '../pages/company-application.page'
import { isAnswer, type BrowserActions, type GeneratedPath, type PathEvent, type Snap } from '../support/machine-paths'
import type { FaultMode } from '../support/mock'
import {
  actorOf,
  answersOf,
  replayWalks,
  seePaused,
  sessionActions,
  walksOf,
  type Replay,
  type WalkFlow,
} from '../support/walk-replay'
import { errorText } from '../support/texts'
import type { ErrorMessage } from '../../src/api/failure'

/**
 * The company registration and company review machines (machines/application), walked through their
 * production state graphs with generateCoverageWalks and replayed in the browser on the simulated
 * backend: every page, every refusal on it and every failed call's message (the coverage target is
 * `page|has field errors|form error`), each walk one test, each event one step asserting what the
 * user sees in the state the machine reaches, axe once per distinct page. The replay is
 * e2e/support/walk-replay.ts; this file is the two flows' drivers (events -> clicks, states -> what the page shows).
 *
 * - Registration: the machine's path input is Ställningspartner Syd AB (company 2, departments), so
 *   it is replayed by that company's department administrator (Lena Persson, Malmö).
 * - Review: the path input is Byggbolaget i Norr AB (company 1) reviewed by its administrator
 *   (Maria Lindqvist); the sample application 7201 (signed by the apprentice, no workplace,
 *   instructor or employment yet) is Emma Svensson's 30601, its approved variant Lucas Öberg's 31013.
 * - Call answers are arranged before the step that makes the call: a failure with the fault switch
 *   narrowed to that call's path, a success by the seeded world giving it (the walks take a save's
 *   answer only where it echoes what was sent, see reviewUnreachable).
 * - session.expired is a 406 on the notification poll (the flow pauses, the start page shows the
 *   forced-logout dialog); session.resumed is logging in again and going back to the page.
 *
 * Why the walks do not serialize with the machines' …PathKey: those keys show the current page's
 * answers only and not where a paused flow resumes, so the graph merges states the guards tell apart
 * (a walk would continue from another history, e.g. resume on the instructor page after pausing on
 * the first one). The keys below add what the guards read; "every walk is a run of the production
 * machine" checks that each walk's steps are what the machine does.
 */

/** A walk starts again after this many steps (fewer than the harness's default: these walks were split so). */
const MAX_STEPS = 80
const ca = (key: string, vars?: Record<string, string | number>) => appText('application-company', key, vars)

// ---------------------------------------------------------------------------------------------
// Shared by both flows (the replay itself is e2e/support/walk-replay.ts)

/** What a coverage walk must reach: every page, with and without field errors, with each form error. */
function coarse(screen: string, s: AnyMachineSnapshot): string {
  return `${screen}|${Object.keys(s.context.errors as object).length > 0}|${JSON.stringify(s.context.formError)}`
}

/** Where a paused flow resumes (the shallow history of `active`): part of the state a user returns to. */
function resumesTo(s: AnyMachineSnapshot): string | null {
  if (!s.matches('paused')) return null
  const history = (s as unknown as { historyValue: Record<string, Array<{ id: string }>> }).historyValue
  return Object.values(history)
    .flat()
    .map((node) => node.id)
    .join(',')
}

/** Each failing call of a flow: the path the fault is narrowed to and the key the edge gives its 500. */
type Calls = Record<string, { only: string; shows: string }>

const callOf = (calls: Calls, answer: PathEvent) =>
  calls[actorOf(answer) ?? ''] ?? fail(`no call path for ${answer.type}`)

/** A 500 from the call (the edge's fallback key), or no answer at all for 'network'. */
function faultFor(calls: Calls, answer: PathEvent): FaultMode {
  const key = (answer.error as { key: string }).key
  if (key === 'network') return 'network'
  const { shows } = callOf(calls, answer)
  if (key !== shows)
    throw new Error(
      `the simulated backend answers ${answer.type} with ${shows}, not ${key}: mark that answer unreachable`,
    )
  return '500'
}

/** What both flows share: the scenario's coverage target (every page with its refusals and message), the calls' faults. */
function companyFlow<TMachine extends AnyStateMachine>(screen: (s: Snap<TMachine>) => string, calls: Calls) {
  return {
    target: (_from: Snap<TMachine>, _event: PathEvent, to: Snap<TMachine>) => coarse(screen(to), to),
    maxSteps: MAX_STEPS,
    busy: (s: Snap<TMachine>) => s.hasTag('busy'),
    // seeState leaves a call in flight to the step of its answer.
    seesBusy: false,
    callPath: (answer: PathEvent) => callOf(calls, answer).only,
    faultMode: (answer: PathEvent) => faultFor(calls, answer),
    screen,
  }
}

function fail(message: string): never {
  throw new Error(message)
}

/** The page's message as the page shows it (errors.form, else the common field text). */
function pageMessage(message: ErrorMessage): string {
  return errorText('application-company', null, message)
}

/** A field error's text as the page shows it: the field's own text first, else the common one. */
function fieldMessage(field: string, message: ErrorMessage | string): string {
  return errorText('application-company', field, typeof message === 'string' ? { key: message } : message)
}

const errorMessages = (errors: Record<string, ErrorMessage>) =>
  Object.entries(errors).map(([field, key]) => fieldMessage(field, key))

function theOne<T>(rows: readonly T[], what: string): T {
  if (rows.length !== 1) throw new Error(`expected exactly one ${what}, found ${rows.length}`)
  return rows[0]!
}

// ---------------------------------------------------------------------------------------------
// Registration (/company/2/create-applications) by the department administrator of Malmö

type RegSnap = CompanyRegistrationSnapshot

/** The machine's sample world (application-support.ts) -> the seeded world of mock-server/seed.ts. */
const REGISTRATION_WORLD = {
  company: COMPANY_SYD,
  departments: { [DEPARTMENT_MALMO.id]: DEPARTMENT_MALMO.name } as Record<number, string>,
  /** SAMPLE_WORKPLACES 31 "Verkstaden Malmö" (Malmö) -> 201 "Huvudkontor Malmö" (Malmö). */
  workplaces: {
    31: theOne(
      WORKPLACES.filter((w) => w.id === 201),
      'workplace 201',
    ).name,
  } as Record<number, string>,
  /** SAMPLE_INSTRUCTORS 2101 (no §5 problem) -> Sofia Berggren (Malmö, eligible for scaffolding). */
  instructors: { 2101: `${STAFF.sofia.firstName} ${STAFF.sofia.lastName}` } as Record<number, string>,
}

/** The employment fields both flows ask (workplace, instructor, employment type and date), as the seeded world names them. */
async function changeEmployment(
  wizard: RegistrationWizard | ReviewWizard,
  world: { workplaces: Record<number, string>; instructors: Record<number, string> },
  field: string,
  value: unknown,
): Promise<void> {
  switch (field) {
    case 'workplaceId':
      return wizard.clickWorkplace(translate(world.workplaces, value as number, 'workplace'))
    case 'instructorId':
      return wizard.clickInstructor(translate(world.instructors, value as number, 'instructor'))
    case 'employmentTypeId':
      return wizard.clickEmploymentType(
        theOne(
          EMPLOYMENT_TYPES.filter((t) => t.id === value),
          `employment type ${String(value)}`,
        ).name,
      )
    case 'employmentDate':
      return wizard.fillEmploymentDate(String(value))
    default:
      throw new Error(`no browser action for the answer ${field}`)
  }
}

function translate<T>(table: Record<number, T>, id: number | null | undefined, what: string): T {
  const found = id === null || id === undefined ? undefined : table[id]
  if (found === undefined)
    throw new Error(`no seeded counterpart for ${what} ${String(id)}: add it to the spec's translation table`)
  return found
}

const REGISTRATION_TITLES: Record<RegistrationStep, string> = {
  'apprentice-personal-number': 'registration.personalNumber.title',
  phone: 'registration.phone.title',
  email: 'registration.email.title',
  profession: 'registration.profession.title',
  department: 'registration.department.title',
  workplace: 'registration.workplace.title',
  instructor: 'registration.instructor.title',
  employment: 'registration.employment.title',
  review: 'registration.review.title',
}

/** The "Change" link on check-your-answers that goes to a page. */
const REGISTRATION_CHANGE_LABELS: Partial<Record<RegistrationStep, string>> = {
  'apprentice-personal-number': 'registration.personalNumber.label',
  phone: 'registration.phone.label',
  email: 'registration.email.label',
  profession: 'registration.profession.label',
  department: 'registration.department.short',
  workplace: 'registration.workplace.label',
  instructor: 'instructor.legend',
  employment: 'employment.typeLabel',
}

const registrationStepOf = (s: RegSnap): RegistrationStep | null => {
  const screen = registrationScreen(s)
  return (REGISTRATION_STEPS as readonly string[]).includes(screen) ? (screen as RegistrationStep) : null
}

function registrationKey(s: RegSnap): string {
  const c = s.context
  return JSON.stringify({
    value: s.value,
    answers: c.answers,
    draft: c.applicationId !== null,
    company: c.company !== null,
    instructors: c.instructors === null ? null : [c.instructors.length, c.instructorsDepartmentId],
    returnToReview: c.returnToReview,
    errors: c.errors,
    formError: c.formError,
    resumesTo: resumesTo(s),
  })
}

function registrationUnreachable(s: RegSnap, event: PathEvent): boolean {
  // No server answer and no mapping at the edge (application-calls.ts) gives 'alreadyLinked': a failed
  // create shows couldNotSave, which the added event below stands for.
  if (event.type === 'xstate.error.actor.createApplication' && (event.error as { key: string }).key === 'alreadyLinked')
    return true
  // A call in flight: with no latency its answer comes before any click.
  if (s.hasTag('busy')) return !isAnswer(event)
  // The browser's clock is pinned to the scenario's day: a restored snapshot is never from another day.
  if (event.type === 'today.change') return true
  if (event.type !== 'answers.change') return false
  const answers = event.answers as Partial<RegistrationAnswers>
  // The instructor list is not shown while it could not be loaded.
  if (s.matches({ active: { instructor: 'failed' } })) return true
  // No instructor at Ställningspartner Syd may supervise profession 120 (none has its trade certificate)
  // while the sample instructors can: the instructor page would disagree with the machine's.
  if (answers.professionId === 120) return true
  // A refused instructor's radio is disabled; one not listed cannot be clicked.
  if (answers.instructorId !== undefined) {
    const option = s.context.instructorOptions.find((o) => o.id === answers.instructorId)
    if (!option || option.problems.length > 0) return true
  }
  if (answers.workplaceId !== undefined && !workplacesFor(s.context).some((w) => w.id === answers.workplaceId))
    return true
  return false
}

async function seeRegistrationState(replay: Replay<RegSnap>, s: RegSnap): Promise<void> {
  const { app } = replay
  const wizard = new RegistrationWizard(app.page)
  const screen = registrationScreen(s)
  const c = s.context
  // A call in flight: with no latency it has answered already; the answer's step asserts what follows.
  if (s.hasTag('busy')) return
  if (screen === 'paused') return seePaused(app)
  if (screen === 'thanks') return wizard.seeThanks()
  if (screen === 'load-failed')
    return wizard.seeLoadFailed('registration-load-failed', pageMessage(c.formError ?? { key: 'couldNotLoad' }))
  const step = registrationStepOf(s)
  if (!step) throw new Error(`no assertion for ${JSON.stringify(s.value)}`)
  await wizard.seeStep(step, ca(REGISTRATION_TITLES[step]))
  const errors = Object.keys(c.errors).length > 0 ? errorMessages(c.errors) : []
  if (errors.length > 0) await wizard.seeErrorSummary(errors)
  else await wizard.seeNoErrorSummary()
  if (c.formError?.key === 'incomplete') await wizard.seeIncomplete()
  else if (c.formError) await wizard.seePageError(pageMessage(c.formError))
  else await wizard.seeNoPageError()
  if (step === 'apprentice-personal-number')
    await expect(wizard.personalNumberField).toHaveValue(c.answers.personalNumber)
  if (s.matches({ active: { instructor: 'failed' } })) {
    await expect(wizard.instructorChoice).toHaveCount(0)
    await expect(wizard.retryButton).toBeVisible()
  }
}

const registrationActions: BrowserActions<Replay<RegSnap>> = {
  'step.continue': async (_event, { app, from }) => {
    const wizard = new RegistrationWizard(app.page)
    if (registrationScreen(from) === 'review') await wizard.clickSend()
    else await wizard.clickContinue()
  },
  'step.back': async (_event, { app }) => new RegistrationWizard(app.page).clickBack(),
  'step.goto': async (event, { app }) => {
    const label = REGISTRATION_CHANGE_LABELS[event.step as RegistrationStep]
    if (!label) throw new Error(`no "Change" link leads to ${String(event.step)}`)
    await new RegistrationWizard(app.page).clickChange(ca(label))
  },
  'instructors.retry': async (_event, { app }) => new RegistrationWizard(app.page).clickRetry(),
  'load.retry': async (_event, { app }) => new RegistrationWizard(app.page).clickRetry(),
  'answers.change': async (event, { app }) => {
    const wizard = new RegistrationWizard(app.page)
    const answers = event.answers as Partial<RegistrationAnswers>
    for (const [field, value] of Object.entries(answers)) {
      switch (field as keyof RegistrationAnswers) {
        case 'personalNumber':
          await wizard.fillPersonalNumber(String(value))
          break
        case 'mobilephone':
          await wizard.fillPhone(String(value))
          break
        case 'email':
          await wizard.fillEmail(String(value))
          break
        case 'professionId':
          await wizard.chooseProfession(
            theOne(
              PROFESSIONS.filter((p) => p.id === value),
              `profession ${String(value)}`,
            ).name,
          )
          break
        case 'departmentId':
          await wizard.clickDepartment(
            REGISTRATION_WORLD.company.name,
            translate(REGISTRATION_WORLD.departments, value as number, 'department'),
          )
          break
        default:
          await changeEmployment(wizard, REGISTRATION_WORLD, field, value)
      }
    }
  },
  ...sessionActions({ persona: 'departmentAdmin', busy: (s: RegSnap) => s.hasTag('busy') }),
  ...answersOf(companyRegistrationMachine, companyRegistrationEvents),
}

const REGISTRATION_CALLS: Calls = {
  getCompany: { only: 'companies/get', shows: 'couldNotLoad' },
  listWorkplaces: { only: `companies/${COMPANY_SYD.id}/workplaces`, shows: 'couldNotLoad' },
  listEmployments: { only: `companies/${COMPANY_SYD.id}/employments`, shows: 'instructorsLoadFailed' },
  createApplication: { only: 'applications/create', shows: 'couldNotSave' },
  updateApplication: { only: 'applications/update', shows: 'couldNotSave' },
}

const registration: WalkFlow<typeof companyRegistrationMachine> = {
  name: 'company registration',
  machine: companyRegistrationMachine,
  events: [
    ...companyRegistrationEvents,
    // What a failed create shows in the browser (the sample's 'alreadyLinked' is unreachable, see above).
    { type: 'xstate.error.actor.createApplication', error: { key: 'couldNotSave' } },
  ],
  input: companyRegistrationPathInput,
  serialize: registrationKey,
  unreachable: registrationUnreachable,
  notReplayed: {
    'today.change': 'the browser clock is pinned to the scenario day: a restored snapshot is never from another day',
    'xstate.done.actor.getApplication': 'the path input registers a new apprentice (no {appid}): no draft is loaded',
    'xstate.error.actor.getApplication': 'the path input registers a new apprentice (no {appid}): no draft is loaded',
  },
  persona: 'departmentAdmin',
  open: async ({ app }) => {
    await app.page.goto(`/company/${REGISTRATION_WORLD.company.id}/create-applications`)
  },
  actions: registrationActions,
  ...companyFlow(registrationScreen, REGISTRATION_CALLS),
  seeState: seeRegistrationState,
  // read-only needs a draft the company can no longer edit, opened by {appid}: not this path input's.
  pages: [...REGISTRATION_STEPS, 'thanks', 'load-failed', 'paused'],
  page: (s) => {
    const screen = registrationScreen(s)
    return screen === 'loading' || screen === 'paused' ? null : screen
  },
}
replayWalks(registration, walksOf(registration, registration.target))

// ---------------------------------------------------------------------------------------------
// Review (/company/1/applications/{id}/review) by the administrator of Byggbolaget i Norr

type RevSnap = CompanyReviewSnapshot

/** The sample application by its state -> the seeded application of Byggbolaget i Norr in that state. */
const REVIEW_APPLICATIONS: Record<number, { id: number; name: string }> = {
  // Signed by Emma; workplace, instructor, employment type and start date still to choose (as 7201).
  4: {
    id: SEEDED_APPLICATIONS.norrConfirmedByStudent,
    name: `${APPLICANTS_BY_NAME.emma!.firstName} ${APPLICANTS_BY_NAME.emma!.lastName}`,
  },
  // Approved: read-only for the company.
  6: {
    id: SEEDED_APPLICATIONS.norrApproved,
    name: `${APPLICANTS_BY_NAME.lucas!.firstName} ${APPLICANTS_BY_NAME.lucas!.lastName}`,
  },
}

const REVIEW_WORLD = {
  company: COMPANY_NORR,
  /** SAMPLE_WORKPLACES 33 "Huvudkontoret" (no department) -> 101 "Huvudkontor Luleå". */
  workplaces: {
    33: theOne(
      WORKPLACES.filter((w) => w.id === 101),
      'workplace 101',
    ).name,
  } as Record<number, string>,
  /** SAMPLE_INSTRUCTORS 2101–2108 -> the seeded instructors with the same employment ids, failing the same §5 rule. */
  instructors: Object.fromEntries(
    Object.values(STAFF).map((s) => [s.employmentId, `${s.firstName} ${s.lastName}`]),
  ) as Record<number, string>,
}

/** The seeded application a walk reviews: the one in the state of the walk's loaded sample. */
function reviewedApplication(walk: GeneratedPath<RevSnap>): { id: number; name: string } {
  const loaded = walk.steps
    .filter((s) => s.event.type === 'xstate.done.actor.getApplication')
    .map((s) => (s.event.output as Application).stateId)
  const stateId = theOne([...new Set(loaded)], 'state of the loaded application')
  return translate(REVIEW_APPLICATIONS, stateId, 'application in state')
}

const REVIEW_TITLES: Record<ReviewStep, string> = {
  'name-and-profession': 'review.name.title',
  'grades-and-certificates': 'review.documents.title',
  courses: 'review.courses.title',
  'personal-data': 'review.personal.title',
  'workplace-and-instructor': 'review.work.title',
  employment: 'review.employment.title',
  message: 'review.message.title',
  decision: 'review.decision.title',
}

/** The decision page's "Change" link (the first row of that page's answers) for each page. */
const REVIEW_CHANGE_LABELS: Partial<Record<ReviewStep, string>> = {
  'name-and-profession': 'review.fields.firstName',
  'personal-data': 'review.fields.email',
  'workplace-and-instructor': 'review.fields.workplaceId',
  employment: 'review.fields.employmentTypeId',
  message: 'review.fields.messageToBoard',
}

const SAVE_ANSWERS = companyReviewEvents
  .filter((e) => e.type === 'xstate.done.actor.saveApplication')
  .map((e) => e.output as Application)
const APPLICATION_FIELDS = [
  'firstName',
  'lastName',
  'professionId',
  'email',
  'mobilephone',
  'address1',
  'address2',
  'zip',
  'city',
  'country',
  'workplace',
  'instructorId',
  'employmentTypeId',
  'employmentDate',
  'messageToBoard',
] as const satisfies ReadonlyArray<keyof Application>

/** The server saves what it is sent: a save answer is the application with the company's changes. */
function echoes(c: RevSnap['context'], answer: Application): boolean {
  if (!c.application) return false
  const merged: Application = { ...c.application, ...reviewChanges(c) }
  return APPLICATION_FIELDS.every((f) => JSON.stringify(merged[f] ?? null) === JSON.stringify(answer[f] ?? null))
}

const reviewStepOf = (s: RevSnap): ReviewStep | null => {
  const screen = reviewScreen(s)
  return (REVIEW_STEPS as readonly string[]).includes(screen) ? (screen as ReviewStep) : null
}

/** What the page shows plus what the guards read (every page's validity, the approve refusal, the lists). */
function reviewKey(s: RevSnap): string {
  const c = s.context
  const step = reviewStepOf(s)
  return JSON.stringify({
    value: s.value,
    stateId: c.application?.stateId ?? null,
    saved: c.application?.savedByCompanyAt ?? null,
    here: step ? REVIEW_STEP_FIELDS[step].map((f) => c.answers[f]) : null,
    professionId: c.answers.professionId,
    invalid: c.application ? REVIEW_STEPS.map((page) => Object.keys(reviewStepErrors(page, c)).length > 0) : null,
    refusal: c.application ? approveRefusal(c) : null,
    unsaved: hasUnsavedChanges(c),
    justSaved: c.justSaved,
    returnToDecision: c.returnToDecision,
    errors: c.errors,
    formError: c.formError,
    loaded: [c.courses === null, c.instructors.length, c.workplaces.length],
    echoes: SAVE_ANSWERS.map((answer) => echoes(c, answer)),
    resumesTo: resumesTo(s),
  })
}

function reviewUnreachable(s: RevSnap, event: PathEvent): boolean {
  const c = s.context
  if (s.hasTag('busy')) {
    if (!isAnswer(event)) return true
    // The simulated backend keeps what it is sent: the sample's save answer only where it says so.
    if (event.type === 'xstate.done.actor.saveApplication') return !echoes(c, event.output as Application)
    // The browser refuses an incomplete approval before sending it; the server's 422 would say the same.
    if (event.type === 'xstate.error.actor.approveApplication')
      return (event.error as { key: string }).key === 'notFilledEnough'
    // The fault switch has no 403: a failed delete shows couldNotDelete (added below).
    if (event.type === 'xstate.error.actor.deleteApplication')
      return (event.error as { key: string }).key === 'notAllowedToDelete'
    return false
  }
  if (event.type === 'today.change') return true
  const readOnly = isReadOnly(c)
  // Approve is disabled, with the reason beside it, whenever the machine would refuse it.
  if (event.type === 'application.approve') return approveRefusal(c) !== null
  // A read-only application shows no deny button and no "Change" links.
  if (event.type === 'application.deny') return readOnly
  if (event.type === 'step.goto' && event.step !== 'decision' && readOnly) return true
  if (event.type === 'answers.change') {
    const answers = event.answers as Partial<ReviewAnswers>
    // The motivation field is in the deny dialog only.
    if (answers.denyMotivation !== undefined) return !s.matches({ active: { decision: 'confirmingDeny' } })
    if (answers.instructorId !== undefined) {
      const option = reviewInstructorOptions(c).find((o) => o.id === answers.instructorId)
      if (!option || option.problems.length > 0) return true
    }
    if (answers.workplaceId !== undefined && !reviewWorkplaces(c).some((w) => w.id === answers.workplaceId)) return true
  }
  return false
}

const stateKeyOf = (stateId: number) =>
  theOne(
    APPLICATION_STATES.filter((st) => st.id === stateId),
    `state ${stateId}`,
  ).state

async function seeReviewState(replay: Replay<RevSnap>, s: RevSnap): Promise<void> {
  const { app } = replay
  const review = new ReviewWizard(app.page)
  const { id, name } = reviewedApplication(replay.walk)
  const screen = reviewScreen(s)
  const c = s.context
  if (s.hasTag('busy')) return
  if (screen === 'paused') return seePaused(app)
  if (screen === 'load-failed')
    return review.seeLoadFailed('review-load-failed', pageMessage(c.formError ?? { key: 'couldNotLoad' }))
  if (screen === 'approved' || screen === 'denied' || screen === 'deleted') {
    // The flow ends on the received applications with a toast saying what happened.
    const list = new ReceivedApplicationsPage(app.page)
    await list.seePage()
    await app.shell.seeToast(ca(`review.outcome.${screen}`))
    const application = c.application!
    // Denied, an apprentice's own application is their draft again: no longer among the received ones.
    if (screen === 'deleted' || (screen === 'denied' && !application.initiatedByCompany)) await list.seeNoRow(id)
    else await list.seeRowState(id, stateKeyOf(application.stateId))
    return
  }
  const step = reviewStepOf(s)
  if (!step) throw new Error(`no assertion for ${JSON.stringify(s.value)}`)
  const readOnly = isReadOnly(c)
  const errors = errorMessages(c.errors)
  if (step !== 'decision') {
    await review.seeStep(step, ca(REVIEW_TITLES[step]))
    await review.seeApprentice(name)
    if (readOnly) await review.seeReadOnly(stateKeyOf(c.application!.stateId))
    if (errors.length > 0) await review.seeErrorSummary(errors)
    else await review.seeNoErrorSummary()
    if (c.formError) await review.seePageError(pageMessage(c.formError))
    else await review.seeNoPageError()
    // The sample's texts are not the seeded apprentice's: a field is empty where the answer is.
    if (step === 'name-and-profession' && !readOnly)
      await expect(review.field('firstName')).toHaveValue(c.answers.firstName === '' ? '' : /.+/)
    if (step === 'personal-data' && !readOnly)
      await expect(review.field('mobilephone')).toHaveValue(c.answers.mobilephone === '' ? '' : /.+/)
    return
  }
  // An open dialog hides the page behind it from assistive technology (and from role locators).
  if (selectConfirmingDeny(s)) {
    await expect(review.wizard).toHaveAttribute('data-step', 'decision')
    await expect(review.denyDialog(name)).toBeVisible()
    if (c.formError) await review.seeDenyDialogError(name, pageMessage(c.formError))
    return
  }
  if (selectConfirmingDelete(s)) {
    await expect(review.wizard).toHaveAttribute('data-step', 'decision')
    return expect(review.deleteDialog(name)).toBeVisible()
  }
  if (selectConfirmingApprove(s)) {
    await expect(review.wizard).toHaveAttribute('data-step', 'decision')
    return expect(review.approveDialog(name)).toBeVisible()
  }
  await expect(review.denyDialog(name)).toHaveCount(0)
  await expect(review.deleteDialog(name)).toHaveCount(0)
  await expect(review.approveDialog(name)).toHaveCount(0)
  await review.seeDecisionPage()
  if (c.formError) {
    await review.seeDecisionError(pageMessage(c.formError))
    for (const message of errors) await review.seeDecisionError(message)
  } else {
    await review.seeNoDecisionError()
  }
  if (readOnly) {
    await review.seeReadOnly(stateKeyOf(c.application!.stateId))
    await expect(review.approveButton).toHaveCount(0)
    return
  }
  const refusal = approveRefusal(c)
  if (refusal) await review.seeApproveRefused(ca(`review.decision.refusal.${refusal}`))
  else await review.seeApproveAllowed()
  if (c.justSaved) await review.seeSaved()
}

function reviewActions(): BrowserActions<Replay<RevSnap>> {
  const review = (app: App) => new ReviewWizard(app.page)
  const nameOf = (replay: Replay<RevSnap>) => reviewedApplication(replay.walk).name
  return {
    'step.continue': async (_event, { app }) => review(app).clickContinue(),
    'step.back': async (_event, { app }) => review(app).clickBack(),
    'step.goto': async (event, { app }) => {
      if (event.step === 'decision') return review(app).clickToDecision()
      const label = REVIEW_CHANGE_LABELS[event.step as ReviewStep]
      if (!label) throw new Error(`no "Change" link leads to ${String(event.step)}`)
      await review(app).clickChange(ca(label))
    },
    'application.save': async (_event, { app }) => review(app).clickSave(),
    'application.approve': async (_event, { app }) => review(app).clickApproveButton(),
    'approve.confirm': async (_event, replay) => review(replay.app).clickConfirmApprove(nameOf(replay)),
    'approve.cancel': async (_event, replay) => review(replay.app).clickCancelApprove(nameOf(replay)),
    'application.deny': async (_event, { app }) => review(app).clickDeny(),
    'deny.confirm': async (_event, replay) => review(replay.app).clickConfirmDeny(nameOf(replay)),
    'deny.cancel': async (_event, replay) => review(replay.app).clickCancelDeny(nameOf(replay)),
    'application.delete': async (_event, { app }) => review(app).clickDelete(),
    'delete.confirm': async (_event, replay) => review(replay.app).clickConfirmDelete(nameOf(replay)),
    'delete.cancel': async (_event, replay) => review(replay.app).clickCancelDelete(nameOf(replay)),
    'load.retry': async (_event, { app }) => review(app).clickRetry(),
    'answers.change': async (event, replay) => {
      const wizard = review(replay.app)
      for (const [field, value] of Object.entries(event.answers as Partial<ReviewAnswers>)) {
        switch (field as keyof ReviewAnswers) {
          case 'firstName':
          case 'mobilephone':
            await wizard.field(field as 'firstName' | 'mobilephone').fill(String(value))
            break
          case 'denyMotivation':
            await wizard.fillDenyMotivation(nameOf(replay), String(value))
            break
          default:
            await changeEmployment(wizard, REVIEW_WORLD, field, value)
        }
      }
    },
    ...sessionActions({ persona: 'companyAdmin', busy: (s: RevSnap) => s.hasTag('busy') }),
    ...answersOf(companyReviewMachine, companyReviewEvents),
  }
}

const REVIEW_CALLS: Calls = {
  getApplication: { only: 'applications/get', shows: 'couldNotLoad' },
  // Sub-data: a failure is only logged (§8); the page shows what there is.
  listEmployments: { only: `companies/${COMPANY_NORR.id}/employments`, shows: 'couldNotLoad' },
  listWorkplaces: { only: `companies/${COMPANY_NORR.id}/workplaces`, shows: 'couldNotLoad' },
  listProfessionCourses: { only: `professions/${PROFESSION_SCAFFOLDING}/courses`, shows: 'couldNotLoad' },
  saveApplication: { only: 'applications/update', shows: 'couldNotSave' },
  approveApplication: { only: 'applications/update', shows: 'couldNotSave' },
  denyApplication: { only: 'applications/update', shows: 'couldNotSave' },
  deleteApplication: { only: 'applications/delete', shows: 'couldNotDelete' },
}

const review: WalkFlow<typeof companyReviewMachine> = {
  name: 'company review',
  machine: companyReviewMachine,
  events: [
    ...companyReviewEvents,
    // What a failed approve and a failed delete show in the browser (the sample's keys are unreachable, see above).
    { type: 'xstate.error.actor.approveApplication', error: { key: 'couldNotSave' } },
    { type: 'xstate.error.actor.deleteApplication', error: { key: 'couldNotDelete' } },
  ],
  input: companyReviewPathInput,
  serialize: reviewKey,
  unreachable: reviewUnreachable,
  notReplayed: {
    'today.change': 'the browser clock is pinned to the scenario day: a restored snapshot is never from another day',
  },
  persona: 'companyAdmin',
  open: async ({ app, walk }) => {
    await app.page.goto(`/company/${REVIEW_WORLD.company.id}/applications/${reviewedApplication(walk).id}/review`)
  },
  actions: reviewActions(),
  ...companyFlow(reviewScreen, REVIEW_CALLS),
  seeState: seeReviewState,
  pages: [...REVIEW_STEPS, 'approved', 'denied', 'deleted', 'load-failed', 'paused'],
  page: (s) => {
    const screen = reviewScreen(s)
    if (screen === 'loading' || screen === 'paused') return null
    // The outcome is shown on the received applications, which company-applications.spec.ts checks with axe.
    if (screen === 'approved' || screen === 'denied' || screen === 'deleted') return null
    if (selectConfirmingDeny(s)) return 'decision: deny dialog'
    if (selectConfirmingDelete(s)) return 'decision: delete dialog'
    if (selectConfirmingApprove(s)) return 'decision: approve dialog'
    return screen
  },
}
replayWalks(review, walksOf(review, review.target))

test("the machines' sample worlds are the seeded ones the walks replay on", () => {
  // Registration: company 2 and its department Malmö, registered by that department's administrator.
  expect(companyRegistrationPathInput.companyId).toBe(COMPANY_SYD.id)
  expect(PERSONAS.departmentAdmin.companies).toEqual([`${COMPANY_SYD.name} (${DEPARTMENT_MALMO.name})`])
  // Review: company 1, reviewed by the persona the sample user is.
  expect(companyReviewPathInput.companyId).toBe(COMPANY_NORR.id)
  expect(companyReviewPathInput.user.id).toBe(PERSONAS.companyAdmin.id)
})
