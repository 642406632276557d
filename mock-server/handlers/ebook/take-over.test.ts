/**
 * Taking over the assessment of a report naming a former instructor (ADR 0011): 22201 on Oliver's
 * book 7012 names Anders Vikström, who no longer supervises him, so nobody could approve its parts;
 * Johan takes it over, the report records it and names him, and he approves. Who may (the supervising
 * instructor in person), and the refusals.
 */
import { describe, expect, it } from 'vitest'
import { approveBook } from '../../../src/api/ebook/books'
import { getReport, reviewReportDetail, takeOverReport } from '../../../src/api/ebook/reports'
import { db, nextId } from '../../db'
import { EBOOK_IDS as B, INSTRUCTOR_IDS as I, PERSONAS, STAFF } from '../../seed'
import { failureOf, withSimulatedBackend, type Failure } from '../../test-kit'

const api = withSimulatedBackend()
const reason = (failure: Failure) => (failure.body?.data as { reason?: string } | undefined)?.reason
const JOHAN = { id: PERSONAS.instructor.id, firstName: 'Johan', lastName: 'Berg' }
const ANDERS = { id: STAFF.anders.id, firstName: 'Anders', lastName: 'Vikström' }
const reportRecord = (id: number) => db().reports.findFirst((q) => q.where({ id }))

describe('books/{bookId}/reports/{reportId}/take-over', () => {
  it('Johan may not approve 22201 (it names Anders); he takes it over, the report records it and names him, and he approves', async () => {
    api.as('instructor')
    const refused = await failureOf(
      reviewReportDetail(I.divergentBook, I.otherInstructorsReport, I.otherInstructorsDetail + 1, { approve: true }),
    )
    expect(reason(refused)).toBe('notSupervising')

    const report = await takeOverReport(I.divergentBook, I.otherInstructorsReport)
    expect(report.instructorId).toBe(JOHAN.id)
    expect(report.takenOver).toMatchObject({ from: ANDERS, by: JOHAN })
    expect(report.takenOver?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/)

    const approved = await reviewReportDetail(I.divergentBook, I.otherInstructorsReport, I.otherInstructorsDetail + 1, {
      approve: true,
    })
    expect(approved.approvedBy).toEqual(JOHAN)
    // The apprentice's book reads the same report, with the take-over.
    api.as('companyAdmin')
    expect((await getReport(I.divergentBook, I.otherInstructorsReport)).takenOver?.from).toEqual(ANDERS)
  })

  it('a report naming nobody may be taken over too: it then names the instructor who took it', async () => {
    api.as('instructor')
    const report = await takeOverReport(I.waitingBook, I.noInstructorReport)
    expect(report).toMatchObject({ instructorId: JOHAN.id, takenOver: { from: null, by: JOHAN } })
  })

  it('refuses a report naming an active instructor (422 instructorActive on reportId), the caller included, and changes nothing', async () => {
    api.as('instructor')
    const failure = await failureOf(takeOverReport(I.divergentBook, I.unreadReport))
    expect(failure.status).toBe(422)
    expect(reason(failure)).toBe('instructorActive')
    expect(failure.body?.errors?.map((e) => e.field)).toEqual(['reportId'])
    expect(failure.body?.message).toBe(
      'Rapporten anger Johan Berg som handledare, och Johan Berg handleder fortfarande lärlingen: bedömningen kan inte tas över.',
    )
    expect(reportRecord(I.unreadReport)?.takenOver).toBeUndefined()
  })

  it('refuses everyone but a supervising instructor in person (403): company users, the apprentice’s administrator, an administrator imitating Johan', async () => {
    for (const key of ['companyAdmin', 'yua', 'bg', 'apprentice'] as const) {
      api.as(key)
      const failure = await failureOf(takeOverReport(I.divergentBook, I.otherInstructorsReport))
      expect(failure.status, key).toBe(403)
    }
    const sessions = db().sessions
    await sessions.create({
      id: nextId(sessions.all()),
      token: 'token-admin-as-johan-2',
      personId: PERSONAS.imitatingAdmin.id,
      imitatedPersonId: PERSONAS.instructor.id,
      revoked: false,
      createdAt: new Date().toISOString(),
    })
    api.token('token-admin-as-johan-2')
    expect((await failureOf(takeOverReport(I.divergentBook, I.otherInstructorsReport))).status).toBe(403)
    expect(reportRecord(I.otherInstructorsReport)?.instructorId).toBe(ANDERS.id)
  })

  it('answers 404 for an unknown report, a draft (the apprentice’s) and an unknown book; 401 without a session', async () => {
    api.as('instructor')
    expect((await failureOf(takeOverReport(I.divergentBook, 999_999))).status).toBe(404)
    expect((await failureOf(takeOverReport(999_999, I.otherInstructorsReport))).status).toBe(404)
    expect((await failureOf(takeOverReport(B.active, B.activeDraftReport))).status).toBe(404)
    api.token(null)
    expect((await failureOf(takeOverReport(I.divergentBook, I.otherInstructorsReport))).status).toBe(401)
  })

  it('refuses once the book is approved: it is read-only (422 approved)', async () => {
    api.as('instructor')
    await approveBook(I.readyBook)
    const named = db().reports.findFirst((q) => q.where({ bookId: I.readyBook, state: 'saved' }))
    await db().reports.update((q) => q.where({ id: named?.id ?? -1 }), {
      data(draft) {
        draft.instructorId = ANDERS.id
      },
    })
    expect(reason(await failureOf(takeOverReport(I.readyBook, named?.id ?? -1)))).toBe('approved')
  })
})
