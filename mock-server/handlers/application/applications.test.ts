import { describe, expect, it } from 'vitest'
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
} from '../../../src/api/application/applications'
import { http } from '../../../src/api/client'
import { listEmployments } from '../../../src/api/company/companies'
import { loginMobileBankId } from '../../../src/api/login/login'
import { listNotifications } from '../../../src/api/shell/notifications'
import { getPerson } from '../../../src/api/shell/persons'
import { APPLICATION_STATE as S, MAX_DOCUMENT_BYTES, isSubmittable } from '../../../src/domain/application'
import { luhnCheckDigit } from '../../../src/domain/validation'
import {
  APPLICANTS_BY_NAME,
  PERSONAS,
  REVOKED_TOKEN,
  SCENARIO_BASE_DATE,
  SEEDED_APPLICATIONS as A,
  STAFF,
  TINY_PNG_BASE64,
  TRANSFER_APPRENTICE,
} from '../../seed'
import { control, failureOf, withSimulatedBackend } from '../../test-kit'

// Every test runs on a scenario seeded on its base date (the clock pinned there), unless it moves the
// clock itself: the drafts' dates and their 14 days (§4) are those the tests name.
const api = withSimulatedBackend({ seededOn: SCENARIO_BASE_DATE })

const DAY_MS = 86_400_000
const atBase = (days: number) => new Date(Date.parse(SCENARIO_BASE_DATE) + days * DAY_MS).toISOString()
/** Pins the scenario clock `days` after the base date. */
const clockAt = (days: number) => control('PUT', '/clock', { now: atBase(days) })

/** Logs a seeded person who is not a persona in by personal number and uses their session. */
async function logInAs(personalNumber: string) {
  api.token(null)
  const user = await loginMobileBankId(personalNumber)
  api.token(user.token)
  return user
}

function pdf(name = 'betyg.pdf', extra = ''): File {
  return new File([`%PDF-1.4\n1 0 obj << >> endobj\n${extra}%%EOF\n`], name, { type: 'application/pdf' })
}
const pngBytes = () => Uint8Array.from(atob(TINY_PNG_BASE64), (c) => c.charCodeAt(0))

/** A valid personal number of an adult nobody in the scenario has. */
function newPersonalNumber(): string {
  const nine = '030711' + '454'
  return `20${nine}${luhnCheckDigit(nine)}`
}

describe('creating drafts', () => {
  it('gives the apprentice an own draft prefilled from their data, private to them', async () => {
    api.as('apprentice')
    const draft = await createApplication({ professionId: 101, companyId: 1 })
    expect(draft).toMatchObject({
      stateId: S.draft,
      initiatedByCompany: false,
      prefilledBy: 'apprentice',
      firstName: 'Elin',
      lastName: 'Andersson',
      personalNumber: PERSONAS.apprentice.personalNumber,
      createdByPersonalNumber: PERSONAS.apprentice.personalNumber,
      email: 'elin.andersson@example.com',
      city: 'Luleå',
      professionId: 101,
      companyId: 1,
      savedByCompanyAt: null,
    })
    expect((await listApplications({ type: 'own' })).map((r) => r.id)).toContain(draft.id)
    // The company does not see an apprentice's unsigned draft.
    api.as('companyAdmin')
    expect((await failureOf(getApplication(draft.id))).status).toBe(403)
    expect((await listApplications({ type: 'received', companyId: 1 })).map((r) => r.id)).not.toContain(draft.id)
  })

  it('ignores what the apprentice may not set (the company’s part, someone else’s personal number)', async () => {
    api.as('apprentice')
    const draft = await createApplication({
      personalNumber: APPLICANTS_BY_NAME.emma.personalNumber,
      instructorId: STAFF.anders.employmentId,
      employmentTypeId: 1,
    })
    expect(draft).toMatchObject({
      personalNumber: PERSONAS.apprentice.personalNumber,
      instructorId: null,
      employmentTypeId: null,
    })
  })

  it('answers 422 with a message per field for bad input, in the caller’s language', async () => {
    api.as('apprentice')
    const bad = await failureOf(
      createApplication({ email: 'not-an-email', mobilephone: '12', professionId: 9999, professionOrientations: [1] }),
    )
    expect(bad.status).toBe(422)
    expect(bad.body?.errors?.map((e) => e.field)).toEqual([
      'email',
      'mobilephone',
      'professionId',
      'professionOrientations',
    ])
    api.locale('en')
    const machine = await failureOf(createApplication({ professionId: 101, professionOrientations: [1] }))
    expect(machine.body?.errors?.[0].message).toBe(
      'Machine orientations can only be chosen among the profession’s machines, and only for machine professions.',
    )
    api.locale('pl')
    expect((await failureOf(createApplication({ email: 'x' }))).body?.errors?.[0].message).toBe(
      'Adres e-mail jest nieprawidłowy.',
    )
  })

  it('lets a company user register an application for someone else, prefilled from the population register', async () => {
    api.as('companyAdmin')
    const pn = newPersonalNumber()
    const created = await createApplication({
      companyId: 1,
      personalNumber: pn,
      mobilephone: '070-999 88 77',
      email: 'ny.larling@example.com',
      professionId: 848,
      workplace: 102,
    })
    expect(created).toMatchObject({
      stateId: S.draft,
      initiatedByCompany: true,
      prefilledBy: 'company',
      personalNumber: pn,
      createdByPersonalNumber: PERSONAS.companyAdmin.personalNumber,
      companyId: 1,
      workplace: 102,
      country: 'Sverige',
    })
    expect(created.firstName).toBeTruthy()
    expect((await listApplications({ type: 'received', companyId: 1 })).map((r) => r.id)).toContain(created.id)
    // The person finds it among their own once they log in.
    await logInAs(pn)
    expect((await listApplications({ type: 'own' })).map((r) => r.id)).toEqual([created.id])
  })

  it('refuses a malformed personal number or a workplace of another company from a company user', async () => {
    api.as('companyAdmin')
    const badPn = await failureOf(createApplication({ companyId: 1, personalNumber: '20030711-4541' }))
    expect(badPn.status).toBe(422)
    expect(badPn.body?.errors?.[0]).toEqual({
      field: 'personalNumber',
      message: 'Angivet värde matchar inte ett svenskt personnummer.',
    })
    const otherWorkplace = await failureOf(
      createApplication({ companyId: 1, personalNumber: newPersonalNumber(), workplace: 201 }),
    )
    expect(otherWorkplace.body?.errors?.[0].field).toBe('workplace')
  })
})

