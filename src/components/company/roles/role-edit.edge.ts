import { fromPromise } from 'xstate'
import { roleEditMachine } from '../../../../machines/company/role-edit.machine'
import { updateEmployment } from '../../../api/company/employments'
import { classified, type FailureRules } from '../../../api/failure'

/**
 * How the roles form reads a refusal: §6's "lacks permission to assign roles to the person" (403
 * `rolesNotPermitted`) by its key, another 403 as noPermission, a 422 (§8: an apprentice's only
 * instructor, a role given per department) in the server's own words.
 */
export const ROLE_SAVE_RULES: FailureRules = {
  byStatus: { 403: 'noPermission' },
  reasons: { rolesNotPermitted: 'rolesNotPermitted' },
  read: (answer, failure) => {
    const text = answer.items.find((item) => item.text)?.text ?? answer.message
    return answer.status === 422 && text ? { ...failure, text } : undefined
  },
}

export interface RoleEditEdges {
  /** The server took the change: a toast, and the route's loaders read again (the list too). */
  saved: () => void
}

/** The React edge of the roles form (ADR 0006 step 7): the call as the machine's actor, silent (the page says why). */
export function roleEditFlow(edges: () => RoleEditEdges) {
  return roleEditMachine.provide({
    actors: {
      saveRoles: fromPromise(({ input }) =>
        classified(
          () => updateEmployment(input.employmentId, input.body, { silent: true }),
          'couldNotSave',
          ROLE_SAVE_RULES,
        ),
      ),
    },
    actions: {
      saved: () => edges().saved(),
    },
  })
}
