/**
 * Runs `work` once the browser is idle (at the latest after `timeout` ms), or after `fallback` ms
 * where there is no requestIdleCallback (Safari). Answers the cancel, for an effect's clean-up.
 */
export function whenIdle(work: () => void, timeout = 3000, fallback = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(work, fallback)
  return () => window.clearTimeout(handle)
}