describe('the apprentice’s draft to the company (sign)', () => {
  it('signs only a complete draft with the honesty declaration; then it is the company’s (confirmedByStudent)', async () => {
    api.as('apprentice')
    const id = A.elinFreshDraft
    const incomplete = await failureOf(signApplication(id))
    expect(incomplete.status).toBe(422)
    expect(incomplete.body?.errors?.map((e) => e.field)).toEqual(['companyId'])
    await updateApplication(id, { companyId: 2 })
    const noDepartment = await failureOf(signApplication(id))
    expect(noDepartment.body?.errors).toEqual([{ field: 'departmentId', message: 'En avdelning måste väljas.' }])
    await updateApplication(id, { departmentId: 21 })
    const undeclared = await failureOf(
      http()
        .post(`applications/sign/${id}`, { json: { honestyDeclaration: false } })
        .json(),
    )
    expect(undeclared.body?.errors).toEqual([
      { field: 'honestyDeclaration', message: 'Du måste intyga att uppgifterna i ansökan är sanna.' },
    ])

    const signed = await signApplication(id)
    expect(signed).toMatchObject({ stateId: S.confirmedByStudent, honestyDeclaration: true })
    // No longer the apprentice's to change.
    const edit = await failureOf(updateApplication(id, { messageToBoard: 'ändrat' }))
    expect(edit.status).toBe(422)
    expect(edit.body?.message).toBe('Ansökan kan inte ändras i det läge den är nu.')
    api.as('departmentAdmin')
    expect((await listApplications({ type: 'received', companyId: 2 })).map((r) => r.id)).toContain(id)
  })

  it('needs at least one certificate or grade document (§5)', async () => {
    api.as('apprentice')
    // The denied one holds only a photo.
    const missing = await failureOf(signApplication(A.elinDenied))
    expect(missing.body?.errors).toEqual([
      { field: 'documents', message: 'Minst ett betyg eller intyg måste bifogas.' },
    ])
    await uploadApplicationDocument(A.elinDenied, pdf('slutbetyg.pdf'), { type: 'grades' })
    expect((await signApplication(A.elinDenied)).stateId).toBe(S.confirmedByStudent)
  })
})

