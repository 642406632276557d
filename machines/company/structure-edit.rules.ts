import { message, type FieldErrors } from '../../src/api/failure'
import type { StructureDraft, StructureEditContext, StructureValue } from './structure-edit.steps'

/** A value the user has not given: blank text, or no id chosen. */
export function isEmpty(value: StructureValue | undefined): boolean {
  if (value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'boolean') return false
  return value.length === 0
}

/** §5 before the call: each required field that is empty gets `required` (the server checks again). */
export function missingFields(draft: StructureDraft, required: readonly string[]): FieldErrors {
  return Object.fromEntries(
    required.filter((field) => isEmpty(draft[field])).map((field) => [field, message('required')]),
  )
}

/** The field errors without the one the user just changed (its message goes as the user corrects it). */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors
  const { [field]: _changed, ...rest } = errors
  return rest
}

/** The same value again (a browser sends no change then): nothing happens. */
export function sameValue(a: StructureValue | undefined, b: StructureValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((id, i) => id === b[i])
  return a === b
}

/**
 * The form after the user changed a field: the new value, that field's message gone, and "not filled
 * correctly" gone with the last field message it summed up (a failed call's reason stays).
 */
export function afterChange(
  context: Pick<StructureEditContext, 'draft' | 'fieldErrors' | 'formError'>,
  field: string,
  value: StructureValue,
): Pick<StructureEditContext, 'draft' | 'fieldErrors' | 'formError'> {
  const fieldErrors = withoutField(context.fieldErrors, field)
  const summed = context.formError?.key === 'formNotFilled' && Object.keys(fieldErrors).length === 0
  return { draft: { ...context.draft, [field]: value }, fieldErrors, formError: summed ? null : context.formError }
}
