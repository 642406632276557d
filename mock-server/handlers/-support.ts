/**
 * What every handler of the simulated backend shares: the path prefix, one wrapper that turns
 * thrown replies into responses (so handlers read top to bottom without status boilerplate),
 * session and admin checks, body validation with 422 `errors[]`, and answer shaping.
 */
import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw'
import * as v from 'valibot'
import type { ErrorBody } from '../../src/api/common.schemas'
import type { CodeCheck } from '../accounts'
import { db, type PersonRecord, type SessionRecord } from '../db'
import { localeOf, message, type MessageKey, type ServerLocale } from '../messages'
import { effectivePerson } from '../views'

/** Absolute-origin wildcard: relative paths never match in node (stack notes). */
export const API_BASE = '*/api/m/v1'
export const api = (path: string) => `${API_BASE}${path}`

/** A finished answer thrown from deep inside a handler (401, 403, 404, 406, 422 …). */
export class Reply extends Error {
  constructor(readonly response: Response) {
    super(`reply ${response.status}`)
  }
}

export function fail(status: number, body: ErrorBody, headers?: Record<string, string>): never {
  throw new Reply(HttpResponse.json(body, { status, headers }))
}

/**
 * 429 for a rate limit (code resend, password-login lock): `Retry-After` and
 * `data: { reason, retryAfterSeconds }`, so the portal can say when to try again.
 */
export function tooManyRequests(
  ctx: Ctx,
  reason: string,
  key: MessageKey,
  retryAfterSeconds: number,
  field?: string,
): never {
  const text = ctx.t(key, { seconds: String(retryAfterSeconds), minutes: String(Math.ceil(retryAfterSeconds / 60)) })
  return fail(
    429,
    { message: text, ...(field ? { errors: [{ field, message: text }] } : {}), data: { reason, retryAfterSeconds } },
    { 'Retry-After': String(retryAfterSeconds) },
  )
}

/** 422 for a wrong 4-digit code (data.reason 'codeWrong', attemptsLeft) or a void one ('codeVoid': ask for a new code). */
export function refuseCode(ctx: Ctx, check: Exclude<CodeCheck, { ok: true }>): never {
  const text =
    check.reason === 'codeVoid'
      ? ctx.t('codeVoid')
      : ctx.t('codeWrongAttemptsLeft', { left: String(check.attemptsLeft) })
  const data =
    check.reason === 'codeVoid'
      ? { reason: 'codeVoid', attemptsLeft: 0 }
      : { reason: 'codeWrong', attemptsLeft: check.attemptsLeft }
  return fail(422, { message: text, errors: [{ field: 'code', message: text }], data })
}

export interface FieldError {
  field: string
  message: string
}

/** Collects field errors, then answers 422 `{message, errors}` if there are any. */
export class FieldErrors {
  readonly items: FieldError[] = []
  constructor(private readonly locale: ServerLocale) {}

  add(field: string, key: MessageKey, vars: Record<string, string> = {}): this {
    this.items.push({ field, message: message(this.locale, key, vars) })
    return this
  }

  throwIfAny(summary: MessageKey = 'formInvalid'): void {
    if (this.items.length > 0) fail(422, { message: message(this.locale, summary), errors: this.items })
  }
}

export interface Auth {
  session: SessionRecord
  /** Whom the session acts as (the imitated person while imitating). */
  person: PersonRecord
  /** Who logged in (the administrator while imitating). */
  actor: PersonRecord
  imitatedBy: PersonRecord | null
}

function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization')
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  return match ? match[1] : null
}

/** 401 without or with an unknown token, 406 for a revoked session (§8 forced logout). */
export function requireSession(request: Request): Auth {
  const locale = localeOf(request.headers.get('Accept-Language'))
  const token = bearer(request)
  const session = token ? db().sessions.findFirst((q) => q.where({ token })) : undefined
  if (!session) fail(401, { message: message(locale, 'unauthorized') })
  if (session.revoked) fail(406, { message: message(locale, 'sessionRevoked') })
  const resolved = (() => {
    try {
      return effectivePerson(session)
    } catch {
      return null
    }
  })()
  // A session whose person is gone is as good as no session.
  if (!resolved) fail(401, { message: message(locale, 'unauthorized') })
  return { session, ...resolved }
}

/**
 * A public call (settings, base lists) needs no token, but one a revoked session sent answers 406 as
 * every call does (§8 forced logout reaches a portal whose only calls are public ones). No token or
 * an unknown one is served: a stale token must not keep the version from loading before login.
 */
