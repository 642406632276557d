/**
 * Provider states of the personal-pages contract, made true in the simulated backend. Every state
 * starts from a freshly reset scenario (mock-server/scenario.ts) and then adjusts the collections
 * directly where the scenario has no such situation (a known code, a confirmed e-ID login).
 *
 * Each handler answers the ids the consumer injects into paths and bodies (fromProviderState), so
 * the contract does not depend on the seed's numbering.
 */
import type { VerifierOptions } from '@pact-foundation/pact'
import { resetScenario } from '../../mock-server/scenario'
import { clearDb, db, nextId, type ApplicationRecord, type BookRecord } from '../../mock-server/db'
import { LOGIN_LINK_TTL_MS, LOGIN_LOCK_MS, MAX_CODE_ATTEMPTS } from '../../mock-server/accounts'
import { now, nowIso, setClock } from '../../mock-server/clock'
import { NO_FAULTS, setFaults } from '../../mock-server/faults'
import { compactPhone } from '../../mock-server/handlers/-support'
import { bookState } from '../../mock-server/ebook-clock'
import { bookElements, bookInstructors, bookTheory } from '../../mock-server/handlers/ebook/-ebook-support'
import { applicationView } from '../../mock-server/views'
import {
  COMPANY_NORR,
  COMPANY_SYD,
  EBOOK_IDS,
  EXPIRED_HASH,
  INSTRUCTOR_IDS,
  PERSONAS,
  personaHash,
  personaToken,
  PROFESSION_SCAFFOLDING,
  REVOKED_TOKEN,
  SCENARIO_BASE_DATE,
  SEEDED_APPLICATIONS,
  seedScenario,
  type PersonaKey,
} from '../../mock-server/seed'
import { APPLICATION_STATE, approveProblem, hasRequiredDocuments, signProblems } from '../../src/domain/application'
import { missingForApproval } from '../../src/domain/ebook'
import { instructionsOutdated } from '../../src/domain/roles'

/** Values a state adds to the injectable ids (e.g. the application it is about). */
type Injected = Record<string, number | null>
type Setup = () => Promise<void | Injected>

function person(key: PersonaKey) {
  const found = db().persons.findFirst((q) => q.where({ id: PERSONAS[key].id }))
  if (!found) throw new Error(`provider state: persona ${key} is missing from the scenario`)
  return found
}

/** The ids the consumer's provider-state expressions refer to. */
function injectedValues(): Record<string, number | null> {
  const apprentice = person('apprentice')
  const unread = db().notifications.findFirst((q) => q.where({ personId: apprentice.id, readTime: (t) => t === null }))
  return { apprenticeId: apprentice.id, notificationId: unread?.id ?? null }
}

const nothingMore: Setup = async () => {}
const hasAccount = (key: PersonaKey): Setup => async () => void person(key)

/** The scenario seeds a session per persona and a revoked one; the state checks the token is there. */
function seededSession(token: string, revoked: boolean): Setup {
  return async () => {
    const session = db().sessions.findFirst((q) => q.where({ token }))
    if (!session || session.revoked !== revoked) throw new Error(`provider state: no ${revoked ? 'revoked' : 'live'} session ${token}`)
  }
}
const loggedIn = (key: PersonaKey) => seededSession(personaToken(key), false)

/** The scenario seeds hash-<persona> links and the expired hash-expired. */
function loginLink(hash: string): Setup {
  return async () => {
    if (!db().loginHashes.findFirst((q) => q.where({ hash }))) throw new Error(`provider state: no login hash ${hash}`)
  }
}

async function bankIdLogin(sessionId: string, kind: 'device' | 'external', confirmedBy: PersonaKey | null) {
  await db().bankIdSessions.create({
    sessionId,
    kind,
    status: confirmedBy ? 'confirmed' : 'pending',
    personalNumber: confirmedBy ? person(confirmedBy).personalNumber : null,
    polls: 1,
    callback: kind === 'external' ? btoa('http://localhost:5173/loginreturn') : null,
    createdAt: nowIso(),
  })
}

/**
 * A 4-digit code as if the SMS or e-mail had just been sent (target as the handlers store it), after
 * `wrongAttempts` wrong tries; at MAX_CODE_ATTEMPTS it is void. Sent just now, so a resend within a
 * minute is refused (issue 8).
 */
