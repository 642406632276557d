/**
 * Hostile-input sweep (issue 8 §3): every call of /work/shared/spec/endpoints.json (copied below as
 * the spec's list) that the simulated backend implements gets malformed bodies, wrong field types,
 * hostile path ids, wrong methods and content types, as an anonymous caller, a revoked token and
 * four personas. Every answer: no 5xx, JSON with a `message` when refused, a status the spec allows
 * (§8), a 422 that names the field, nothing stored by a refused write, no prototype pollution.
 * The calls no handler implements yet answer a clean JSON 404.
 */
import { HttpHandler } from 'msw'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { ApplicationChangesSchema } from '../../src/api/application/application.schemas'
import {
  ApprenticeshipListBodySchema,
  ApprenticeshipUpdateBodySchema,
} from '../../src/api/company/apprenticeship.schemas'
import {
  EmploymentCreateBodySchema,
  EmploymentUpdateBodySchema,
  EndBodySchema,
} from '../../src/api/company/employment.schemas'
import { CompanyUpdateBodySchema, ConnectCompanyBodySchema } from '../../src/api/company/company-data.schemas'
import { DepartmentBodySchema, DepartmentListBodySchema } from '../../src/api/company/department.schemas'
import { ExemptionListBodySchema } from '../../src/api/company/exemption.schemas'
import { WorkplaceBodySchema } from '../../src/api/company/workplace.schemas'
import { InstructorCalibrationBodySchema } from '../../src/api/ebook/calibration.schemas'
import {
  BookCreateBodySchema,
  BookListBodySchema,
  BookUpdateBodySchema,
  PauseCreateBodySchema,
  PauseListBodySchema,
  PauseUpdateBodySchema,
  ReportCreateBodySchema,
  ReportDetailCreateBodySchema,
  ReportDetailUpdateBodySchema,
  ReportListBodySchema,
  ReportUpdateBodySchema,
} from '../../src/api/ebook/ebook.schemas'
import { InstructionsReadBodySchema } from '../../src/api/instructor/instructions.schemas'
import { PersonalNumberBodySchema } from '../../src/api/login/login.schemas'
import {
  MachineCardOrderBodySchema,
  PrintOrderListBodySchema,
  TradeCertificateCardBodySchema,
} from '../../src/api/orders/card.schemas'
import {
  EducationExtensionCreateBodySchema,
  EducationExtensionUpdateBodySchema,
  ExtensionOrderApproveBodySchema,
  ExtensionOrderCreateBodySchema,
} from '../../src/api/orders/extension.schemas'
import { ApproveDistanceOrderBodySchema, CompanyOrdersBodySchema } from '../../src/api/orders/order.schemas'
import { NotificationListRequestSchema } from '../../src/api/shell/notification.schemas'
import {
  CreateModificationBodySchema,
  QualifyingTimeLengthBodySchema,
  QualifyingTimeListBodySchema,
} from '../../src/api/qualifying-time/qualifying-time.schemas'
import { PersonUpdateSchema, VerifyEmailBodySchema, VerifyPhoneBodySchema } from '../../src/api/shell/person.schemas'
import { UpdateForCompanyBodySchema, UpdateForPersonBodySchema } from '../../src/api/import/import.schemas'
import { db } from '../db'
import { allHandlers } from '../handlers'
import {
  COMPANY_NORR,
  COMPANY_SYD,
  DEPARTMENT_MALMO,
  EBOOK_IDS,
  INSTRUCTOR_IDS,
  ORDER_IDS,
  PERSONAS,
  personaToken,
  PROFESSION_SCAFFOLDING,
  QR_IDS,
  QUALIFICATION_IDS,
  QUALIFYING_TIME_IDS,
  REVOKED_TOKEN,
  SEEDED_APPLICATIONS,
  STRUCTURE_IDS,
  STAFF_IDS,
  type PersonaKey,
} from '../seed'
import { withSimulatedBackend } from '../test-kit'
// A copy of the spec's /work/shared/spec/endpoints.json (§7's calls), so the sweep runs from a clone.
import spec from './spec-endpoints.json'

withSimulatedBackend()

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
interface Endpoint {
  method: Method
  path: string
  group: string
}
/**
 * Calls the project added beyond the spec's list (ADR 0009: the signed e-book export and its public
 * key, the calibration view; ADR 0011: the take-over of a report's assessment); swept like the spec's own.
 */
