/**
 * §4 "Pauses and exemption requests go to the nearest region": a new pause is e-mailed to the region
 * of the book's company, and the answer names it (`sentToRegion`) so the page can say where it went.
 * A refused pause sends nothing; a change does not send again; a region without an address is sent
 * nothing and the pause claims no sending.
 */
import { describe, expect, it } from 'vitest'
import { createBookPause, listBookPauses, updateBookPause } from '../../../src/api/ebook/books'
import { isoDay } from '../../../src/domain/dates'
import { db } from '../../db'
import { ACTIVE_BOOK_PAUSE, EBOOK_IDS as B } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'
import { addDays } from './-ebook-support'

const api = withSimulatedBackend()

const today = () => isoDay(new Date())
const outbox = () => db().outbox.all()
function regionOf(bookId: number) {
  const d = db()
  const book = d.books.findFirst((q) => q.where({ id: bookId }))
  const company = d.companies.findFirst((q) => q.where({ id: book?.companyId ?? -1 }))
  const region = d.regions.findFirst((q) => q.where({ id: company?.regionId ?? -1 }))
  if (!region) throw new Error(`no region for book ${bookId}`)
  return region
}

describe('a new pause goes to the region of the book’s company', () => {
  it('e-mails the region the period and the reason, and answers and lists the pause with the region', async () => {
    api.as('companyAdmin')
    const region = regionOf(B.active)
    const before = outbox().length
    const fromDate = addDays(today(), 30)
    const pause = await createBookPause({
      bookId: B.active,
      fromDate,
      toDate: addDays(fromDate, 9),
      reason: 'Föräldraledighet',
    })
    expect(pause.sentToRegion).toMatchObject({ regionId: region.id, regionName: region.name })
    const sent = outbox().slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: region.email, kind: 'email' })
    expect(sent[0]?.text).toContain(String(B.active))
    expect(sent[0]?.text).toContain(fromDate)
    expect(sent[0]?.text).toContain('Föräldraledighet')
    expect(pause.sentToRegion?.sentAt).toBe(sent[0]?.sentAt)
    const listed = (await listBookPauses(B.active)).find((p) => p.id === pause.id)
    expect(listed?.sentToRegion?.regionName).toBe(region.name)
  })

  it('sends nothing for a refused pause (another department 403, an overlap 422) nor for a change', async () => {
    const before = outbox().length
    api.as('departmentAdmin')
    const fromDate = addDays(today(), 40)
    expect(
      (await failureOf(createBookPause({ bookId: B.active, fromDate, toDate: addDays(fromDate, 2), reason: 'x' })))
        .status,
    ).toBe(403)
    api.as('companyAdmin')
    expect(
      (
        await failureOf(
          createBookPause({
            bookId: B.active,
            fromDate: ACTIVE_BOOK_PAUSE.toDate,
            toDate: addDays(ACTIVE_BOOK_PAUSE.toDate, 3),
            reason: 'x',
          }),
        )
      ).status,
    ).toBe(422)
    const existing = (await listBookPauses(B.active))[0]
    if (!existing) throw new Error('the active book has a pause in the scenario')
    await updateBookPause(existing.id, { reason: 'Ändrad anledning' })
    expect(outbox().length).toBe(before)
  })

  it('claims no sending when the region has no e-mail address', async () => {
    const region = regionOf(B.active)
    await db().regions.update((q) => q.where({ id: region.id }), {
      data(draft) {
        draft.email = ''
      },
    })
    api.as('companyAdmin')
    const before = outbox().length
    const fromDate = addDays(today(), 60)
    const pause = await createBookPause({ bookId: B.active, fromDate, toDate: addDays(fromDate, 1), reason: 'Studier' })
    expect(pause.id).toBeGreaterThan(0)
    expect(pause.sentToRegion).toBeUndefined()
    expect(outbox().length).toBe(before)
  })
})