describe('the company review: save, approve, deny', () => {
  it('approves a complete, saved application (confirmedByCompany -> confirmedAndApprovedByCompany)', async () => {
    api.as('companyAdmin')
    const app = await getApplication(A.norrConfirmedByCompany)
    expect(isSubmittable(app)).toBe(true)
    const approved = await updateApplication(app.id, {}, { type: 'approve' })
    expect(approved.stateId).toBe(S.confirmedAndApprovedByCompany)
    // The applicant is told.
    await logInAs(APPLICANTS_BY_NAME.ali.personalNumber)
    expect((await listNotifications())[0]).toMatchObject({
      type: 'Application',
      concernId: app.id,
      subject: 'Din ansökan har godkänts av Byggbolaget i Norr AB',
    })
  })

  it('refuses to approve before a save, and after a change since the save', async () => {
    api.as('yua')
    const unsaved = await failureOf(updateApplication(A.norrTransfer, {}, { type: 'approve' }))
    expect(unsaved.status).toBe(422)
    expect(unsaved.body?.message).toBe('Spara ansökan innan du godkänner den.')

    const saved = await updateApplication(A.norrConfirmedByCompany, {}, { type: 'save' })
    expect(saved.savedByCompanyAt).toBe(saved.updatedAt)
    const changed = await updateApplication(A.norrConfirmedByCompany, { messageToBoard: 'Kompletterat av företaget' })
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(changed.savedByCompanyAt ?? ''))
    api.locale('en')
    expect((await failureOf(updateApplication(A.norrConfirmedByCompany, {}, { type: 'approve' }))).body?.message).toBe(
      'Save the application before you approve it.',
    )
    // Approving with values other than the stored ones is approving unsaved changes.
    await updateApplication(A.norrConfirmedByCompany, {}, { type: 'save' })
    expect(
      (await failureOf(updateApplication(A.norrConfirmedByCompany, { employmentTypeId: 1 }, { type: 'approve' })))
        .status,
    ).toBe(422)
    expect(
      (await updateApplication(A.norrConfirmedByCompany, { employmentTypeId: 2 }, { type: 'approve' })).stateId,
    ).toBe(S.confirmedAndApprovedByCompany)
  })

  it('refuses to approve what is not filled enough, naming the missing fields (§8 message)', async () => {
    api.as('yua')
    // Emma's lacks the company's part; the save fills an empty start date with today (§5).
    const saved = await updateApplication(A.norrConfirmedByStudent, {}, { type: 'save' })
    expect(saved.employmentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const refused = await failureOf(updateApplication(A.norrConfirmedByStudent, {}, { type: 'approve' }))
    expect(refused.status).toBe(422)
    expect(refused.body?.message).toBe('Ansökan är inte tillräckligt ifylld för att kunna godkännas.')
    expect(refused.body?.errors?.map((e) => e.field)).toEqual(['instructorId', 'employmentTypeId'])
    api.locale('pl')
    expect((await failureOf(updateApplication(A.norrConfirmedByStudent, {}, { type: 'approve' }))).body?.message).toBe(
      'Wniosek nie jest wystarczająco wypełniony, aby go zatwierdzić.',
    )
  })

  it('confirms a company-initiated application the apprentice signed by saving it (3 -> 2), then approves', async () => {
    api.as('yua')
    expect(
      (await failureOf(updateApplication(A.norrConfirmedByApprentice, {}, { type: 'approve' }))).body?.message,
    ).toBe('Spara ansökan innan du godkänner den.')
    expect((await updateApplication(A.norrConfirmedByApprentice, {}, { type: 'save' })).stateId).toBe(
      S.confirmedByCompany,
    )
    expect((await updateApplication(A.norrConfirmedByApprentice, {}, { type: 'approve' })).stateId).toBe(
      S.confirmedAndApprovedByCompany,
    )
  })

  it('company-initiated: the apprentice completes and signs (confirmedByApprentice), the company saves and approves', async () => {
    api.as('apprentice')
    const id = A.elinCompanyInitiated
    const own = (await listApplications({ type: 'own' })).find((r) => r.id === id)
    expect(own).toMatchObject({ stateId: S.draft, initiatedByCompany: true })
    const before = await failureOf(signApplication(id))
    expect(before.body?.errors?.map((e) => e.field)).toEqual(['documents', 'privacyAccepted'])
    // The company's choices stay the company's.
    const completed = await updateApplication(id, {
      privacyAccepted: true,
      professionId: 848,
      instructorId: STAFF.karl.employmentId,
    })
    expect(completed).toMatchObject({
      privacyAccepted: true,
      professionId: 102,
      instructorId: STAFF.anders.employmentId,
    })
    await uploadApplicationDocument(id, pdf('intyg.pdf'), { type: 'certificate' })
    expect((await signApplication(id)).stateId).toBe(S.confirmedByApprentice)

    api.as('yua')
    expect((await updateApplication(id, {}, { type: 'save' })).stateId).toBe(S.confirmedByCompany)
    expect((await updateApplication(id, {}, { type: 'approve' })).stateId).toBe(S.confirmedAndApprovedByCompany)
  })

  it('deny returns it to the apprentice with the motivation; the apprentice completes; the company approves', async () => {
    api.as('yua')
    const id = A.norrConfirmedByStudent
    const denied = await updateApplication(id, {}, { type: 'deny', denyMotivation: '  Ladda upp ditt slutbetyg.  ' })
    expect(denied).toMatchObject({
      stateId: S.draft,
      initiatedByCompany: false,
      denyMotivation: 'Ladda upp ditt slutbetyg.',
      savedByCompanyAt: null,
    })
    expect(denied.returnedAt).toEqual(expect.any(String))
    // Back with the apprentice: the company can neither see nor change it until it is signed again.
    expect((await failureOf(getApplication(id))).status).toBe(403)

    await logInAs(APPLICANTS_BY_NAME.emma.personalNumber)
    expect((await listNotifications())[0].subject).toBe(
      'Byggbolaget i Norr AB har skickat tillbaka din ansökan för komplettering',
    )
    const mine = await getApplication(id)
    expect(mine.denyMotivation).toBe('Ladda upp ditt slutbetyg.')
    // The apprentice's list marks it as returned (issue 8 §7), until it is signed again.
    expect((await listApplications({ type: 'own' })).find((row) => row.id === id)?.returnedAt).toEqual(
      expect.any(String),
    )
    await uploadApplicationDocument(id, pdf('slutbetyg.pdf'), { type: 'grades' })
    const signed = await signApplication(id)
    expect(signed).toMatchObject({ stateId: S.confirmedByStudent, returnedAt: null })

    api.as('yua')
    await updateApplication(
      id,
      { instructorId: STAFF.anders.employmentId, employmentTypeId: 1, workplace: 101 },
      { type: 'save' },
    )
    const approved = await updateApplication(id, {}, { type: 'approve' })
    expect(approved).toMatchObject({
      stateId: S.confirmedAndApprovedByCompany,
      denyMotivation: 'Ladda upp ditt slutbetyg.',
    })
  })

  it('deny needs no motivation; deny and approve are refused in states that do not allow them', async () => {
    api.as('companyAdmin')
    expect((await updateApplication(A.norrConfirmedByApprentice, {}, { type: 'deny' })).denyMotivation).toBeNull()
    const approved = await failureOf(updateApplication(A.norrApproved, {}, { type: 'deny' }))
    expect(approved.status).toBe(422)
    expect(approved.body?.message).toBe('Det går inte att göra så med ansökan i det läge den är nu.')
    expect((await failureOf(updateApplication(A.norrCompanyDraft, {}, { type: 'approve' }))).status).toBe(422)
  })

  it('refuses edits in a state where the caller may not edit', async () => {
    api.as('companyAdmin')
    const approved = await failureOf(updateApplication(A.norrApproved, { messageToBoard: 'x' }))
    expect(approved.status).toBe(422)
    expect(approved.body?.errors?.[0].field).toBe('stateId')
    expect((await failureOf(updateApplication(A.norrApproved, {}, { type: 'save' }))).status).toBe(422)
    api.as('apprentice')
    expect((await failureOf(updateApplication(A.elinConfirmedAtSyd, { messageToBoard: 'x' }))).status).toBe(422)
    // Company actions are the company's.
    expect((await failureOf(updateApplication(A.elinFreshDraft, {}, { type: 'save' }))).status).toBe(403)
  })

  it('holds the §5 instructor rules and start-date rules on the company’s part', async () => {
    api.as('yua')
    const id = A.norrConfirmedByStudent
    const cases: Array<[number, string]> = [
      [STAFF.karl.employmentId, 'En handledare i ställningsbyggnad kan ha högst 3 lärlingar.'],
      [
        STAFF.erik.employmentId,
        'Handledaren har en lärling i ställningsbyggnad utan grundutbildningsintyg och kan inte ta fler lärlingar.',
      ],
      [STAFF.mikael.employmentId, 'Handledaren saknar yrkesbevis eller godkänd dispens för yrket.'],
      [STAFF.nils.employmentId, 'Handledaren saknar e-postadress.'],
      [STAFF.jonas.employmentId, 'Handledaren har inte läst de aktuella instruktionerna.'],
      [STAFF.piotr.employmentId, 'Personen har inget eget konto och kan inte väljas som handledare.'],
      [STAFF.sofia.employmentId, 'Handledaren är inte anställd på företaget.'],
    ]
    for (const [instructorId, text] of cases) {
      const refused = await failureOf(updateApplication(id, { instructorId }))
      expect(refused.status, text).toBe(422)
      expect(refused.body?.errors).toEqual([{ field: 'instructorId', message: text }])
    }
    expect((await updateApplication(id, { instructorId: STAFF.anders.employmentId })).instructorId).toBe(
      STAFF.anders.employmentId,
    )

    await clockAt(0)
    const future = await failureOf(updateApplication(id, { employmentDate: '2026-11-17' }))
    expect(future.body?.errors?.[0].message).toBe(
      'Startdatumet får inte vara i framtiden. Lämna det tomt för dagens datum.',
    )
    // Emma has no approved basic education: no back-dating.
    const past = await failureOf(updateApplication(id, { employmentDate: '2026-11-01' }))
    expect(past.body?.errors?.[0].message).toBe('Ett startdatum bakåt i tiden kräver godkänd grundutbildning.')
    expect((await updateApplication(id, { employmentDate: '2026-11-16' })).employmentDate).toBe('2026-11-16')
    expect((await updateApplication(id, { employmentDate: null })).employmentDate).toBeNull()
  })
})