const EXTRA_ENDPOINTS: Endpoint[] = [
  { group: 'books', method: 'GET', path: '/books/{id}/export' },
  { group: 'export-key', method: 'GET', path: '/books/export-key' },
  { group: 'books', method: 'GET', path: '/books/{id}/calibration' },
  { group: 'books', method: 'PATCH', path: '/books/calibration' },
  // ADR 0011: a supervising instructor takes over the assessment of a report naming a former instructor.
  { group: 'reports', method: 'PATCH', path: '/books/{bookId}/reports/{reportId}/take-over' },
  // Issue 19: an instructor exemption's document (the spec leaves exemption sub-paths to the project).
  { group: 'companies', method: 'GET', path: '/companies/{id}/instructor-exemptions/{eid}/attachment' },
  // Issue 20: one distance order of the company (the order page's call).
  { group: 'orders', method: 'GET', path: '/companies/{id}/distance-orders/{orderId}' },
  // Issue 20: whom the company may order cards for (the staff picker's call, §6).
  { group: 'orders', method: 'GET', path: '/companies/{id}/card-order-staff' },
  // Issue 21: the public key the QR codes are signed with (the validation page keeps it for offline checks).
  { group: 'qr-key', method: 'GET', path: '/qualifications/validation-key' },
  // Issue 21: one qualifying time (its page's call) and the menu badge's count.
  { group: 'qualifying-time', method: 'GET', path: '/qualification-times/{id}' },
  { group: 'qualifying-time', method: 'GET', path: '/qualification-times/finished-count' },
]
const ENDPOINTS = [...(spec as { endpoints: Endpoint[] }).endpoints, ...EXTRA_ENDPOINTS]

/** The shape of a path with its parameters blanked: `/companies/:/workplace/:`. */
const shape = (path: string) => path.replace(/\{\w+\}|:\w+/g, ':').replace(/\/$/, '')
const mswShape = (path: string) => shape(path.replace(/^\*\/api\/m\/v1/, ''))

const implemented = new Set(
  allHandlers
    .filter((h): h is HttpHandler => h instanceof HttpHandler)
    .filter(
      (h) =>
        typeof h.info.path === 'string' && typeof h.info.method === 'string' && h.info.path.startsWith('*/api/m/v1/'),
    )
    .map((h) => `${String(h.info.method)} ${mswShape(String(h.info.path))}`),
)
const isImplemented = (method: string, path: string) => implemented.has(`${method} ${shape(path)}`)
/** Whether some implemented call answers this concrete path with this method (`GET /users/select` is `/users/{id}`). */
const answeredBy = (method: string, concrete: string) =>
  [...implemented].some((entry) => {
    const [m, pattern] = entry.split(' ')
    return m === method && new RegExp(`^${pattern.replace(/:/g, '[^/]+')}/?$`).test(concrete)
  })

/** Calls that need no session (§2 the ways in, §7 reference data). */
const PUBLIC = new Set(['login', 'settings', 'baselists', 'export-key', 'qr-key'])
/** Also public: a profession's courses, and the check of a QR code (opened by anyone's phone camera, issue 21). */
const PUBLIC_PATHS = new Set(['/professions/{id}/courses', '/qualifications/validate'])
const publicCall = (e: Endpoint) => PUBLIC.has(e.group) || PUBLIC_PATHS.has(e.path)
/** The reset token comes as the bearer token: anything else is 401, a revoked session too. */
const resetTokenCall = (e: Endpoint) => e.path === '/passwords/reset'

