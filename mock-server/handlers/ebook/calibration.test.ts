/**
 * The calibration view (issue 10, ADR 0009 "Calibration") through the real client functions: one
 * book's elements × saved reports with the apprentice's level against the instructor's, and the same
 * summed over an instructor's books; who reads what (as books/get and books/list), drafts never
 * counted, a protected identity masked, a review seen at once, bad input answered 422 naming the field.
 */
import { describe, expect, it } from 'vitest'
import { getBookCalibration, getInstructorCalibration } from '../../../src/api/ebook/calibration'
import type { BookCalibration, CalibrationElement } from '../../../src/api/ebook/calibration.schemas'
import { reviewReportDetail } from '../../../src/api/ebook/reports'
import { sumCounts } from '../../../src/domain/ebook-calibration'
import { EBOOK_IDS as B, INSTRUCTOR_IDS as I, PERSONAS, REVOKED_TOKEN, personaToken } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

const JOHAN = PERSONAS.instructor.id
const element = (calibration: { elements: CalibrationElement[] }, name: string) =>
  calibration.elements.find((e) => e.name === name)
const columnIds = (calibration: BookCalibration) => calibration.columns.map((c) => c.id)

async function raw(
  method: string,
  path: string,
  body: string | undefined,
  contentType = 'application/json',
  token: string | null = personaToken('instructor'),
) {
  const headers: Record<string, string> = { 'Accept-Language': 'en', 'Content-Type': contentType }
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(`http://localhost/api/m/v1${path}`, { method, headers, body })
  return { status: response.status, body: (await response.json()) as { errors?: Array<{ field: string }> } }
}

