import { describe, expect, it, vi } from 'vitest'
import { createDb, snapshotDb } from './db'
import type { KeyValueBackend } from './kv'
import { createPersistence } from './persist'
import { PERSONAS, seedScenario } from './seed'

/** localStorage stand-in: what the browser copy writes through to. */
function memoryStorage(): KeyValueBackend & { keys(): string[] } {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  }
}

const writesSettled = () => new Promise((done) => setTimeout(done, 5))

describe('browser persistence of the collections', () => {
  it('restores a seeded and changed scenario into fresh collections, as after a reload', async () => {
    const storage = memoryStorage()
    const first = createDb({ persistence: createPersistence(storage, 'test/v1') })
    await seedScenario(first)
    await first.persons.update((q) => q.where({ id: PERSONAS.unregistered.id }), {
      data(draft) {
        draft.phoneVerified = true
      },
    })
    first.notifications.deleteMany((q) => q.where({ personId: PERSONAS.bg.id }))
    await writesSettled()
    expect(storage.keys()).toContain('test/v1/persons')

    const persistence = createPersistence(storage, 'test/v1')
    const reloaded = createDb({ persistence })
    expect(await persistence.hydrated()).toBe(true)
    expect(snapshotDb(reloaded)).toEqual(snapshotDb(first))
    expect(reloaded.persons.findFirst((q) => q.where({ id: PERSONAS.unregistered.id }))?.phoneVerified).toBe(true)
    expect(reloaded.notifications.findMany((q) => q.where({ personId: PERSONAS.bg.id }))).toEqual([])
  })

  it('reports nothing restored on a first run, and forgets a stored copy on request', async () => {
    const storage = memoryStorage()
    const persistence = createPersistence(storage, 'test/v1')
    const db = createDb({ persistence })
    expect(await persistence.hydrated()).toBe(false)
    await seedScenario(db)
    persistence.flushAll()
    expect(storage.keys().length).toBeGreaterThan(0)
    persistence.forget()
    expect(storage.keys()).toEqual([])
  })

  it('fails hydration loudly for a stored copy that no longer fits the schemas', async () => {
    // @msw/data prints the schema issues before throwing; the rejection is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const storage = memoryStorage()
    storage.setItem(
      'test/v1/persons',
      JSON.stringify({ records: [{ id: 'not a number', __metadata__: { primaryKey: 'x', relations: [] } }] }),
    )
    const persistence = createPersistence(storage, 'test/v1')
    createDb({ persistence })
    await expect(persistence.hydrated()).rejects.toThrow()
  })
})
