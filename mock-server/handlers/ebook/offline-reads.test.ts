import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NO_FAULTS, setFaults } from '../../faults'
import { EBOOK_IDS, PERSONAS } from '../../seed'
import { withSimulatedBackend } from '../../test-kit'
import { errorStatus } from '../../../src/api/client'
import * as v from 'valibot'
import {
  copiedAt,
  forgetOfflineCopies,
  keepOfflineCopies,
  oldestCopy,
  readableOffline,
} from '../../../src/api/ebook/offline-copies'
import { readBook, readReport, readReports } from '../../../src/api/ebook/offline-reads'

/**
 * Issue 17 "readable offline" (src/api/ebook/offline-reads.ts): the real reads against the simulated backend, whose fault switch drops
 * the connection as a building site does. Copies are for real-API builds: turned on here.
 */
const api = withSimulatedBackend()
const ELIN = PERSONAS.apprentice.id
const BOOK = EBOOK_IDS.active
const FIRST_PAGE = { startAt: 0, pageSize: 100 }
const offline = () => setFaults({ ...NO_FAULTS, mode: 'network' })
/** A kept copy is written without being waited for; the next read of IndexedDB comes after it. */
const settle = () => new Promise((done) => setTimeout(done, 100))

beforeEach(() => {
  keepOfflineCopies(true)
  api.as('apprentice')
})
afterEach(async () => {
  setFaults(NO_FAULTS)
  await forgetOfflineCopies()
  keepOfflineCopies(false)
})

describe('the last opened book stays readable offline', () => {
  it('answers the book, its first reports and a report read before from the device, with the time they were fetched', async () => {
    const before = Date.now()
    const book = await readBook(BOOK, ELIN)
    const reports = await readReports(BOOK, FIRST_PAGE, ELIN)
    const report = await readReport(BOOK, EBOOK_IDS.savedReport, ELIN)
    expect(copiedAt(book)).toBeNull()
    await settle()

    offline()
    const copy = await readBook(BOOK, ELIN)
    expect(copy).toEqual(book)
    expect(copy.elements.length).toBeGreaterThan(0)
    expect(copiedAt(copy)?.getTime()).toBeGreaterThanOrEqual(before)
    expect(copiedAt(copy)?.getTime()).toBeLessThanOrEqual(Date.now())
    const reportsCopy = await readReports(BOOK, FIRST_PAGE, ELIN)
    expect(reportsCopy.rows).toEqual(reports.rows)
    expect(await readReport(BOOK, EBOOK_IDS.savedReport, ELIN)).toEqual(report)
    expect(oldestCopy(copy, reportsCopy, null)).toEqual(copiedAt(copy))
    // What was never read is not there: the call fails as it did.
    await expect(readReport(BOOK, EBOOK_IDS.commentedReport, ELIN)).rejects.toThrow(/network/i)
    await expect(readReports(BOOK, { startAt: 100, pageSize: 100 }, ELIN)).rejects.toThrow(/network/i)
  })

  it("keeps only the last opened book, only for its reader, and never replaces the server's refusal", async () => {
    await readBook(BOOK, ELIN)
    await settle()
    await readBook(EBOOK_IDS.paused, ELIN)
    await settle()
    offline()
    await expect(readBook(BOOK, ELIN)).rejects.toThrow(/network/i)
    expect(copiedAt(await readBook(EBOOK_IDS.paused, ELIN))).not.toBeNull()
    // Another user on the device gets no copy of Elin's book.
    await expect(readBook(EBOOK_IDS.paused, PERSONAS.instructor.id)).rejects.toThrow(/network/i)

    setFaults(NO_FAULTS)
    // A book Elin may not read (Sara's): the 403 stands, whatever the device has.
    const refused = await readBook(EBOOK_IDS.approvedProtected, ELIN).catch((error: unknown) => error)
    expect(errorStatus(refused)).toBe(403)
  })

  it('logging out forgets the copies; a mock build (copies off) keeps none', async () => {
    await readBook(BOOK, ELIN)
    await settle()
    await forgetOfflineCopies()
    offline()
    await expect(readBook(BOOK, ELIN)).rejects.toThrow(/network/i)

    setFaults(NO_FAULTS)
    keepOfflineCopies(false)
    await readBook(BOOK, ELIN)
    await settle()
    keepOfflineCopies(true)
    offline()
    await expect(readBook(BOOK, ELIN)).rejects.toThrow(/network/i)
  })

  it('keeps the 40 reports read last, and the book and its list whatever is read after them', async () => {
    await readBook(BOOK, ELIN)
    await readReports(BOOK, FIRST_PAGE, ELIN)
    await settle()
    const Read = v.object({ id: v.number() })
    for (let id = 1; id <= 41; id++)
      await readableOffline({ owner: ELIN, bookId: BOOK, key: `report:${id}` }, Read, async () => ({ id }))
    await settle()
    const noAnswer = () => readBook(-1, null)
    offline()
    const lost = await noAnswer().catch((error: unknown) => error)
    const fromDevice = (id: number) =>
      readableOffline({ owner: ELIN, bookId: BOOK, key: `report:${id}` }, Read, () => Promise.reject(lost))
    await expect(fromDevice(1)).rejects.toBe(lost)
    expect(await fromDevice(2)).toEqual({ id: 2 })
    expect(await fromDevice(41)).toEqual({ id: 41 })
    expect(copiedAt(await readBook(BOOK, ELIN))).not.toBeNull()
    expect(copiedAt(await readReports(BOOK, FIRST_PAGE, ELIN))).not.toBeNull()
  })

  it('without a reader the reads go to the API only', async () => {
    await readBook(BOOK, null)
    await settle()
    offline()
    await expect(readBook(BOOK, ELIN)).rejects.toThrow(/network/i)
  })
})
