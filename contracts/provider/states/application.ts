/**
 * Applications (issue 3). The scenario seeds an application in every state; these states pick
 * one, check it is still the situation the name promises (a seed change then fails here, by
 * name, rather than as a puzzling mismatch) and adjust it where the seed has no such case.
 */
import { db, type ApplicationRecord } from '../../../mock-server/db'
import { nowIso } from '../../../mock-server/clock'
import { resetScenario } from '../../../mock-server/scenario'
import { applicationView } from '../../../mock-server/views'
import { COMPANY_NORR, PERSONAS, SCENARIO_BASE_DATE, SEEDED_APPLICATIONS } from '../../../mock-server/seed'
import { APPLICATION_STATE, approveProblem, hasRequiredDocuments, signProblems } from '../../../src/domain/application'
import { expectSituation, loggedIn, type Injected, type Setup } from './-support'

/**
 * Application states run on the scenario's base date, seeded there (the applications' dates follow
 * the seed day: mock-server/scenario/application-people.ts): the dates and the clock's rules (drafts
 * deleted 14 days after their last change, an employment date not in the future) are those the
 * contracts were written on, whatever the real date.
 */
async function onScenarioBaseDate(): Promise<void> {
  await resetScenario('default', SCENARIO_BASE_DATE)
}

function application(id: number): ApplicationRecord {
  const found = db().applications.findFirst((q) => q.where({ id }))
  if (!found) throw new Error(`provider state: application ${id} is missing from the scenario`)
  return found
}

async function changeApplication(id: number, changes: Partial<ApplicationRecord>): Promise<void> {
  await db().applications.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, changes)
    },
  })
}

const {
  draft: DRAFT,
  confirmedByStudent: CONFIRMED_BY_STUDENT,
  confirmedByCompany: CONFIRMED_BY_COMPANY,
  confirmedAndApprovedByCompany: APPROVED_BY_COMPANY,
} = APPLICATION_STATE

/** The apprentice's own unsigned draft with a grade document (the multipart upload names its id). */
async function apprenticeDraft(): Promise<Injected> {
  await onScenarioBaseDate()
  const app = application(SEEDED_APPLICATIONS.elinFreshDraft)
  const document = db().applicationDocuments.findFirst((q) => q.where({ applicationId: app.id }))
  expectSituation(
    app.stateId === DRAFT && !app.initiatedByCompany && app.applicantPersonId === PERSONAS.apprentice.id && !!document,
    `the apprentice's own draft ${app.id} with a document`,
  )
  return { applicationId: app.id, documentId: document?.id ?? null }
}

export const applicationStates: Record<string, Setup> = {
  'the apprentice has a draft application': apprenticeDraft,

  // The seeded draft lacks only the company (the wizard's company step).
  'the apprentice has a draft application ready to sign': async () => {
    const injected = await apprenticeDraft()
    const id = SEEDED_APPLICATIONS.elinFreshDraft
    await changeApplication(id, { companyId: COMPANY_NORR.id, departmentId: null })
    const problems = signProblems(applicationView(application(id)), {
      companyHasDepartments: COMPANY_NORR.hasDepartments,
      isMachineProfession: false,
    })
    expectSituation(problems.length === 0, `a signable draft (${problems.join(', ')})`)
    return injected
  },

  'the apprentice has a denied draft without a grade document or certificate': async () => {
    await onScenarioBaseDate()
    const app = application(SEEDED_APPLICATIONS.elinDenied)
    expectSituation(
      app.stateId === DRAFT && app.denyMotivation !== null && !hasRequiredDocuments(applicationView(app)),
      `the apprentice's denied draft ${app.id} with no grade document or certificate`,
    )
    return { applicationId: app.id }
  },

  'the apprentice has an application the company has approved': async () => {
    await onScenarioBaseDate()
    const app = application(SEEDED_APPLICATIONS.elinConfirmedAtSyd)
    expectSituation(
      app.stateId === APPROVED_BY_COMPANY && app.applicantPersonId === PERSONAS.apprentice.id,
      `the apprentice's approved application ${app.id}`,
    )
    return { applicationId: app.id }
  },

  'the apprentice has applications in several states': async () => {
    await onScenarioBaseDate()
    const own = db().applications.findMany((q) => q.where({ applicantPersonId: PERSONAS.apprentice.id }))
    expectSituation(new Set(own.map((a) => a.stateId)).size > 1, 'applications of the apprentice in several states')
  },

  // §8 "person already linked to the company": an active employment there.
  'the company administrator is logged in and the apprentice is already employed at Byggbolaget i Norr': async () => {
    await loggedIn('companyAdmin')()
    const employed = db().employments.findFirst((q) =>
      q.where({ personId: PERSONAS.apprentice.id, companyId: COMPANY_NORR.id, endDate: (e) => e === null }),
    )
    expectSituation(!!employed, 'an active employment of the apprentice at Byggbolaget i Norr')
  },

  'the company has received applications': async () => {
    await onScenarioBaseDate()
    const received = db().applications.findMany((q) => q.where({ companyId: COMPANY_NORR.id }))
    expectSituation(
      received.some((a) => a.stateId === CONFIRMED_BY_STUDENT),
      'an application waiting for Byggbolaget i Norr',
    )
  },

  // Signed by another apprentice; instructor, employment type and start date still missing.
  'an apprentice has signed an application the company has not filled in': async () => {
    await onScenarioBaseDate()
    const app = application(SEEDED_APPLICATIONS.norrConfirmedByStudent)
    expectSituation(
      app.stateId === CONFIRMED_BY_STUDENT &&
        app.companyId === COMPANY_NORR.id &&
        approveProblem(app) === 'notSubmittable',
      `a signed application ${app.id} the company has not filled in`,
    )
    return { applicationId: app.id }
  },

  'an application is complete and saved by the company': async () => {
    await onScenarioBaseDate()
    const app = application(SEEDED_APPLICATIONS.norrConfirmedByCompany)
    expectSituation(
      app.stateId === CONFIRMED_BY_COMPANY && approveProblem(app) === null,
      `an approvable application ${app.id}`,
    )
    return { applicationId: app.id }
  },

  // The same application, changed after the company's last save (as a new document would).
  'an application is complete but changed since the company saved it': async () => {
    await onScenarioBaseDate()
    const id = SEEDED_APPLICATIONS.norrConfirmedByCompany
    await changeApplication(id, { updatedAt: nowIso() })
    expectSituation(
      approveProblem(application(id)) === 'notSaved',
      `application ${id} changed after the company's save`,
    )
    return { applicationId: id }
  },
}