describe('delete', () => {
  it('is refused without permission with the §8 message, in sv, en and pl', async () => {
    api.as('yua')
    const sv = await failureOf(deleteApplication(A.norrConfirmedByStudent))
    expect(sv).toEqual({
      status: 403,
      body: { message: 'Du får inte ta bort ansökan, eller så gick den inte att ta bort. Kontakta närmaste region.' },
    })
    api.locale('en')
    expect((await failureOf(deleteApplication(A.norrConfirmedByStudent))).body?.message).toBe(
      'You are not allowed to delete the application, or it could not be deleted. Contact your nearest region.',
    )
    api.as('bg')
    api.locale('pl')
    expect((await failureOf(deleteApplication(A.norrConfirmedByStudent))).body?.message).toBe(
      'Nie możesz usunąć wniosku lub nie udało się go usunąć. Skontaktuj się z najbliższym regionem.',
    )
    // Once approved, not even the administrator: only the region.
    api.as('companyAdmin')
    expect((await failureOf(deleteApplication(A.norrApproved))).status).toBe(403)
    api.as('apprentice')
    expect((await failureOf(deleteApplication(A.elinConfirmedAtSyd))).status).toBe(403)
  })

  it('is irreversible for the administrator and for the apprentice’s own draft', async () => {
    api.as('companyAdmin')
    expect(await deleteApplication(A.norrConfirmedByStudent)).toEqual({ ok: true })
    expect((await failureOf(getApplication(A.norrConfirmedByStudent))).status).toBe(404)
    expect((await failureOf(deleteApplication(A.norrConfirmedByStudent))).status).toBe(404)
    api.as('apprentice')
    expect(await deleteApplication(A.elinFreshDraft)).toEqual({ ok: true })
    expect((await listApplications({ type: 'own' })).map((r) => r.id)).not.toContain(A.elinFreshDraft)
    // A company-initiated draft is the company's to delete.
    expect((await failureOf(deleteApplication(A.elinCompanyInitiated))).status).toBe(403)
  })

  it('lets a department administrator delete only in her departments', async () => {
    api.as('departmentAdmin')
    expect(await deleteApplication(A.sydMalmoCompanyDraft)).toEqual({ ok: true })
    expect((await failureOf(deleteApplication(A.sydLundConfirmedByStudent))).status).toBe(403)
  })
})