/** An id of data the personas can reach, where one matters (calls with a path id and a body). */
const GOOD_IDS: Record<string, Record<string, number>> = {
  '/persons/{id}/request-trade-certificate': { id: PERSONAS.apprentice.id },
  '/companies/{id}/departments/public-list': { id: COMPANY_NORR.id },
  '/companies/{id}/employments': { id: COMPANY_NORR.id },
  // Company structure: Norr's Umeå workplace (in use: a delete is refused), Syd's Malmö department.
  '/companies/{id}/workplace/{wid}': { id: COMPANY_NORR.id, wid: 102 },
  '/companies/{id}/workplace-update/{wid}': { id: COMPANY_NORR.id, wid: 102 },
  '/companies/{id}/workplace-delete/{wid}': { id: COMPANY_NORR.id, wid: 102 },
  '/companies/{id}/departments/list': { id: COMPANY_SYD.id },
  '/companies/{id}/departments/create': { id: COMPANY_SYD.id },
  '/companies/{id}/departments/{did}/get': { id: COMPANY_SYD.id, did: DEPARTMENT_MALMO.id },
  '/companies/{id}/departments/{did}/update': { id: COMPANY_SYD.id, did: DEPARTMENT_MALMO.id },
  '/companies/{id}/departments/{did}/delete': { id: COMPANY_SYD.id, did: DEPARTMENT_MALMO.id },
  '/companies/{id}/instructor-exemptions/{eid}/get': { id: COMPANY_NORR.id, eid: STRUCTURE_IDS.norrExemption },
  '/companies/{id}/instructor-exemptions/{eid}/attachment': { id: COMPANY_NORR.id, eid: STRUCTURE_IDS.norrExemption },
  // Company staff: the distance administrator's employment and Elin's apprenticeship at Norr (not ended or removed).
  '/employments/update/{id}': { id: 2008 },
  '/apprenticeships/update/{id}': { id: STAFF_IDS.elinAtNorr },
  '/applications/update/{id}': { id: SEEDED_APPLICATIONS.elinFreshDraft },
  '/applications/sign/{id}': { id: SEEDED_APPLICATIONS.elinFreshDraft },
  '/professions/{id}/courses': { id: PROFESSION_SCAFFOLDING },
  // The e-book: the apprentice's active book, its draft and the draft's first detail, a pause of it.
  '/books/{id}/update': { id: EBOOK_IDS.active },
  '/books/{id}/approve': { id: EBOOK_IDS.active },
  '/educations/book-pauses/{id}/update': { id: EBOOK_IDS.activeBookPause },
  '/books/{bookId}/reports/{reportId}/update': { bookId: EBOOK_IDS.active, reportId: EBOOK_IDS.activeDraftReport },
  '/books/{bookId}/reports/{reportId}/report-details/create': {
    bookId: EBOOK_IDS.active,
    reportId: EBOOK_IDS.activeDraftReport,
  },
  '/books/{bookId}/reports/{reportId}/report-details/{id}/update': {
    bookId: EBOOK_IDS.active,
    reportId: EBOOK_IDS.activeDraftReport,
    id: EBOOK_IDS.activeDraftDetail,
  },
  '/books/{id}/export': { id: EBOOK_IDS.approved },
  '/books/{id}/calibration': { id: EBOOK_IDS.active },
  // Orders (issue 20): Norr's order near its deadline, its extension order and education extension,
  // Hermods, Oskar's machine education (his alone: every persona is refused), Johan's trade-certificate card.
  '/companies/{id}/distance-orders': { id: COMPANY_NORR.id },
  '/companies/{id}/distance-orders/{orderId}': { id: COMPANY_NORR.id, orderId: ORDER_IDS.nearDeadline },
  '/companies/{id}/orders': { id: COMPANY_NORR.id },
  '/companies/{id}/approve-distance-order/{orderId}': { id: COMPANY_NORR.id, orderId: ORDER_IDS.nearDeadline },
  '/distance-orders/{id}/available-course-opportunities': { id: ORDER_IDS.nearDeadline },
  '/distance-education-providers/get/{id}': { id: ORDER_IDS.providerWithOccasions },
  '/distance-education-provider-extension/{id}/listall': { id: ORDER_IDS.providerWithOccasions },
  '/extension-orders/get/{id}': { id: ORDER_IDS.extensionOrder },
  '/education-extension/{id}/get': { id: ORDER_IDS.educationExtension },
  '/educations/{id}/create-machine-certificate': { id: ORDER_IDS.oskar.educationId },
  '/print-orders/{id}/get': { id: ORDER_IDS.johanTradeCard },
  // QR codes (issue 21): each kind's certificate of its holder (the apprentice's education; the others are
  // Johan's, the instructor's, and Maria's, the company administrator's).
  '/trade-certificates/{id}/generate-hash': { id: QUALIFICATION_IDS.validTradeCertificate },
  '/educations/{id}/generate-hash': { id: QUALIFICATION_IDS.basicEducation },
  '/machine-qualifications/{id}/generate-hash': { id: QR_IDS.validMachineQualification },
  '/distance-qualifications/{id}/generate-hash': { id: QUALIFICATION_IDS.distanceQualification },
  // Qualifying time (issue 21): Hanna's finished time at Norr (approvable), Elin's education (paused time).
  '/qualification-times/{id}': { id: QUALIFYING_TIME_IDS.finishedNorr },
  '/qualification-times/{id}/approve': { id: QUALIFYING_TIME_IDS.finishedNorr },
  '/educations/{id}/get-qualification-time-length': { id: QUALIFYING_TIME_IDS.pausedEducation },
  '/educations/{id}/list-qualification-time-modifications': { id: QUALIFYING_TIME_IDS.pausedEducation },
}

/**
 * Where one caller's good data is elsewhere: the instructor reviews a saved report of a book he
 * supervises (the apprentice's draft is 404 to him), so his side of the call is swept too.
 */
const CALLER_IDS: Record<string, Partial<Record<PersonaKey, Record<string, number>>>> = {
  '/books/{bookId}/reports/{reportId}/take-over': {
    instructor: { bookId: INSTRUCTOR_IDS.divergentBook, reportId: INSTRUCTOR_IDS.otherInstructorsReport },
  },
  '/books/{bookId}/reports/{reportId}/report-details/{id}/update': {
    instructor: {
      bookId: INSTRUCTOR_IDS.waitingBook,
      reportId: INSTRUCTOR_IDS.waitingReports[0],
      id: INSTRUCTOR_IDS.waitingDetail,
    },
  },
}

