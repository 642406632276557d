import type { SnapshotFrom } from 'xstate'
import type { cardOrderMachine } from './card-order.machine'
import type { CardOrderPage } from './card-order.steps'

type Snapshot = SnapshotFrom<typeof cardOrderMachine>

/** The page a state belongs to: the types page while choosing, else the order page. */
export const selectCardPage = (s: Snapshot): CardOrderPage =>
  s.matches('choosing') || s.matches('start') ? 'types' : 'order'
/** What the order page shows: the price loading or failed, the form, the confirmation (also while ordering). */
export const selectOrderScreen = (s: Snapshot): 'quoting' | 'quoteFailed' | 'form' | 'confirm' =>
  s.matches('quoting') ? 'quoting' : s.matches('quoteFailed') ? 'quoteFailed' : s.matches('ready') ? 'form' : 'confirm'
export const selectOrdering = (s: Snapshot) => s.matches('ordering') || s.matches('ordered')
export const selectCardValues = (s: Snapshot) => s.context.values
export const selectCardErrors = (s: Snapshot) => s.context.errors
export const selectCardFormError = (s: Snapshot) => s.context.formError
export const selectCardAttempt = (s: Snapshot) => s.context.attempt
export const selectCardQuote = (s: Snapshot) => s.context.quote
export const selectCardOptions = (s: Snapshot) => s.context.options
