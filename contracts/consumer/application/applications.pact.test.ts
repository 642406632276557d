import { afterAll, describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  createApplication,
  deleteApplication,
  deleteApplicationDocument,
  getApplication,
  getApplicationDocument,
  listApplications,
  signApplication,
  updateApplication,
  uploadApplicationDocument,
  APPLICATION_LIST_PAGE_SIZE,
} from '../../../src/api/application/applications'
import type {
  Application,
  ApplicationDocument,
  ApplicationListRow,
} from '../../../src/api/application/application.schemas'
import { errorBody, errorStatus, validationMessage } from '../../../src/api/client'
import {
  API,
  JSON_ANSWER,
  LOCALE_HEADER,
  bearer,
  newPact,
  recordApiEvents,
  rejectionOf,
  useMockServer,
} from '../support/pact'
import { personaToken } from '../support/personas'
import { applicationBody, applicationRowBody, documentBody } from '../support/bodies'
import { fieldRefusal } from '../support/errors'
import { expectRefusal } from '../company/-refusals'
import { MULTIPART_CONTENT_TYPE, SMALL_PDF, TEXT_FILE, fileOf, multipartBody, smallPdfFile } from '../support/documents'

const { arrayContaining, eachLike, string, fromProviderState } = MatchersV3
const pact = newPact()

const APPRENTICE = personaToken('apprentice')
const COMPANY_ADMIN = personaToken('companyAdmin')

// Ids of the scenario's applications as the provider states name them. The apprentice's draft is
// also named inside the multipart upload body, where Pact cannot inject a value.
const OWN_DRAFT_ID = 31001
const OWN_DRAFT_DOCUMENT_ID = 41001
const DENIED_DRAFT_ID = 31003
const APPROVED_BY_COMPANY_ID = 30501
const SIGNED_NOT_FILLED_ID = 30601
/** Its grade document. */
const SIGNED_NOT_FILLED_DOCUMENT_ID = 41003
const APPROVABLE_ID = 30602
const NEW_ID = 31024

/** The provider's day for the application states (they pin the scenario clock to the seed's date). */
const BASE_DATE = '2026-11-16T09:00:00.000Z'

/** `${API}/<call>/<id>` with the id the provider state answers under `key`. */
const idPath = (call: string, example: number, key: 'applicationId' | 'documentId' = 'applicationId') =>
  fromProviderState(`${API}/${call}/\${${key}}`, `${API}/${call}/${example}`)
const withBody = (token: string, body: unknown) => ({
  headers: { ...bearer(token), 'Content-Type': 'application/json' },
  body,
})
/** A §8 answer: one message the UI shows, and the fields it concerns. */
const validationErrors = (message: string, field: string, summary = 'Formuläret är inte korrekt ifyllt.') => ({
  message: string(summary),
  errors: eachLike({ field: string(field), message: string(message) }),
})

// ---------------------------------------------------------------------------------------------
// Examples: what the scenario holds, as the client receives it.

/** Nothing chosen yet: the fields a fresh draft leaves empty. */
const UNFILLED = {
  instructorId: null,
  professionId: null,
  professionOrientations: [],
  companyId: null,
  departmentId: null,
  workplace: null,
  employmentTypeId: null,
  employmentDate: null,
  hasApprovedCourses: null,
  confirmedCourseIds: [],
  messageToBoard: null,
  denyMotivation: null,
  documents: [],
  privacyAccepted: false,
  honestyDeclaration: false,
  transferRequest: false,
  savedByCompanyAt: null,
} satisfies Partial<Application>

/** The apprentice persona's data, which prefills her own applications. */
const ELIN = {
  firstName: 'Elin',
  lastName: 'Andersson',
  email: 'elin.andersson@example.com',
  personalNumber: '200403152382',
  createdByPersonalNumber: '200403152382',
  address1: 'Storgatan 12',
  address2: null,
  zip: '972 31',
  city: 'Luleå',
  country: 'Sverige',
  mobilephone: '070-123 45 01',
} satisfies Partial<Application>

const GRADES_WITH_SCHOOL = {
  type: 'grades',
  contentType: 'application/pdf',
  quality: 'original',
  schoolRegion: 'Norrbotten',
  municipality: 'Luleå',
  schoolName: 'Luleå gymnasieskola',
} satisfies Partial<ApplicationDocument>

