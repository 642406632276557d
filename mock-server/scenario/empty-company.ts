/**
 * The 'empty-company' variant (issue 23): Tomma Bygg AB, a company with nobody but its administrator
 * Petra Tom: no other staff, no apprentices, no workplaces, no departments, no applications, books or
 * orders. Petra is employed there (a company's administrator is one of its people, so the staff list
 * holds her alone) and logs in with the link `/login-hash/hash-empty-company` (token
 * `token-empty-company`), reusable like the personas' (README). She is no persona of PERSONAS: the
 * default scenario, the persona x route matrix and the test-login panel do not know her.
 */
import type { Db } from '../db'
import { extraPersonRecord, pn } from './application-people'
import { address, NO_ROLES, SCENARIO_BASE_DATE } from './shell'

export const EMPTY_COMPANY = {
  company: { id: 4, name: 'Tomma Bygg AB', organizationalNumber: '559012-3450', hasDepartments: false, regionId: 1 },
  admin: { id: 1901, employmentId: 2901, firstName: 'Petra', lastName: 'Tom', personalNumber: pn('19850312', '248') },
  token: 'token-empty-company',
  hash: 'hash-empty-company',
} as const

export async function seedEmptyCompany(target: Db): Promise<void> {
  const { company, admin, token, hash } = EMPTY_COMPANY
  await target.companies.create(company)
  await target.persons.create(
    extraPersonRecord({
      ...admin,
      email: 'petra.tom@example.com',
      mobilephone: '070-123 45 91',
      address: address('Storgatan 1', '111 22', 'Stockholm'),
    }),
  )
  await target.employments.create({
    id: admin.employmentId,
    personId: admin.id,
    companyId: company.id,
    fromDate: '2026-11-02',
    endDate: null,
  })
  await target.companyRoles.create({ personId: admin.id, companyId: company.id, ...NO_ROLES, Administrator: true })
  const sessions = target.sessions.all()
  await target.sessions.create({
    id: sessions.reduce((max, s) => Math.max(max, s.id), 0) + 1,
    token,
    personId: admin.id,
    imitatedPersonId: null,
    revoked: false,
    createdAt: SCENARIO_BASE_DATE,
  })
  await target.loginHashes.create({
    hash,
    personId: admin.id,
    imitatedPersonId: null,
    expiresAt: null,
    reusable: true,
    usedAt: null,
  })
}
