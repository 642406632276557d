/**
 * One MSW handler in front of the simulated backend's others. For each request MSW tries every
 * handler in turn, and each try reads and parses the page's cookies and the URL before it looks at
 * the path: with 120-odd handlers that was 30–40 ms a call and about 200 ms of every page load in the
 * browser (the e2e suite, QA, the bench's cold opens). The router keeps, per handler, its method and
 * the literal start of its path, tries only the handlers that can match, in their order, with MSW's
 * own `getResponse`; what they answer and how they fall through to one another is unchanged.
 */
import { getResponse, http, type HttpHandler, type RequestHandler } from 'msw'

/** Requests the simulated backend serves: the API and its /__mock control endpoints, on any origin. */
export const SERVED = /\/(?:api\/m\/v1|__mock)(?:\/|$)/i

export interface Entry {
  handler: RequestHandler
  /** Upper case; null for a handler of every method (or a pattern of methods). */
  method: string | null
  /** The path's literal part before its first parameter or wildcard, lower case, no trailing slash. */
  literal: string
}

/**
 * The literal part of a handler's path that any URL it matches contains: after the origin wildcard
 * (`*\/api/m/v1/...`), up to the first parameter or wildcard. '' (always tried) for a RegExp or a
 * predicate. Lower case and without a trailing slash, as MSW matches paths without regard to either.
 */
export function literalOf(path: unknown): string {
  if (typeof path !== 'string') return ''
  const withoutOrigin = path.startsWith('*') ? path.slice(1) : path
  const cut = withoutOrigin.search(/[:*{(?]/)
  const literal = cut === -1 ? withoutOrigin : withoutOrigin.slice(0, cut)
  return literal.replace(/\/+$/, '').toLowerCase()
}

export function entryOf(handler: RequestHandler): Entry {
  const info = (handler as HttpHandler).info as { method?: unknown; path?: unknown }
  return {
    handler,
    method: typeof info.method === 'string' ? info.method.toUpperCase() : null,
    literal: literalOf(info.path),
  }
}

/** The handlers that may answer a request, in their order (a superset of those that do). */
export function candidatesFor(entries: readonly Entry[], method: string, url: string): RequestHandler[] {
  const path = new URL(url).pathname.toLowerCase()
  const upper = method.toUpperCase()
  return entries
    .filter((e) => (e.method === null || e.method === upper) && (e.literal === '' || path.includes(e.literal)))
    .map((e) => e.handler)
}

/** The handlers as one: a request of the API or /__mock goes to the few that can match it. */
export function routed(handlers: readonly RequestHandler[]): HttpHandler {
  const entries = handlers.map(entryOf)
  return http.all(SERVED, ({ request }) => getResponse(candidatesFor(entries, request.method, request.url), request))
}
