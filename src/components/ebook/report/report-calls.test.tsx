import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createReport, deleteReportDetail, getReport } from '../../../api/ebook/reports'
import { API, setupTestServer } from '../../../test/api-handlers'
import { asReportCall } from './report-calls'

const server = setupTestServer()
const body = { bookId: 1, fromDate: '2026-11-16', toDate: '2026-11-16' }

/** What the machine receives when a call of kind `kind` is answered with `status` and `json`. */
async function failureOf(kind: Parameters<typeof asReportCall>[0], call: () => Promise<unknown>) {
  return asReportCall(kind, call).then(
    () => null,
    (error: unknown) => error,
  )
}

const refuse = (status: number, json: Record<string, unknown>) =>
  server.use(http.post(`${API}/reports/create`, () => HttpResponse.json(json, { status })))

describe('report calls: what a failure means to the flow', () => {
  it('gives the period fields the server’s words', async () => {
    refuse(422, {
      message: 'Perioden överlappar',
      errors: [{ field: 'fromDate', message: 'Perioden överlappar en annan rapport.' }],
      data: { reason: 'overlapsReport' },
    })
    expect(await failureOf('create', () => createReport(body))).toEqual({
      key: 'periodRefused',
      fieldErrors: { fromDate: { text: 'Perioden överlappar en annan rapport.' } },
    })
  })

  it('names the employment date by data.reason or by an item’s reason', async () => {
    refuse(422, {
      message: 'Före anställningsdatumet',
      errors: [{ field: 'fromDate', message: 'Före anställningsdatumet' }],
      data: { reason: 'employmentDate' },
    })
    expect(await failureOf('create', () => createReport(body))).toEqual({ key: 'employmentDate' })
    refuse(422, {
      errors: [
        { field: 'fromDate', message: 'x', reason: 'employmentDate' },
        { field: 'toDate', message: 'Efter idag' },
      ],
    })
    expect(await failureOf('create', () => createReport(body))).toEqual({
      key: 'employmentDate',
      fieldErrors: { toDate: { text: 'Efter idag' } },
    })
  })

  it('says any other refusal in the server’s words, and network trouble as such', async () => {
    refuse(422, {
      message: 'Utbildningen är pausad.',
      errors: [{ field: 'bookId', message: 'Utbildningen är pausad.' }],
      data: { reason: 'paused' },
    })
    expect(await failureOf('create', () => createReport(body))).toEqual({
      key: 'couldNotSave',
      text: 'Utbildningen är pausad.',
    })
    server.use(http.post(`${API}/reports/create`, () => HttpResponse.error()))
    expect(await failureOf('create', () => createReport(body))).toEqual({ key: 'network' })
  })

  it('tells a missing report, a refused part and a failed removal apart', async () => {
    server.use(
      http.get(`${API}/books/1/reports/2/get`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
      http.delete(`${API}/books/1/reports/2/report-details/3/delete`, () =>
        HttpResponse.json({ message: 'Fel' }, { status: 500 }),
      ),
    )
    expect(await failureOf('report', () => getReport(1, 2))).toEqual({ key: 'notFound' })
    expect(await failureOf('remove', () => deleteReportDetail(1, 2, 3))).toEqual({ key: 'removeFailed' })
    refuse(500, { message: 'Fel' })
    expect(await failureOf('detail', () => createReport(body))).toEqual({ key: 'partFailed' })
    refuse(403, { message: 'Nej' })
    expect(await failureOf('create', () => createReport(body))).toEqual({ key: 'noPermission' })
  })
})
