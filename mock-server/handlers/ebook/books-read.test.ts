/**
 * Reading the e-book (§4 E-book, §6): who may open which book, the display state of each seeded
 * book, the assembled catalogue with achieved levels from saved reports only, reports and their
 * details (drafts only for the apprentice), pauses, and a protected identity's name.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getBook, listBookPauses, listBooks } from '../../../src/api/ebook/books'
import {
  createReport,
  getReport,
  getReportDetail,
  listReportDetails,
  listReports,
} from '../../../src/api/ebook/reports'
import { setClock } from '../../clock'
import { resetScenario } from '../../scenario'
import { EBOOK_IDS as B, INSTRUCTOR_IDS as I, PERSONAS, REVOKED_TOKEN, SCENARIO_BASE_DATE } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

const partOf = (book: Awaited<ReturnType<typeof getBook>>, partId: number) =>
  book.elements.flatMap((e) => e.parts).find((p) => p.id === partId)

describe('books/get/{id}: who may open a book', () => {
  it('answers 401 without a session and 406 for a revoked one', async () => {
    expect((await failureOf(getBook(B.active))).status).toBe(401)
    api.token(REVOKED_TOKEN)
    expect((await failureOf(getBook(B.active))).status).toBe(406)
  })

  it('lets the apprentice, her active instructor and the company users of §6 read it', async () => {
    for (const key of ['apprentice', 'instructor', 'companyAdmin', 'yua', 'bg'] as const) {
      api.as(key)
      expect((await getBook(B.active)).id, key).toBe(B.active)
    }
  })

  it('refuses people with no part in the book (403) and answers 404 for an unknown one', async () => {
    for (const key of ['unregistered', 'minor', 'passwordUser', 'departmentAdmin'] as const) {
      api.as(key)
      expect((await failureOf(getBook(B.active))).status, key).toBe(403)
    }
    api.as('apprentice')
    expect((await failureOf(getBook(999_999))).status).toBe(404)
    expect((await failureOf(getBook(B.distanceOrder))).status).toBe(403)
  })

  it("scopes a department administrator to her department: Malmö's Lena reads Elin's Malmö book, not Tomasz's in Lund", async () => {
    api.as('departmentAdmin')
    const malmo = await getBook(B.paused)
    expect(malmo.viewer).toEqual({ mayReport: false, mayManagePauses: true, mayReview: false, mayApprove: false })
    expect((await failureOf(getBook(B.distanceOrder))).status).toBe(403)
  })

  it('says what the reader may do: the apprentice reports, administrators and YUA manage pauses, the instructor reviews, BG only reads', async () => {
    const viewer = async (key: Parameters<typeof api.as>[0]) => {
      api.as(key)
      return (await getBook(B.active)).viewer
    }
    const none = { mayReport: false, mayManagePauses: false, mayReview: false, mayApprove: false }
    expect(await viewer('apprentice')).toEqual({ ...none, mayReport: true })
    // 7001 is far from complete: the instructor reviews, but may not approve the book yet.
    expect(await viewer('instructor')).toEqual({ ...none, mayReview: true })
    expect(await viewer('companyAdmin')).toEqual({ ...none, mayManagePauses: true })
    expect(await viewer('yua')).toEqual({ ...none, mayManagePauses: true })
    expect(await viewer('bg')).toEqual(none)
  })
})

describe('books/get/{id}: the seeded books', () => {
  it('7001 is active and assembled from the catalogue, saved reports and the instructor’s approvals', async () => {
    api.as('apprentice')
    const book = await getBook(B.active)
    expect(book).toMatchObject({
      displayState: 'active',
      closedReason: null,
      status: 'active',
      professionId: 848,
      professionName: 'Ställningsbyggare',
      companyName: 'Byggbolaget i Norr AB',
      apprentice: { id: PERSONAS.apprentice.id, firstName: 'Elin', lastName: 'Andersson' },
      employmentDate: '2025-09-01',
      validUntil: null,
      approval: null,
    })
    expect(book.permittedPeriod.fromDate).toBe('2025-08-18')
    expect(book.instructors.map((i) => i.firstName)).toEqual(['Johan'])
    expect(book.workplaces.map((w) => w.id)).toEqual([101, 102, 103])
    expect(book.elements.map((e) => e.name)).toEqual([
      'Fasadställning',
      'Rullställning',
      'Väderskydd',
      'Konsolställning',
      'Arbetsmiljö och dokumentation',
    ])
    // Rullställning: level 4 on every part, approved by Johan.
    const closed = book.elements.find((e) => e.id === B.closedElement)
    expect(closed?.parts.map((p) => p.achievedLevel)).toEqual([4, 4, 4])
    expect(closed?.parts.every((p) => p.approvedBy?.lastName === 'Berg')).toBe(true)
    // The draft rates Förankra mot fasad 3; only the saved 2 counts.
    expect(partOf(book, B.draftPart)?.achievedLevel).toBe(2)
    expect(partOf(book, B.openPart)?.achievedLevel).toBeNull()
    expect(book.theory.map((t) => t.approvedAt !== null)).toEqual([true, true, false, false])
  })

  it('7002 is paused today, 7004 not yet active (distance order), 7006 not yet active (not started)', async () => {
    api.as('apprentice')
    expect(await getBook(B.paused)).toMatchObject({
      displayState: 'paused',
      closedReason: 'paused',
      viewer: { mayReport: false },
    })
    expect(await getBook(B.notYetActive)).toMatchObject({
      displayState: 'notYetActive',
      closedReason: 'notStarted',
      viewer: { mayReport: false },
    })
    api.as('passwordUser')
    expect(await getBook(B.distanceOrder)).toMatchObject({
      displayState: 'notYetActive',
      closedReason: 'distanceOrder',
      viewer: { mayReport: false },
    })
  })

  it('7005 is approved by Johan Berg, valid five years from approval, every part at level 4', async () => {
    api.as('apprentice')
    const book = await getBook(B.approved)
    expect(book).toMatchObject({ displayState: 'approved', closedReason: 'approved', validUntil: '2030-06-30' })
    expect(book.approval).toEqual({
      approvedBy: { id: PERSONAS.instructor.id, firstName: 'Johan', lastName: 'Berg' },
      approvedAt: '2025-06-30T14:05:00.000Z',
    })
    expect(book.elements.flatMap((e) => e.parts).every((p) => p.achievedLevel === 4 && p.approvedAt !== null)).toBe(
      true,
    )
    expect(book.theory.every((t) => t.approvedAt !== null)).toBe(true)
  })
})

describe('the states hold whatever the date', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const states = async () => {
    api.as('apprentice')
    const ids = [B.active, B.paused, B.notYetActive, B.approved] as const
    return Object.fromEntries(await Promise.all(ids.map(async (id) => [id, (await getBook(id)).displayState] as const)))
  }
  const expected = {
    [B.active]: 'active',
    [B.paused]: 'paused',
    [B.notYetActive]: 'notYetActive',
    [B.approved]: 'approved',
  }

  it('with the clock pinned to the scenario base date after a reset', async () => {
    setClock(SCENARIO_BASE_DATE)
    expect(await states()).toEqual(expected)
  })

  it('when the scenario is reset years from now', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-14T10:00:00Z') })
    await resetScenario()
    expect(await states()).toEqual(expected)
    // The permitted period still reaches today: yesterday can be reported.
    expect((await createReport({ bookId: B.active, fromDate: '2031-05-13', toDate: '2031-05-13' })).state).toBe('draft')
    api.as('passwordUser')
    expect((await getBook(B.distanceOrder)).displayState).toBe('notYetActive')
  })
})

describe('protected identity (§6)', () => {
  it("masks Sara Holm's name for her instructor, shows it to the company's administrator and to herself", async () => {
    api.as('instructor')
    expect((await getBook(B.approvedProtected)).apprentice).toEqual({
      id: PERSONAS.protectedIdentity.id,
      firstName: 'Skyddad identitet',
      lastName: '',
    })
    api.locale('en')
    expect((await getBook(B.approvedProtected)).apprentice.firstName).toBe('Protected identity')
    api.as('companyAdmin')
    expect((await getBook(B.approvedProtected)).apprentice.firstName).toBe('Sara')
    api.as('protectedIdentity')
    expect((await getBook(B.approvedProtected)).apprentice.lastName).toBe('Holm')
  })

  it('keeps the masked name out of the book list and its search', async () => {
    api.as('instructor')
    const rows = await listBooks()
    expect(rows.find((r) => r.id === B.approvedProtected)?.apprentice.firstName).toBe('Skyddad identitet')
    expect(await listBooks({ search: 'Holm' })).toEqual([])
    api.as('companyAdmin')
    expect((await listBooks({ search: 'holm' })).map((r) => r.id)).toEqual([B.approvedProtected])
  })
})

describe('books/list', () => {
  it("lists the apprentice's own books newest first, with their display states", async () => {
    api.as('apprentice')
    const rows = await listBooks()
    expect(rows.map((r) => [r.id, r.displayState])).toEqual([
      [B.notYetActive, 'notYetActive'],
      [B.paused, 'paused'],
      [B.active, 'active'],
      [B.approved, 'approved'],
    ])
  })

  it('lists what the caller may read, narrowed by person or search', async () => {
    api.as('departmentAdmin')
    expect((await listBooks()).map((r) => r.id)).toEqual([B.paused])
    api.as('instructor')
    expect((await listBooks({ personId: PERSONAS.passwordUser.id })).map((r) => r.id)).toEqual([B.distanceOrder])
    expect((await listBooks({ search: 'träarbetare' })).map((r) => r.id).sort()).toEqual([
      B.approvedProtected,
      B.notYetActive,
      I.readyBook,
      I.divergentBook,
      I.waitingBook,
    ])
  })
})

describe('reports/list and reports/get', () => {
  it("pages the 300 reports of 7005 in the 'many-reports' variant, newest period first, with the total", async () => {
    await resetScenario('many-reports')
    api.as('apprentice')
    const first = await listReports(B.approved, { startAt: 0, pageSize: 50 })
    expect(first.total).toBe(B.approvedReportCountMany)
    expect(first.rows).toHaveLength(50)
    const second = await listReports(B.approved, { startAt: 50, pageSize: 50 })
    const periods = [...first.rows, ...second.rows].map((r) => r.fromDate)
    expect(periods).toEqual([...periods].sort().reverse())
    expect(new Set(periods).size).toBe(100)
    expect(first.rows[0]).toMatchObject({ state: 'saved', detailCount: 2 })
  })

  it('shows the draft to the apprentice only: the instructor sees saved reports, and the draft is 404 to him', async () => {
    api.as('apprentice')
    const mine = await listReports(B.active)
    expect(mine.rows[0]).toMatchObject({ id: B.activeDraftReport, state: 'draft', detailCount: 2 })
    expect(mine.total).toBe(9)
    api.as('instructor')
    const his = await listReports(B.active)
    expect(his.total).toBe(8)
    expect(his.rows.every((r) => r.state === 'saved')).toBe(true)
    expect((await failureOf(getReport(B.active, B.activeDraftReport))).status).toBe(404)
    expect((await getReport(B.active, B.savedReport)).state).toBe('saved')
  })

  it('answers a report with its details, 404 under another book, 403 to a stranger', async () => {
    api.as('apprentice')
    const report = await getReport(B.active, B.commentedReport)
    expect(report.details.map((d) => [d.level, d.instructorLevel])).toEqual([
      [2, 1],
      [1, null],
    ])
    expect((await failureOf(getReport(B.paused, B.commentedReport))).status).toBe(404)
    expect((await failureOf(getReport(B.active, 1))).status).toBe(404)
    api.as('unregistered')
    expect((await failureOf(getReport(B.active, B.commentedReport))).status).toBe(403)
    expect((await failureOf(listReports(B.active))).status).toBe(403)
  })

  it('lists and gets report details', async () => {
    api.as('yua')
    const details = await listReportDetails(B.active, B.commentedReport)
    expect(details).toHaveLength(2)
    expect(await getReportDetail(B.active, B.commentedReport, details[0].id)).toEqual(details[0])
    expect((await failureOf(getReportDetail(B.active, B.savedReport, details[0].id))).status).toBe(404)
    expect((await failureOf(listReportDetails(B.active, B.activeDraftReport))).status).toBe(404)
    api.as('apprentice')
    expect(await listReportDetails(B.active, B.activeDraftReport)).toHaveLength(2)
  })
})

describe('book-pauses/list', () => {
  it("answers the book's pauses in date order to its readers", async () => {
    api.as('departmentAdmin')
    const pauses = await listBookPauses(B.paused)
    expect(pauses.map((p) => p.reason)).toEqual(['Tjänstledighet', 'Föräldraledighet'])
    api.as('apprentice')
    expect((await listBookPauses(B.active)).map((p) => p.id)).toEqual([B.activeBookPause])
    api.as('unregistered')
    expect((await failureOf(listBookPauses(B.active))).status).toBe(403)
  })
})
