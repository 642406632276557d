/**
 * The instructor's review (issue 10, ADR 0009): `report-details/{id}/update` with the instructor's
 * fields on a saved report (adjust the level, comment, approve), its refusals by `data.reason`, and
 * the supervising instructor's opening of a report marking it read.
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import type { ReportDetail } from '../../../src/api/ebook/ebook.schemas'
import { errorBody, errorStatus } from '../../../src/api/client'
import { getReport, reviewReportDetail, takeOverReport, updateReportDetail } from '../../../src/api/ebook/reports'
import { assessmentDiffers } from '../../../src/domain/ebook-review'
import { isoDate } from '../support/bodies'
import {
  FORBIDDEN_BODY,
  JOHAN_BODY,
  detailBody,
  ebookRefusal,
  personNameBody,
  reportFieldsBody,
  statePath,
  withJson,
} from '../support/ebook'
import { JSON_ANSWER, bearer, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'

const { eachLike } = MatchersV3
const pact = newPact()

const INSTRUCTOR = personaToken('instructor')
const APPRENTICE = personaToken('apprentice')
const YUA = personaToken('yua')

/** Amir's book 7013: Johan's unread report 22301 and its first rated part (level 2, not reviewed). */
const WAITING = { bookId: 7013, reportId: 22301, detailId: 2230101 }
const WAITING_DETAIL: ReportDetail = {
  id: WAITING.detailId,
  reportId: WAITING.reportId,
  elementId: 10101,
  partId: 1010101,
  level: 2,
  comment: '',
  instructorLevel: null,
  instructorComment: null,
  approvedAt: null,
  approvedBy: null,
}
/** Oliver's book 7012: a report naming Anders Vikström; one of Johan's parts approved. */
const OTHERS = { bookId: 7012, reportId: 22201, detailId: 2220101 }
const APPROVED = { bookId: 7012, reportId: 22202, detailId: 2220202 }
/** Sara Holm's approved book 7003. */
const CLOSED = { bookId: 7003, reportId: 21201, detailId: 2120101 }
/** Elin's saved report 21009 in 7001 and its first rated part. */
const HERS = { bookId: 7001, reportId: 21009, detailId: 2100901 }

const updatePath = (ids: { bookId: number; reportId: number; detailId: number }) =>
  statePath('/books/{bookId}/reports/{reportId}/report-details/{detailId}/update', ids)

const FORM_INVALID = 'Formuläret är inte korrekt ifyllt.'