const OWN_DRAFT_GRADES: ApplicationDocument = {
  ...GRADES_WITH_SCHOOL,
  id: OWN_DRAFT_DOCUMENT_ID,
  applicationId: OWN_DRAFT_ID,
  fileName: 'slutbetyg-gymnasiet.pdf',
  size: 594,
  uploadedAt: '2026-11-14T09:00:00.000Z',
}

/** The apprentice's own draft: profession and courses chosen, a grade document, no company yet. */
const OWN_DRAFT: Application = {
  id: OWN_DRAFT_ID,
  stateId: 1,
  initiatedByCompany: false,
  ...ELIN,
  ...UNFILLED,
  professionId: 101,
  hasApprovedCourses: true,
  confirmedCourseIds: [11],
  documents: [OWN_DRAFT_GRADES],
  privacyAccepted: true,
  prefilledBy: 'apprentice',
  createdAt: '2026-11-13T09:00:00.000Z',
  updatedAt: '2026-11-15T09:00:00.000Z',
}

/** Another apprentice's signed application (4) at Byggbolaget i Norr; the company's part is missing. */
const SIGNED_NOT_FILLED: Application = {
  id: SIGNED_NOT_FILLED_ID,
  stateId: 4,
  initiatedByCompany: false,
  firstName: 'Emma',
  lastName: 'Svensson',
  email: 'emma.svensson@example.com',
  personalNumber: '200506114628',
  createdByPersonalNumber: '200506114628',
  address1: 'Nygatan 4',
  address2: null,
  zip: '972 31',
  city: 'Luleå',
  country: 'Sverige',
  mobilephone: '070-423 11 21',
  ...UNFILLED,
  professionId: 848,
  companyId: 1,
  hasApprovedCourses: true,
  confirmedCourseIds: [1],
  messageToBoard: 'Jag har gått byggprogrammet i Luleå.',
  documents: [
    {
      ...GRADES_WITH_SCHOOL,
      id: 41003,
      applicationId: SIGNED_NOT_FILLED_ID,
      fileName: 'betyg.pdf',
      size: 580,
      uploadedAt: '2026-11-13T09:00:00.000Z',
    },
    {
      id: 41004,
      applicationId: SIGNED_NOT_FILLED_ID,
      fileName: 'kursintyg-foto.png',
      contentType: 'image/png',
      size: 70,
      type: 'photo',
      quality: null,
      schoolRegion: null,
      municipality: null,
      schoolName: null,
      uploadedAt: '2026-11-13T09:00:00.000Z',
    },
  ],
  privacyAccepted: true,
  honestyDeclaration: true,
  prefilledBy: 'apprentice',
  createdAt: '2026-11-13T09:00:00.000Z',
  updatedAt: '2026-11-15T07:00:00.000Z',
}

/** Registered by the company (2: the apprentice confirmed, the company saved), complete and saved. */
const APPROVABLE: Application = {
  id: APPROVABLE_ID,
  stateId: 2,
  initiatedByCompany: true,
  firstName: 'Ali',
  lastName: 'Karimi',
  email: 'ali.karimi@example.com',
  personalNumber: '200401295159',
  createdByPersonalNumber: '198306113260',
  address1: 'Stationsvägen 18',
  address2: null,
  zip: '903 27',
  city: 'Umeå',
  country: 'Sverige',
  mobilephone: '070-423 11 22',
  ...UNFILLED,
  instructorId: 2101,
  professionId: 848,
  companyId: 1,
  workplace: 102,
  employmentTypeId: 2,
  employmentDate: '2026-11-16',
  hasApprovedCourses: true,
  confirmedCourseIds: [1],
  documents: [
    {
      id: 41005,
      applicationId: APPROVABLE_ID,
      fileName: 'arbetsgivarintyg.pdf',
      contentType: 'application/pdf',
      size: 591,
      type: 'certificate',
      quality: null,
      schoolRegion: null,
      municipality: null,
      schoolName: null,
      uploadedAt: '2026-11-05T09:00:00.000Z',
    },
  ],
  privacyAccepted: true,
  honestyDeclaration: true,
  prefilledBy: 'company',
  createdAt: '2026-11-04T09:00:00.000Z',
  updatedAt: '2026-11-07T09:00:00.000Z',
  savedByCompanyAt: '2026-11-07T09:00:00.000Z',
}

