/**
 * Loading a page ahead once per pointing (issue 17 §4): the click's mousedown focuses the link that was
 * just pointed at, and asking the router for the same preload again ran its guards and loader checks in
 * the click's input delay.
 */
import { describe, expect, it, vi } from 'vitest'
import { preloadAhead, PRELOADED_FOR_MS } from './preload-ahead'

const router = (result: Promise<unknown> = Promise.resolve()) => ({ preloadRoute: vi.fn(() => result) })

describe('preloadAhead', () => {
  it('asks the router once for a page pointed at and then focused; again once the moment has passed', () => {
    const r = router()
    preloadAhead(r as never, '/instructor/ebooks', 'test', 1_000)
    preloadAhead(r as never, '/instructor/ebooks', 'test', 1_200)
    expect(r.preloadRoute).toHaveBeenCalledTimes(1)
    expect(r.preloadRoute).toHaveBeenCalledWith({ to: '/instructor/ebooks' })
    preloadAhead(r as never, '/my-settings', 'test', 1_300)
    expect(r.preloadRoute).toHaveBeenCalledTimes(2)
    preloadAhead(r as never, '/instructor/ebooks', 'test', 1_000 + PRELOADED_FOR_MS)
    expect(r.preloadRoute).toHaveBeenCalledTimes(3)
  })

  it('tries again after a failed preload', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const r = router()
    r.preloadRoute.mockImplementationOnce(() => Promise.reject(new Error('offline')))
    preloadAhead(r as never, '/instructor/ebooks', 'test', 1_000)
    await Promise.resolve()
    await Promise.resolve()
    preloadAhead(r as never, '/instructor/ebooks', 'test', 1_100)
    expect(r.preloadRoute).toHaveBeenCalledTimes(2)
  })

  it('keeps each router’s own: another router (another app, the next test) loads ahead again', () => {
    const first = router()
    const second = router()
    preloadAhead(first as never, '/instructor/ebooks', 'test', 1_000)
    preloadAhead(second as never, '/instructor/ebooks', 'test', 1_100)
    expect(first.preloadRoute).toHaveBeenCalledTimes(1)
    expect(second.preloadRoute).toHaveBeenCalledTimes(1)
  })
})