type Kind = 'text' | 'number' | 'boolean' | 'enum' | 'array' | 'object'
// valibot schemas carry their kind in `type`; optional/nullish wrap the real one.
function kindOf(schema: v.GenericSchema): Kind {
  let s = schema as v.GenericSchema & { wrapped?: v.GenericSchema }
  while (s.wrapped && ['optional', 'nullish', 'nullable', 'exact_optional', 'undefinedable'].includes(s.type))
    s = s.wrapped
  switch (s.type) {
    case 'string':
      return 'text'
    case 'number':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'picklist':
    case 'enum':
      return 'enum'
    case 'array':
      return 'array'
    default:
      return 'object'
  }
}
const fieldsOf = (schema: v.ObjectSchema<v.ObjectEntries, undefined>) =>
  Object.fromEntries(Object.entries(schema.entries).map(([key, entry]) => [key, kindOf(entry)])) as Record<string, Kind>

/** The known fields of each JSON body the backend reads (its own schemas, or the spec's names). */
const BODY_FIELDS: Record<string, Record<string, Kind>> = {
  'PATCH /persons/loginmobilebankid': fieldsOf(PersonalNumberBodySchema),
  'PATCH /persons/loginbankid-gettoken': { sessionId: 'text' },
  'PATCH /persons/loginbankid-external': { callback: 'text' },
  'PATCH /persons/loginbankid-login': { sessionId: 'text' },
  'PATCH /persons/login-email': { email: 'text', password: 'text' },
  'POST /persons/login-hash': { hash: 'text' },
  'POST /passwords/request-reset': { email: 'text' },
  'POST /passwords/verify-code': { email: 'text', code: 'text' },
  'POST /passwords/reset': { password: 'text' },
  'PATCH /users': { search: 'text' },
  'PATCH /users/select': { id: 'number' },
  'PATCH /persons/verify-phone': fieldsOf(VerifyPhoneBodySchema),
  'PATCH /persons/verify-email': fieldsOf(VerifyEmailBodySchema),
  'PATCH /persons/update': fieldsOf(PersonUpdateSchema),
  'PATCH /persons/fetch-gug-courses/': { professionId: 'number' },
  'POST /persons/{id}/request-trade-certificate': fieldsOf(TradeCertificateCardBodySchema),
  'PATCH /notifications/list': fieldsOf(NotificationListRequestSchema),
  'PATCH /notifications/mark-read': { id: 'number' },
  'PATCH /companies/get-by-number': { organizationalNumber: 'text' },
  'PATCH /companies/{id}/departments/public-list': {},
  'PATCH /companies': fieldsOf(ConnectCompanyBodySchema),
  'PATCH /companies/update/{id}': fieldsOf(CompanyUpdateBodySchema),
  'PATCH /companies/list': { organizationalNumber: 'text' },
  'PATCH /companies/{id}/workplace-update/{wid}': fieldsOf(WorkplaceBodySchema),
  'POST /companies/{id}/workplace-create': fieldsOf(WorkplaceBodySchema),
  'PATCH /companies/{id}/departments/list': fieldsOf(DepartmentListBodySchema),
  'POST /companies/{id}/departments/create': fieldsOf(DepartmentBodySchema),
  'PATCH /companies/{id}/departments/{did}/update': fieldsOf(DepartmentBodySchema),
  'PATCH /companies/{id}/instructor-exemptions/list': fieldsOf(ExemptionListBodySchema),
  'PATCH /companies/{id}/employments': {
    instructorsOnly: 'boolean',
    departmentId: 'number',
    search: 'text',
    view: 'enum',
    role: 'enum',
  },
  'PATCH /employments/update/{id}': fieldsOf(EmploymentUpdateBodySchema),
  'POST /employments/end/{id}': fieldsOf(EndBodySchema),
  'POST /employments/create/': fieldsOf(EmploymentCreateBodySchema),
  'PATCH /apprenticeships/update/{id}': fieldsOf(ApprenticeshipUpdateBodySchema),
  'POST /apprenticeships/end/{id}': fieldsOf(EndBodySchema),
  'PATCH /apprenticeships/list': fieldsOf(ApprenticeshipListBodySchema),
  'PATCH /applications/list': { type: 'enum', companyId: 'number', search: 'text', pageSize: 'number' },
  'POST /applications/create': fieldsOf(ApplicationChangesSchema),
  'PATCH /applications/update/{id}': { ...fieldsOf(ApplicationChangesSchema), action: 'enum', denyMotivation: 'text' },
  'POST /applications/sign/{id}': { honestyDeclaration: 'boolean' },
  'PATCH /books/list': fieldsOf(BookListBodySchema),
  'POST /books/create': fieldsOf(BookCreateBodySchema),
  'PATCH /books/{id}/update': fieldsOf(BookUpdateBodySchema),
  'PATCH /books/{id}/approve': {},
  'PATCH /book-pauses/list/': fieldsOf(PauseListBodySchema),
  'POST /educations/book-pauses/create': fieldsOf(PauseCreateBodySchema),
  'PATCH /educations/book-pauses/{id}/update': fieldsOf(PauseUpdateBodySchema),
  'POST /reports/create': fieldsOf(ReportCreateBodySchema),
  'PATCH /reports/list': fieldsOf(ReportListBodySchema),
  'PATCH /books/{bookId}/reports/{reportId}/update': fieldsOf(ReportUpdateBodySchema),
  'POST /books/{bookId}/reports/{reportId}/report-details/create': fieldsOf(ReportDetailCreateBodySchema),
  'PATCH /books/{bookId}/reports/{reportId}/report-details/{id}/update': fieldsOf(ReportDetailUpdateBodySchema),
  'PUT /trade-certificates/read': fieldsOf(InstructionsReadBodySchema),
  'PATCH /books/calibration': fieldsOf(InstructorCalibrationBodySchema),
  'PATCH /companies/{id}/orders': fieldsOf(CompanyOrdersBodySchema),
  'PATCH /companies/{id}/approve-distance-order/{orderId}': fieldsOf(ApproveDistanceOrderBodySchema),
  'POST /extension-orders/create': fieldsOf(ExtensionOrderCreateBodySchema),
  'POST /extension-orders/approve': fieldsOf(ExtensionOrderApproveBodySchema),
  'POST /education-extension/create': fieldsOf(EducationExtensionCreateBodySchema),
  'PATCH /education-extension/update': fieldsOf(EducationExtensionUpdateBodySchema),
  'POST /educations/{id}/create-machine-certificate': fieldsOf(MachineCardOrderBodySchema),
  'PATCH /print-orders/list': fieldsOf(PrintOrderListBodySchema),
  'PATCH /qualification-times/list': fieldsOf(QualifyingTimeListBodySchema),
  'POST /qualification-times/create-modification': fieldsOf(CreateModificationBodySchema),
  'PATCH /educations/{id}/get-qualification-time-length': fieldsOf(QualifyingTimeLengthBodySchema),
  'PATCH /qualification-times/{id}/approve': {},
  'PATCH /byn2import/update-for-person': fieldsOf(UpdateForPersonBodySchema),
  'PATCH /byn2import/update-for-company': fieldsOf(UpdateForCompanyBodySchema),
}

