import type { ActorRefFrom } from 'xstate'
import type { bookPauseMachine } from '../domain-widgets/book-pause.machine'
import type { CompanyPauseSnapshot } from './company-pause.machine'
import { chosenCandidate } from './company-pause.rules'

/** What the "register a pause" page reads of the company-pause machine. */
export const selectStep = (s: CompanyPauseSnapshot): 'choose' | 'register' | 'registered' =>
  s.matches('choosing') ? 'choose' : s.matches('registering') ? 'register' : 'registered'
export const selectChosenId = (s: CompanyPauseSnapshot) => s.context.chosenId
export const selectChosen = (s: CompanyPauseSnapshot) => chosenCandidate(s.context)
export const selectChoiceError = (s: CompanyPauseSnapshot) => s.context.choiceError
export const selectChoiceAttempt = (s: CompanyPauseSnapshot) => s.context.attempt
/** The running pause sub-flow (the shared form drives it), while registering. */
export const selectPauseChild = (s: CompanyPauseSnapshot) =>
  s.children.pause as ActorRefFrom<typeof bookPauseMachine> | undefined
