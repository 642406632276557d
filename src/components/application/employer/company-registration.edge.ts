import { companyRegistrationMachine } from '../../../../machines/application/company-registration.machine'
import { registrationActors } from './application-calls'

export interface RegistrationEdges {
  /** The draft exists: the URL and stored progress follow its id. */
  onDraftCreated: (applicationId: number) => void
  /** Sent to the apprentice. */
  sent: () => void
}

/**
 * The React edge of the company registration: the api calls as actors and the page's edges, read
 * through `edges()` at the time they fire (the page provides the machine once and keeps them current).
 */
export function companyRegistrationFlow(edges: () => RegistrationEdges) {
  return companyRegistrationMachine.provide({
    actors: registrationActors,
    actions: {
      notifyDraftCreated: (_, params) => edges().onDraftCreated(params.applicationId),
      registrationSent: () => edges().sent(),
      logFailure: (_, params) => console.info(`[company-registration] ${params.what} failed`, params.error),
    },
  })
}