const MB_STRING = 'x'.repeat(1024 * 1024)
/** JSON texts of values that are wrong for a field of each kind (raw, so 1e309 and 2^53+1 survive). */
const WRONG: Record<Kind, string[]> = {
  text: ['42', '{"a":1}', '["x"]', 'true', JSON.stringify(MB_STRING)],
  number: ['"1"', '"NaN"', '{}', '[1]', 'true', '1.5', '1e309', '-1e309', '9007199254740993', '1e20'],
  boolean: ['"true"', '1', '{}', '[]'],
  enum: ['42', '{}', '"no-such-value"', '["own"]'],
  array: ['{}', '"x"', '42', '[{}]', '[[1]]'],
  object: ['[]', '"x"', '42'],
}
/** Values any field may get: the answer only has to be clean. */
const ODD = ['-1', '0', 'null', '"\\u0000"', '"\\u202eevil\\u202c"', '"𝕏 ℌ ✓ ﷽"', '""']

const SHAPES = ['[]', '42', '"x"', 'null', 'true', '{"a":']
/** A body nested 2 000 levels deep: once a recursion in the shared body check, a 500 on every call (ADR 0011). */
const DEEP = `{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`
const POLLUTERS = [
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":{"__proto__":{"polluted":1}},"__proto__":{"isAdmin":true}}',
]
const BAD_IDS = ['-1', '1.5', 'abc', '9007199254740993', '%00', '1'.repeat(400), 'x'.repeat(4000), '1e3', '0x10', ' 1']

interface Answer {
  status: number
  text: string
  body: { message?: unknown; errors?: Array<{ field?: unknown; message?: unknown }> } | null
}

type Caller = 'anonymous' | 'revoked' | PersonaKey
const PERSONA_CALLERS: PersonaKey[] = ['apprentice', 'instructor', 'companyAdmin', 'departmentAdmin']

async function send(
  method: string,
  path: string,
  caller: Caller,
  body?: string | FormData,
  contentType: string | null = 'application/json',
): Promise<Answer> {
  const headers: Record<string, string> = { 'Accept-Language': 'en' }
  if (caller === 'revoked') headers.Authorization = `Bearer ${REVOKED_TOKEN}`
  else if (caller !== 'anonymous') headers.Authorization = `Bearer ${personaToken(caller)}`
  if (typeof body === 'string' && contentType !== null) headers['Content-Type'] = contentType
  const response = await fetch(`http://localhost/api/m/v1${path}`, { method, headers, body })
  const text = await response.text()
  let parsed: Answer['body'] = null
  try {
    parsed = JSON.parse(text) as Answer['body']
  } catch {
    parsed = null
  }
  return { status: response.status, text, body: parsed }
}

