import { assign, fromPromise, setup } from 'xstate'
import { failureMessageOf, failureOf, message, type ErrorMessage } from '../../src/api/failure'
import type { ImportRecord } from '../../src/api/import/import.schemas'
import { withoutFields } from '../wizard/field-errors'
import { actorNotProvided } from '../wizard/not-provided'
import './import-answer.failures'
import {
  answerCall,
  draftErrors,
  firstMissing,
  initialContext,
  instructorsFor,
  mayAnswer,
  withDepartment,
} from './import-answer.rules'
import type {
  ImportAnswerCall,
  ImportAnswerContext,
  ImportAnswerEvent,
  ImportAnswerInput,
  ImportField,
} from './import-answer.steps'

/**
 * One old-system import record awaiting an answer (§4 "Old-system import", §5, §8, §9; issue 22): the
 * apprentice answers OK, NOK1 or NOK2; the company OK with department (when it has them), workplace
 * (of that department) and an instructor who passes §5's rules, or NOK. A missing item is refused with
 * §8's toast; the answer is binding, so it is asked first; "saved" only once the server answered, and
 * the record then leaves the list (the flow ends with the server's record). A failure keeps every choice.
 */

const notProvided = actorNotProvided('import-answer machine')

/** A change of one field: its message goes, and the form's message with it once no field has one. */
function changed(c: ImportAnswerContext, fields: readonly ImportField[]) {
  const errors = withoutFields(c.errors, fields)
  return { errors, formError: Object.keys(errors).length === 0 ? null : c.formError }
}

export const importAnswerMachine = setup({
  types: {
    context: {} as ImportAnswerContext,
    events: {} as ImportAnswerEvent,
    input: {} as ImportAnswerInput,
    output: {} as ImportRecord,
  },
  actors: {
    /** PATCH byn2import/update-for-person or update-for-company: the record as the server has it now. */
    answer: fromPromise<ImportRecord, ImportAnswerCall>(async () => notProvided('answer')),
  },
  actions: {
    /** Edge: §8's toast (a missing item, or the generic save failure). */
    refused: (_, _message: ErrorMessage) => {},
    /** Edge: the server stored the answer (the list drops the record and says what happens next). */
    answered: (_, _record: ImportRecord) => {},
  },
  guards: {
    complete: ({ context }) => Object.keys(draftErrors(context)).length === 0,
    mayAnswer: ({ context, event }) => event.type === 'answer.choose' && mayAnswer(context.side, event.answer),
    /** §5: a disabled instructor is shown, never chosen. */
    mayChooseInstructor: ({ context, event }) =>
      event.type === 'instructor.choose' &&
      (event.id === null ||
        instructorsFor(context.record.company, context.draft.departmentId).some(
          (i) => i.id === event.id && i.disabledReason === null,
        )),
  },
}).createMachine({
  id: 'importAnswer',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  output: ({ context }) => context.record,
  states: {
    editing: {
      on: {
        'answer.choose': {
          guard: 'mayAnswer',
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, answer: event.answer },
            // A refusal asks for nothing more: the choices' messages go with it.
            ...changed(
              context,
              event.answer === 'OK' ? ['answer'] : ['answer', 'departmentId', 'workplaceId', 'instructorId'],
            ),
          })),
        },
        'department.choose': {
          actions: assign(({ context, event }) => ({
            draft: withDepartment(context.record.company, context.draft, event.id),
            ...changed(context, ['departmentId']),
          })),
        },
        'workplace.choose': {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, workplaceId: event.id },
            ...changed(context, ['workplaceId']),
          })),
        },
        'instructor.choose': {
          guard: 'mayChooseInstructor',
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, instructorId: event.id },
            ...changed(context, ['instructorId']),
          })),
        },
        submit: [
          { guard: 'complete', target: 'confirming', actions: assign({ errors: {}, formError: null }) },
          {
            actions: [
              assign(({ context }) => {
                const errors = draftErrors(context)
                return { errors, formError: firstMissing(errors), attempt: context.attempt + 1 }
              }),
              { type: 'refused', params: ({ context }) => context.formError ?? message('couldNotSave') },
            ],
          },
        ],
      },
    },
    /** The answer is final once given: asked first. */
    confirming: { on: { 'confirm.accept': 'saving', 'confirm.cancel': 'editing' } },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'answer',
        src: 'answer',
        input: ({ context }) => answerCall(context),
        onDone: {
          target: 'answered',
          actions: [
            assign({ record: ({ event }) => event.output }),
            { type: 'answered', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => ({
              errors: failureOf(event.error, 'couldNotSave').fieldErrors ?? {},
              formError: failureMessageOf(event.error, 'couldNotSave'),
              attempt: context.attempt + 1,
            })),
            { type: 'refused', params: ({ context }) => context.formError ?? message('couldNotSave') },
          ],
        },
      },
    },
    /** The server stored the answer: the record leaves the list. */
    answered: { type: 'final' },
  },
})