describe('GET /books/{id}/calibration', () => {
  it('7012 for Johan: a column per saved report (oldest first), a row per rated element, both levels, the divergences and the counts', async () => {
    api.as('instructor')
    const calibration = await getBookCalibration(I.divergentBook)
    expect(calibration).toMatchObject({
      bookId: I.divergentBook,
      apprentice: { firstName: 'Oliver', lastName: 'Bergström' },
      profession: { id: 101, name: 'Träarbetare' },
    })
    expect(calibration.columns.map((c) => [c.id, c.fromDate, c.toDate])).toEqual([
      [I.otherInstructorsReport, '2026-06-08', '2026-06-12'],
      [I.divergentReport, '2026-09-07', '2026-09-11'],
      [I.unreadReport, '2026-10-26', '2026-10-30'],
    ])
    expect(calibration.elements.map((e) => e.name)).toEqual(['Formbyggnad', 'Stomresning', 'Inredning'])
    // Formbyggnad in 22201: she said 3 where Anders said 2 (over-rated); her 2 on the other part not assessed.
    expect(element(calibration, 'Formbyggnad')?.cells).toEqual([
      {
        columnId: I.otherInstructorsReport,
        rated: 2,
        assessed: 1,
        overRated: 1,
        underRated: 0,
        selfLevel: 2.5,
        instructorLevel: 2,
        divergent: true,
      },
    ])
    // Stomresning in 22202: 3 against Johan's 2, and 2 against his 3: one each way.
    expect(element(calibration, 'Stomresning')?.counts).toEqual({ rated: 2, assessed: 2, overRated: 1, underRated: 1 })
    expect(element(calibration, 'Stomresning')?.cells[0]).toMatchObject({
      selfLevel: 2.5,
      instructorLevel: 2.5,
      divergent: true,
    })
    // Inredning in the unread 22203: rated, not assessed.
    expect(element(calibration, 'Inredning')?.cells[0]).toMatchObject({
      columnId: I.unreadReport,
      rated: 2,
      assessed: 0,
      instructorLevel: null,
      divergent: false,
    })
    expect(calibration.totals).toEqual({ rated: 6, assessed: 3, overRated: 2, underRated: 1 })
    expect(calibration.columns.map((c) => c.counts.overRated + c.counts.underRated)).toEqual([1, 2, 0])
  })

  it('counts saved reports only: the draft is no column, not even for its own apprentice', async () => {
    api.as('instructor')
    expect(columnIds(await getBookCalibration(I.waitingBook))).toEqual(I.waitingReports)
    api.as('apprentice')
    const own = await getBookCalibration(B.active)
    expect(columnIds(own)).not.toContain(B.activeDraftReport)
    expect(own.columns).toHaveLength(8)
    // Her draft's parts are nowhere in the counts: 21 rated parts in the eight saved reports.
    expect(own.totals).toEqual({ rated: 21, assessed: 1, overRated: 1, underRated: 0 })
  })

  it("shows a review at once: Johan's level on a waiting part makes it assessed and divergent", async () => {
    api.as('instructor')
    expect((await getBookCalibration(I.waitingBook)).totals.assessed).toBe(0)
    await reviewReportDetail(I.waitingBook, I.waitingReports[0], I.waitingDetail, { instructorLevel: 3 })
    const after = await getBookCalibration(I.waitingBook)
    expect(after.totals).toEqual({ rated: 5, assessed: 1, overRated: 0, underRated: 1 })
    expect(element(after, 'Formbyggnad')?.cells.find((c) => c.columnId === I.waitingReports[0])).toMatchObject({
      instructorLevel: 3,
      divergent: true,
    })
  })

  it('reads as books/get: the company’s readers yes, others 403, unknown 404, a bad id 422, no session 401, a revoked one 406', async () => {
    for (const key of ['companyAdmin', 'yua', 'bg'] as const) {
      api.as(key)
      expect((await getBookCalibration(I.divergentBook)).totals.rated, key).toBe(6)
    }
    for (const key of ['departmentAdmin', 'passwordUser', 'unregistered', 'apprentice'] as const) {
      api.as(key)
      expect((await failureOf(getBookCalibration(I.divergentBook))).status, key).toBe(403)
    }
    api.as('instructor')
    expect((await failureOf(getBookCalibration(999_999))).status).toBe(404)
    const bad = await failureOf(getBookCalibration(-1))
    expect([bad.status, bad.body?.errors?.map((e) => e.field)]).toEqual([422, ['id']])
    api.token(null)
    expect((await failureOf(getBookCalibration(I.divergentBook))).status).toBe(401)
    api.token(REVOKED_TOKEN)
    expect((await failureOf(getBookCalibration(I.divergentBook))).status).toBe(406)
  })

  it("masks a protected identity for Johan (Sara Holm's 7003) but not for the company's administrator", async () => {
    api.as('instructor')
    expect((await getBookCalibration(B.approvedProtected)).apprentice).toEqual({
      id: PERSONAS.protectedIdentity.id,
      firstName: 'Skyddad identitet',
      lastName: '',
    })
    api.as('companyAdmin')
    expect((await getBookCalibration(B.approvedProtected)).apprentice).toMatchObject({
      firstName: 'Sara',
      lastName: 'Holm',
    })
  })
})

