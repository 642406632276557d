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
  /**
   * Only calls whose path (after /api/m/v1/) starts with this fail, say "applications/update";
   * null: every call. Latency holds for every call either way.
   */
  only: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
  /**
   * Calls whose path starts with this wait, unanswered, until the switch is set to null (or a
   * minute passes): a page's busy state can then be seen and acted on however slow the machine,
   * where a latency may run out first. "" holds every call; null holds none.
   */
  hold: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
})
export type Faults = v.InferOutput<typeof FaultsSchema>

export const NO_FAULTS: Faults = { latencyMs: 0, mode: 'none', only: null, hold: null }
const KEY = 'faults'

export function getFaults(): Faults {
  const parsed = v.safeParse(FaultsSchema, readSetting(KEY))
  return parsed.success ? parsed.output : NO_FAULTS
}

/** The calls held now (in this process or page); each resolves when the hold is lifted. */
const held = new Set<() => void>()
const HOLD_AT_MOST_MS = 60_000

export function setFaults(faults: Faults): void {
  writeSetting(KEY, faults)
  if (faults.hold === null) {
    for (const release of held) release()
    held.clear()
  }
}

function holdCall(): Promise<void> {
  return new Promise<void>((resolve) => {
    const release = () => {
      clearTimeout(timer)
      held.delete(release)
      resolve()
    }
    const timer = setTimeout(release, HOLD_AT_MOST_MS)
    held.add(release)
  })
}

/** The call's path after the API base: "applications/update/31001". */
function callPath(url: string): string {
  const path = new URL(url).pathname
  const at = path.indexOf('/api/m/v1/')
  return at >= 0 ? path.slice(at + '/api/m/v1/'.length) : path
}

/** Runs before the /api handlers: waits, then fails as configured, or falls through to them. */
export const faultHandler = http.all(`${API_BASE}/*`, async ({ request }) => {
  const { latencyMs, mode, only, hold } = getFaults()
  const path = callPath(request.url)
  if (hold !== null && path.startsWith(hold)) await holdCall()
  if (latencyMs > 0) await delay(latencyMs)
  if (only && !path.startsWith(only)) return undefined
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
