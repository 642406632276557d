import { assign, fromPromise, setup } from 'xstate'
import type { ProfessionCourse } from '../../src/api/company/company.schemas'
import { applicationTransition, canDeleteApplication } from '../../src/domain/application'
import { failureMessageOf, message, type FailureKey } from '../../src/api/failure'
import { withoutFields } from '../wizard/field-errors'
import { failureFieldErrors } from './application-rules'
import { companyApplicationActors, notProvided } from './company-actors'
import {
  activeState,
  outerStates,
  pausedState,
  routingStates,
  stepGuards,
  stepTarget,
  toEachStep as toEachStepOf,
  todayChange,
} from '../wizard/wizard-states'
import { pickStepFields } from '../wizard/steps'
import {
  REVIEW_STEPS,
  type ReviewStep,
  type ReviewOutcome,
  REVIEW_STEP_FIELDS,
  type CompanyReviewInput,
  type CompanyReviewContext,
  type CompanyReviewEvent,
} from './company-review.steps'
import {
  initialReviewAnswers,
  reviewAnswersFrom,
  isReadOnly,
  hasUnsavedChanges,
  reviewStepErrors,
  reviewChanges,
  approveRefusal,
  approveRefusalMessage,
  reviewSteps,
} from './company-review.rules'

/**
 * The company's review of a received application (/company/{id}/applications/{application_id}/review;
 * spec §2, §4, §6, §8): eight guided steps — name and profession, grades and certificates, confirmed
 * courses, personal data, workplace and instructor, employment type and start date, message — and the
 * decision page: save, approve, deny (optional motivation, confirmed) or delete (confirmed,
 * irreversible). Editing is possible only in the states isEditableByCompany allows; otherwise every
 * page is read-only (delete still follows canDeleteApplication). Approve needs the §4 submittable rule
 * and a save after the last change: 'notFilledEnough' or 'mustSaveFirst' otherwise.
 */

const ID = 'companyReview'
const S = (step: ReviewStep) => stepTarget(ID, step)
const toEachStep = (guard: 'gotoIs') => toEachStepOf(ID, REVIEW_STEPS, guard)

/** A call failed: its message (or the fallback) and the field errors it names, from the error event. */
const failedWith = (fallback: FailureKey) => ({
  type: 'failed' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }),
})

/** One review page: Continue checks the page when it may be edited; Back goes to the page before. */
const reviewStep = (step: ReviewStep) => ({
  entry: { type: 'enterStep' as const, params: { step } },
  on: {
    'answers.change': { guard: 'editable' as const, actions: { type: 'changeAnswers' as const, params: { step } } },
    'step.continue': [
      {
        guard: { type: 'stepInvalid' as const, params: { step } },
        actions: { type: 'showStepErrors' as const, params: { step } },
      },
      { target: '#reviewNext', actions: 'clearErrors' as const },
    ],
    // "To the decision": deny or delete an incomplete application without answering every page first.
    'step.goto': { guard: 'gotoDecision' as const, target: S('decision'), actions: 'clearErrors' as const },
    // The first page has no page before it: its back link leaves to the received applications.
    ...(step === REVIEW_STEPS[0]
      ? {}
      : { 'step.back': { target: '#reviewPrevious', actions: 'clearErrors' as const } }),
  },
})

