/**
 * Every handler of the simulated backend, in matching order: the scenario gate (seed on first
 * use), the /__mock control endpoints, the fault switch for /api, the resource groups, and a
 * JSON 404 for anything else under /api or /__mock.
 */
import { http, HttpResponse } from 'msw'
import { controlHandlers, MOCK_BASE } from './control'
import { faultHandler } from './faults'
import { API_BASE } from './handlers/-support'
import { applicationHandlers } from './handlers/application'
import { companyHandlers } from './handlers/company'
import { ebookHandlers } from './handlers/ebook'
import { instructorHandlers } from './handlers/instructor'
import { loginHandlers } from './handlers/login'
import { ordersHandlers } from './handlers/orders'
import { qualificationsHandlers } from './handlers/qualifications'
import { qualifyingTimeSliceHandlers } from './handlers/qualifying-time'
import { importHandlers } from './handlers/import'
import { shellHandlers } from './handlers/shell'
import { localeOf, message } from './messages'
import { ensureScenario } from './scenario'

/**
 * A path with a broken percent-escape (`/applications/get/%E0%A4%A`) answers a JSON 400: MSW decodes
 * path parameters with decodeURIComponent while matching, which throws and would answer 500 with
 * a stack trace. A RegExp without capturing groups is matched without decoding anything.
 */
const malformedPath = http.all(/\/(?:api\/m\/v1|__mock)(?:\/|$)/, ({ request }) => {
  try {
    decodeURIComponent(new URL(request.url).pathname)
    return undefined
  } catch {
    return HttpResponse.json(
      { message: message(localeOf(request.headers.get('Accept-Language')), 'malformedUrl') },
      { status: 400 },
    )
  }
})

/** Falls through to the next handler once the scenario exists. */
const scenarioGate = (base: string) =>
  http.all(`${base}/*`, async () => {
    await ensureScenario()
    return undefined
  })

/**
 * A JSON 404 for calls no handler knows (other slices' endpoints, typos): in the browser such a
 * request would otherwise fall through to the dev server and come back as index.html with 200.
 */
const unknownEndpoint = (base: string) =>
  http.all(`${base}/*`, ({ request }) =>
    HttpResponse.json(
      { message: message(localeOf(request.headers.get('Accept-Language')), 'notFound') },
      { status: 404 },
    ),
  )

export const allHandlers = [
  malformedPath,
  scenarioGate(MOCK_BASE),
  ...controlHandlers,
  scenarioGate(API_BASE),
  faultHandler,
  ...loginHandlers,
  ...shellHandlers,
  ...applicationHandlers,
  ...instructorHandlers,
  ...companyHandlers,
  ...ebookHandlers,
  ...ordersHandlers,
  ...qualificationsHandlers,
  ...qualifyingTimeSliceHandlers,
  ...importHandlers,
  unknownEndpoint(API_BASE),
  unknownEndpoint(MOCK_BASE),
]