async function sentCode(key: PersonaKey, purpose: 'phone' | 'email' | 'reset', target: string, code: string, wrongAttempts = 0) {
  const codes = db().verificationCodes
  const usedAt = wrongAttempts >= MAX_CODE_ATTEMPTS ? nowIso() : null
  await codes.create({ id: nextId(codes.all()), personId: person(key).id, purpose, target, code, createdAt: nowIso(), usedAt, wrongAttempts })
}

/** A single-use login link (issue 8), used already or not. */
async function oneTimeLink(hash: string, used: boolean) {
  await db().loginHashes.create({
    hash,
    personId: person('apprentice').id,
    imitatedPersonId: null,
    expiresAt: new Date(now().getTime() + LOGIN_LINK_TTL_MS).toISOString(),
    reusable: false,
    usedAt: used ? nowIso() : null,
  })
}

// ---------------------------------------------------------------------------------------------
// Applications (issue 3). The scenario seeds an application in every state; these states pick
// one, check it is still the situation the name promises (a seed change then fails here, by
// name, rather than as a puzzling mismatch) and adjust it where the seed has no such case.

/**
 * The seeded drafts are deleted 14 days after their last change on the scenario clock, and the
 * seed dates them relative to SCENARIO_BASE_DATE: with the real clock they vanish some days after
 * that date. Application states therefore run on the seed's own day.
 */
function onScenarioBaseDate(): void {
  setClock(SCENARIO_BASE_DATE)
}

function application(id: number): ApplicationRecord {
  const found = db().applications.findFirst((q) => q.where({ id }))
  if (!found) throw new Error(`provider state: application ${id} is missing from the scenario`)
  return found
}

function expectSituation(holds: boolean, what: string): void {
  if (!holds) throw new Error(`provider state: the scenario no longer has ${what}`)
}

async function changeApplication(id: number, changes: Partial<ApplicationRecord>): Promise<void> {
  await db().applications.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, changes)
    },
  })
}

const { draft: DRAFT, confirmedByStudent: CONFIRMED_BY_STUDENT, confirmedByCompany: CONFIRMED_BY_COMPANY, confirmedAndApprovedByCompany: APPROVED_BY_COMPANY } =
  APPLICATION_STATE

/** The apprentice's own unsigned draft with a grade document (the multipart upload names its id). */
async function apprenticeDraft(): Promise<Injected> {
  onScenarioBaseDate()
  const app = application(SEEDED_APPLICATIONS.elinFreshDraft)
  const document = db().applicationDocuments.findFirst((q) => q.where({ applicationId: app.id }))
  expectSituation(
    app.stateId === DRAFT && !app.initiatedByCompany && app.applicantPersonId === PERSONAS.apprentice.id && !!document,
    `the apprentice's own draft ${app.id} with a document`,
  )
  return { applicationId: app.id, documentId: document?.id ?? null }
}