const listRow = (app: Application): ApplicationListRow => ({
  id: app.id,
  stateId: app.stateId,
  initiatedByCompany: app.initiatedByCompany,
  firstName: app.firstName,
  lastName: app.lastName,
  personalNumber: app.personalNumber,
  professionId: app.professionId,
  companyId: app.companyId,
  departmentId: app.departmentId,
  transferRequest: app.transferRequest,
  updatedAt: app.updatedAt,
})

describe('applications: create', () => {
  it('applications/create: the apprentice starts her own draft, prefilled with her data', async () => {
    const created: Application = {
      ...OWN_DRAFT,
      ...UNFILLED,
      id: NEW_ID,
      professionId: 848,
      privacyAccepted: true,
      createdAt: BASE_DATE,
      updatedAt: BASE_DATE,
    }
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a new application by the apprentice')
      .withRequest({
        method: 'POST',
        path: `${API}/applications/create`,
        ...withBody(APPRENTICE, { professionId: 848, privacyAccepted: true }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: applicationBody(created, ['professionId']) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const app = await createApplication({ professionId: 848, privacyAccepted: true })
      expect(app).toMatchObject({
        stateId: 1,
        initiatedByCompany: false,
        prefilledBy: 'apprentice',
        professionId: 848,
        firstName: 'Elin',
      })
      expect(app.documents).toEqual([])
    })
  })

  it('applications/create: a company registers an application for someone else (company-initiated draft)', async () => {
    const registered: Application = {
      id: NEW_ID,
      stateId: 1,
      initiatedByCompany: true,
      firstName: 'Erik',
      lastName: 'Johansson',
      email: null,
      personalNumber: '199711304197',
      createdByPersonalNumber: '198306113260',
      address1: 'Kungsgatan 5',
      address2: null,
      zip: '411 19',
      city: 'Göteborg',
      country: 'Sverige',
      mobilephone: null,
      ...UNFILLED,
      professionId: 848,
      companyId: 1,
      workplace: 101,
      prefilledBy: 'company',
      createdAt: BASE_DATE,
      updatedAt: BASE_DATE,
    }
    const changes = { companyId: 1, personalNumber: '199711304197', professionId: 848, workplace: 101 }
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a new application registered by the company administrator for another person')
      .withRequest({ method: 'POST', path: `${API}/applications/create`, ...withBody(COMPANY_ADMIN, changes) })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: applicationBody(registered, ['personalNumber', 'companyId']),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const app = await createApplication(changes)
      expect(app).toMatchObject({
        stateId: 1,
        initiatedByCompany: true,
        prefilledBy: 'company',
        personalNumber: '199711304197',
        companyId: 1,
      })
      // Prefilled from the population register, not from the company user.
      expect([app.firstName, app.lastName]).toEqual(['Erik', 'Johansson'])
    })
  })

  it('applications/create: an invalid personal number is a 422 the shell shows as a toast', async () => {
    const changes = { companyId: 1, personalNumber: '19971130-0000' }
    pact
      .given('the company administrator is logged in')
      .uponReceiving('a new company application with an invalid personal number')
      .withRequest({ method: 'POST', path: `${API}/applications/create`, ...withBody(COMPANY_ADMIN, changes) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: validationErrors('Angivet värde matchar inte ett svenskt personnummer.', 'personalNumber'),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => createApplication(changes))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(events).toEqual([
        { type: 'api.validationError', message: 'Angivet värde matchar inte ett svenskt personnummer.' },
      ])
    })
  })

  // §8 "person already linked to the company": the apprentice is employed at Byggbolaget i Norr.
  it('applications/create: a person already linked to the company is refused with a 422 on personalNumber', async () => {
    const changes = { companyId: 1, personalNumber: ELIN.personalNumber, professionId: 848 }
    pact
      .given('the company administrator is logged in and the apprentice is already employed at Byggbolaget i Norr')
      .uponReceiving('a new company application for a person already linked to the company')
      .withRequest({ method: 'POST', path: `${API}/applications/create`, ...withBody(COMPANY_ADMIN, changes) })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: fieldRefusal('personalNumber', 'Personen är redan kopplad till företaget.'),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const error = await rejectionOf(() => createApplication(changes))
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors).toContainEqual({
        field: 'personalNumber',
        message: 'Personen är redan kopplad till företaget.',
      })
      expect(validationMessage(errorBody(error))).toBe('Personen är redan kopplad till företaget.')
    })
  })
})