describe('report-details/{id}/update: the instructor’s side', () => {
  it('the supervising instructor adjusts the level of a rated part and comments on it', async () => {
    const review = { instructorLevel: 3, instructorComment: 'Du klarar mer än du tror.' }
    pact
      .given('the instructor has saved reports waiting for review')
      .uponReceiving('an adjusted level and a comment on a rated part by its supervising instructor')
      .withRequest({ method: 'PATCH', path: updatePath(WAITING), ...withJson(INSTRUCTOR, review) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: detailBody({ ...WAITING_DETAIL, ...review }, ['level', 'instructorLevel', 'instructorComment']),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const detail = await reviewReportDetail(WAITING.bookId, WAITING.reportId, WAITING.detailId, review)
      expect(detail).toMatchObject({ ...review, approvedAt: null })
      // §8: the portal warns of the difference in assessment.
      expect(assessmentDiffers(detail)).toBe(true)
    })
  })

  it('the supervising instructor approves a rated part: who and when are recorded', async () => {
    pact
      .given('the instructor has saved reports waiting for review')
      .uponReceiving('an approval of a rated part by its supervising instructor')
      .withRequest({ method: 'PATCH', path: updatePath(WAITING), ...withJson(INSTRUCTOR, { approve: true }) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          ...detailBody({ ...WAITING_DETAIL, instructorLevel: 2 }, ['level', 'instructorLevel']),
          approvedAt: isoDate('2026-11-16T09:00:00.000Z'),
          approvedBy: JOHAN_BODY,
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const detail = await reviewReportDetail(WAITING.bookId, WAITING.reportId, WAITING.detailId, { approve: true })
      expect(detail).toMatchObject({ instructorLevel: 2, approvedBy: { firstName: 'Johan', lastName: 'Berg' } })
      expect(detail.approvedAt).not.toBeNull()
    })
  })

  it('a report that names another instructor: its parts are not his to approve (422 notSupervising, §5)', async () => {
    const text = 'Du kan inte godkänna delmomentet: rapporten anger Anders Vikström som handledare.'
    pact
      .given('a report names another instructor than the instructor')
      .uponReceiving('an approval of a rated part of a report that names another instructor')
      .withRequest({ method: 'PATCH', path: updatePath(OTHERS), ...withJson(INSTRUCTOR, { approve: true }) })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: ebookRefusal('approve', 'notSupervising', text) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const error = await rejectionOf(() =>
        reviewReportDetail(OTHERS.bookId, OTHERS.reportId, OTHERS.detailId, { approve: true }),
      )
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'notSupervising' })
    })
  })

  it('an approved part is final (422 detailApproved)', async () => {
    const text = 'Delmomentet är redan godkänt i den här rapporten.'
    pact
      .given('the instructor approved a rated part')
      .uponReceiving('a change to a rated part the instructor has approved')
      .withRequest({ method: 'PATCH', path: updatePath(APPROVED), ...withJson(INSTRUCTOR, { instructorLevel: 2 }) })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: ebookRefusal('id', 'detailApproved', text) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const error = await rejectionOf(() =>
        reviewReportDetail(APPROVED.bookId, APPROVED.reportId, APPROVED.detailId, { instructorLevel: 2 }),
      )
      expect(errorBody(error)?.data).toMatchObject({ reason: 'detailApproved' })
    })
  })

  it('an approved e-book is read-only (422 approved)', async () => {
    const text = 'E-boken är godkänd och kan inte längre ändras.'
    pact
      .given('the instructor supervises an approved e-book')
      .uponReceiving('a comment on a rated part of an approved e-book')
      .withRequest({
        method: 'PATCH',
        path: updatePath(CLOSED),
        ...withJson(INSTRUCTOR, { instructorComment: 'I efterhand' }),
      })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: ebookRefusal('bookId', 'approved', text) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const error = await rejectionOf(() =>
        reviewReportDetail(CLOSED.bookId, CLOSED.reportId, CLOSED.detailId, { instructorComment: 'I efterhand' }),
      )
      expect(errorBody(error)?.data).toMatchObject({ reason: 'approved' })
    })
  })

  it('the apprentice’s level is not the instructor’s to change (422 notYourField on level)', async () => {
    pact
      .given('the instructor has saved reports waiting for review')
      .uponReceiving('the apprentice’s level sent by the instructor')
      .withRequest({ method: 'PATCH', path: updatePath(WAITING), ...withJson(INSTRUCTOR, { level: 4 }) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal('level', 'notYourField', 'Fältet level får du inte ändra.', FORM_INVALID),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const error = await rejectionOf(() =>
        updateReportDetail(WAITING.bookId, WAITING.reportId, WAITING.detailId, { level: 4 }),
      )
      expect(errorBody(error)?.errors?.map((e) => e.field)).toEqual(['level'])
    })
  })

  it('the instructor’s fields are not the apprentice’s (422 notYourField on instructorLevel)', async () => {
    pact
      .given('the apprentice has a saved report in her active e-book')
      .uponReceiving('the instructor’s level sent by the apprentice')
      .withRequest({ method: 'PATCH', path: updatePath(HERS), ...withJson(APPRENTICE, { instructorLevel: 4 }) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: ebookRefusal(
          'instructorLevel',
          'notYourField',
          'Fältet instructorLevel får du inte ändra.',
          FORM_INVALID,
        ),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() =>
        reviewReportDetail(HERS.bookId, HERS.reportId, HERS.detailId, { instructorLevel: 4 }),
      )
      expect(errorBody(error)?.data).toMatchObject({ reason: 'notYourField' })
    })
  })

  it('the education responsible reads but does not review (403)', async () => {
    pact
      .given('the instructor has saved reports waiting for review')
      .uponReceiving('a review of a rated part by the education responsible')
      .withRequest({ method: 'PATCH', path: updatePath(WAITING), ...withJson(YUA, { approve: true }) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, YUA)
      expect(
        errorStatus(
          await rejectionOf(() =>
            reviewReportDetail(WAITING.bookId, WAITING.reportId, WAITING.detailId, { approve: true }),
          ),
        ),
      ).toBe(403)
    })
  })
})