export function refuseRevokedSession(request: Request): void {
  const token = bearer(request)
  const session = token ? db().sessions.findFirst((q) => q.where({ token })) : undefined
  if (session?.revoked)
    fail(406, { message: message(localeOf(request.headers.get('Accept-Language')), 'sessionRevoked') })
}

export interface Ctx {
  request: Request
  params: PathParams
  locale: ServerLocale
  t(key: MessageKey, vars?: Record<string, string>): string
  errors(): FieldErrors
  /** 422 with one field error. */
  invalid(field: string, key: MessageKey, vars?: Record<string, string>): never
  /** The JSON body validated by `schema`; 422 for invalid JSON or a mismatching shape. */
  body<S extends v.GenericSchema>(schema: S): Promise<v.InferOutput<S>>
  session(): Auth
  /** A global administrator (userrole.isAdmin); 403 otherwise. */
  admin(): Auth
  /** A numeric path parameter; 422 when it is not a safe whole number. */
  id(name?: string): number
  notFound(): never
  forbidden(): never
}

function issueField(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key))
  return keys.length > 0 ? keys.join('.') : 'body'
}

export function isJsonContentType(header: string | null): boolean {
  const type = (header ?? '').split(';')[0].trim().toLowerCase()
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * How deep a body may nest. The API's deepest body is three levels (an object of arrays of
 * objects); 32 leaves room and refuses a body built to exhaust a recursive walk (ADR 0011).
 */
export const BODY_MAX_DEPTH = 32

/**
 * Paths of numbers that are not safe integers by size (1e300, 2^53 + 1): JSON cannot carry them
 * exactly; or 'tooDeep' when the body nests deeper than BODY_MAX_DEPTH. A loop with its own stack,
 * never recursion: a body 2 000 levels deep once overflowed the call stack (a 500 on every call).
 */
function unsafeNumberPaths(body: unknown): string[] | 'tooDeep' {
  const found: string[] = []
  const stack: Array<{ value: unknown; path: readonly string[] }> = [{ value: body, path: [] }]
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: readonly string[] }
    if (typeof value === 'number') {
      if (Number.isInteger(value) && !Number.isSafeInteger(value)) found.push(path.length > 0 ? path.join('.') : 'body')
      continue
    }
    const entries = Array.isArray(value)
      ? value.map((item, i) => [String(i), item] as const)
      : isPlainObject(value)
        ? Object.entries(value)
        : []
    if (entries.length > 0 && path.length >= BODY_MAX_DEPTH) return 'tooDeep'
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i][1], path: [...path, entries[i][0]] })
  }
  return found
}

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest'])
const WRAPPER_TYPES = new Set(['optional', 'nullable', 'nullish', 'exact_optional', 'undefinedable', 'non_optional'])

interface SchemaNode {
  type: string
  entries?: Record<string, SchemaNode>
  item?: SchemaNode
  wrapped?: SchemaNode
}

/**
 * The path of the first array in a body where its schema wants an object, or null. valibot's `object`
 * takes an array for an object (both are `typeof 'object'`): a nested filter of optional fields sent as
 * `[]` would be read as "no filter" instead of refused (found by the orders slice's hostile sweep).
 * Walks the schema beside the value (objects, arrays, optional and nullable wrappers); other schema
 * kinds keep their own checks.
 */
export function arrayForObjectPath(schema: v.GenericSchema, value: unknown): string | null {
  const walk = (node: SchemaNode, at: unknown, path: readonly string[]): string | null => {
    if (WRAPPER_TYPES.has(node.type) && node.wrapped) return walk(node.wrapped, at, path)
    if (OBJECT_TYPES.has(node.type)) {
      if (Array.isArray(at)) return path.length > 0 ? path.join('.') : 'body'
      if (!isPlainObject(at)) return null
      for (const [key, entry] of Object.entries(node.entries ?? {})) {
        const found = walk(entry, at[key], [...path, key])
        if (found !== null) return found
      }
      return null
    }
    if (node.type === 'array' && node.item && Array.isArray(at)) {
      for (let i = 0; i < at.length; i++) {
        const found = walk(node.item, at[i], [...path, String(i)])
        if (found !== null) return found
      }
    }
    return null
  }
  return walk(schema as unknown as SchemaNode, value, [])
}

