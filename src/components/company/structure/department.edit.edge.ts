import { fromPromise } from 'xstate'
import { structureEditMachine } from '../../../../machines/company/structure-edit.machine'
import type { StructureEditInput } from '../../../../machines/company/structure-edit.steps'
import type { DepartmentDetail } from '../../../api/company/department.schemas'
import { createDepartment, deleteDepartment, updateDepartment } from '../../../api/company/departments'
import { classified } from '../../../api/failure'
import { DELETE_RULES, structureActions, type StructureEditEdges } from './structure-edit-kit'

/** The form's values of a department (its name; empty for a new one). */
export function departmentInput(department: DepartmentDetail | null): StructureEditInput {
  return { id: department?.id ?? null, draft: { name: department?.name ?? '' }, required: ['name'] }
}

/**
 * The edge of a department's form (§7 departments create, update, delete): silent calls; a 422 keeps
 * the server's text for the name (taken), a refused delete its §8 reason (staff, workplaces or roles).
 */
export function departmentEditFlow(companyId: number, edges: () => StructureEditEdges) {
  return structureEditMachine.provide({
    actors: {
      save: fromPromise(({ input }) =>
        classified(async () => {
          const name = typeof input.draft.name === 'string' ? input.draft.name.trim() : ''
          const saved =
            input.id === null
              ? await createDepartment(companyId, name, { silent: true })
              : await updateDepartment(companyId, input.id, name, { silent: true })
          return { id: saved.id }
        }, 'couldNotSave'),
      ),
      remove: fromPromise(({ input }) =>
        classified(() => deleteDepartment(companyId, input.id, { silent: true }), 'couldNotDelete', DELETE_RULES),
      ),
    },
    actions: structureActions(edges),
  })
}
