import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky'
import { ErrorBodySchema, type ErrorBody } from './common.schemas'
import * as v from 'valibot'

export const API_PREFIX = '/api/m/v1'
/** §9: API timeout. */
export const API_TIMEOUT_MS = 60_000

/** What the client reports to the shell; the shell turns these into toasts and the forced logout (§8). */
export type ApiEvent =
  | { type: 'api.loggedOut' }
  | { type: 'api.validationError'; message: string }
  | { type: 'api.networkError'; message: string }
  | { type: 'api.loading'; loading: boolean }
  /** A call that changes something on the server was answered 2xx (what pages loaded ahead showed may be out of date). */
  | { type: 'api.written' }

type Listener = (event: ApiEvent) => void

export interface ApiConfig {
  /** Origin (and optional path) the API lives under; '' means the page's own origin. */
  baseUrl: string
  getToken: () => string | null
  getLocale: () => string
  fetch?: typeof fetch
}

/**
 * Per call: `silent` leaves a 422 or a network failure to the caller (no global toast). The caller
 * (the edge that shows the failure itself) decides; api functions take it as their last option.
 */
export interface CallContext {
  silent?: boolean
}

const listeners = new Set<Listener>()
export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
function emit(event: ApiEvent) {
  for (const l of listeners) l(event)
}

/** The distinct messages of a 422 joined by ' - ', else the message, else 'Validation error' (§8). */
export function validationMessage(body: unknown): string {
  const parsed = v.safeParse(ErrorBodySchema, body)
  if (!parsed.success) return 'Validation error'
  const items = parsed.output.errors ?? []
  const messages = [...new Set(items.map((e) => e.message ?? e.msg).filter((m): m is string => !!m))]
  if (messages.length > 0) return messages.join(' - ')
  return parsed.output.message || 'Validation error'
}

/** The parsed error body of a failed call, or undefined. */
export function errorBody(error: unknown): ErrorBody | undefined {
  if (!isHTTPError(error)) return undefined
  const parsed = v.safeParse(ErrorBodySchema, error.data)
  return parsed.success ? parsed.output : undefined
}

export function errorStatus(error: unknown): number | undefined {
  return isHTTPError(error) ? error.response.status : undefined
}

/**
 * The calls that only read although their method is not GET: the spec's lists and look-ups sent by
 * PATCH or PUT (§ calls), the instructor's calibration and the GUG courses. Matched on the path after
 * the API prefix.
 */
const READ_PATHS =
  /\/(?:list|public-list|get-by-number|get-qualification-time-length|employments|orders|calibration|fetch-gug-courses)\/?$|^\/(?:companies|users|trade-certificates\/read)$/

/**
 * Whether a call changes something on the server: any method but GET and HEAD, except the reads
 * above. A login counts (the session changes what every page shows).
 */
export function isWriteCall(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false
  const pathname = new URL(url, 'http://localhost').pathname
  const at = pathname.indexOf(API_PREFIX)
  const path = at === -1 ? pathname : pathname.slice(at + API_PREFIX.length)
  return !READ_PATHS.test(path)
}

let inFlight = 0
function loading(delta: number) {
  const before = inFlight > 0
  inFlight = Math.max(0, inFlight + delta)
  if (before !== inFlight > 0) emit({ type: 'api.loading', loading: inFlight > 0 })
}

function defaultBase(): string {
  if (typeof window !== 'undefined' && window.location) return window.location.origin
  return 'http://localhost'
}

let config: ApiConfig = {
  baseUrl: import.meta.env?.VITE_API_BASE_URL ?? '',
  getToken: () => null,
  getLocale: () => 'sv',
}

function create(cfg: ApiConfig): KyInstance {
  const base = cfg.baseUrl || defaultBase()
  return ky.create({
    baseUrl: base.endsWith('/') ? base : `${base}/`,
    prefix: API_PREFIX,
    timeout: API_TIMEOUT_MS,
    retry: 0,
    fetch: cfg.fetch,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          loading(+1)
          const token = cfg.getToken()
          if (token) request.headers.set('Authorization', `Bearer ${token}`)
          request.headers.set('Accept-Language', cfg.getLocale())
          // Binary calls ask for */* themselves; a 406 for a refused Accept would read as a forced logout.
          if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json')
        },
      ],
      afterResponse: [
        ({ request, response }) => {
          loading(-1)
          if (response.ok && isWriteCall(request.method, request.url)) emit({ type: 'api.written' })
        },
      ],
      beforeError: [
        ({ error, options }) => {
          const silent = (options.context as CallContext | undefined)?.silent === true
          if (isHTTPError(error)) {
            const status = error.response.status
            // 406: the session was revoked; the shell clears it and shows the logged-out modal.
            if (status === 406) emit({ type: 'api.loggedOut' })
            else if (status === 422 && !silent)
              emit({ type: 'api.validationError', message: validationMessage(error.data) })
            else if (import.meta.env?.DEV) console.info(`[api] ${status} ${error.request.url}`)
          } else {
            loading(-1)
            if ((isNetworkError(error) || isTimeoutError(error)) && !silent) {
              emit({ type: 'api.networkError', message: error.message })
            }
          }
          return error
        },
      ],
    },
  })
}

let instance = create(config)

/** Points the client elsewhere (contract tests, a real API) or wires token and locale from the session. */
export function configureApi(partial: Partial<ApiConfig>): void {
  config = { ...config, ...partial }
  instance = create(config)
}

export function http(): KyInstance {
  return instance
}