/** What a refused write must not change (not the codes' and logins' attempt counters: a wrong guess counts). */
const WATCHED = [
  'persons',
  'sessions',
  'loginHashes',
  'passwordResets',
  'bankIdSessions',
  'companies',
  'departments',
  'employments',
  'notifications',
  'applications',
  'applicationDocuments',
  'tradeCertificateRequests',
  'outbox',
  'workplaces',
  'instructorExemptions',
  'companyAddresses',
  'departmentEmployments',
  'companyRoles',
  'apprenticeships',
  'apprenticeshipInstructors',
  'employmentRates',
  'books',
  'educations',
  'reports',
  'reportDetails',
  'bookPauses',
  'bookPartProgress',
  'theoryModules',
  'distanceOrders',
  'extensionOrders',
  'educationExtensions',
  'printOrders',
  'byn2Imports',
] as const

/**
 * The writes to the watched collections so far: every create, update and delete, counted through the
 * collections' hooks, the same hooks the browser's persistence writes on (mock-server/persist.ts), so
 * a change they miss would be lost on reload as well. Comparing the collections as JSON before and
 * after each request took two thirds of the sweep's time (38 of 58 s).
 */
let writes = 0
const watchedCollections = new WeakSet<object>()
function writesSoFar(): number {
  const d = db()
  for (const name of WATCHED) {
    const collection = d[name]
    if (watchedCollections.has(collection)) continue
    watchedCollections.add(collection)
    for (const event of ['create', 'update', 'delete'] as const) collection.hooks.on(event, () => void writes++)
  }
  return writes
}

function fill(path: string, ids: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name] ?? 1))
}

/** Problems of one answer, or [] when it is what the spec allows. */
function judge(answer: Answer, allowed: number[], field?: string): string[] {
  const problems: string[] = []
  if (answer.status >= 500) problems.push(`5xx ${answer.status}`)
  if (!allowed.includes(answer.status)) problems.push(`status ${answer.status} not in ${allowed.join('/')}`)
  if (answer.status >= 400) {
    if (answer.body === null) problems.push(`not JSON: ${answer.text.slice(0, 80)}`)
    else if (typeof answer.body.message !== 'string' || answer.body.message === '') problems.push('no message')
  }
  if (answer.status === 422) {
    const errors = answer.body?.errors
    if (!Array.isArray(errors) || errors.length === 0) problems.push('422 without errors[]')
    else if (errors.some((e) => typeof e.field !== 'string' || typeof e.message !== 'string'))
      problems.push('errors[] entry without field/message')
    else if (field && !errors.some((e) => e.field === field || String(e.field).startsWith(`${field}.`))) {
      problems.push(`422 names ${errors.map((e) => String(e.field)).join(',')}, not ${field}`)
    }
  }
  return problems
}

const polluted = () => ({}) as Record<string, unknown>

afterEach(() => {
  expect(polluted().polluted, 'Object.prototype polluted').toBeUndefined()
  expect(polluted().isAdmin, 'Object.prototype polluted').toBeUndefined()
})

/** Uploads (multipart): the form field naming an id, and the rest of a good form. */
const UPLOADS: Record<string, { idField: string; form: Record<string, string> }> = {
  '/application-documents/create': { idField: 'applicationId', form: { type: 'grades' } },
  '/companies/{id}/instructor-exemptions/create': {
    idField: 'employmentId',
    form: { type: 'other', professionId: String(PROFESSION_SCAFFOLDING), reason: 'x' },
  },
}
const takesJsonBody = (e: Endpoint) => e.method !== 'GET' && e.method !== 'DELETE' && !(e.path in UPLOADS)