function applicationStates(): Record<string, Setup> {
  return {
    'the apprentice has a draft application': apprenticeDraft,

    // The seeded draft lacks only the company (the wizard's company step).
    'the apprentice has a draft application ready to sign': async () => {
      const injected = await apprenticeDraft()
      const id = SEEDED_APPLICATIONS.elinFreshDraft
      await changeApplication(id, { companyId: COMPANY_NORR.id, departmentId: null })
      const problems = signProblems(applicationView(application(id)), { companyHasDepartments: COMPANY_NORR.hasDepartments, isMachineProfession: false })
      expectSituation(problems.length === 0, `a signable draft (${problems.join(', ')})`)
      return injected
    },

    'the apprentice has a denied draft without a grade document or certificate': async () => {
      onScenarioBaseDate()
      const app = application(SEEDED_APPLICATIONS.elinDenied)
      expectSituation(
        app.stateId === DRAFT && app.denyMotivation !== null && !hasRequiredDocuments(applicationView(app)),
        `the apprentice's denied draft ${app.id} with no grade document or certificate`,
      )
      return { applicationId: app.id }
    },

    'the apprentice has an application the company has approved': async () => {
      onScenarioBaseDate()
      const app = application(SEEDED_APPLICATIONS.elinConfirmedAtSyd)
      expectSituation(app.stateId === APPROVED_BY_COMPANY && app.applicantPersonId === PERSONAS.apprentice.id, `the apprentice's approved application ${app.id}`)
      return { applicationId: app.id }
    },

    'the apprentice has applications in several states': async () => {
      onScenarioBaseDate()
      const own = db().applications.findMany((q) => q.where({ applicantPersonId: PERSONAS.apprentice.id }))
      expectSituation(new Set(own.map((a) => a.stateId)).size > 1, 'applications of the apprentice in several states')
    },

    // §8 "person already linked to the company": an active employment there.
  'the company administrator is logged in and the apprentice is already employed at Byggbolaget i Norr': async () => {
    await loggedIn('companyAdmin')()
    const employed = db().employments.findFirst((q) => q.where({ personId: PERSONAS.apprentice.id, companyId: COMPANY_NORR.id, endDate: (e) => e === null }))
    expectSituation(!!employed, 'an active employment of the apprentice at Byggbolaget i Norr')
  },

  'the company has received applications': async () => {
      onScenarioBaseDate()
      const received = db().applications.findMany((q) => q.where({ companyId: COMPANY_NORR.id }))
      expectSituation(received.some((a) => a.stateId === CONFIRMED_BY_STUDENT), 'an application waiting for Byggbolaget i Norr')
    },

    // Signed by another apprentice; instructor, employment type and start date still missing.
    'an apprentice has signed an application the company has not filled in': async () => {
      onScenarioBaseDate()
      const app = application(SEEDED_APPLICATIONS.norrConfirmedByStudent)
      expectSituation(
        app.stateId === CONFIRMED_BY_STUDENT && app.companyId === COMPANY_NORR.id && approveProblem(app) === 'notSubmittable',
        `a signed application ${app.id} the company has not filled in`,
      )
      return { applicationId: app.id }
    },

    'an application is complete and saved by the company': async () => {
      onScenarioBaseDate()
      const app = application(SEEDED_APPLICATIONS.norrConfirmedByCompany)
      expectSituation(app.stateId === CONFIRMED_BY_COMPANY && approveProblem(app) === null, `an approvable application ${app.id}`)
      return { applicationId: app.id }
    },

    // The same application, changed after the company's last save (as a new document would).
    'an application is complete but changed since the company saved it': async () => {
      onScenarioBaseDate()
      const id = SEEDED_APPLICATIONS.norrConfirmedByCompany
      await changeApplication(id, { updatedAt: nowIso() })
      expectSituation(approveProblem(application(id)) === 'notSaved', `application ${id} changed after the company's save`)
      return { applicationId: id }
    },
  }
}

// ---------------------------------------------------------------------------------------------
// E-book (issue 9). The scenario's books 7001–7006 (mock-server/scenario/ebook.ts) hold most
// situations; these states pick one, check it still holds and adjust where the seed has none (an
// inactive book, a complete book not yet approved, an apprenticeship without its book).
//
// The seed dates what decides a book's state (the end of each permitted period, the current pause,
// the start of the book not yet begun) from the clock at seed time, and the contract's periods are
// fixed days: e-book states seed again on SCENARIO_BASE_DATE, so "today" is the seed's own day
// (2026-11-16) whatever the real date is.

/** The global administrator's own session, not imitating (contracts/consumer/support/personas.ts). */
const GLOBAL_ADMIN_TOKEN = 'token-global-admin'

async function onEbookSeedDay(): Promise<void> {
  setClock(SCENARIO_BASE_DATE)
  clearDb(db())
  await seedScenario(db())
  const sessions = db().sessions
  await sessions.create({
    id: nextId(sessions.all()),
    token: GLOBAL_ADMIN_TOKEN,
    personId: PERSONAS.imitatingAdmin.id,
    imitatedPersonId: null,
    revoked: false,
    createdAt: nowIso(),
  })
  expectSituation(person('imitatingAdmin').isAdmin, 'a global administrator')
}

function book(id: number): BookRecord {
  const found = db().books.findFirst((q) => q.where({ id }))
  if (!found) throw new Error(`provider state: e-book ${id} is missing from the scenario`)
  return found
}

async function changeBook(id: number, changes: Partial<BookRecord>): Promise<void> {
  await db().books.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, changes)
    },
  })
}

/** Elin's scaffolding education without its basic education certificate (ADR 0011). */
async function withoutBasicEducation(): Promise<void> {
  await db().educations.update((q) => q.where({ personId: PERSONAS.apprentice.id, professionId: PROFESSION_SCAFFOLDING }), {
    data(draft) {
      draft.basicEducationCertificate = false
    },
  })
}

