import { afterEach, describe, expect, it, vi } from 'vitest'
import { hasRegisteredWorker } from './service-worker'

function fakeWorkers(registration: unknown) {
  const container = {
    getRegistration: vi.fn().mockResolvedValue(registration),
    register: vi.fn().mockResolvedValue({}),
  }
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
  return container
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

// Issue 8 §5: a first visit registers the worker without loading the update watcher.
describe('hasRegisteredWorker', () => {
  it('answers true, and registers nothing, when a worker is already registered', async () => {
    const workers = fakeWorkers({ scope: '/' })
    await expect(hasRegisteredWorker()).resolves.toBe(true)
    expect(workers.register).not.toHaveBeenCalled()
  })

  it('on a first visit registers the worker after the page has loaded and answers false', async () => {
    const workers = fakeWorkers(undefined)
    await expect(hasRegisteredWorker()).resolves.toBe(false)
    // jsdom's document has finished loading, so the registration is not deferred.
    expect(workers.register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
  })

  it('answers false in a browser without service workers', async () => {
    await expect(hasRegisteredWorker()).resolves.toBe(false)
  })
})