describe.each(
  ENDPOINTS.filter((e) => isImplemented(e.method, e.path)).map((e) => [`${e.method} ${e.path}`, e] as const),
)('%s', (key, endpoint) => {
  // About 6 000 requests in all (≈ 15 s of CPU); the timeout allows for a machine shared with others.
  it('refuses hostile input cleanly for every caller', { timeout: 60_000 }, async () => {
    const problems: string[] = []
    const goodIds = GOOD_IDS[endpoint.path] ?? {}
    const goodPath = fill(endpoint.path, goodIds)
    const params = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
    const fields = BODY_FIELDS[key] ?? {}
    const hasBody = takesJsonBody(endpoint)
    const needsLogin = !publicCall(endpoint)

    /** One request; a refused write must leave the data as it was. */
    const check = async (
      label: string,
      method: string,
      path: string,
      caller: Caller,
      allowed: number[],
      body?: string | FormData,
      contentType?: string | null,
      field?: string,
    ) => {
      const before = writesSoFar()
      const answer = await send(method, path, caller, body, contentType)
      const found = judge(answer, allowed, field)
      if (method !== 'GET' && answer.status >= 400 && writesSoFar() !== before)
        found.push('a refused write changed the data')
      for (const problem of found)
        problems.push(`${caller} ${method} ${path.slice(0, 60)} ${label.slice(0, 60)}: ${problem}`)
    }

    // Anonymous and revoked: refused before anything else is looked at (§8: 401, 406 forced logout).
    for (const caller of ['anonymous', 'revoked'] as const) {
      if (!needsLogin) continue
      const expected = resetTokenCall(endpoint) || caller === 'anonymous' ? [401] : [406]
      const bodies = hasBody ? ['{}', ...SHAPES, POLLUTERS[0], `{"${Object.keys(fields)[0] ?? 'a'}":{}}`] : [undefined]
      for (const body of bodies) await check(`body ${body}`, endpoint.method, goodPath, caller, expected, body)
      if (hasBody) await check('text/plain', endpoint.method, goodPath, caller, expected, '{}', 'text/plain')
      for (const name of params) {
        for (const bad of BAD_IDS.slice(0, 4))
          await check(
            `${name}=${bad}`,
            endpoint.method,
            fill(endpoint.path, { ...goodIds, [name]: bad }),
            caller,
            expected,
            hasBody ? '{}' : undefined,
          )
      }
    }

    const callers: Caller[] = needsLogin ? PERSONA_CALLERS : ['anonymous', 'revoked', ...PERSONA_CALLERS]
    for (const caller of callers) {
      const callerIds = {
        ...goodIds,
        ...(caller === 'anonymous' || caller === 'revoked' ? {} : (CALLER_IDS[endpoint.path]?.[caller] ?? {})),
      }
      const callerPath = fill(endpoint.path, callerIds)
      // A login call may answer 401 for unknown credentials and 429 once it locks; a revoked session
      // hears 406 from the public calls too (§8 forced logout).
      const accessRefusals = [401, 403, 404, 409, 429, ...(caller === 'revoked' ? [406] : [])]
      // A call this caller may not make at all (an administrator's) may say 403 before it reads the input.
      const baseline = await send(endpoint.method, callerPath, caller, hasBody ? '{}' : undefined)
      const forbiddenAnyway = baseline.status === 403 ? [403] : []
      // The reset call's bearer is a reset token: a persona's session is none (401 before the body).
      const unauthorised = resetTokenCall(endpoint) ? [401] : []
      if (hasBody) {
        for (const body of SHAPES)
          await check(
            `body ${body}`,
            endpoint.method,
            callerPath,
            caller,
            [422, ...accessRefusals],
            body,
            undefined,
            'body',
          )
        await check(
          'body nested 2 000 deep',
          endpoint.method,
          callerPath,
          caller,
          [422, ...accessRefusals],
          DEEP,
          undefined,
          'body',
        )
        for (const body of POLLUTERS)
          await check(`body ${body}`, endpoint.method, callerPath, caller, [200, 201, 422, ...accessRefusals], body)
        await check(
          'unknown fields',
          endpoint.method,
          callerPath,
          caller,
          [200, 201, 422, ...accessRefusals],
          JSON.stringify({ zzUnknown: 1, isAdmin: true, id: 1 }),
        )
        for (const [field, kind] of Object.entries(fields)) {
          // Every wrong value from the two sides of the data (applicant, company administrator); the
          // two others get the first two per kind, which keeps the sweep fast on a busy machine.
          const wrongs = caller === 'apprentice' || caller === 'companyAdmin' ? WRONG[kind] : WRONG[kind].slice(0, 2)
          for (const wrong of wrongs)
            await check(
              `${field}=${wrong.slice(0, 20)}`,
              endpoint.method,
              callerPath,
              caller,
              [422, ...accessRefusals],
              `{"${field}":${wrong}}`,
              undefined,
              field,
            )
          // Odd but well-typed values only have to be answered cleanly: one persona is enough.
          if (caller === 'apprentice')
            for (const odd of ODD)
              await check(
                `${field}=${odd}`,
                endpoint.method,
                callerPath,
                caller,
                [200, 201, 422, ...accessRefusals],
                `{"${field}":${odd}}`,
              )
        }
        // Content types (§8: 415), also multipart where JSON is expected.
        for (const type of [
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
        ]) {
          await check(type, endpoint.method, callerPath, caller, [415, 403, 404, ...unauthorised], '{}', type)
        }
        const form = new FormData()
        form.set('id', '1')
        await check('FormData', endpoint.method, callerPath, caller, [415, 403, 404, ...unauthorised], form)
      }
      const upload = UPLOADS[endpoint.path]
      if (upload) {
        // JSON where multipart is expected (a caller the call refuses anyway may hear 403 first).
        const json = JSON.stringify({ [upload.idField]: 31001, ...upload.form })
        await check('JSON to an upload', 'POST', callerPath, caller, [415, ...forbiddenAnyway], json)
        for (const bad of ['-1', '1.5', 'abc', '9007199254740993', '1e3']) {
          const form = new FormData()
          form.set(upload.idField, bad)
          for (const [key, value] of Object.entries(upload.form)) form.set(key, value)
          form.set('file', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }))
          const allowed = [422, ...forbiddenAnyway]
          await check(`${upload.idField}=${bad}`, 'POST', callerPath, caller, allowed, form, undefined, upload.idField)
        }
      }
      // Path parameters: bad ids are bad input (422 naming the parameter); 0 is only unknown.
      for (const name of params) {
        for (const bad of BAD_IDS) {
          await check(
            `${name}=${bad}`,
            endpoint.method,
            fill(endpoint.path, { ...callerIds, [name]: bad }),
            caller,
            [422, ...forbiddenAnyway],
            hasBody ? '{}' : undefined,
            undefined,
            name,
          )
        }
        // A broken percent-escape: a JSON 400 (§8), not MSW's URIError as a 500 with a stack trace.
        for (const broken of ['%E0%A4%A', '%', '%ZZ'])
          await check(
            `${name}=${broken}`,
            endpoint.method,
            fill(endpoint.path, { ...callerIds, [name]: broken }),
            caller,
            [400],
            hasBody ? '{}' : undefined,
          )
        await check(
          `${name}=0`,
          endpoint.method,
          fill(endpoint.path, { ...callerIds, [name]: '0' }),
          caller,
          [403, 404, 422],
          hasBody ? '{}' : undefined,
        )
        // `..` is resolved by the URL: /books/1/reports/../update is /books/1/update, another call of
        // the spec (the e-book's nested paths), which answers as that call does; elsewhere a JSON 404.
        const dotted = fill(endpoint.path, { ...callerIds, [name]: '..' })
        const resolved = new URL(`http://localhost${dotted}`).pathname
        const elsewhere = answeredBy(endpoint.method, resolved) ? [200, 201, 403, 422] : []
        await check(`${name}=../`, endpoint.method, dotted, caller, [404, ...elsewhere], hasBody ? '{}' : undefined)
      }
      // Query strings with arrays and duplicates: ignored or refused, never a crash.
      await check(
        'query',
        endpoint.method,
        `${callerPath}?id=1&id=2&search[]=a&search[x]=b&pageSize=-1&__proto__[polluted]=1`,
        caller,
        [200, 201, 422, ...accessRefusals, ...(endpoint.path in UPLOADS ? [415] : [])],
        hasBody ? '{}' : undefined,
      )
      // Wrong methods: the backend's convention is a JSON 404 (no other handler answers the path).
      for (const method of METHODS) {
        if (
          method === endpoint.method ||
          answeredBy(method, callerPath) ||
          ENDPOINTS.some((e) => e.method === method && shape(e.path) === shape(endpoint.path))
        )
          continue
        if (caller !== 'apprentice' && caller !== 'anonymous') continue
        await check(
          `method ${method}`,
          method,
          callerPath,
          caller,
          [404, 405],
          method === 'GET' || method === 'DELETE' ? undefined : '{}',
        )
      }
    }
    expect(problems, problems.join('\n')).toEqual([])
  })
})

