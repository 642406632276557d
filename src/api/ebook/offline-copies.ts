/**
 * Readable offline (issue 17, ADR 0010 "Readable offline"): the last book a user opened, with its
 * catalogue (part of the book's answer), its first page of reports and the reports read, is kept on the
 * device in IndexedDB. When a later read finds no connection (no answer at all, or none in time), the
 * kept answer is given instead and marked with the time it was fetched (`copiedAt`), so the page can say
 * "as of <time>". An answer of the server (403, 404, 5xx …) is never replaced by a copy.
 *
 * Only in real-API builds: a mock build's backend lives in the page and its tests make connections fail
 * on purpose. Copies belong to one user: another user on the device gets none, and logging out forgets
 * them (forgetOfflineCopies, from the session's edge).
 */
import { clear, createStore, get, update, type UseStore } from 'idb-keyval'
import { isNetworkError, isTimeoutError } from 'ky'
import * as v from 'valibot'

/** The one record: the last opened book's copies, keyed by what was read (`book`, `reports:0:100`, `report:21009`). */
interface LastBook {
  owner: number
  bookId: number
  copies: Record<string, { at: number; data: unknown }>
}

export interface CopyPlace {
  /** The user the answer was for (the session's user id). */
  owner: number
  bookId: number
  /** What was read, within the book. */
  key: string
}

const RECORD = 'last-book'
/** Reports read one by one (keys `report:<id>`) are kept up to this many, the newest reads; the book and the list always. */
export const REPORT_READ = 'report:'
const MAX_REPORT_READS = 40

/** Real-API builds (vite.config.ts defines __MOCK__; a unit test's module graph may not have it). */
export const REAL_API_BUILD = typeof __MOCK__ !== 'undefined' && !__MOCK__
let enabled = REAL_API_BUILD
let store: UseStore | null = null

/** Tests turn copies on in a mock-mode test run (and off again). */
export function keepOfflineCopies(on: boolean): void {
  enabled = on
}

function copies(): UseStore | null {
  if (!enabled || typeof indexedDB === 'undefined') return null
  store ??= createStore('pp-offline', 'copies')
  return store
}

/** Answers given from the device, with the time they were fetched from the server. */
const copyTimes = new WeakMap<object, Date>()

/** When `value` came from the device: the time its answer was fetched; null for an answer of the server now. */
export function copiedAt(value: object | null | undefined): Date | null {
  return (value && copyTimes.get(value)) ?? null
}

/** The oldest of the values' copy times: what a page made of several answers says. */
export function oldestCopy(...values: Array<object | null | undefined>): Date | null {
  const times = values.map(copiedAt).filter((time): time is Date => time !== null)
  return times.length === 0 ? null : new Date(Math.min(...times.map((time) => time.getTime())))
}

function keep(place: CopyPlace, data: unknown, at: number): void {
  const where = copies()
  if (!where) return
  void update<LastBook | undefined>(
    RECORD,
    (old) => {
      const same = old && old.owner === place.owner && old.bookId === place.bookId
      const copies = { ...(same ? old.copies : {}), [place.key]: { at, data } }
      // The newest report reads stay; the book and the report list always do.
      // Newest first; of two read in the same millisecond, the one written later (this one above all).
      const reads = Object.entries(copies)
        .map(([key, copy], order) => ({ key, at: key === place.key ? Infinity : copy.at, order }))
        .filter(({ key }) => key.startsWith(REPORT_READ))
        .sort((a, b) => b.at - a.at || b.order - a.order)
      for (const { key } of reads.slice(MAX_REPORT_READS)) delete copies[key]
      return { owner: place.owner, bookId: place.bookId, copies }
    },
    where,
  ).catch((error: unknown) => console.info('[offline] keeping a copy failed', error))
}

async function copyOf<T extends object>(place: CopyPlace, schema: v.GenericSchema<unknown, T>): Promise<T | null> {
  const where = copies()
  if (!where) return null
  try {
    const last = await get<LastBook>(RECORD, where)
    if (!last || last.owner !== place.owner || last.bookId !== place.bookId) return null
    const copy = last.copies[place.key]
    if (!copy) return null
    // What an older build kept may no longer match the schema: then there is no copy.
    const parsed = v.safeParse(schema, copy.data)
    if (!parsed.success) return null
    copyTimes.set(parsed.output, new Date(copy.at))
    return parsed.output
  } catch (error) {
    console.info('[offline] reading a copy failed', error)
    return null
  }
}

/**
 * Reads through `call`; keeps its answer for offline; without a connection answers the kept copy
 * (see copiedAt), or fails as the call did when there is none.
 */
export async function readableOffline<T extends object>(
  place: CopyPlace,
  schema: v.GenericSchema<unknown, T>,
  call: () => Promise<T>,
): Promise<T> {
  const asked = Date.now()
  try {
    const answer = await call()
    keep(place, answer, asked)
    return answer
  } catch (error) {
    if (!isNetworkError(error) && !isTimeoutError(error)) throw error
    const copy = await copyOf(place, schema)
    if (copy === null) throw error
    return copy
  }
}

/** Logging out (or a session that ends) forgets every copy on the device. */
export async function forgetOfflineCopies(): Promise<void> {
  const where = copies()
  if (!where) return
  await clear(where).catch((error: unknown) => console.info('[offline] forgetting the copies failed', error))
}
