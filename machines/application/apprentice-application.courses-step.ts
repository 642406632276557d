import { assign } from 'xstate'
import { failureMessageOf } from '../../src/api/failure'
import { withCourseResults } from './apprentice-application.rules'
import { apprenticeSetup, continueOrSave, PREVIOUS, savingState } from './apprentice-application.setup'

/** The courses step: the profession's courses loaded (once per profession) with the register's results. */
export const coursesStep = apprenticeSetup.createStateConfig({
  entry: { type: 'enterStep', params: { step: 'courses' } },
  on: { 'answers.change': { actions: { type: 'changeAnswers', params: { step: 'courses' } } } },
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'coursesLoaded', target: 'editing' }, { target: 'loadingCourses' }] },
    loadingCourses: {
      tags: 'busy',
      invoke: {
        id: 'listProfessionCourses',
        src: 'listProfessionCourses',
        input: ({ context }) => ({ professionId: context.answers.professionId! }),
        onDone: {
          target: 'loadingResults',
          actions: assign(({ context, event }) => ({
            courseOptions: event.output.map((c) => ({ id: c.id, name: c.name, mandatory: c.mandatory, result: null })),
            coursesProfessionId: context.answers.professionId,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({ formError: ({ event }) => failureMessageOf(event.error, 'coursesLoadFailed') }),
        },
      },
    },
    loadingResults: {
      tags: 'busy',
      invoke: {
        id: 'fetchGugCourses',
        src: 'fetchGugCourses',
        input: ({ context }) => ({ professionId: context.answers.professionId! }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => withCourseResults(context, event.output)),
        },
        // The courses are still listed, without the register's results (§8 GUG fetch failure message).
        onError: {
          target: 'editing',
          actions: assign({ formError: ({ event }) => failureMessageOf(event.error, 'gugFetchFailed') }),
        },
      },
    },
    failed: {
      on: { 'courses.retry': { target: 'loadingCourses', actions: 'clearErrors' }, 'step.back': { target: PREVIOUS } },
    },
    editing: { on: { 'step.continue': continueOrSave('courses'), 'step.back': { target: PREVIOUS } } },
    saving: savingState('editing'),
  },
})