/** The apprentice's active book 7001, reporting open. */
async function apprenticeActiveBook(): Promise<{ bookId: number }> {
  await onEbookSeedDay()
  const active = book(EBOOK_IDS.active)
  expectSituation(
    active.personId === PERSONAS.apprentice.id && bookState(active).displayState === 'active',
    `the apprentice's active e-book ${active.id}`,
  )
  return { bookId: active.id }
}

function report(id: number, bookId: number, state: 'draft' | 'saved') {
  const found = db().reports.findFirst((q) => q.where({ id, bookId, state }))
  expectSituation(!!found, `a ${state} report ${id} in e-book ${bookId}`)
  const details = db()
    .reportDetails.findMany((q) => q.where({ reportId: id }))
    .sort((a, b) => a.id - b.id)
  expectSituation(details.length > 0, `rated parts in report ${id}`)
  return { reportId: id, detailId: details[0].id }
}

function ebookStates(): Record<string, Setup> {
  return {
    'the apprentice has an active e-book': apprenticeActiveBook,

    'the apprentice’s active e-book has a pause': async () => {
      const { bookId } = await apprenticeActiveBook()
      const pause = db().bookPauses.findFirst((q) => q.where({ id: EBOOK_IDS.activeBookPause, bookId }))
      expectSituation(!!pause && pause.toDate < SCENARIO_BASE_DATE.slice(0, 10), `a past pause ${EBOOK_IDS.activeBookPause} of e-book ${bookId}`)
      return { bookId, pauseId: EBOOK_IDS.activeBookPause }
    },

    // Issue 17: the pause carries a one-page PDF (the bytes the consumer's binary answer is checked against).
    'the apprentice’s active e-book has a pause with an attachment': async () => {
      const { bookId } = await apprenticeActiveBook()
      const pdf = ['%PDF-1.4', '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', 'trailer << /Root 1 0 R >>', '%%EOF', ''].join('\n')
      const updated = await db().bookPauses.update((q) => q.where({ id: EBOOK_IDS.activeBookPause, bookId }), {
        data(draft) {
          draft.attachment = { fileName: 'intyg.pdf', contentType: 'application/pdf', size: pdf.length, uploadedAt: nowIso() }
          draft.attachmentBase64 = btoa(pdf)
        },
      })
      expectSituation(!!updated, `a pause ${EBOOK_IDS.activeBookPause} of e-book ${bookId}`)
      return { bookId, pauseId: EBOOK_IDS.activeBookPause }
    },

    'the apprentice’s active e-book has saved reports and a draft': async () => {
      const { bookId } = await apprenticeActiveBook()
      const states = new Set(db().reports.findMany((q) => q.where({ bookId })).map((r) => r.state))
      expectSituation(states.has('saved') && states.has('draft'), `saved reports and a draft in e-book ${bookId}`)
      return { bookId }
    },

    // The draft rates a part of an open element; the part 8480401 (Konsolställning) is in no report.
    'the apprentice has a draft report with rated parts in her active e-book': async () => {
      const { bookId } = await apprenticeActiveBook()
      return { bookId, ...report(EBOOK_IDS.activeDraftReport, bookId, 'draft') }
    },

    'the apprentice has a saved report in her active e-book': async () => {
      const { bookId } = await apprenticeActiveBook()
      return { bookId, ...report(EBOOK_IDS.savedReport, bookId, 'saved') }
    },

    'the apprentice has an approved e-book': async () => {
      await onEbookSeedDay()
      const approved = book(EBOOK_IDS.approved)
      expectSituation(approved.personId === PERSONAS.apprentice.id && bookState(approved).closedReason === 'approved', `the apprentice's approved e-book ${approved.id}`)
      return { bookId: approved.id }
    },

    'another apprentice has an e-book': async () => {
      await onEbookSeedDay()
      const other = book(EBOOK_IDS.distanceOrder)
      expectSituation(other.personId !== PERSONAS.apprentice.id, `an e-book ${other.id} of another apprentice`)
      return { bookId: other.id }
    },

    'the apprentice has an e-book that has not started': async () => {
      await onEbookSeedDay()
      const notStarted = book(EBOOK_IDS.notYetActive)
      expectSituation(
        notStarted.personId === PERSONAS.apprentice.id && bookState(notStarted).closedReason === 'notStarted',
        `the apprentice's e-book ${notStarted.id} that has not started`,
      )
      return { bookId: notStarted.id }
    },

    // The basic education not finished in time: the region's extension lifts it (ADR 0008).
    // ADR 0011: Elin without her scaffolding basic education certificate; 7001 started 2025-08-18,
    // so it turns inactive on 2026-08-18. The clock two weeks before, then on the day.
    'the apprentice’s active e-book turns inactive in two weeks without basic education': async () => {
      const { bookId } = await apprenticeActiveBook()
      await withoutBasicEducation()
      setClock('2026-08-04T09:00:00.000Z')
      expectSituation(bookState(book(bookId)).closingSoon?.on === '2026-08-18', `e-book ${bookId} closing on 2026-08-18`)
      return { bookId }
    },

    // 7001 was issued 2025-08-20: its five years end 2030-08-20, reporting is closed from the day after.
    'the apprentice’s active e-book is past its five years': async () => {
      const { bookId } = await apprenticeActiveBook()
      setClock('2030-08-21T09:00:00.000Z')
      expectSituation(bookState(book(bookId)).closedReason === 'expired', `e-book ${bookId} past its five years`)
      return { bookId }
    },

    'the apprentice’s active e-book is past its basic-education deadline': async () => {
      const { bookId } = await apprenticeActiveBook()
      await withoutBasicEducation()
      setClock('2026-08-18T09:00:00.000Z')
      expectSituation(bookState(book(bookId)).closedReason === 'inactive', `e-book ${bookId} inactive by the clock`)
      return { bookId }
    },

    'the apprentice’s e-book is inactive': async () => {
      const { bookId } = await apprenticeActiveBook()
      await changeBook(bookId, { status: 'inactive' })
      expectSituation(bookState(book(bookId)).displayState === 'inactive', `e-book ${bookId} inactive`)
      return { bookId }
    },

    // 7002 removed with everything that hangs on it, so its apprenticeship has no book.
    'the apprentice’s apprenticeship at Byggbolaget Syd has no e-book': async () => {
      await onEbookSeedDay()
      const d = db()
      const removed = book(EBOOK_IDS.paused)
      const apprenticeship = d.apprenticeships.findFirst((q) => q.where({ id: removed.apprenticeshipId ?? -1 }))
      expectSituation(
        !!apprenticeship && apprenticeship.personId === PERSONAS.apprentice.id && apprenticeship.companyId === COMPANY_SYD.id,
        `the apprentice's apprenticeship at ${COMPANY_SYD.name} with e-book ${removed.id}`,
      )
      const reportIds = new Set(d.reports.findMany((q) => q.where({ bookId: removed.id })).map((r) => r.id))
      d.reportDetails.deleteMany((q) => q.where((x) => reportIds.has(x.reportId)))
      d.reports.deleteMany((q) => q.where({ bookId: removed.id }))
      d.bookPauses.deleteMany((q) => q.where({ bookId: removed.id }))
      d.theoryModules.deleteMany((q) => q.where({ bookId: removed.id }))
      d.bookPartProgress.deleteMany((q) => q.where({ bookId: removed.id }))
      d.books.delete((q) => q.where({ id: removed.id }))
      return { personId: PERSONAS.apprentice.id, apprenticeshipId: apprenticeship?.id ?? null }
    },

    // 7003 (Sara Holm, carpentry) has every part reported to its level and approved and every
    // theory module approved; here it is not yet approved, so Johan Berg, its instructor, may.
    'a complete e-book waits for its instructor’s approval': async () => {
      await onEbookSeedDay()
      const id = EBOOK_IDS.approvedProtected
      await changeBook(id, { status: 'active', approvedById: null, approvedAt: null })
      const complete = book(id)
      const missing = missingForApproval({ elements: bookElements(complete), theory: bookTheory(id) })
      expectSituation(
        bookState(complete).displayState === 'active' && missing.elements.length === 0 && missing.theory.length === 0,
        `a complete e-book ${id} (missing: ${[...missing.elements.map((e) => e.name), ...missing.theory.map((t) => t.courseName)].join(', ')})`,
      )
      return { bookId: id }
    },
  }
}

