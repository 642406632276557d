import type { FieldErrors } from '../../src/api/failure'

/**
 * Adding a person to a company by personal number (§2 /company/{id}/employees/new): what the form
 * holds, its fields and the departments it offers. Shared by the machine, its rules and the views.
 */

export type AddEmployeeField = 'personalNumber' | 'departmentIds' | 'fromDate'

export interface AddEmployeeValues {
  personalNumber: string
  departmentIds: number[]
  /** 'YYYY-MM-DD', or '' for today (the server's day). */
  fromDate: string
}

export type AddEmployeeErrors = FieldErrors<AddEmployeeField>

/** A department the form offers (those of the viewer's scope; none in a company without departments). */
export interface DepartmentChoice {
  id: number
  name: string
}

export const EMPTY_VALUES: AddEmployeeValues = { personalNumber: '', departmentIds: [], fromDate: '' }
