import type { CompanyPauseContext, PauseCandidate } from './company-pause.steps'

/** The candidate chosen, if it is one the page offers. */
export function chosenCandidate(context: Pick<CompanyPauseContext, 'candidates' | 'chosenId'>): PauseCandidate | null {
  return context.candidates.find((c) => c.book.id === context.chosenId) ?? null
}

/** The child pause machine's input for the chosen apprentice: her book, once, as someone who manages pauses (§6, the route's guard). */
export function pauseInputOf(candidate: PauseCandidate) {
  return { bookId: candidate.book.id, permitted: candidate.book.permittedPeriod, mayManage: true, once: true }
}