export const companyReviewMachine = setup({
  types: {
    context: {} as CompanyReviewContext,
    events: {} as CompanyReviewEvent,
    input: {} as CompanyReviewInput,
  },
  actors: {
    ...companyApplicationActors,
    listProfessionCourses: fromPromise<ProfessionCourse[], { professionId: number }>(async () =>
      notProvided('listProfessionCourses'),
    ),
    deleteApplication: fromPromise<{ ok: boolean }, { applicationId: number }>(async () =>
      notProvided('deleteApplication'),
    ),
  },
  actions: {
    /** Edge: toast (Saved / Deleted …), forget the persisted snapshot, back to the received applications. */
    reviewFinished: (_, _params: { outcome: ReviewOutcome }) => {},
    /** Edge: the "Saved" toast. */
    applicationSaved: () => {},
    logFailure: (_, _params: { what: string; error: unknown }) => {},
    enterStep: assign((_, params: { step: ReviewStep }) => ({ step: params.step })),
    clearErrors: assign({ errors: {}, formError: null }),
    showStepErrors: assign(({ context }, params: { step: ReviewStep }) => ({
      errors: reviewStepErrors(params.step, context),
      formError: null,
    })),
    changeAnswers: assign(({ context, event }, params: { step: ReviewStep }) => {
      if (event.type !== 'answers.change') return {}
      const change = pickStepFields(REVIEW_STEP_FIELDS[params.step], event.answers)
      const answers = { ...context.answers, ...change }
      return {
        answers,
        justSaved: context.justSaved && !hasUnsavedChanges({ ...context, answers }),
        errors: withoutFields(context.errors, Object.keys(change)),
      }
    }),
    failed: assign((_, params: { error: unknown; fallback: FailureKey }) => ({
      formError: failureMessageOf(params.error, params.fallback),
      errors: failureFieldErrors(params.error),
    })),
  },
  guards: {
    editable: ({ context }) => !isReadOnly(context),
    stepInvalid: ({ context }, params: { step: ReviewStep }) =>
      !isReadOnly(context) && Object.keys(reviewStepErrors(params.step, context)).length > 0,
    ...stepGuards(reviewSteps),
    gotoIs: ({ event }, params: { step: ReviewStep }) =>
      event.type === 'step.goto' && event.step === params.step && params.step !== 'decision',
    returnsToDecision: ({ context }) => context.returnToDecision,
    gotoDecision: ({ event }) => event.type === 'step.goto' && event.step === 'decision',
    approveRefused: ({ context }) => approveRefusal(context) !== null,
    canDeny: ({ context }) =>
      context.application !== null && applicationTransition(context.application, 'deny') !== null,
    canDelete: ({ context }) => context.application !== null && canDeleteApplication(context.user, context.application),
    hasDepartment: ({ context }) => context.application?.departmentId != null,
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    companyId: input.companyId,
    applicationId: input.applicationId,
    today: input.today,
    professions: input.professions,
    employmentTypes: input.employmentTypes,
    newInstructionsAt: input.newInstructionsAt,
    user: input.user,
    application: null,
    instructors: [],
    workplaces: [],
    courses: null,
    answers: initialReviewAnswers(),
    step: 'name-and-profession',
    returnToDecision: false,
    justSaved: false,
    errors: {},
    formError: null,
  }),
  on: todayChange<CompanyReviewContext, CompanyReviewEvent>(),
  initial: 'active',
  states: {
    active: {
      ...activeState,
      states: {
        ...outerStates,
        loading: {
          tags: 'busy',
          initial: 'application',
          states: {
            application: {
              invoke: {
                id: 'getApplication',
                src: 'getApplication',
                input: ({ context }) => ({ applicationId: context.applicationId }),
                onDone: {
                  target: 'employments',
                  actions: assign(({ event }) => ({
                    application: event.output,
                    answers: reviewAnswersFrom(event.output),
                  })),
                },
                onError: { target: '#companyReview.active.load-failed', actions: failedWith('couldNotLoad') },
              },
            },
            // §8: failed company sub-data loads are only logged; the pages show what there is.
            employments: {
              invoke: {
                id: 'listEmployments',
                src: 'listEmployments',
                input: ({ context }) => ({
                  companyId: context.companyId,
                  instructorsOnly: true as const,
                  ...(context.application?.departmentId != null
                    ? { departmentId: context.application.departmentId }
                    : {}),
                }),
                onDone: { target: 'workplaces', actions: assign({ instructors: ({ event }) => event.output }) },
                onError: {
                  target: 'workplaces',
                  actions: { type: 'logFailure', params: ({ event }) => ({ what: 'employments', error: event.error }) },
                },
              },
            },
            workplaces: {
              invoke: {
                id: 'listWorkplaces',
                src: 'listWorkplaces',
                input: ({ context }) => ({ companyId: context.companyId }),
                onDone: {
                  target: S('name-and-profession'),
                  actions: assign({ workplaces: ({ event }) => event.output }),
                },
                onError: {
                  target: S('name-and-profession'),
                  actions: { type: 'logFailure', params: ({ event }) => ({ what: 'workplaces', error: event.error }) },
                },
              },
            },
          },
        },
        ...routingStates(
          ID,
          REVIEW_STEPS,
          { next: 'reviewNext', previous: 'reviewPrevious' },
          { guard: 'returnsToDecision', step: 'decision' },
        ),

        'name-and-profession': reviewStep('name-and-profession'),
        'grades-and-certificates': reviewStep('grades-and-certificates'),
        courses: {
          ...reviewStep('courses'),
          initial: 'checking',
          states: {
            checking: {
              always: [
                {
                  guard: ({ context }) => context.courses !== null || context.answers.professionId === null,
                  target: 'showing',
                },
                { target: 'loading' },
              ],
            },
            // The confirmed courses are ids; the profession's course list gives their names.
            loading: {
              tags: 'busy',
              invoke: {
                id: 'listProfessionCourses',
                src: 'listProfessionCourses',
                input: ({ context }) => ({ professionId: context.answers.professionId! }),
                onDone: { target: 'showing', actions: assign({ courses: ({ event }) => event.output }) },
                onError: {
                  target: 'showing',
                  actions: [
                    assign({ courses: [] }),
                    { type: 'logFailure', params: ({ event }) => ({ what: 'courses', error: event.error }) },
                  ],
                },
              },
            },
            showing: {},
          },
        },
        'personal-data': reviewStep('personal-data'),
        'workplace-and-instructor': reviewStep('workplace-and-instructor'),
        employment: reviewStep('employment'),
        message: reviewStep('message'),
        decision: {
          entry: [{ type: 'enterStep', params: { step: 'decision' } }, assign({ returnToDecision: false })],
          initial: 'idle',
          states: {
            idle: {
              on: {
                'step.back': { target: '#reviewPrevious', actions: 'clearErrors' },
                // Check-your-answers "Change" links: the page, then back here.
                'step.goto': toEachStep('gotoIs').map((t) => ({
                  ...t,
                  actions: assign({ returnToDecision: true, errors: {}, formError: null }),
                })),
                'application.save': [{ guard: 'editable', target: 'saving', actions: 'clearErrors' }],
                'application.approve': [
                  { guard: ({ context }) => isReadOnly(context) },
                  {
                    guard: 'approveRefused',
                    actions: assign(({ context }) => ({ errors: {}, formError: approveRefusalMessage(context) })),
                  },
                  // Binding (it goes on to the board): asked first, like deny and delete.
                  { target: 'confirmingApprove', actions: 'clearErrors' },
                ],
                'application.deny': { guard: 'canDeny', target: 'confirmingDeny', actions: 'clearErrors' },
                'application.delete': [
                  { guard: 'canDelete', target: 'confirmingDelete', actions: 'clearErrors' },
                  { actions: assign({ errors: {}, formError: message('notAllowedToDelete') }) },
                ],
              },
            },
            saving: {
              tags: 'busy',
              invoke: {
                id: 'saveApplication',
                src: 'updateApplication',
                input: ({ context }) => ({
                  applicationId: context.applicationId,
                  changes: reviewChanges(context),
                  action: { type: 'save' as const },
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context, event }) => ({
                      application: event.output,
                      answers: { ...reviewAnswersFrom(event.output), denyMotivation: context.answers.denyMotivation },
                      justSaved: true,
                    })),
                    'applicationSaved',
                  ],
                },
                onError: { target: 'idle', actions: failedWith('couldNotSave') },
              },
            },
            confirmingApprove: { on: { 'approve.confirm': 'approving', 'approve.cancel': 'idle' } },
            approving: {
              tags: 'busy',
              invoke: {
                id: 'approveApplication',
                src: 'updateApplication',
                input: ({ context }) => ({
                  applicationId: context.applicationId,
                  changes: {},
                  action: { type: 'approve' as const },
                }),
                onDone: {
                  target: '#companyReview.approved',
                  actions: assign({ application: ({ event }) => event.output }),
                },
                onError: { target: 'idle', actions: failedWith('couldNotSave') },
              },
            },
            confirmingDeny: {
              on: {
                'answers.change': { actions: { type: 'changeAnswers', params: { step: 'decision' } } },
                'deny.confirm': 'denying',
                'deny.cancel': 'idle',
              },
            },
            denying: {
              tags: 'busy',
              invoke: {
                id: 'denyApplication',
                src: 'updateApplication',
                input: ({ context }) => ({
                  applicationId: context.applicationId,
                  changes: {},
                  action: {
                    type: 'deny' as const,
                    ...(context.answers.denyMotivation.trim()
                      ? { denyMotivation: context.answers.denyMotivation.trim() }
                      : {}),
                  },
                }),
                onDone: {
                  target: '#companyReview.denied',
                  actions: assign({ application: ({ event }) => event.output }),
                },
                onError: { target: 'confirmingDeny', actions: failedWith('couldNotSave') },
              },
            },
            confirmingDelete: { on: { 'delete.confirm': 'deleting', 'delete.cancel': 'idle' } },
            deleting: {
              tags: 'busy',
              invoke: {
                id: 'deleteApplication',
                src: 'deleteApplication',
                input: ({ context }) => ({ applicationId: context.applicationId }),
                onDone: '#companyReview.deleted',
                // The edge maps 403 to notAllowedToDelete (§8 "not allowed to delete … contact the nearest region").
                onError: { target: 'idle', actions: failedWith('couldNotDelete') },
              },
            },
          },
        },
      },
    },
    paused: pausedState(ID),
    approved: { type: 'final', entry: { type: 'reviewFinished', params: { outcome: 'approved' } } },
    denied: { type: 'final', entry: { type: 'reviewFinished', params: { outcome: 'denied' } } },
    deleted: { type: 'final', entry: { type: 'reviewFinished', params: { outcome: 'deleted' } } },
  },
})
