import { fromPromise } from 'xstate'
import { structureEditMachine } from '../../../../machines/company/structure-edit.machine'
import type { StructureDraft, StructureEditInput } from '../../../../machines/company/structure-edit.steps'
import type { CompanySummary, Workplace } from '../../../api/company/company.schemas'
import type { WorkplaceBody } from '../../../api/company/workplace.schemas'
import { createWorkplace, deleteWorkplace, updateWorkplace } from '../../../api/company/workplaces'
import { classified } from '../../../api/failure'
import { DELETE_RULES, structureActions, type StructureEditEdges } from './structure-edit-kit'

/** The workplace form's text fields, in the order the form shows them. */
export const WORKPLACE_TEXTS = ['name', 'address1', 'address2', 'zip', 'city', 'contact', 'phone', 'web'] as const
/** §3: the head office and the default delivery and invoice address (one workplace each). */
export const WORKPLACE_FLAGS = ['isHeadOffice', 'isDeliveryDefault', 'isInvoiceDefault'] as const

/** The form's values of a workplace (empty for a new one; the company's first is its head office anyway). */
export function workplaceInput(workplace: Workplace | null, company: CompanySummary): StructureEditInput {
  const draft: Record<string, StructureDraft[string]> = { departmentIds: workplace?.departmentIds ?? [] }
  for (const field of WORKPLACE_TEXTS) draft[field] = workplace?.[field] ?? ''
  for (const flag of WORKPLACE_FLAGS) draft[flag] = workplace?.[flag] ?? false
  // §5: a department must be chosen where the company has them.
  return { id: workplace?.id ?? null, draft, required: company.hasDepartments ? ['name', 'departmentIds'] : ['name'] }
}

const text = (draft: StructureDraft, field: string) => {
  const value = draft[field]
  return typeof value === 'string' ? value.trim() : ''
}

/** The call's body: every field (a form saves them all); an empty text is no value. */
export function workplaceBody(draft: StructureDraft): WorkplaceBody {
  const optional = (field: string) => text(draft, field) || null
  const ids = draft.departmentIds
  return {
    name: text(draft, 'name'),
    departmentIds: Array.isArray(ids) ? [...ids] : [],
    address1: optional('address1'),
    address2: optional('address2'),
    zip: optional('zip'),
    city: optional('city'),
    contact: optional('contact'),
    phone: optional('phone'),
    web: optional('web'),
    isHeadOffice: draft.isHeadOffice === true,
    isDeliveryDefault: draft.isDeliveryDefault === true,
    isInvoiceDefault: draft.isInvoiceDefault === true,
  }
}

/**
 * The edge of a workplace's form (§7 workplace-create, workplace-update, workplace-delete): silent
 * calls (the form says itself why a save or delete failed); a 422 keeps the server's texts per field,
 * a refused delete its §8 reason.
 */
export function workplaceEditFlow(companyId: number, edges: () => StructureEditEdges) {
  return structureEditMachine.provide({
    actors: {
      save: fromPromise(({ input }) =>
        classified(async () => {
          const body = workplaceBody(input.draft)
          const saved =
            input.id === null
              ? await createWorkplace(companyId, body, { silent: true })
              : await updateWorkplace(companyId, input.id, body, { silent: true })
          return { id: saved.id }
        }, 'couldNotSave'),
      ),
      remove: fromPromise(({ input }) =>
        classified(() => deleteWorkplace(companyId, input.id, { silent: true }), 'couldNotDelete', DELETE_RULES),
      ),
    },
    actions: structureActions(edges),
  })
}
