import type { Page } from '@playwright/test'

/** The simulated backend's control endpoints, reached through the page so the MSW worker answers. */
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
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.text()
      return (text ? JSON.parse(text) : null) as never
    },
    { method, path, body },
  )
}

export const mock = {
  reset: (page: Page) => call<unknown>(page, 'POST', '/__mock/reset'),
  setFaults: (page: Page, mode: FaultMode, latencyMs = 0) => call<unknown>(page, 'PUT', '/__mock/faults', { mode, latencyMs }),
  outbox: async (page: Page) => (await call<{ rows: OutboxMessage[] }>(page, 'GET', '/__mock/outbox')).rows,
  /** The newest 4-digit code sent to a phone number or e-mail address. */
  async latestCode(page: Page, kind: 'sms' | 'email'): Promise<string> {
    const rows = await mock.outbox(page)
    const found = rows.find((m) => m.kind === kind && m.code)
    if (!found?.code) throw new Error(`no ${kind} code in the outbox`)
    return found.code
  },
  confirmBankId: (page: Page, sessionId: string, personalNumber: string) =>
    call<unknown>(page, 'POST', '/__mock/bankid/confirm', { sessionId, personalNumber }),
}