describe('applications/list', () => {
  it('answers received applications to the §6 applications right only (403 otherwise)', async () => {
    api.as('instructor')
    expect((await failureOf(listApplications({ type: 'received', companyId: 1 }))).status).toBe(403)
    api.as('apprentice')
    expect((await failureOf(listApplications({ type: 'received', companyId: 1 }))).status).toBe(403)
    api.as('companyAdmin')
    expect((await failureOf(listApplications({ type: 'received', companyId: 2 }))).status).toBe(403)
    expect((await failureOf(listApplications({ type: 'received', companyId: 999 }))).status).toBe(404)
    const norr = await listApplications({ type: 'received', companyId: 1 })
    expect(new Set(norr.map((r) => r.stateId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]))
    // Newest change first; never an apprentice's unsigned draft.
    expect(norr.map((r) => Date.parse(r.updatedAt))).toEqual(
      norr.map((r) => Date.parse(r.updatedAt)).sort((a, b) => b - a),
    )
    expect(norr.some((r) => r.stateId === S.draft && !r.initiatedByCompany)).toBe(false)
  })

  it('keeps a department administrator to her departments', async () => {
    api.as('departmentAdmin')
    const rows = await listApplications({ type: 'received', companyId: 2 })
    expect(rows.map((r) => r.id).sort()).toEqual(
      [A.elinConfirmedAtSyd, A.sydMalmoConfirmedByStudent, A.sydMalmoCompanyDraft, A.sydMalmoConfirmedByCompany].sort(),
    )
    expect((await failureOf(getApplication(A.sydLundConfirmedByStudent))).status).toBe(403)
  })

  it('searches by name or personal number', async () => {
    api.as('companyAdmin')
    expect((await listApplications({ type: 'received', companyId: 1 }, 'karimi')).map((r) => r.id)).toEqual([
      A.norrConfirmedByCompany,
    ])
    expect((await listApplications({ type: 'received', companyId: 1 }, 'Svensson Emma')).map((r) => r.id)).toEqual([
      A.norrConfirmedByStudent,
    ])
    const byNumber = await listApplications(
      { type: 'received', companyId: 1 },
      TRANSFER_APPRENTICE.personalNumber.slice(2, 8),
    )
    expect(byNumber.map((r) => r.id)).toEqual([A.norrTransfer])
  })

  it('lists the apprentice’s own, including the company-initiated one for her', async () => {
    await clockAt(0)
    api.as('apprentice')
    const own = await listApplications({ type: 'own' })
    expect(own.map((r) => r.id).sort()).toEqual(
      [A.elinConfirmedAtSyd, A.elinFreshDraft, A.elinDenied, A.elinCompanyInitiated].sort(),
    )
    // Tomasz has no personal number: his are found by who he is.
    api.as('passwordUser')
    expect((await listApplications({ type: 'own' })).map((r) => r.id)).toEqual([A.sydLundApprovedPasswordUser])
  })

  it('answers 422 for a missing company or a page size above 500, 401 and 406 without a live session', async () => {
    api.as('companyAdmin')
    const noCompany = await failureOf(
      http()
        .patch('applications/list', { json: { type: 'received', search: '', pageSize: 500 } })
        .json(),
    )
    expect(noCompany.body?.errors?.[0].field).toBe('companyId')
    const tooMany = await failureOf(
      http()
        .patch('applications/list', { json: { type: 'own', search: '', pageSize: 501 } })
        .json(),
    )
    expect(tooMany.status).toBe(422)
    expect(tooMany.body?.errors?.[0].field).toBe('pageSize')
    api.token(null)
    expect((await failureOf(listApplications({ type: 'own' }))).status).toBe(401)
    api.token(REVOKED_TOKEN)
    expect((await failureOf(listApplications({ type: 'own' }))).status).toBe(406)
  })
})