describe('applications: read and list', () => {
  it('applications/get/{id}: the apprentice opens her draft', async () => {
    pact
      .given('the apprentice has a draft application')
      .uponReceiving('a request for the apprentice’s draft application')
      .withRequest({ method: 'GET', path: idPath('applications/get', OWN_DRAFT_ID), headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: applicationBody(OWN_DRAFT) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const app = await getApplication(OWN_DRAFT_ID)
      expect(app).toMatchObject({ id: OWN_DRAFT_ID, stateId: 1, companyId: null, professionId: 101 })
      expect(app.documents.map((d) => [d.type, d.fileName])).toEqual([['grades', 'slutbetyg-gymnasiet.pdf']])
    })
  })

  it('applications/get/{id} of an unknown id is a 404', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request for an application that does not exist')
      .withRequest({ method: 'GET', path: `${API}/applications/get/999999`, headers: bearer(APPRENTICE) })
      .willRespondWith({
        status: 404,
        headers: JSON_ANSWER,
        body: { message: string('Det efterfrågade hittades inte.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => getApplication(999999)))).toBe(404)
    })
  })

  it('applications/get/{id} of another person’s application is a 403', async () => {
    pact
      .given('an apprentice has signed an application the company has not filled in')
      .uponReceiving('a request by the apprentice for another person’s application')
      .withRequest({
        method: 'GET',
        path: idPath('applications/get', SIGNED_NOT_FILLED_ID),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({
        status: 403,
        headers: JSON_ANSWER,
        body: { message: string('Du saknar behörighet för detta.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => getApplication(SIGNED_NOT_FILLED_ID)))).toBe(403)
    })
  })

  it('applications/get/{id} without a token is a 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for an application without a token')
      .withRequest({ method: 'GET', path: `${API}/applications/get/${OWN_DRAFT_ID}`, headers: LOCALE_HEADER })
      .willRespondWith({ status: 401 })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => getApplication(OWN_DRAFT_ID)))).toBe(401)
    })
  })

  it('applications/list own: the apprentice’s drafts (her own and company-registered) and sent applications', async () => {
    const companyDraft: ApplicationListRow = {
      ...listRow(OWN_DRAFT),
      id: 31004,
      initiatedByCompany: true,
      professionId: 102,
      companyId: 1,
      updatedAt: '2026-11-14T09:00:00.000Z',
    }
    const approvedAtSyd: ApplicationListRow = {
      ...listRow(OWN_DRAFT),
      id: APPROVED_BY_COMPANY_ID,
      stateId: 5,
      professionId: 848,
      companyId: 2,
      departmentId: 21,
      updatedAt: '2026-11-11T09:00:00.000Z',
    }
    pact
      .given('the apprentice has applications in several states')
      .uponReceiving('a request for the apprentice’s own applications')
      .withRequest({
        method: 'PATCH',
        path: `${API}/applications/list`,
        ...withBody(APPRENTICE, { type: 'own', search: '', pageSize: APPLICATION_LIST_PAGE_SIZE }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          rows: arrayContaining(
            applicationRowBody(listRow(OWN_DRAFT)),
            applicationRowBody(companyDraft),
            applicationRowBody(approvedAtSyd),
          ),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const rows = await listApplications({ type: 'own' })
      expect(rows.map((r) => [r.id, r.stateId, r.initiatedByCompany])).toEqual([
        [OWN_DRAFT_ID, 1, false],
        [31004, 1, true],
        [APPROVED_BY_COMPANY_ID, 5, false],
      ])
      expect(rows[2]?.departmentId).toBe(21)
    })
  })

  it('applications/list received: a company administrator sees the applications to the company', async () => {
    const transfer: ApplicationListRow = {
      ...listRow(SIGNED_NOT_FILLED),
      id: 31020,
      firstName: 'Filip',
      lastName: 'Strand',
      personalNumber: '200305085912',
      professionId: 101,
      transferRequest: true,
      updatedAt: '2026-11-15T09:00:00.000Z',
    }
    const companyDraft: ApplicationListRow = {
      ...listRow(SIGNED_NOT_FILLED),
      id: 31012,
      stateId: 1,
      initiatedByCompany: true,
      firstName: 'Wilma',
      lastName: 'Forsberg',
      personalNumber: '200704157486',
      updatedAt: '2026-11-15T09:00:00.000Z',
    }
    pact
      .given('the company has received applications')
      .uponReceiving('a request for the applications received by Byggbolaget i Norr')
      .withRequest({
        method: 'PATCH',
        path: `${API}/applications/list`,
        ...withBody(COMPANY_ADMIN, {
          type: 'received',
          companyId: 1,
          search: '',
          pageSize: APPLICATION_LIST_PAGE_SIZE,
        }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: {
          rows: arrayContaining(
            applicationRowBody(listRow(SIGNED_NOT_FILLED)),
            applicationRowBody(transfer),
            applicationRowBody(companyDraft),
          ),
        },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const rows = await listApplications({ type: 'received', companyId: 1 })
      expect(rows.map((r) => [r.stateId, r.transferRequest])).toEqual([
        [4, false],
        [4, true],
        [1, false],
      ])
      expect(rows.every((r) => r.companyId === 1)).toBe(true)
    })
  })

  it('applications/list received without a company role is a 403', async () => {
    pact
      .given('the apprentice is logged in')
      .uponReceiving('a request by the apprentice for the applications received by a company')
      .withRequest({
        method: 'PATCH',
        path: `${API}/applications/list`,
        ...withBody(APPRENTICE, { type: 'received', companyId: 1, search: '', pageSize: APPLICATION_LIST_PAGE_SIZE }),
      })
      .willRespondWith({
        status: 403,
        headers: JSON_ANSWER,
        body: { message: string('Du saknar behörighet för detta.') },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(errorStatus(await rejectionOf(() => listApplications({ type: 'received', companyId: 1 })))).toBe(403)
    })
  })
})

