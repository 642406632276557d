import { apprenticeApplicationMachine } from '../../../machines/application/apprentice-application.machine'
import { provideApprenticeMachine, type ApprenticeEdges } from './application-actors'

/**
 * The React edge of the apprentice wizard: the production machine with the api calls as its actors
 * (application-actors.ts turns their failures into the machine's) and the page's edges.
 */
export function apprenticeApplicationFlow(edges: ApprenticeEdges) {
  return provideApprenticeMachine(apprenticeApplicationMachine, edges)
}