describe('the refused-write check', () => {
  it('sees a write: marking a notification read counts, a refused mark-read does not', async () => {
    const unread = db().notifications.findFirst((q) =>
      q.where({ personId: PERSONAS.apprentice.id, readTime: (t) => t === null }),
    )
    expect(unread).toBeDefined()
    const before = writesSoFar()
    expect((await send('PATCH', '/notifications/mark-read', 'apprentice', '{"id":"x"}')).status).toBe(422)
    expect(writesSoFar()).toBe(before)
    expect(
      (await send('PATCH', '/notifications/mark-read', 'apprentice', JSON.stringify({ id: unread!.id }))).status,
    ).toBe(200)
    expect(writesSoFar()).toBeGreaterThan(before)
  })
})

describe('a broken percent-escape anywhere in the path', () => {
  it.each(['/applications/get/%E0%A4%A', '/persons/update%', '/users%ZZ/select', '/no-such-call/%C0'])(
    '%s answers a JSON 400',
    async (path) => {
      for (const method of METHODS) {
        const answer = await send(method, path, 'apprentice', method === 'GET' ? undefined : '{}')
        expect(judge(answer, [400]), method).toEqual([])
      }
      const control = await fetch('http://localhost/__mock/%ZZ')
      expect(control.status).toBe(400)
    },
  )
})

describe('calls of later slices', () => {
  // Issue 22 mounted the last of the spec's calls: none is left to answer 404 for a later slice.
  it('none is left: every call of the spec is answered', () => {
    expect(ENDPOINTS.filter((e) => !isImplemented(e.method, e.path)).map((e) => `${e.method} ${e.path}`)).toEqual([])
  })

  it('a call nobody answers is a clean JSON 404', async () => {
    for (const caller of ['anonymous', 'companyAdmin'] as const)
      expect(judge(await send('PATCH', '/no-such-call/1', caller, '[]'), [404]), caller).toEqual([])
  })
})
