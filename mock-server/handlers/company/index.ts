/**
 * The company slice's handlers, in matching order (MSW answers with the first that matches, so a
 * more specific path stands before a general one it would also match); ../../handlers.ts takes
 * them whole.
 */
import { companiesHandlers } from './companies'
import { structureHandlers } from './structure-handlers'
import { apprenticeshipsHandlers, employmentsHandlers } from './staff-handlers'

export const companyHandlers = [
  ...companiesHandlers,
  ...structureHandlers,
  ...employmentsHandlers,
  ...apprenticeshipsHandlers,
]