function makeCtx(request: Request, params: PathParams): Ctx {
  const locale = localeOf(request.headers.get('Accept-Language'))
  const t = (key: MessageKey, vars?: Record<string, string>) => message(locale, key, vars)
  const ctx: Ctx = {
    request,
    params,
    locale,
    t,
    errors: () => new FieldErrors(locale),
    invalid(field, key, vars) {
      return fail(422, { message: t('formInvalid'), errors: [{ field, message: t(key, vars) }] })
    },
    async body(schema) {
      const text = await request.text().catch(() => '')
      let json: unknown = {}
      if (text.trim() !== '') {
        // A body is JSON only when it says so (§3 strict input): form posts and text/plain get 415.
        if (!isJsonContentType(request.headers.get('Content-Type'))) fail(415, { message: t('unsupportedMediaType') })
        try {
          json = JSON.parse(text)
        } catch {
          fail(422, { message: t('bodyNotJson'), errors: [{ field: 'body', message: t('bodyNotJson') }] })
        }
      }
      // Every body of this API is an object: an array or a scalar is refused, never read as "no fields".
      if (!isPlainObject(json))
        fail(422, { message: t('bodyNotObject'), errors: [{ field: 'body', message: t('bodyNotObject') }] })
      const unsafe = unsafeNumberPaths(json)
      if (unsafe === 'tooDeep') {
        const text = t('bodyTooDeep', { max: String(BODY_MAX_DEPTH) })
        fail(422, { message: text, errors: [{ field: 'body', message: text }], data: { reason: 'bodyTooDeep' } })
      }
      if (unsafe.length > 0) {
        fail(422, {
          message: t('formInvalid'),
          errors: unsafe.map((field) => ({ field, message: t('fieldInvalid', { field }) })),
        })
      }
      const arrayAt = arrayForObjectPath(schema, json)
      if (arrayAt !== null)
        fail(422, {
          message: t('formInvalid'),
          errors: [{ field: arrayAt, message: t('fieldInvalid', { field: arrayAt }) }],
        })
      const parsed = v.safeParse(schema, json)
      if (parsed.success) return parsed.output
      const errors = parsed.issues.map((issue) => {
        const field = issueField(issue)
        if (issue.type === 'max_length')
          return { field, message: t('fieldTooLong', { field, max: String(issue.requirement) }) }
        return { field, message: t(issue.input === undefined ? 'fieldRequired' : 'fieldInvalid', { field }) }
      })
      return fail(422, { message: t('formInvalid'), errors })
    },
    session: () => requireSession(request),
    admin() {
      const auth = requireSession(request)
      if (!auth.actor.isAdmin) ctx.forbidden()
      return auth
    },
    id(name = 'id') {
      const raw = params[name]
      const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN
      // Not a whole number, or beyond what a number keeps exactly: bad input (422), not an unknown id.
      if (!Number.isSafeInteger(value)) ctx.invalid(name, 'fieldInvalid', { field: name })
      return value
    },
    notFound: () => fail(404, { message: t('notFound') }),
    forbidden: () => fail(403, { message: t('forbidden') }),
  }
  return ctx
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * One endpoint. Thrown replies become their response; anything else is a bug in the simulated
 * backend and answers 500 with the error logged (bad input must never get here).
 */
export function route(method: Method, path: string, resolver: (ctx: Ctx) => Response | Promise<Response>): HttpHandler {
  return http[method](path, async ({ request, params }) => {
    const ctx = makeCtx(request, params)
    try {
      return await resolver(ctx)
    } catch (error) {
      if (error instanceof Reply) return error.response
      console.error('[mock-server] handler failed', method.toUpperCase(), request.url, error)
      return HttpResponse.json({ message: ctx.t('serverError') }, { status: 500 })
    }
  })
}

export function ok<T>(body: T, status = 200): Response {
  return HttpResponse.json(body as Parameters<typeof HttpResponse.json>[0], { status })
}

/** Shapes an answer with the client's schema: drops server-only fields, fails loudly on drift. */
export function wire<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  return v.parse(schema, value)
}

export function rows<S extends v.GenericSchema>(schema: S, values: readonly unknown[], total?: number) {
  const list = values.map((value) => wire(schema, value))
  return total === undefined ? { rows: list } : { rows: list, total }
}

/** Lower-case, trimmed: how e-mail addresses are compared. */
export function sameEmail(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** Digits and a leading plus: how phone numbers are compared. */
export function compactPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '')
}