describe('applications: update, save, approve, deny', () => {
  it('applications/update: the apprentice chooses the company and writes to the board', async () => {
    const changes = { companyId: 1, messageToBoard: 'Jag har jobbat två somrar som snickare.' }
    const updated: Application = { ...OWN_DRAFT, ...changes, updatedAt: BASE_DATE }
    pact
      .given('the apprentice has a draft application')
      .uponReceiving('a change to the apprentice’s draft')
      .withRequest({
        method: 'PATCH',
        path: idPath('applications/update', OWN_DRAFT_ID),
        ...withBody(APPRENTICE, changes),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: applicationBody(updated, ['companyId', 'messageToBoard']),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await updateApplication(OWN_DRAFT_ID, changes)).toMatchObject({ stateId: 1, ...changes })
    })
  })

  it('applications/update save: the company fills in its part; an empty start date becomes today', async () => {
    const changes = { instructorId: 2101, workplace: 101, employmentTypeId: 2 }
    const saved: Application = {
      ...SIGNED_NOT_FILLED,
      ...changes,
      employmentDate: '2026-11-16',
      updatedAt: BASE_DATE,
      savedByCompanyAt: BASE_DATE,
    }
    pact
      .given('an apprentice has signed an application the company has not filled in')
      .uponReceiving('a save by the company administrator with instructor, workplace and employment type')
      .withRequest({
        method: 'PATCH',
        path: idPath('applications/update', SIGNED_NOT_FILLED_ID),
        ...withBody(COMPANY_ADMIN, { ...changes, action: 'save' }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: applicationBody(saved, ['instructorId', 'workplace', 'employmentTypeId']),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const app = await updateApplication(SIGNED_NOT_FILLED_ID, changes, { type: 'save' })
      expect(app).toMatchObject({ stateId: 4, ...changes, employmentDate: '2026-11-16' })
      // Saved after the last change: approving is possible now.
      expect(app.savedByCompanyAt).not.toBeNull()
    })
  })

  it('applications/update approve: a complete application the company saved is approved (5)', async () => {
    const approved: Application = { ...APPROVABLE, stateId: 5, updatedAt: BASE_DATE }
    pact
      .given('an application is complete and saved by the company')
      .uponReceiving('an approval by the company administrator')
      .withRequest({
        method: 'PATCH',
        path: idPath('applications/update', APPROVABLE_ID),
        ...withBody(COMPANY_ADMIN, { action: 'approve' }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: applicationBody(approved) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      expect(await updateApplication(APPROVABLE_ID, {}, { type: 'approve' })).toMatchObject({
        id: APPROVABLE_ID,
        stateId: 5,
      })
    })
  })

  it('applications/update approve: an application missing the company’s part is “not filled enough” (422)', async () => {
    const notFilled = 'Ansökan är inte tillräckligt ifylld för att kunna godkännas.'
    pact
      .given('an apprentice has signed an application the company has not filled in')
      .uponReceiving('an approval of an application without instructor, employment type and start date')
      .withRequest({
        method: 'PATCH',
        path: idPath('applications/update', SIGNED_NOT_FILLED_ID),
        ...withBody(COMPANY_ADMIN, { action: 'approve' }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: validationErrors(notFilled, 'instructorId', notFilled),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => updateApplication(SIGNED_NOT_FILLED_ID, {}, { type: 'approve' }))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(events).toEqual([{ type: 'api.validationError', message: notFilled }])
    })
  })

  it('applications/update approve: changed since the last save, the company must save first (422)', async () => {
    const saveFirst = 'Spara ansökan innan du godkänner den.'
    pact
      .given('an application is complete but changed since the company saved it')
      .uponReceiving('an approval of an application changed after the company’s last save')
      .withRequest({
        method: 'PATCH',
        path: idPath('applications/update', APPROVABLE_ID),
        ...withBody(COMPANY_ADMIN, { action: 'approve' }),
      })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: validationErrors(saveFirst, 'action', saveFirst) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => updateApplication(APPROVABLE_ID, {}, { type: 'approve' }))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(events).toEqual([{ type: 'api.validationError', message: saveFirst }])
    })
  })

  it('applications/update deny: back to the apprentice as a draft, marked returned (returnedAt), with the motivation kept', async () => {
    const motivation = 'Vi behöver ditt slutbetyg i original. Ladda upp det och skicka igen.'
    // returnedAt: the apprentice's draft list marks a returned draft by it (a deny needs no motivation).
    const denied: Application = {
      ...SIGNED_NOT_FILLED,
      stateId: 1,
      denyMotivation: motivation,
      updatedAt: BASE_DATE,
      returnedAt: BASE_DATE,
    }
    pact
      .given('an apprentice has signed an application the company has not filled in')
      .uponReceiving('a denial with a motivation by the company administrator')
      .withRequest({
        method: 'PATCH',
        path: idPath('applications/update', SIGNED_NOT_FILLED_ID),
        ...withBody(COMPANY_ADMIN, { action: 'deny', denyMotivation: motivation }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: applicationBody(denied, ['denyMotivation']) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, COMPANY_ADMIN)
      const app = await updateApplication(SIGNED_NOT_FILLED_ID, {}, { type: 'deny', denyMotivation: motivation })
      expect(app).toMatchObject({ stateId: 1, initiatedByCompany: false, denyMotivation: motivation })
      expect(app.returnedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/))
    })
  })

  it('applications/update in a state the apprentice may no longer edit is a 422', async () => {
    const notEditable = 'Ansökan kan inte ändras i det läge den är nu.'
    pact
      .given('the apprentice has an application the company has approved')
      .uponReceiving('a change by the apprentice to an application the company has approved')
      .withRequest({
        method: 'PATCH',
        path: idPath('applications/update', APPROVED_BY_COMPANY_ID),
        ...withBody(APPRENTICE, { messageToBoard: 'Jag vill lägga till en sak.' }),
      })
      .willRespondWith({
        status: 422,
        headers: JSON_ANSWER,
        body: validationErrors(notEditable, 'stateId', notEditable),
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() =>
        updateApplication(APPROVED_BY_COMPANY_ID, { messageToBoard: 'Jag vill lägga till en sak.' }),
      )
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(events).toEqual([{ type: 'api.validationError', message: notEditable }])
    })
  })
})

