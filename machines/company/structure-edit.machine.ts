import { assign, fromPromise, setup } from 'xstate'
import { failureMessageOf, failureOf, message } from '../../src/api/failure'
import { actorNotProvided } from '../wizard/not-provided'
import './company.failures'
import { afterChange, missingFields, sameValue } from './structure-edit.rules'
import type {
  StructureDraft,
  StructureEditContext,
  StructureEditEvent,
  StructureEditInput,
  StructureSaved,
} from './structure-edit.steps'

/**
 * The edit page of one workplace or department (§2 /company/{id}/workplaces/{workplace_id},
 * /company/{id}/department/{departmentId}; §3, §5, §8; issue 19): the form is edited, saved (a
 * missing required field is named before the call; the server's refusal comes back per field; a
 * failed call keeps the input and says why), and an existing one is deleted after a confirmation
 * (a refusal says the §8 reason, the server's words). Saved and deleted end the flow: the edge
 * says so ("Saved", "Created", "Deleted" only after the server answered) and goes back to the list.
 * One machine for both pages: the edge provides the calls and the form's fields.
 */

const notProvided = actorNotProvided('structure-edit machine')

export const structureEditMachine = setup({
  types: {
    context: {} as StructureEditContext,
    events: {} as StructureEditEvent,
    input: {} as StructureEditInput,
  },
  actors: {
    /** Create (id null) or update with the form's values; rejects with a Failure (a 422's field texts in `fieldErrors`). */
    save: fromPromise<StructureSaved, { id: number | null; draft: StructureDraft }>(async () => notProvided('save')),
    /** Delete; a refusal (in use, head office) rejects with the server's words. */
    remove: fromPromise<unknown, { id: number }>(async () => notProvided('remove')),
  },
  actions: {
    /** Edge: "Saved" or "Created", the list read again, back to it. */
    saved: (_, _params: { id: number; created: boolean }) => {},
    /** Edge: "Deleted", the list read again, back to it. */
    deleted: () => {},
  },
  guards: {
    incomplete: ({ context }) => Object.keys(missingFields(context.draft, context.required)).length > 0,
    exists: ({ context }) => context.id !== null,
    changes: ({ context, event }) =>
      event.type === 'field.changed' && !sameValue(context.draft[event.field], event.value),
  },
}).createMachine({
  id: 'structureEdit',
  context: ({ input }) => ({ ...input, fieldErrors: {}, formError: null, deleteError: null, attempt: 0 }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': {
          guard: 'changes',
          actions: assign(({ context, event }) => afterChange(context, event.field, event.value)),
        },
        save: [
          {
            guard: 'incomplete',
            actions: assign({
              fieldErrors: ({ context }) => missingFields(context.draft, context.required),
              formError: message('formNotFilled'),
              deleteError: null,
              attempt: ({ context }) => context.attempt + 1,
            }),
          },
          { target: 'saving', actions: assign({ formError: null, deleteError: null }) },
        ],
        'delete.start': {
          guard: 'exists',
          target: 'confirming',
          actions: assign({ deleteError: null, formError: null }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ id: context.id, draft: context.draft }),
        onDone: {
          target: 'saved',
          actions: {
            type: 'saved',
            params: ({ context, event }) => ({ id: event.output.id, created: context.id === null }),
          },
        },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const fieldErrors = failureOf(event.error, 'couldNotSave').fieldErrors ?? {}
            const named = Object.keys(fieldErrors).length > 0
            return {
              fieldErrors,
              formError: named ? message('formNotFilled') : failureMessageOf(event.error, 'couldNotSave'),
              attempt: context.attempt + 1,
            }
          }),
        },
      },
    },
    /** Deleting is asked first (it cannot be undone). */
    confirming: {
      on: { 'delete.cancel': 'editing', 'delete.confirm': 'deleting' },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: { target: 'deleted', actions: 'deleted' },
        onError: {
          target: 'editing',
          actions: assign({ deleteError: ({ event }) => failureMessageOf(event.error, 'couldNotDelete') }),
        },
      },
    },
    saved: { type: 'final' },
    deleted: { type: 'final' },
  },
})
