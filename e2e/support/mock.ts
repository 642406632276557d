import type { Page } from '@playwright/test'
import type { ScenarioVariant } from '../../mock-server/scenario/variants'

/**
 * The simulated backend's control endpoints (/__mock, see mock-server/control.ts), reached through the
 * page so the MSW worker of that page answers: the page must be on the portal's origin.
 */
export interface OutboxMessage {
  id: number
  to: string
  kind: 'sms' | 'email'
  text: string
  code?: string
  sentAt: string
}

export type FaultMode = 'none' | '500' | '406' | '422' | 'network'

async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, text: await res.text() }
    },
    { method, path, body },
  )
  // A control call that fails would make the test assert on the wrong world: fail loudly here.
  if (answer.status >= 400) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text}`)
  return (answer.text ? JSON.parse(answer.text) : null) as T
}

export const mock = {
  /** A plain reset, or a variant of mock-server/scenario/variants.ts ('many-notifications'). */
  reset: (page: Page, scenario?: ScenarioVariant) =>
    call<unknown>(page, 'POST', '/__mock/reset', scenario === undefined ? undefined : { scenario }),
  /**
   * Seeds the default scenario again with the clock pinned at `now` first, so the dates it places
   * relative to the seed day (distance-order deadlines, course occasions) follow that day.
   */
  async resetOn(page: Page, now: Date): Promise<void> {
    await call<unknown>(page, 'POST', '/__mock/reset', { now: now.toISOString() })
  },
  /** `only`: fail just the calls whose path after /api/m/v1/ starts with it ("applications/update"). */
  setFaults: (page: Page, mode: FaultMode, latencyMs = 0, only: string | null = null, hold: string | null = null) =>
    call<unknown>(page, 'PUT', '/__mock/faults', { mode, latencyMs, only, hold }),
  /**
   * Answers the calls `setFaults`' `hold` keeps waiting (and lets the next ones through): a busy page
   * stays busy, however slow the machine, until the test has seen it and acted.
   */
  releaseHeld: (page: Page) => call<unknown>(page, 'PUT', '/__mock/faults', { hold: null }),
  outbox: async (page: Page) => (await call<{ rows: OutboxMessage[] }>(page, 'GET', '/__mock/outbox')).rows,
  /** The newest 4-digit code sent by SMS or e-mail; optionally only to one phone number or address. */
  async latestCode(page: Page, kind: 'sms' | 'email', to?: string): Promise<string> {
    const query = new URLSearchParams({ kind, ...(to ? { to } : {}) })
    const rows = (await call<{ rows: OutboxMessage[] }>(page, 'GET', `/__mock/outbox?${query}`)).rows
    const found = rows.find((m) => m.kind === kind && m.code)
    if (!found?.code) throw new Error(`no ${kind} code in the outbox`)
    return found.code
  },
  confirmBankId: (page: Page, sessionId: string, personalNumber: string) =>
    call<unknown>(page, 'POST', '/__mock/bankid/confirm', { sessionId, personalNumber }),
  /**
   * Moves the scenario clock on by `seconds` (from its pinned time, or from now when it runs in real
   * time) and pins it there: for the time limits (ADR 0007, a new code once a minute) without waiting.
   */
  async advanceClock(page: Page, seconds: number): Promise<void> {
    const { now } = await call<{ now: string | null }>(page, 'GET', '/__mock/clock')
    const from = now ? Date.parse(now) : Date.now()
    await call<unknown>(page, 'PUT', '/__mock/clock', { now: new Date(from + seconds * 1000).toISOString() })
  },
  /** Pins the scenario clock (null = real time again). */
  setClock: (page: Page, now: Date | null) =>
    call<unknown>(page, 'PUT', '/__mock/clock', { now: now ? now.toISOString() : null }),
}

/** The session id inside a simulated QR payload `bankid.<sessionId>.<poll>.<auth>` (mock-server/bankid.ts). */
export function sessionIdOfQr(payload: string): string {
  const sessionId = payload.split('.')[1]
  if (!sessionId) throw new Error(`not a simulated QR payload: ${payload}`)
  return sessionId
}
