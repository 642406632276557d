/** §2: the guided tour runs at first login only; once seen (finished or closed) it is not offered again to that user. */
const key = (userId: number) => `pp.tour.seen.${userId}`

export function hasSeenTour(userId: number): boolean {
  try {
    const seen = globalThis.localStorage?.getItem(key(userId))
    return seen !== null && seen !== undefined
  } catch {
    return false
  }
}

export function rememberTourSeen(userId: number): void {
  try {
    globalThis.localStorage?.setItem(key(userId), new Date().toISOString())
  } catch {
    // Storage unavailable: the tour may show again next time, which is harmless.
  }
}