describe('documents', () => {
  it('stores an upload and answers its bytes with the content type they are', async () => {
    api.as('apprentice')
    const file = pdf('Mitt slutbetyg.pdf', 'x'.repeat(2000))
    const stored = await uploadApplicationDocument(A.elinFreshDraft, file, {
      type: 'grades',
      schoolName: 'Luleå gymnasieskola',
      municipality: ' Luleå ',
    })
    expect(stored).toMatchObject({
      applicationId: A.elinFreshDraft,
      fileName: 'Mitt slutbetyg.pdf',
      contentType: 'application/pdf',
      size: file.size,
      type: 'grades',
      schoolName: 'Luleå gymnasieskola',
      municipality: 'Luleå',
      quality: null,
    })
    const blob = await getApplicationDocument(stored.id)
    expect(blob.type).toBe('application/pdf')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()))
    expect((await getApplication(A.elinFreshDraft)).documents.map((d) => d.id)).toContain(stored.id)

    // A PNG named .png, and a seeded one: served as images.
    const png = await uploadApplicationDocument(
      A.elinFreshDraft,
      new File([pngBytes()], 'foto.png', { type: 'image/png' }),
      { type: 'photo' },
    )
    expect((await getApplicationDocument(png.id)).type).toBe('image/png')
    api.as('yua')
    const seeded = (await getApplication(A.norrConfirmedByStudent)).documents
    expect(seeded.map((d) => d.contentType).sort()).toEqual(['application/pdf', 'image/png'])
    const seededPdf = new Uint8Array(await (await getApplicationDocument(seeded[0].id)).arrayBuffer())
    expect(new TextDecoder().decode(seededPdf.subarray(0, 8))).toBe('%PDF-1.4')
  })

  it('deletes a document; reading it again answers 404', async () => {
    api.as('apprentice')
    const [doc] = (await getApplication(A.elinFreshDraft)).documents
    expect(await deleteApplicationDocument(doc.id)).toEqual({ ok: true })
    expect((await failureOf(getApplicationDocument(doc.id))).status).toBe(404)
    expect((await getApplication(A.elinFreshDraft)).documents).toEqual([])
  })

  it('refuses other file types with the §8 message in sv, en and pl', async () => {
    api.as('apprentice')
    const word = new File(['PK\u0003\u0004'], 'betyg.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
    const sv = await failureOf(uploadApplicationDocument(A.elinFreshDraft, word, { type: 'grades' }))
    expect(sv).toEqual({
      status: 422,
      body: {
        message: 'Formuläret är inte korrekt ifyllt.',
        errors: [{ field: 'file', message: 'Fel filtyp. Tillåtna filtyper är PDF, JPG, PNG och TIF.' }],
      },
    })
    api.locale('en')
    // Named .pdf, but not a PDF inside.
    const fake = new File(['<html>not a pdf</html>'], 'betyg.pdf', { type: 'application/pdf' })
    expect(
      (await failureOf(uploadApplicationDocument(A.elinFreshDraft, fake, { type: 'grades' }))).body?.errors?.[0]
        .message,
    ).toBe('Wrong file type. Allowed file types are PDF, JPG, PNG and TIF.')
    api.locale('pl')
    expect(
      (await failureOf(uploadApplicationDocument(A.elinFreshDraft, word, { type: 'grades' }))).body?.errors?.[0]
        .message,
    ).toBe('Nieprawidłowy typ pliku. Dozwolone typy plików to PDF, JPG, PNG i TIF.')
  })

  it('refuses a file over 10 MB and an empty one', async () => {
    api.as('apprentice')
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1)
    big.set(new TextEncoder().encode('%PDF-1.4\n'))
    const tooLarge = await failureOf(
      uploadApplicationDocument(A.elinFreshDraft, new File([big], 'stor.pdf', { type: 'application/pdf' }), {
        type: 'grades',
      }),
    )
    expect(tooLarge.status).toBe(422)
    expect(tooLarge.body?.errors).toEqual([
      { field: 'file', message: 'Filen är för stor. En fil får vara högst 10 MB.' },
    ])
    const atLimit = new Uint8Array(MAX_DOCUMENT_BYTES)
    atLimit.set(new TextEncoder().encode('%PDF-1.4\n'))
    expect(
      (await uploadApplicationDocument(A.elinFreshDraft, new File([atLimit], 'precis.pdf'), { type: 'grades' })).size,
    ).toBe(MAX_DOCUMENT_BYTES)
    const empty = await failureOf(
      uploadApplicationDocument(A.elinFreshDraft, new File([], 'tom.pdf', { type: 'application/pdf' }), {
        type: 'grades',
      }),
    )
    expect(empty.body?.errors?.[0].message).toBe('Filen är tom.')
    // Two 10 MB multipart bodies through the client and msw: 1-2 s on a quiet machine, 8-12 s seen on a loaded one.
  }, 30_000)

  it('checks the form: application, type and file; and who may add to which application', async () => {
    api.as('apprentice')
    const noFile = new FormData()
    noFile.set('applicationId', String(A.elinFreshDraft))
    noFile.set('type', 'grades')
    expect(
      (await failureOf(http().post('application-documents/create', { body: noFile }).json())).body?.errors?.[0].field,
    ).toBe('file')
    const badType = await failureOf(uploadApplicationDocument(A.elinFreshDraft, pdf(), { type: 'diploma' as 'grades' }))
    expect(badType.body?.errors?.[0].field).toBe('type')
    expect((await failureOf(uploadApplicationDocument(999_999, pdf(), { type: 'grades' }))).status).toBe(404)
    // Someone else's application, and her own that she has signed.
    expect(
      (await failureOf(uploadApplicationDocument(A.norrConfirmedByStudent, pdf(), { type: 'grades' }))).status,
    ).toBe(403)
    expect((await failureOf(uploadApplicationDocument(A.elinConfirmedAtSyd, pdf(), { type: 'grades' }))).status).toBe(
      422,
    )
    api.as('instructor')
    expect((await failureOf(getApplicationDocument(41003))).status).toBe(403)
  })

  it('counts a new document as a change: the company saves again before approving', async () => {
    api.as('yua')
    await updateApplication(A.norrConfirmedByApprentice, {}, { type: 'save' })
    await uploadApplicationDocument(A.norrConfirmedByApprentice, pdf('intyg.pdf'), { type: 'certificate' })
    expect(
      (await failureOf(updateApplication(A.norrConfirmedByApprentice, {}, { type: 'approve' }))).body?.message,
    ).toBe('Spara ansökan innan du godkänner den.')
  })
})

