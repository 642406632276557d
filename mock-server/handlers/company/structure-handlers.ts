/**
 * The company's structure calls (issue 19): its data and the ways to it, workplaces, departments and
 * instructor exemptions, in matching order (no path of one group matches another's).
 */
import { companyDataHandlers } from './company-data'
import { departmentsHandlers } from './departments'
import { exemptionsHandlers } from './exemptions'
import { workplacesHandlers } from './workplaces'

export const structureHandlers = [
  ...companyDataHandlers,
  ...workplacesHandlers,
  ...departmentsHandlers,
  ...exemptionsHandlers,
]