describe('applications: sign and delete', () => {
  it('applications/sign: the apprentice signs with the honesty declaration and it goes to the company (4)', async () => {
    const signed: Application = {
      ...OWN_DRAFT,
      stateId: 4,
      companyId: 1,
      honestyDeclaration: true,
      updatedAt: BASE_DATE,
    }
    pact
      .given('the apprentice has a draft application ready to sign')
      .uponReceiving('a signature of the apprentice’s complete draft')
      .withRequest({
        method: 'POST',
        path: idPath('applications/sign', OWN_DRAFT_ID),
        ...withBody(APPRENTICE, { honestyDeclaration: true }),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: applicationBody(signed, ['honestyDeclaration']) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await signApplication(OWN_DRAFT_ID)).toMatchObject({
        id: OWN_DRAFT_ID,
        stateId: 4,
        honestyDeclaration: true,
      })
    })
  })

  it('applications/sign without a grade document or certificate is a 422 naming what is missing', async () => {
    const documentRequired = 'Minst ett betyg eller intyg måste bifogas.'
    pact
      .given('the apprentice has a denied draft without a grade document or certificate')
      .uponReceiving('a signature of a draft without a grade document or certificate')
      .withRequest({
        method: 'POST',
        path: idPath('applications/sign', DENIED_DRAFT_ID),
        ...withBody(APPRENTICE, { honestyDeclaration: true }),
      })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: validationErrors(documentRequired, 'documents') })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => signApplication(DENIED_DRAFT_ID))
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(errorBody(error)?.errors?.map((e) => e.field)).toEqual(['documents'])
      expect(events).toEqual([{ type: 'api.validationError', message: documentRequired }])
    })
  })

  it('applications/sign of an application already with the company is a 422', async () => {
    const wrongState = 'Det går inte att göra så med ansökan i det läge den är nu.'
    pact
      .given('the apprentice has an application the company has approved')
      .uponReceiving('a signature of an application the company has approved')
      .withRequest({
        method: 'POST',
        path: idPath('applications/sign', APPROVED_BY_COMPANY_ID),
        ...withBody(APPRENTICE, { honestyDeclaration: true }),
      })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: validationErrors(wrongState, 'stateId', wrongState) })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const error = await rejectionOf(() => signApplication(APPROVED_BY_COMPANY_ID))
      expect(errorStatus(error)).toBe(422)
      expect(validationMessage(errorBody(error))).toBe(wrongState)
    })
  })

  it('applications/delete: the apprentice deletes her own draft', async () => {
    pact
      .given('the apprentice has a draft application')
      .uponReceiving('a deletion of the apprentice’s draft')
      .withRequest({ method: 'DELETE', path: idPath('applications/delete', OWN_DRAFT_ID), headers: bearer(APPRENTICE) })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { ok: true } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await deleteApplication(OWN_DRAFT_ID)).toEqual({ ok: true })
    })
  })

  it('applications/delete of an application the company has approved is a 403 the dialog shows (no toast)', async () => {
    const notAllowed = 'Du får inte ta bort ansökan, eller så gick den inte att ta bort. Kontakta närmaste region.'
    pact
      .given('the apprentice has an application the company has approved')
      .uponReceiving('a deletion by the apprentice of an application the company has approved')
      .withRequest({
        method: 'DELETE',
        path: idPath('applications/delete', APPROVED_BY_COMPANY_ID),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({ status: 403, headers: JSON_ANSWER, body: { message: string(notAllowed) } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() => deleteApplication(APPROVED_BY_COMPANY_ID))
      stop()
      expect(errorStatus(error)).toBe(403)
      expect(errorBody(error)?.message).toBe(notAllowed)
      expect(events).toEqual([])
    })
  })
})

