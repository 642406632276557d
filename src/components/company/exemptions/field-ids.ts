import type { ExemptionField } from '../../../../machines/company/exemption-form.steps'

/** The exemption form's controls' ids (the error summary links to them; the e2e specs find them by them). */
export const FIELD_IDS: Record<ExemptionField, string> = {
  type: 'exemption-type',
  employmentId: 'exemption-employee',
  professionId: 'exemption-profession',
  orientationId: 'exemption-orientation',
  reason: 'exemption-reason',
  file: 'exemption-file',
}
