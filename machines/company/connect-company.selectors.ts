import type { SnapshotFrom } from 'xstate'
import type { connectCompanyMachine } from './connect-company.machine'
import { regionNameOf } from './connect-company.steps'

/** What the connect-company page reads of the flow. */

export type ConnectCompanySnapshot = SnapshotFrom<typeof connectCompanyMachine>

export type ConnectScreen = 'form' | 'confirm' | 'sending' | 'sent' | 'refused' | 'failed'

export function selectConnectScreen(s: ConnectCompanySnapshot): ConnectScreen {
  if (s.matches('confirming')) return 'confirm'
  if (s.matches('sending')) return 'sending'
  if (s.matches('sent')) return 'sent'
  if (s.matches('refused')) return 'refused'
  if (s.matches('failed')) return 'failed'
  return 'form'
}
export const selectConnectForm = (s: ConnectCompanySnapshot) => s.context.form
export const selectConnectFieldErrors = (s: ConnectCompanySnapshot) => s.context.fieldErrors
export const selectConnectError = (s: ConnectCompanySnapshot) => s.context.error
/** The answer: to whom the application went and when (only once the server said so). */
export const selectConnectSent = (s: ConnectCompanySnapshot) => (s.matches('sent') ? s.context.sent : null)
export const selectRegionName = (s: ConnectCompanySnapshot) => regionNameOf(s.context.regions, s.context.form.regionId)