describe('application-documents', () => {
  const pdf = smallPdfFile()
  afterAll(() => pdf.remove())

  it('application-documents/create: the apprentice uploads her grades as a PDF (multipart)', async () => {
    const fields: Array<[string, string]> = [
      ['applicationId', String(OWN_DRAFT_ID)],
      ['type', 'grades'],
      ['municipality', 'Luleå'],
      ['schoolName', 'Luleå gymnasieskola'],
    ]
    const uploaded: ApplicationDocument = {
      id: 41012,
      applicationId: OWN_DRAFT_ID,
      fileName: 'slutbetyg.pdf',
      contentType: 'application/pdf',
      size: SMALL_PDF.length,
      type: 'grades',
      quality: null,
      schoolRegion: null,
      municipality: 'Luleå',
      schoolName: 'Luleå gymnasieskola',
      uploadedAt: BASE_DATE,
    }
    pact
      .given('the apprentice has a draft application')
      .uponReceiving('an upload of a PDF grade document to the apprentice’s draft')
      .withRequest({
        method: 'POST',
        path: `${API}/application-documents/create`,
        headers: { ...bearer(APPRENTICE), 'Content-Type': MULTIPART_CONTENT_TYPE },
        body: multipartBody(fields, {
          name: 'file',
          fileName: 'slutbetyg.pdf',
          contentType: 'application/pdf',
          content: SMALL_PDF,
        }),
      })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: { ...documentBody(uploaded), applicationId: OWN_DRAFT_ID, contentType: 'application/pdf' },
      })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const document = await uploadApplicationDocument(
        OWN_DRAFT_ID,
        fileOf(SMALL_PDF, 'slutbetyg.pdf', 'application/pdf'),
        {
          type: 'grades',
          municipality: 'Luleå',
          schoolName: 'Luleå gymnasieskola',
        },
        { silent: true },
      )
      expect(document).toMatchObject({
        applicationId: OWN_DRAFT_ID,
        type: 'grades',
        contentType: 'application/pdf',
        fileName: 'slutbetyg.pdf',
      })
    })
  })

  it('application-documents/create of a text file is a 422 the upload step shows (no toast)', async () => {
    const wrongType = 'Fel filtyp. Tillåtna filtyper är PDF, JPG, PNG och TIF.'
    pact
      .given('the apprentice has a draft application')
      .uponReceiving('an upload of a text file to the apprentice’s draft')
      .withRequest({
        method: 'POST',
        path: `${API}/application-documents/create`,
        headers: { ...bearer(APPRENTICE), 'Content-Type': MULTIPART_CONTENT_TYPE },
        body: multipartBody(
          [
            ['applicationId', String(OWN_DRAFT_ID)],
            ['type', 'grades'],
          ],
          { name: 'file', fileName: 'betyg.txt', contentType: 'text/plain', content: TEXT_FILE },
        ),
      })
      .willRespondWith({ status: 422, headers: JSON_ANSWER, body: validationErrors(wrongType, 'file') })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const { events, stop } = recordApiEvents()
      const error = await rejectionOf(() =>
        uploadApplicationDocument(
          OWN_DRAFT_ID,
          fileOf(TEXT_FILE, 'betyg.txt', 'text/plain'),
          { type: 'grades' },
          { silent: true },
        ),
      )
      stop()
      expect(errorStatus(error)).toBe(422)
      expect(events).toEqual([])
      expect(validationMessage(errorBody(error))).toBe(wrongType)
    })
  })

  it('application-documents/get/{id}: the stored file’s bytes with their content type', async () => {
    pact
      .given('the apprentice has a draft application')
      .uponReceiving('a request for the bytes of a PDF document of the apprentice’s draft')
      .withRequest({
        method: 'GET',
        path: idPath('application-documents/get', OWN_DRAFT_DOCUMENT_ID, 'documentId'),
        headers: bearer(APPRENTICE),
      })
      // The body is matched by its content type (the bytes must be a PDF), not byte for byte.
      .withResponseBinaryFile(
        { status: 200, headers: { 'Content-Type': 'application/pdf' } },
        'application/pdf',
        pdf.path,
      )

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      const blob = await getApplicationDocument(OWN_DRAFT_DOCUMENT_ID)
      expect(blob.type).toBe('application/pdf')
      expect(new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer())).toBe('%PDF-')
    })
  })

  it('application-documents/delete/{id}: the apprentice removes a document from her draft', async () => {
    pact
      .given('the apprentice has a draft application')
      .uponReceiving('a deletion of a document of the apprentice’s draft')
      .withRequest({
        method: 'DELETE',
        path: idPath('application-documents/delete', OWN_DRAFT_DOCUMENT_ID, 'documentId'),
        headers: bearer(APPRENTICE),
      })
      .willRespondWith({ status: 200, headers: JSON_ANSWER, body: { ok: true } })

    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, APPRENTICE)
      expect(await deleteApplicationDocument(OWN_DRAFT_DOCUMENT_ID)).toEqual({ ok: true })
    })
  })

  it('application-documents/get/{id} of an unknown document is a 404', () =>
    expectRefusal(pact, {
      given: 'the apprentice has a draft application',
      description: 'a request for the bytes of a document that does not exist',
      method: 'GET',
      path: '/application-documents/get/999999',
      token: APPRENTICE,
      status: 404,
      message: 'Det efterfrågade hittades inte.',
      call: () => getApplicationDocument(999999),
    }))

  it('application-documents/delete/{id} of a document of another person’s application is a 403', () =>
    expectRefusal(pact, {
      given: 'an apprentice has signed an application the company has not filled in',
      description: 'a deletion by the apprentice of a document of another person’s application',
      method: 'DELETE',
      path: `/application-documents/delete/${SIGNED_NOT_FILLED_DOCUMENT_ID}`,
      token: APPRENTICE,
      status: 403,
      message: 'Du saknar behörighet för detta.',
      call: () => deleteApplicationDocument(SIGNED_NOT_FILLED_DOCUMENT_ID),
    }))
})