describe('drafts are deleted 14 days after their last change (scenario clock)', () => {
  it('purges on access as the clock moves, and a change restarts the 14 days', async () => {
    await clockAt(0)
    api.as('apprentice')
    // The seed's oldest draft was last changed 20 days before the base date.
    expect((await failureOf(getApplication(A.elinExpiredDraft))).status).toBe(404)
    expect((await listApplications({ type: 'own' })).map((r) => r.id)).toContain(A.elinFreshDraft)

    await clockAt(10)
    await updateApplication(A.elinDenied, { messageToBoard: 'Fortfarande intresserad' })

    // The fresh draft was last changed one day before the base date: it goes 13 days after it.
    await control('PUT', '/clock', { now: new Date(Date.parse(atBase(13)) - 60_000).toISOString() })
    expect((await getApplication(A.elinFreshDraft)).id).toBe(A.elinFreshDraft)
    await clockAt(13)
    const own = (await listApplications({ type: 'own' })).map((r) => r.id)
    expect(own).not.toContain(A.elinFreshDraft)
    expect(own).toContain(A.elinDenied)
    // Signed applications never expire.
    await clockAt(400)
    expect((await listApplications({ type: 'own' })).map((r) => r.id)).toEqual([A.elinConfirmedAtSyd])
  })
})

