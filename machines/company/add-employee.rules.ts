import { message, type Failure } from '../../src/api/failure'
import { dayOf } from '../../src/domain/dates'
import { checkPersonalNumber, normalizePersonalNumber } from '../../src/domain/personal-number'
import type { AddEmployeeErrors, AddEmployeeField, AddEmployeeValues } from './add-employee.steps'

const FIELDS: readonly AddEmployeeField[] = ['personalNumber', 'departmentIds', 'fromDate']

/**
 * The form's own check before it is confirmed: a valid personal number (§5), at least one department
 * where the company has departments (§5 "department required"), a real start date when one is given.
 */
export function addEmployeeErrors(values: AddEmployeeValues, hasDepartments: boolean, today: Date): AddEmployeeErrors {
  const errors: AddEmployeeErrors = {}
  const pn = checkPersonalNumber(values.personalNumber, today)
  if (!pn.ok) errors.personalNumber = message(pn.problem)
  if (hasDepartments && values.departmentIds.length === 0) errors.departmentIds = message('required')
  const fromDate = values.fromDate.trim()
  if (fromDate !== '' && dayOf(fromDate) !== fromDate) errors.fromDate = message('invalidDate')
  return errors
}

/** What the call sends: the personal number in its 12-digit form, the start date only when given. */
export function createBody(values: AddEmployeeValues, today: Date) {
  const fromDate = values.fromDate.trim()
  return {
    personalNumber: normalizePersonalNumber(values.personalNumber, today) ?? values.personalNumber.trim(),
    departmentIds: values.departmentIds,
    ...(fromDate ? { fromDate } : {}),
  }
}

/** A refusal's texts for the form's own fields (§8 "person already linked" on personalNumber); none: the failure is the form's. */
export function fieldErrorsOf(failure: Failure): AddEmployeeErrors {
  const errors: AddEmployeeErrors = {}
  for (const field of FIELDS) {
    const text = failure.fieldErrors?.[field]
    if (text) errors[field] = text
  }
  return errors
}
