import { vi } from 'vitest'

/** One call to the simulated backend's control endpoints, as a panel test sees it. */
export interface ControlCall {
  method: string
  path: string
  body: unknown
}

/**
 * Stubs fetch for the developer panel's control endpoints (same-origin /__mock/… paths) the way
 * mock-server/control.ts answers them: `answer` gives a call's JSON body, or undefined for a 204.
 * Returns the list the calls are recorded in, oldest first.
 */
export function stubControlFetch(answer: (call: ControlCall) => unknown): ControlCall[] {
  const calls: ControlCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined }
      calls.push(call)
      const data = answer(call)
      return data === undefined
        ? new Response(null, { status: 204 })
        : new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return calls
}
