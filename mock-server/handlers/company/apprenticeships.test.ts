/**
 * The apprentice calls against the scenario for every persona of the README table: reading within
 * scope (§6), linking instructors under the §5 rules (each refusal with its §8 reason), employment
 * rate periods (1–100, 0 a pause, no overlap with a period or a pause), ending and removing.
 */
import { describe, expect, it } from 'vitest'
import {
  deleteApprenticeship,
  endApprenticeship,
  getApprenticeship,
  listApprenticeships,
  updateApprenticeship,
} from '../../../src/api/company/apprenticeships'
import { PERSONAS, REVOKED_TOKEN, STAFF, STAFF_IDS } from '../../seed'
import { failureOf, withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

const NORR = 1
const SYD = 2
const ELIN_NORR = STAFF_IDS.elinAtNorr
const TOMASZ_LUND = STAFF_IDS.tomasAtLund
const SARA_NORR = 3005
const JOHAN_NORR = 2004
const BOOKLESS = STAFF_IDS.booklessApprenticeship

const errorsOf = async (call: Promise<unknown>) => (await failureOf(call)).body?.errors

describe('apprenticeships/list and get', () => {
  it('lists the company’s apprentices with instructors, rate periods and pauses', async () => {
    api.as('companyAdmin')
    const rows = await listApprenticeships({ companyId: NORR })
    const elin = rows.find((r) => r.id === ELIN_NORR)
    expect(elin?.instructors.filter((i) => i.isActive).map((i) => i.employmentId)).toEqual([JOHAN_NORR])
    expect(elin?.employmentRates.map((r) => [r.percent, r.fromDate, r.toDate])).toEqual([
      [75, '2026-01-05', '2026-03-29'],
      [50, '2026-09-01', '2026-10-30'],
    ])
    expect(elin?.pauses.map((p) => [p.fromDate, p.toDate])).toEqual([['2026-07-06', '2026-08-02']])
    expect(rows.some((r) => r.manuallyEndedDate !== null)).toBe(false)
    expect((await listApprenticeships({ companyId: NORR, search: 'anders' })).map((r) => r.person.lastName)).toEqual([
      'Andersson',
    ])
  })

  it('reads for YUA and BG with protected identity hidden; the department administrator only Malmö', async () => {
    api.as('bg')
    expect((await getApprenticeship(SARA_NORR)).person).toEqual({
      id: PERSONAS.protectedIdentity.id,
      firstName: 'Skyddad identitet',
      lastName: '',
      protectedIdentity: true,
    })
    api.as('yua')
    expect((await listApprenticeships({ companyId: NORR })).length).toBeGreaterThan(3)
    api.as('departmentAdmin')
    const syd = await listApprenticeships({ companyId: SYD })
    expect(syd.map((r) => r.id)).toContain(BOOKLESS)
    expect(syd.map((r) => r.id)).not.toContain(TOMASZ_LUND)
    expect((await failureOf(getApprenticeship(TOMASZ_LUND))).status).toBe(403)
    expect((await failureOf(updateApprenticeship(TOMASZ_LUND, { instructorEmploymentIds: [2005] }))).status).toBe(403)
  })

  it('answers 403 to instructors, apprentices and other companies, 404 unknown, 401/406 without a session', async () => {
    for (const key of ['instructor', 'apprentice', 'protectedIdentity'] as const) {
      api.as(key)
      expect((await failureOf(getApprenticeship(ELIN_NORR))).status, key).toBe(403)
      expect((await failureOf(listApprenticeships({ companyId: NORR }))).status, key).toBe(403)
    }
    api.as('companyAdmin')
    expect((await failureOf(getApprenticeship(BOOKLESS))).status).toBe(403)
    expect((await failureOf(getApprenticeship(999999))).status).toBe(404)
    api.token(null)
    expect((await failureOf(getApprenticeship(ELIN_NORR))).status).toBe(401)
    api.token(REVOKED_TOKEN)
    expect((await failureOf(getApprenticeship(ELIN_NORR))).status).toBe(406)
  })
})

describe('apprenticeships/update/{id}: instructors (§5)', () => {
  it('links an eligible instructor and unlinks another; the apprentice keeps at least one', async () => {
    api.as('yua')
    const changed = await updateApprenticeship(ELIN_NORR, { instructorEmploymentIds: [STAFF.anders.employmentId] })
    expect(changed.instructors.filter((i) => i.isActive).map((i) => i.employmentId)).toEqual([
      STAFF.anders.employmentId,
    ])
    expect(await errorsOf(updateApprenticeship(ELIN_NORR, { instructorEmploymentIds: [] }))).toEqual([
      { field: 'instructorEmploymentIds', message: 'Lärlingen måste ha minst en handledare.' },
    ])
  })

  it('refuses each instructor failing a §5 rule with its reason', async () => {
    api.as('companyAdmin')
    const cases: Array<[number, string]> = [
      [STAFF.mikael.employmentId, 'Handledaren saknar yrkesbevis eller godkänd dispens för yrket.'],
      [STAFF.nils.employmentId, 'Handledaren saknar e-postadress.'],
      [STAFF.jonas.employmentId, 'Handledaren har inte läst de aktuella instruktionerna.'],
      [STAFF.karl.employmentId, 'En handledare i ställningsbyggnad kan ha högst 3 lärlingar.'],
      [
        STAFF.erik.employmentId,
        'Handledaren har en lärling i ställningsbyggnad utan grundutbildningsintyg och kan inte ta fler lärlingar.',
      ],
      [2008, 'Handledare är inte vald: personen är inte handledare på företaget.'],
    ]
    for (const [employmentId, text] of cases) {
      const errors = await errorsOf(
        updateApprenticeship(ELIN_NORR, { instructorEmploymentIds: [JOHAN_NORR, employmentId] }),
      )
      expect(
        errors?.map((e) => e.field),
        String(employmentId),
      ).toEqual(['instructorEmploymentIds.1'])
      expect(errors?.[0].message, String(employmentId)).toMatch(text.slice(0, 30))
    }
    const piotr = await errorsOf(
      updateApprenticeship(ELIN_NORR, { instructorEmploymentIds: [STAFF.piotr.employmentId] }),
    )
    expect(piotr?.[0].field).toBe('instructorEmploymentIds.0')
  })

  it('keeps BG read-only (§8 no permission to save or delete) and refuses links to an ended apprenticeship', async () => {
    api.as('bg')
    const refused = await failureOf(updateApprenticeship(ELIN_NORR, { instructorEmploymentIds: [JOHAN_NORR] }))
    expect(refused.status).toBe(403)
    expect(refused.body?.message).toMatch(/behörighet att spara eller ta bort/)
    api.as('companyAdmin')
    await endApprenticeship(SARA_NORR, { endDate: '2026-11-20' })
    expect(await errorsOf(updateApprenticeship(SARA_NORR, { instructorEmploymentIds: [JOHAN_NORR] }))).toEqual([
      { field: 'instructorEmploymentIds', message: 'Det går inte att koppla fler lärlingar eller handledare.' },
    ])
  })
})

describe('apprenticeships/update/{id}: employment rate periods (§5, §8)', () => {
  it('adds a period of 1–100 %, with the rate it replaced', async () => {
    api.as('companyAdmin')
    const changed = await updateApprenticeship(ELIN_NORR, {
      employmentRate: { percent: 60, fromDate: '2026-04-01', toDate: '2026-06-30' },
    })
    expect(changed.employmentRates.find((r) => r.fromDate === '2026-04-01')).toMatchObject({
      percent: 60,
      originalPercent: 100,
    })
  })

  it('refuses 0 (a pause), over 100, a paused period, an overlap and a period outside the apprenticeship', async () => {
    api.as('companyAdmin')
    const rate = (percent: number, fromDate: string, toDate: string) =>
      errorsOf(updateApprenticeship(ELIN_NORR, { employmentRate: { percent, fromDate, toDate } }))
    expect(await rate(0, '2026-04-01', '2026-04-30')).toEqual([
      {
        field: 'employmentRate.percent',
        message: 'Sysselsättningsgraden ska vara 1–100 %. För 0 % lägger du in ett uppehåll.',
      },
    ])
    expect((await rate(101, '2026-04-01', '2026-04-30'))?.[0].field).toBe('employmentRate.percent')
    expect(await rate(50, '2026-07-01', '2026-07-31')).toEqual([
      {
        field: 'employmentRate.fromDate',
        message: 'Ändringen av sysselsättningsgraden misslyckades: perioden är pausad.',
      },
    ])
    expect(await rate(50, '2026-03-01', '2026-04-30')).toEqual([
      { field: 'employmentRate.fromDate', message: 'Perioden krockar med en annan period.' },
    ])
    expect((await rate(50, '2024-01-01', '2024-02-01'))?.[0].message).toMatch(/2025-08-18/)
    expect((await rate(50, '2026-04-30', '2026-04-01'))?.[0].field).toBe('employmentRate.fromDate')
    // A refused change stores nothing, its instructor part neither.
    const both = await failureOf(
      updateApprenticeship(ELIN_NORR, {
        instructorEmploymentIds: [STAFF.anders.employmentId],
        employmentRate: { percent: 0, fromDate: '2026-04-01', toDate: '2026-04-30' },
      }),
    )
    expect(both.status).toBe(422)
    expect(
      (await getApprenticeship(ELIN_NORR)).instructors.filter((i) => i.isActive).map((i) => i.employmentId),
    ).toEqual([JOHAN_NORR])
  })
})

describe('apprenticeships/end and delete', () => {
  it('ends an apprenticeship (its links end too) and removes one without an e-book; one with a book is kept', async () => {
    api.as('departmentAdmin')
    const ended = await endApprenticeship(BOOKLESS, { endDate: '2026-11-20' })
    expect(ended.manuallyEndedDate).toBe('2026-11-20')
    expect(ended.instructors.every((i) => !i.isActive)).toBe(true)
    expect((await failureOf(endApprenticeship(BOOKLESS))).status).toBe(422)
    await deleteApprenticeship(BOOKLESS)
    expect((await failureOf(getApprenticeship(BOOKLESS))).status).toBe(404)
    api.as('companyAdmin')
    const kept = await errorsOf(deleteApprenticeship(ELIN_NORR))
    expect(kept?.[0].message).toMatch(/Kopplingen kan inte tas bort/)
    api.as('bg')
    expect((await failureOf(endApprenticeship(ELIN_NORR))).status).toBe(403)
    api.as('yua')
    expect((await failureOf(endApprenticeship(ELIN_NORR, { endDate: '2020-01-01' }))).status).toBe(422)
  })
})
