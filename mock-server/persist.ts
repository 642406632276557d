/**
 * Browser persistence of the collections, built on @msw/data's own record (de)serialisation.
 *
 * Why not the stock `persist()` extension: it writes only on `unload` (an event Chromium is phasing
 * out and that Playwright's page close may skip), keys each collection by its creation-order
 * number (adding a collection would hydrate records into the wrong one) and gives no promise to
 * await before the first request. This one keys by name under a versioned namespace, writes
 * shortly after every change and on `pagehide`, and exposes `hydrated()`.
 */
import { defineExtension, type Extension } from '@msw/data/extensions'
import { createFromSerializedRecord, serializeRecord, type SerializedRecord } from '@msw/data/extensions/persist'
import type { KeyValueBackend } from './kv'

interface Stored {
  records: SerializedRecord[]
}

export interface Persistence {
  /** The extension for the collection called `name`. */
  extension(name: string): Extension
  /** Resolves once every collection restored what was stored: true when anything was. */
  hydrated(): Promise<boolean>
  /** Writes every collection now (page hide). */
  flushAll(): void
  /** Forgets everything stored (a broken or outdated copy). */
  forget(): void
}

export function createPersistence(storage: KeyValueBackend, namespace: string): Persistence {
  const hydrations: Promise<boolean>[] = []
  const flushers: Array<() => void> = []
  const keys: string[] = []

  return {
    extension(name) {
      return defineExtension({
        name: `persist-${name}`,
        extend(collection) {
          const key = `${namespace}/${name}`
          keys.push(key)
          let timer: ReturnType<typeof setTimeout> | null = null
          let hydrating = false

          const flush = () => {
            if (timer) clearTimeout(timer)
            timer = null
            const stored: Stored = { records: collection.all().map((record) => serializeRecord(record)) }
            storage.setItem(key, JSON.stringify(stored))
          }
          // Changes come in bursts (one request, a reset): write once after the burst.
          const schedule = () => {
            if (!hydrating && timer === null) timer = setTimeout(flush, 0)
          }
          flushers.push(flush)
          collection.hooks.on('create', schedule)
          collection.hooks.on('update', schedule)
          collection.hooks.on('delete', schedule)

          const raw = storage.getItem(key)
          if (raw === null) {
            hydrations.push(Promise.resolve(false))
            return
          }
          hydrating = true
          hydrations.push(
            (async () => {
              const stored = JSON.parse(raw) as Stored
              // One by one, so the stored order (which is the answer order of lists) is kept.
              for (const record of stored.records) await createFromSerializedRecord(collection, record)
              return stored.records.length > 0
            })().finally(() => {
              hydrating = false
            }),
          )
        },
      })
    },
    async hydrated() {
      const restored = await Promise.all(hydrations)
      return restored.some(Boolean)
    },
    flushAll() {
      for (const flush of flushers) flush()
    },
    forget() {
      for (const key of keys) storage.removeItem(key)
    },
  }
}
