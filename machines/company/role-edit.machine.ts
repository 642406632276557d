import { assign, fromPromise, setup } from 'xstate'
import type { EmploymentUpdateBody, StaffEmployment } from '../../src/api/company/employment.schemas'
import { failureMessageOf, message, type ErrorMessage } from '../../src/api/failure'
import { actorNotProvided } from '../wizard/not-provided'
import { changedBoxes, roleLock, withdrawsAdministrator } from './role-edit.rules'
import { isChecked, roleUpdateBody, withBox, type RoleBox, type RoleEditInput, type RoleForm } from './role-edit.steps'
import './company.failures'

/**
 * A person's roles at the company (§2 /company/{id}/permissions/{employee_id}, §6 powers and
 * "lacks permission to assign roles to the person", issue 19). The page opens with the roles its
 * route read; the user ticks the boxes the acting user may change (the others stay locked, the same
 * rule the server judges with), saves, and is asked first when the change withdraws the
 * Administrator role. "Saved" shows only after the server answered; a refusal (403 §6, 422 §8) keeps
 * the ticks and says why.
 */

export interface RoleEditContext extends RoleEditInput {
  /** The ticks as the user left them. */
  form: RoleForm
  error: ErrorMessage | null
  /** The last save of this visit was answered (the page says "Saved" until the next tick). */
  saved: boolean
}

export type RoleEditEvent =
  | ({ type: 'role.toggle'; checked: boolean } & RoleBox)
  | { type: 'save' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }

const notProvided = actorNotProvided('role-edit machine')
const boxOf = (e: RoleBox): RoleBox =>
  e.departmentId === null ? { departmentId: null, flag: e.flag } : { departmentId: e.departmentId, flag: e.flag }

export const roleEditMachine = setup({
  types: {
    context: {} as RoleEditContext,
    events: {} as RoleEditEvent,
    input: {} as RoleEditInput,
  },
  actors: {
    /** PATCH employments/update/{id}; rejects with a Failure (403 `rolesNotPermitted`, a 422 with the server's text). */
    saveRoles: fromPromise<StaffEmployment, { employmentId: number; body: EmploymentUpdateBody }>(async () =>
      notProvided('saveRoles'),
    ),
  },
  actions: {
    /** Edge: the toast, and the list (the route's loaders) read again. */
    saved: () => {},
  },
  guards: {
    /** A box the acting user may change, changed (the same tick again is no change: a browser sends none). */
    mayToggle: ({ context, event }) =>
      event.type === 'role.toggle' &&
      roleLock(context.powers, boxOf(event)) === null &&
      isChecked(context.form, boxOf(event)) !== event.checked,
    unchanged: ({ context }) => changedBoxes(context.held, context.form, context.hasDepartments).length === 0,
    withdrawsAdministrator: ({ context }) => withdrawsAdministrator(context.held, context.form),
  },
}).createMachine({
  id: 'roleEdit',
  context: ({ input }) => ({ ...input, form: input.held, error: null, saved: false }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'role.toggle': {
          guard: 'mayToggle',
          actions: assign({
            form: ({ context, event }) => withBox(context.form, boxOf(event), event.checked),
            error: null,
            saved: false,
          }),
        },
        save: [
          { guard: 'unchanged', actions: assign({ error: message('noChanges'), saved: false }) },
          { guard: 'withdrawsAdministrator', target: 'confirming' },
          { target: 'saving' },
        ],
      },
    },
    /** Withdrawing the Administrator role: asked before the call. */
    confirming: {
      on: { 'confirm.accept': 'saving', 'confirm.cancel': 'editing' },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null, saved: false }),
      invoke: {
        id: 'saveRoles',
        src: 'saveRoles',
        input: ({ context }) => ({
          employmentId: context.employmentId,
          body: roleUpdateBody(context.held, context.form),
        }),
        onDone: {
          // The server took the whole change: what was sent is the person's roles now.
          target: 'editing',
          actions: [assign({ held: ({ context }) => context.form, saved: true }), 'saved'],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => failureMessageOf(event.error, 'couldNotSave') }),
        },
      },
    },
  },
})