// ---------------------------------------------------------------------------------------------
// The instructor's review (issue 10, ADR 0009). Johan Berg's books of the instructor scenario
// (mock-server/scenario/instructor.ts): 7011 complete, 7012 with divergent ratings and a report of
// Anders Vikström's, 7013 with unread reports; 7003 approved. Each state checks its situation.

/** A saved report of `bookId` and one of its rated parts (the paths take all three). */
function reviewTarget(bookId: number, reportId: number, detailId: number) {
  const found = db().reports.findFirst((q) => q.where({ id: reportId, bookId, state: 'saved' }))
  const detail = db().reportDetails.findFirst((q) => q.where({ id: detailId, reportId }))
  expectSituation(!!found && !!detail, `a saved report ${reportId} of e-book ${bookId} with the rated part ${detailId}`)
  return { report: found, detail, ids: { bookId, reportId, detailId } }
}

function instructorStates(): Record<string, Setup> {
  const johan = PERSONAS.instructor.id
  return {
    'the instructor has saved reports waiting for review': async () => {
      await onEbookSeedDay()
      const { report, detail, ids } = reviewTarget(INSTRUCTOR_IDS.waitingBook, INSTRUCTOR_IDS.waitingReports[0], INSTRUCTOR_IDS.waitingDetail)
      expectSituation(
        report?.instructorId === johan && report.readByInstructorAt === null && detail?.instructorLevel === null && detail.approvedAt === null,
        `Johan's unread, unreviewed report ${ids.reportId}`,
      )
      return ids
    },

    'a report names another instructor than the instructor': async () => {
      await onEbookSeedDay()
      const { report, detail, ids } = reviewTarget(INSTRUCTOR_IDS.divergentBook, INSTRUCTOR_IDS.otherInstructorsReport, INSTRUCTOR_IDS.otherInstructorsDetail)
      expectSituation(report?.instructorId !== null && report?.instructorId !== johan && detail?.approvedAt === null, `report ${ids.reportId} naming another instructor`)
      return ids
    },

    'the instructor approved a rated part': async () => {
      await onEbookSeedDay()
      const { detail, ids } = reviewTarget(INSTRUCTOR_IDS.divergentBook, INSTRUCTOR_IDS.divergentReport, INSTRUCTOR_IDS.approvedDetail)
      expectSituation(detail?.approvedById === johan, `Johan's approval of the rated part ${ids.detailId}`)
      return ids
    },

    'the instructor supervises an approved e-book': async () => {
      await onEbookSeedDay()
      const approved = book(EBOOK_IDS.approvedProtected)
      const first = db().reports.findMany((q) => q.where({ bookId: approved.id, state: 'saved' })).sort((a, b) => a.id - b.id)[0]
      const detail = first ? db().reportDetails.findFirst((q) => q.where({ reportId: first.id })) : undefined
      expectSituation(approved.status === 'approved' && !!detail && bookInstructors(approved).some((i) => i.id === johan), `Johan's approved e-book ${approved.id} with a rated part`)
      return { bookId: approved.id, reportId: first?.id ?? null, detailId: detail?.id ?? null }
    },

    'the instructor supervises books with reports waiting and one ready for approval': async () => {
      await onEbookSeedDay()
      const ready = book(INSTRUCTOR_IDS.readyBook)
      const missing = missingForApproval({ elements: bookElements(ready), theory: bookTheory(ready.id) })
      const unread = db().reports.findMany((q) => q.where({ bookId: INSTRUCTOR_IDS.waitingBook, readByInstructorAt: (x) => x === null, state: 'saved' }))
      expectSituation(missing.elements.length === 0 && missing.theory.length === 0 && unread.length > 0, `Johan's ready e-book ${ready.id} and unread reports in ${INSTRUCTOR_IDS.waitingBook}`)
      return { instructorId: johan }
    },

    // The calibration view (ADR 0009): 7012's ratings differ from Johan's and Anders's levels.
    'the instructor supervises a book with divergent ratings': async () => {
      await onEbookSeedDay()
      const divergent = book(INSTRUCTOR_IDS.divergentBook)
      const reportIds = new Set(db().reports.findMany((q) => q.where({ bookId: divergent.id, state: 'saved' })).map((r) => r.id))
      const details = db().reportDetails.findMany((q) => q.where((x) => reportIds.has(x.reportId)))
      expectSituation(
        bookInstructors(divergent).some((i) => i.id === johan) && details.some((x) => x.instructorLevel !== null && x.instructorLevel !== x.level) && details.some((x) => x.instructorLevel === null),
        `Johan's e-book ${divergent.id} with divergent and unassessed rated parts`,
      )
      return { bookId: divergent.id, instructorId: johan }
    },

    'the instructor has not read the current instructions': async () => {
      const settings = db().settings.findFirst()
      expectSituation(instructionsOutdated(person('instructor'), settings?.committedAt), "Johan's read date older than the current instructions")
    },
  }
}

