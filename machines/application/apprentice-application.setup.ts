import { assign, fromPromise, setup } from 'xstate'
import type {
  Application,
  ApplicationChanges,
  ApplicationDocument,
  ApplicationListRow,
} from '../../src/api/application/application.schemas'
import type { CompanySummary, ProfessionCourse } from '../../src/api/company/company.schemas'
import type { CourseResult } from '../../src/api/shell/person.schemas'
import type { Address } from '../../src/api/shell/user.schemas'
import { isEditableByApprentice } from '../../src/domain/application'
import { withoutFields } from '../wizard/field-errors'
import { verifyCodeMachine, type VerifyCodeOutput } from '../wizard/verify-code.machine'
import { savingState as savingStateOf, stepGuards, toEachStep as toEachStepOf } from '../wizard/wizard-states'
import { failureMessageOf } from '../../src/api/failure'
import { failureFieldErrors, professionById, sameEmail, samePhone } from './application-rules'
import {
  addressIsEmpty,
  answersFromApplication,
  apprenticeChanges,
  apprenticeSteps,
  companyMatchesNumber,
  firstOpenStep,
  initialAnswers,
  isStepShown,
  openDrafts,
  pickStepFields,
  sentApplications,
  startStep,
  stepErrors,
} from './apprentice-application.rules'
import {
  APPRENTICE_STEPS,
  type ApprenticeApplicationEvent,
  type ApprenticeApplicationInput,
  type ApprenticeContext,
  type ApprenticeStep,
} from './apprentice-application.steps'
import { queueUpload, type QueuedUpload } from './apprentice-application.uploads'
import { actorNotProvided } from '../wizard/not-provided'

/**
 * The apprentice wizard's setup (types, actors, actions, guards) and the state-config helpers its
 * chart is built from. Kept apart from the chart so the step files beside the machine can type their
 * state configs with `apprenticeSetup.createStateConfig` without importing the machine itself.
 */

const notProvided = actorNotProvided('apprentice-application machine')

export const ID = 'apprenticeApplication'

// Transitions shared by the steps, generated from the step list.
export const toEachStep = (guard: 'gotoIs' | 'startAtIs') => toEachStepOf(ID, APPRENTICE_STEPS, guard)

export const NEXT = '#apprenticeNext'
export const PREVIOUS = '#apprenticePrevious'

/** Continue on a plain step: refuse with the step's errors, else save (when there is a draft) or go on. */
export const continueOrSave = (step: ApprenticeStep) => [
  {
    guard: { type: 'stepInvalid' as const, params: { step } },
    actions: { type: 'showStepErrors' as const, params: { step } },
  },
  { guard: 'hasDraft' as const, target: 'saving', actions: 'clearErrors' as const },
  { target: NEXT, actions: 'clearErrors' as const },
]

/** Saves the whole answer; a failure keeps the step and everything typed. */
export const savingState = (back: string) =>
  savingStateOf({
    src: 'updateApplication',
    input: ({ context }: { context: ApprenticeContext }) => ({
      applicationId: context.applicationId!,
      changes: apprenticeChanges(context),
    }),
    next: NEXT,
    back,
  })

/** A step with one page: editing, and saving after Continue. */
export const plainStep = (step: ApprenticeStep) => ({
  entry: { type: 'enterStep' as const, params: { step } },
  on: { 'answers.change': { actions: { type: 'changeAnswers' as const, params: { step } } } },
  initial: 'editing' as const,
  states: {
    editing: { on: { 'step.continue': continueOrSave(step), 'step.back': { target: PREVIOUS } } },
    saving: savingState('editing'),
  },
})

