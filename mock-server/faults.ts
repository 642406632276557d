/**
 * The QA fault switch: latency and a failure mode for every /api call (never for /__mock, so the
 * switch can always be turned off again). Kept in the settings store, i.e. localStorage in the
 * browser, so a reload keeps it.
 */
import { delay, http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { readSetting, writeSetting } from './kv'
import { localeOf, message } from './messages'
import { API_BASE } from './handlers/-support'

export const FAULT_MODES = ['none', '500', '406', '422', 'network'] as const
export const FaultsSchema = v.object({
  latencyMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)),
  mode: v.picklist(FAULT_MODES),
})
export type Faults = v.InferOutput<typeof FaultsSchema>

export const NO_FAULTS: Faults = { latencyMs: 0, mode: 'none' }
const KEY = 'faults'

export function getFaults(): Faults {
  const parsed = v.safeParse(FaultsSchema, readSetting(KEY))
  return parsed.success ? parsed.output : NO_FAULTS
}

export function setFaults(faults: Faults): void {
  writeSetting(KEY, faults)
}

/** Runs before the /api handlers: waits, then fails as configured, or falls through to them. */
export const faultHandler = http.all(`${API_BASE}/*`, async ({ request }) => {
  const { latencyMs, mode } = getFaults()
  if (latencyMs > 0) await delay(latencyMs)
  const text = message(localeOf(request.headers.get('Accept-Language')), 'faultInjected')
  switch (mode) {
    case 'network':
      return HttpResponse.error()
    case '500':
      return HttpResponse.json({ message: text }, { status: 500 })
    case '406':
      return HttpResponse.json({ message: text }, { status: 406 })
    case '422':
      return HttpResponse.json({ message: text, errors: [{ field: 'fault', message: text }] }, { status: 422 })
    default:
      return undefined
  }
})