describe('books/{bookId}/reports/{reportId}/take-over (ADR 0011)', () => {
  const takeOverPath = (ids: { bookId: number; reportId: number }) =>
    statePath('/books/{bookId}/reports/{reportId}/take-over', ids)
  /** 22201 after Johan took it over: it names him, and records from whom, by whom, when. */
  const takenOverReport = {
    id: OTHERS.reportId,
    bookId: OTHERS.bookId,
    state: 'saved' as const,
    fromDate: '2026-06-08',
    toDate: '2026-06-12',
    workplaceId: 101,
    instructorId: 1002,
    place: 'Kv. Hamnen, Luleå',
    comment: '',
    date: '2026-06-12',
    createdAt: '2026-06-08T15:00:00.000Z',
    savedAt: '2026-06-12T15:30:00.000Z',
    readByInstructorAt: '2026-06-14T07:30:00.000Z',
  }
  const OTHERS_DETAIL: ReportDetail = {
    ...WAITING_DETAIL,
    id: OTHERS.detailId,
    reportId: OTHERS.reportId,
    level: 3,
    comment: 'Byggde formen själv.',
    instructorLevel: 2,
    instructorComment: 'Formen läckte i ena hörnet, gör om den.',
  }

  it('the supervising instructor takes over a report naming his apprentice’s former instructor: it names him from then on', async () => {
    pact
      .given('a report names another instructor than the instructor')
      .uponReceiving('a take-over of a report naming a former instructor by the supervising instructor')
      .withRequest({ method: 'PATCH', path: takeOverPath(OTHERS), ...withJson(INSTRUCTOR, {}) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          ...reportFieldsBody(takenOverReport, ['instructorId']),
          takenOver: {
            from: personNameBody(1101, 'Anders', 'Vikström'),
            by: JOHAN_BODY,
            at: isoDate('2026-11-16T09:00:00.000Z'),
          },
          details: [
            detailBody(OTHERS_DETAIL),
            detailBody({ ...WAITING_DETAIL, id: OTHERS.detailId + 1, reportId: OTHERS.reportId, partId: 1010102 }),
          ],
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const report = await takeOverReport(OTHERS.bookId, OTHERS.reportId)
      expect(report.instructorId).toBe(1002)
      expect(report.takenOver).toMatchObject({ from: { firstName: 'Anders', lastName: 'Vikström' }, by: { id: 1002 } })
    })
  })

  it('a report naming an instructor who still supervises is not taken over (422 instructorActive on reportId)', async () => {
    const text =
      'Rapporten anger Johan Berg som handledare, och Johan Berg handleder fortfarande lärlingen: bedömningen kan inte tas över.'
    pact
      .given('the instructor has saved reports waiting for review')
      .uponReceiving('a take-over of a report naming the supervising instructor himself')
      .withRequest({ method: 'PATCH', path: takeOverPath(WAITING), ...withJson(INSTRUCTOR, {}) })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: ebookRefusal('reportId', 'instructorActive', text) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const error = await rejectionOf(() => takeOverReport(WAITING.bookId, WAITING.reportId))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.data).toMatchObject({ reason: 'instructorActive' })
    })
  })

  it('the education responsible reads but does not take over (403)', async () => {
    pact
      .given('a report names another instructor than the instructor')
      .uponReceiving('a take-over of a report by the education responsible')
      .withRequest({ method: 'PATCH', path: takeOverPath(OTHERS), ...withJson(YUA, {}) })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: FORBIDDEN_BODY })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, YUA)
      expect(errorStatus(await rejectionOf(() => takeOverReport(OTHERS.bookId, OTHERS.reportId)))).toBe(403)
    })
  })
})

describe('books/{bookId}/reports/{reportId}/get: reading marks the report read', () => {
  it('the supervising instructor opens an unread report: it is read from then on', async () => {
    const report = {
      id: WAITING.reportId,
      bookId: WAITING.bookId,
      state: 'saved' as const,
      fromDate: '2026-10-12',
      toDate: '2026-10-16',
      workplaceId: 101,
      instructorId: 1002,
      place: 'Kv. Hamnen, Luleå',
      comment: '',
      date: '2026-10-16',
      createdAt: '2026-10-12T15:00:00.000Z',
      savedAt: '2026-10-16T15:30:00.000Z',
      readByInstructorAt: '2026-11-16T09:00:00.000Z',
    }
    pact
      .given('the instructor has saved reports waiting for review')
      .uponReceiving('the supervising instructor opening an unread report')
      .withRequest({
        method: 'GET',
        path: statePath('/books/{bookId}/reports/{reportId}/get', WAITING),
        headers: bearer(INSTRUCTOR),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { ...reportFieldsBody(report), details: eachLike(detailBody(WAITING_DETAIL)) },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, INSTRUCTOR)
      const opened = await getReport(WAITING.bookId, WAITING.reportId)
      expect(opened.readByInstructorAt).not.toBeNull()
    })
  })
})