export const apprenticeSetup = setup({
  types: {
    context: {} as ApprenticeContext,
    events: {} as ApprenticeApplicationEvent,
    input: {} as ApprenticeApplicationInput,
  },
  actors: {
    /** applications/list {type:'own'}: the person's applications. */
    listOwnApplications: fromPromise<ApplicationListRow[]>(async () => notProvided('listOwnApplications')),
    getApplication: fromPromise<Application, { applicationId: number }>(async () => notProvided('getApplication')),
    /** companies/get/{id}: the company of a resumed draft (its organisation number and departments) or of one shown read-only. */
    getCompany: fromPromise<CompanySummary, { companyId: number }>(async () => notProvided('getCompany')),
    /** persons/fetch-address: the population register's address, to prefill the address step. */
    fetchAddress: fromPromise<Address>(async () => notProvided('fetchAddress')),
    /** persons/verify-phone: the kit's code check (without a code sends the SMS, with it checks it); codeCheck at the edge. */
    phoneCode: verifyCodeMachine,
    /** persons/verify-email, the same for the e-mail. */
    emailCode: verifyCodeMachine,
    createApplication: fromPromise<Application, { changes: ApplicationChanges }>(async () =>
      notProvided('createApplication'),
    ),
    updateApplication: fromPromise<Application, { applicationId: number; changes: ApplicationChanges }>(async () =>
      notProvided('updateApplication'),
    ),
    getCompanyByNumber: fromPromise<CompanySummary, { organizationalNumber: string }>(async () =>
      notProvided('getCompanyByNumber'),
    ),
    /** application-documents/create: the edge finds the File by uploadKey. */
    uploadApplicationDocument: fromPromise<ApplicationDocument, { applicationId: number; upload: QueuedUpload }>(
      async () => notProvided('uploadApplicationDocument'),
    ),
    deleteApplicationDocument: fromPromise<{ ok: boolean }, { documentId: number }>(async () =>
      notProvided('deleteApplicationDocument'),
    ),
    listProfessionCourses: fromPromise<ProfessionCourse[], { professionId: number }>(async () =>
      notProvided('listProfessionCourses'),
    ),
    fetchGugCourses: fromPromise<CourseResult[], { professionId: number }>(async () => notProvided('fetchGugCourses')),
    /** applications/sign/{id} with the honesty declaration: the application goes to the company. */
    signApplication: fromPromise<Application, { applicationId: number }>(async () => notProvided('signApplication')),
  },
  actions: {
    /** Edge: the URL becomes /application/{id} (a reload continues this draft). */
    draftCreated: (_, _params: { applicationId: number }) => {},
    /** Edge: the application was signed (the saved flow forgets a finished wizard by itself). */
    applicationSigned: () => {},
    /** Failures §8 says are only logged. */
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    // A page starts without another page's messages: a refusal or a failed call's message belongs to the
    // page where it arose (the error summary would list another page's field, linking to nothing).
    enterStep: assign((_, params: { step: ApprenticeStep }) => ({ step: params.step, errors: {}, formError: null })),
    clearErrors: assign({ errors: {}, formError: null }),
    /** The own applications as listed: the open drafts and the sent ones (the draft list shows both). */
    storeList: assign((_, params: { rows: ApplicationListRow[] }) => ({
      drafts: openDrafts(params.rows),
      sent: sentApplications(params.rows),
    })),
    showStepErrors: assign(({ context }, params: { step: ApprenticeStep }) => ({
      errors: stepErrors(params.step, context),
      formError: null,
    })),
    changeAnswers: assign(({ context, event }, params: { step: ApprenticeStep }) => {
      if (event.type !== 'answers.change') return {}
      const change = pickStepFields(params.step, event.answers)
      const answers = { ...context.answers, ...change }
      const extra: Partial<ApprenticeContext> = {}
      if (change.professionId !== undefined && change.professionId !== context.answers.professionId) {
        // Orientations and courses belong to the profession they were chosen for.
        const offered =
          professionById(context.professions, answers.professionId)?.machineOrientations.map((o) => o.id) ?? []
        answers.professionOrientations = answers.professionOrientations.filter((id) => offered.includes(id))
        answers.confirmedCourseIds = []
        extra.courseOptions = null
        extra.coursesProfessionId = null
      }
      if (change.hasApprovedCourses === false) answers.confirmedCourseIds = []
      return { ...extra, answers, errors: withoutFields(context.errors, Object.keys(change)) }
    }),
    startNew: assign(({ context }) => ({
      applicationId: null,
      stateId: null,
      pendingDraftId: null,
      keepTypedAnswers: false,
      answers: initialAnswers(context.person),
      company: null,
      documents: [],
      courseOptions: null,
      coursesProfessionId: null,
      denyMotivation: null,
      errors: {},
      formError: null,
    })),
    loadDraft: assign(({ context }, params: { application: Application }) => {
      const app = params.application
      return {
        applicationId: app.id,
        stateId: app.stateId,
        answers: answersFromApplication(
          app,
          initialAnswers(context.person),
          context.keepTypedAnswers ? context.answers : null,
        ),
        documents: app.documents,
        denyMotivation: app.denyMotivation,
        pendingCompanyId: app.companyId,
        keepTypedAnswers: false,
        errors: {},
        formError: null,
      }
    }),
    queueUpload: assign(({ context, event }) => (event.type === 'document.add' ? queueUpload(context, event) : {})),
    // Shared by every saving state: setup() types events as the machine's own, not the invoke's done/error
    // events, so the output and error are read through a cast here (the invoking states guarantee them).
    draftSaved: assign(({ event }) => {
      const app = (event as unknown as { output: Application }).output
      return { stateId: app.stateId, formError: null }
    }),
    saveFailed: assign(({ event }) => {
      const error = (event as unknown as { error: unknown }).error
      return { formError: failureMessageOf(error, 'couldNotSave'), errors: failureFieldErrors(error) }
    }),
  },
  guards: {
    stepInvalid: ({ context }, params: { step: ApprenticeStep }) =>
      Object.keys(stepErrors(params.step, context)).length > 0,
    hasDraft: ({ context }) => context.applicationId !== null,
    ...stepGuards(apprenticeSteps),
    firstOpenIs: ({ context }, params: { step: ApprenticeStep }) => firstOpenStep(context) === params.step,
    startAtIs: ({ context }, params: { step: ApprenticeStep }) => startStep(context) === params.step,
    openAfterChangeIs: ({ context }, params: { step: ApprenticeStep }) =>
      context.returnToReview && firstOpenStep(context) === params.step,
    gotoIs: ({ context, event }, params: { step: ApprenticeStep }) =>
      event.type === 'step.goto' &&
      event.step === params.step &&
      params.step !== 'review' &&
      isStepShown(params.step, context),
    returnsToReview: ({ context }) => context.returnToReview && firstOpenStep(context) === 'review',
    hasRequestedId: ({ context }) => context.requestedId !== null,
    canReturnToDraftList: ({ context }) => context.applicationId === null && context.drafts.length > 0,
    hasPendingDraft: ({ context }) => context.pendingDraftId !== null,
    phoneAlreadyVerified: ({ context }) => samePhone(context.verifiedPhone, context.answers.mobilephone),
    emailAlreadyVerified: ({ context }) => sameEmail(context.verifiedEmail, context.answers.email),
    /** The code page waits for the user (no call of the code check runs). */
    codeEditing: ({ context }) => context.check?.phase === 'editing',
    codeVerified: (_, params: { output: VerifyCodeOutput }) => params.output.status === 'verified',
    sameProfessionDraftExists: ({ context }) =>
      context.drafts.some((d) => d.professionId === context.answers.professionId),
    needsAddressFetch: ({ context }) => !context.addressFetched && addressIsEmpty(context.answers),
    companyMatchesNumber: ({ context }) => companyMatchesNumber(context),
    hasQueuedUpload: ({ context }) => context.uploads.length > 0,
    coursesLoaded: ({ context }) =>
      context.courseOptions !== null && context.coursesProfessionId === context.answers.professionId,
    notEditable: (_, params: { application: Application }) => !isEditableByApprentice(params.application),
    hasCompany: (_, params: { application: Application }) => params.application.companyId !== null,
    /** The application shown names a company the wizard has not looked up. */
    companyToLookUp: ({ context }) =>
      context.pendingCompanyId !== null && context.company?.id !== context.pendingCompanyId,
    incomplete: ({ context }) => firstOpenStep(context) !== 'review',
  },
})