describe('PATCH /books/calibration', () => {
  it("sums Johan's books: one heatmap per profession, a column per apprentice with a rated part, each the sum of that book's view", async () => {
    api.as('instructor')
    const summed = await getInstructorCalibration(JOHAN)
    expect(summed.instructorId).toBe(JOHAN)
    expect(summed.groups.map((g) => g.profession.name)).toEqual(['Ställningsbyggare', 'Träarbetare'])
    const [scaffolding, carpentry] = summed.groups
    expect(scaffolding.columns.map((c) => c.id)).toEqual([B.active, B.paused, B.distanceOrder])
    // Ordered by the name as he sees it: Sara's is masked (no last name), then Bergström, Haddad, Lundqvist. 7006 has no report.
    expect(carpentry.columns.map((c) => [c.id, `${c.apprentice.firstName} ${c.apprentice.lastName}`.trim()])).toEqual([
      [B.approvedProtected, 'Skyddad identitet'],
      [I.divergentBook, 'Oliver Bergström'],
      [I.waitingBook, 'Amir Haddad'],
      [I.readyBook, 'Hanna Lundqvist'],
    ])
    expect(carpentry.columns.find((c) => c.id === I.waitingBook)?.reportCount).toBe(3)
    // Each column is that book's calibration summed; the group's and the answer's totals add up.
    for (const group of summed.groups) {
      for (const column of group.columns)
        expect(column.counts, String(column.id)).toEqual((await getBookCalibration(column.id)).totals)
      expect(group.totals).toEqual(sumCounts(group.columns.map((c) => c.counts)))
      expect(group.totals).toEqual(sumCounts(group.elements.map((e) => e.counts)))
    }
    expect(summed.totals).toEqual(sumCounts(summed.groups.map((g) => g.totals)))
    // Stomresning across the carpentry apprentices: Sara's and Amir's not assessed, Oliver one each way, Hanna in agreement.
    const stomresning = carpentry.elements.find((e) => e.name === 'Stomresning')
    expect(stomresning?.cells.map((c) => [c.columnId, c.overRated, c.underRated, c.assessed, c.rated])).toEqual([
      [B.approvedProtected, 0, 0, 0, 3],
      [I.divergentBook, 1, 1, 2, 2],
      [I.waitingBook, 0, 0, 0, 2],
      [I.readyBook, 0, 0, 3, 3],
    ])
  })

  it('keeps to the books the caller reads: Norr’s administrator sees Norr’s, Lena Malmö’s, Elin her own', async () => {
    const columns = async () =>
      (await getInstructorCalibration(JOHAN)).groups.flatMap((g) => g.columns.map((c) => c.id)).sort()
    api.as('companyAdmin')
    expect(await columns()).toEqual([B.active, B.approvedProtected, I.readyBook, I.divergentBook, I.waitingBook].sort())
    api.as('departmentAdmin')
    expect(await columns()).toEqual([B.paused])
    api.as('apprentice')
    expect(await columns()).toEqual([B.active, B.paused])
    // Norr's administrator sees Sara's name.
    api.as('companyAdmin')
    const carpentry = (await getInstructorCalibration(JOHAN)).groups.find((g) => g.profession.id === 101)
    expect(carpentry?.columns.find((c) => c.id === B.approvedProtected)?.apprentice).toMatchObject({
      firstName: 'Sara',
      lastName: 'Holm',
    })
  })

  it('answers empty groups for a person who supervises nothing the caller reads, or no such person', async () => {
    api.as('instructor')
    expect(await getInstructorCalibration(PERSONAS.apprentice.id)).toEqual({
      instructorId: PERSONAS.apprentice.id,
      groups: [],
      totals: { rated: 0, assessed: 0, overRated: 0, underRated: 0 },
    })
    expect((await getInstructorCalibration(999_999)).groups).toEqual([])
    api.as('unregistered')
    expect((await getInstructorCalibration(JOHAN)).groups).toEqual([])
  })

  it('refuses a bad body with 422 naming instructorId (missing, zero, a text, a fraction), a form post with 415; 401 without a session', async () => {
    for (const body of [
      '{}',
      '{"instructorId":0}',
      '{"instructorId":-3}',
      '{"instructorId":"1002"}',
      '{"instructorId":1.5}',
      '{"instructorId":null}',
    ]) {
      const answer = await raw('PATCH', '/books/calibration', body)
      expect([answer.status, answer.body.errors?.map((e) => e.field)], body).toEqual([422, ['instructorId']])
    }
    expect((await raw('PATCH', '/books/calibration', '[]')).body.errors?.map((e) => e.field)).toEqual(['body'])
    expect(
      (await raw('PATCH', '/books/calibration', 'instructorId=1002', 'application/x-www-form-urlencoded')).status,
    ).toBe(415)
    expect((await raw('PATCH', '/books/calibration', '{"instructorId":1002}', 'application/json', null)).status).toBe(
      401,
    )
  })
})