describe('transfer (a current apprentice changing company)', () => {
  it('approval by the new company ends the old apprenticeship and continues the time there', async () => {
    await clockAt(1)
    api.as('yua')
    const app = await getApplication(A.norrTransfer)
    expect(app).toMatchObject({ transferRequest: true, stateId: S.confirmedByStudent, companyId: 1 })
    await updateApplication(app.id, {}, { type: 'save' })
    expect((await updateApplication(app.id, {}, { type: 'approve' })).stateId).toBe(S.confirmedAndApprovedByCompany)

    const filip = await logInAs(TRANSFER_APPRENTICE.personalNumber)
    const person = await getPerson(filip.id)
    expect(
      person.apprenticeships.map((a) => [a.company.name, a.professionId, a.fromDate, a.manuallyEndedDate]),
    ).toEqual([
      ['Takmästarna Mitt AB', 101, '2025-09-01', '2026-11-17'],
      ['Byggbolaget i Norr AB', 101, '2025-09-01', null],
    ])
    expect(person.employments.map((e) => e.company.name)).toEqual(['Byggbolaget i Norr AB'])
    // The new instructor now supervises him.
    api.as('companyAdmin')
    const [anders] = await listEmployments(1, { search: 'Vikström' })
    expect(anders.apprentices).toEqual([
      { personId: TRANSFER_APPRENTICE.id, professionId: 101, hasBasicEducationCertificate: true },
    ])
  })

  it('is only for someone who is an apprentice at another company', async () => {
    api.as('unregistered')
    const refused = await failureOf(createApplication({ companyId: 1, professionId: 101, transferRequest: true }))
    expect(refused.body?.errors).toEqual([
      {
        field: 'transferRequest',
        message: 'Byte av företag gäller bara den som redan är lärling på ett annat företag.',
      },
    ])
    api.as('apprentice')
    expect((await createApplication({ companyId: 3, professionId: 130, transferRequest: true })).transferRequest).toBe(
      true,
    )
  })
})

describe('reading one application', () => {
  it('answers 401, 404 for an unknown id, 403 for someone else’s', async () => {
    expect((await failureOf(getApplication(A.elinFreshDraft))).status).toBe(401)
    api.as('unregistered')
    expect((await failureOf(getApplication(A.elinFreshDraft))).status).toBe(403)
    expect((await failureOf(getApplication(123_456))).status).toBe(404)
  })
})
