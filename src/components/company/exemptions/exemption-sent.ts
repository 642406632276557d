/**
 * What the form leaves in the history entry of the thank-you page (/company/{id}/exemption-complited):
 * whom the application that was just sent is for. Without it (the address typed, an old entry) the
 * page does not claim an application was sent.
 */
declare module '@tanstack/history' {
  interface HistoryState {
    exemptionSentFor?: string
  }
}

export {}