const setups: Record<string, Setup> = {
  'the scenario is fresh': nothingMore,
  'the test personas exist': nothingMore,
  'the apprentice has an account': hasAccount('apprentice'),
  'the password user has an account': hasAccount('passwordUser'),
  'the apprentice is logged in': loggedIn('apprentice'),
  'the instructor is logged in': loggedIn('instructor'),
  'the company administrator is logged in': loggedIn('companyAdmin'),
  // The scenario's global administrator (her seeded session acts as the apprentice).
  'the administrator is logged in': loggedIn('imitatingAdmin'),
  'the unregistered person is logged in': loggedIn('unregistered'),
  'a revoked session': seededSession(REVOKED_TOKEN, true),
  'the apprentice has a login link hash-apprentice': loginLink(personaHash('apprentice')),
  'an expired login hash': loginLink(EXPIRED_HASH),
  'the apprentice has a one-time login link hash-once': () => oneTimeLink('hash-once', false),
  'the one-time login link hash-used was already used': () => oneTimeLink('hash-used', true),
  'the password user is locked out after 5 wrong passwords': async () => {
    await db().loginThrottles.create({ personId: person('passwordUser').id, failures: 0, lockedUntil: new Date(now().getTime() + LOGIN_LOCK_MS).toISOString() })
  },
  // list-fakes is public and takes no input, so its only failure is the server's own: the QA fault
  // switch makes exactly that call answer 500 (the reset of the next state turns it off again).
  'the test-user list fails with a server error': async () => {
    setFaults({ ...NO_FAULTS, mode: '500', only: 'persons/list-fakes' })
  },
  'no login hash hash-unknown exists': async () => {
    db().loginHashes.deleteMany((q) => q.where({ hash: 'hash-unknown' }))
  },

  'an e-ID login bankid-session-1 is waiting for the ID app': () => bankIdLogin('bankid-session-1', 'device', null),
  'an e-ID login bankid-session-1 was confirmed for the apprentice': () => bankIdLogin('bankid-session-1', 'device', 'apprentice'),
  'an external ID login grandid-session-1 was confirmed for the apprentice': () => bankIdLogin('grandid-session-1', 'external', 'apprentice'),

  'a password reset code 1234 was sent to the password user': () =>
    sentCode('passwordUser', 'reset', compactPhone(person('passwordUser').mobilephone ?? ''), '1234'),
  'a password reset with token reset-token-1 is pending for the password user': async () => {
    await db().passwordResets.create({ token: 'reset-token-1', personId: person('passwordUser').id, createdAt: nowIso(), usedAt: null })
  },
  'a phone code 1234 was sent to the unregistered person': () =>
    sentCode('unregistered', 'phone', compactPhone(person('unregistered').mobilephone ?? ''), '1234'),
  'a phone code 1234 sent to the unregistered person has 1 attempt left': () =>
    sentCode('unregistered', 'phone', compactPhone(person('unregistered').mobilephone ?? ''), '1234', MAX_CODE_ATTEMPTS - 1),
  'a phone code 1234 sent to the unregistered person is void after 5 wrong attempts': () =>
    sentCode('unregistered', 'phone', compactPhone(person('unregistered').mobilephone ?? ''), '1234', MAX_CODE_ATTEMPTS),
  'an e-mail code 1234 was sent to the unregistered person': () =>
    sentCode('unregistered', 'email', (person('unregistered').email ?? '').toLowerCase(), '1234'),

  ...applicationStates(),
  ...ebookStates(),
  ...instructorStates(),
  'the apprentice has an unread notification': async () => {
    const apprentice = person('apprentice')
    if (!db().notifications.findFirst((q) => q.where({ personId: apprentice.id, readTime: (t) => t === null }))) {
      throw new Error('provider state: the scenario gives the apprentice no unread notification')
    }
  },
}

export const PROVIDER_STATES = Object.keys(setups)

/** Verifier state handlers: reset, adjust, answer the injectable ids (the state's own last). */
export const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = Object.fromEntries(
  Object.entries(setups).map(([name, setup]) => [
    name,
    async () => {
      await resetScenario()
      const own = await setup()
      return { ...injectedValues(), ...(own ?? {}) }
    },
  ]),
)
