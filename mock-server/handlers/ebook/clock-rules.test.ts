/**
 * The e-book's rules on the scenario clock (ADR 0011): inactive 12 months (6 for a machine
 * profession) after the education's start without finished basic education, the warning four weeks
 * before on books/get and books/list, the region's extension; the book's five years from its issue;
 * level 4 by the assessed level; a report's own date.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { getBook, listBooks, updateBook } from '../../../src/api/ebook/books'
import { createReport, createReportDetail, updateReport } from '../../../src/api/ebook/reports'
import { getPerson } from '../../../src/api/shell/persons'
import { setClock } from '../../clock'
import { db } from '../../db'
import { EBOOK_IDS as B, PERSONAS, PROFESSION_SCAFFOLDING } from '../../seed'
import { failureOf, withSimulatedBackend, type Failure } from '../../test-kit'
import { addDays } from './-ebook-support'

const api = withSimulatedBackend()
const reason = (failure: Failure) => (failure.body?.data as { reason?: string } | undefined)?.reason

afterEach(() => setClock(null))

/** 7001 (Elin, scaffolding, from 2025-08-18) without her basic education certificate. */
async function withoutCertificate() {
  await db().educations.update(
    (q) => q.where({ personId: PERSONAS.apprentice.id, professionId: PROFESSION_SCAFFOLDING }),
    {
      data(draft) {
        draft.basicEducationCertificate = false
      },
    },
  )
}

async function machineProfession() {
  await db().professions.update((q) => q.where({ id: PROFESSION_SCAFFOLDING }), {
    data(draft) {
      draft.isMachineProfession = true
    },
  })
}

describe('inactive without finished basic education (12 months, 6 for machine operators)', () => {
  it('warns from four weeks before, on the book and its list row, then closes reporting on the day', async () => {
    await withoutCertificate()
    api.as('apprentice')
    setClock('2026-07-20T09:00:00Z')
    expect((await getBook(B.active)).closingSoon).toBeUndefined()
    setClock('2026-08-05T09:00:00Z')
    const warned = await getBook(B.active)
    expect(warned).toMatchObject({ displayState: 'active', closingSoon: { kind: 'inactive', on: '2026-08-18' } })
    expect(
      (await listBooks({ personId: PERSONAS.apprentice.id })).find((row) => row.id === B.active)?.closingSoon,
    ).toEqual({ kind: 'inactive', on: '2026-08-18' })
    // The person call's books carry it too: the start page warns.
    const own = (await getPerson(PERSONAS.apprentice.id)).books.find((book) => book.id === B.active)
    expect(own).toMatchObject({ displayState: 'active', closingSoon: { kind: 'inactive', on: '2026-08-18' } })
    setClock('2026-08-18T09:00:00Z')
    const closed = await getBook(B.active)
    expect(closed).toMatchObject({ displayState: 'inactive', closedReason: 'inactive', viewer: { mayReport: false } })
    expect(closed.closingSoon).toBeUndefined()
    const refused = await failureOf(createReport({ bookId: B.active, fromDate: '2026-08-17', toDate: '2026-08-17' }))
    expect(refused.status).toBe(422)
    expect(reason(refused)).toBe('inactive')
  })

  it('counts 6 months for a machine profession', async () => {
    await withoutCertificate()
    await machineProfession()
    api.as('apprentice')
    setClock('2026-02-10T09:00:00Z')
    expect((await getBook(B.active)).closingSoon).toEqual({ kind: 'inactive', on: '2026-02-18' })
    setClock('2026-02-18T09:00:00Z')
    expect((await getBook(B.active)).displayState).toBe('inactive')
  })

  it('never applies once the certificate is there (the scenario: Elin has it)', async () => {
    api.as('apprentice')
    setClock('2026-09-01T09:00:00Z')
    const book = await getBook(B.active)
    expect(book.displayState).toBe('active')
    expect(book.closingSoon).toBeUndefined()
  })

  it('the region extends it (inactive → extended) and reporting opens again, without a warning', async () => {
    await withoutCertificate()
    setClock('2026-11-16T09:00:00Z')
    api.as('imitatingAdmin')
    const extended = await updateBook(B.active, { status: 'extended' })
    expect(extended).toMatchObject({ displayState: 'extended', closedReason: null })
    expect(extended.closingSoon).toBeUndefined()
    api.as('apprentice')
    expect((await createReport({ bookId: B.active, fromDate: '2026-11-16', toDate: '2026-11-16' })).state).toBe('draft')
  })
})

describe('the book’s five years from its issue', () => {
  it('warns four weeks before the last day, then closes reporting for good (expired), extension or not', async () => {
    api.as('apprentice')
    const issued = (await getBook(B.active)).createdAt.slice(0, 10)
    expect(issued).toBe('2025-08-20')
    setClock('2030-08-01T09:00:00Z')
    expect((await getBook(B.active)).closingSoon).toEqual({ kind: 'expires', on: '2030-08-21' })
    setClock('2030-08-21T09:00:00Z')
    expect(await getBook(B.active)).toMatchObject({ displayState: 'inactive', closedReason: 'expired' })
    const refused = await failureOf(createReport({ bookId: B.active, fromDate: '2030-08-20', toDate: '2030-08-20' }))
    expect(reason(refused)).toBe('expired')
    expect(refused.body?.message).toBe('E-bokens fem år har gått ut. Rapporteringen är avslutad.')
    api.as('imitatingAdmin')
    await updateBook(B.active, { status: 'inactive' })
    expect((await updateBook(B.active, { status: 'extended' })).closedReason).toBe('expired')
  })
})

describe('level 4 closes an element by the assessed level', () => {
  it('the apprentice’s own 4 on every part does not close it while the instructor assessed a part lower', async () => {
    // Rullställning (closed in the scenario): the instructor's level on its first part set to 3.
    await db().bookPartProgress.update((q) => q.where({ bookId: B.active, partId: B.closedPart }), {
      data(draft) {
        draft.instructorLevel = 3
      },
    })
    api.as('apprentice')
    const draft = await createReport({
      bookId: B.active,
      fromDate: addDays('2026-11-16', -30),
      toDate: addDays('2026-11-16', -30),
    })
    expect((await createReportDetail(B.active, draft.id, { partId: B.closedPart, level: 4 })).partId).toBe(B.closedPart)
  })
})

describe('a report’s own date (reports/update)', () => {
  it('refuses a date in the future and one before the period’s last day (422 on date), stores nothing', async () => {
    api.as('apprentice')
    const future = await failureOf(updateReport(B.active, B.activeDraftReport, { date: '2099-12-31' }))
    expect(future.status).toBe(422)
    expect(future.body?.errors?.map((e) => e.field)).toEqual(['date'])
    expect(reason(future)).toBe('inFuture')
    const early = await failureOf(updateReport(B.active, B.activeDraftReport, { date: '2026-11-12' }))
    expect(reason(early)).toBe('beforePeriodEnd')
    expect(db().reports.findFirst((q) => q.where({ id: B.activeDraftReport }))?.date).toBe('2026-11-13')
    expect((await updateReport(B.active, B.activeDraftReport, { date: '2026-11-14' })).date).toBe('2026-11-14')
  })
})
