/**
 * What the orders handler tests and the orders provider states share: a session for a seeded
 * person who is not a persona (the card persons, Syd's staff), and Maria (Norr's administrator)
 * made administrator of Syd as well, so Syd's orders have an approver among the personas.
 */
import { nowIso } from '../../clock'
import { db, nextId } from '../../db'
import { COMPANY_SYD, PERSONAS } from '../../seed'

/** A fresh session token for any seeded person. */
export async function sessionFor(personId: number): Promise<string> {
  const sessions = db().sessions
  const token = `orders-test-${personId}`
  await sessions.create({
    id: nextId(sessions.all()),
    token,
    personId,
    imitatedPersonId: null,
    revoked: false,
    createdAt: nowIso(),
  })
  return token
}

/** Maria administers Ställningspartner Syd too (every department). */
export async function mariaAdministersSyd(): Promise<void> {
  await db().companyRoles.create({
    personId: PERSONAS.companyAdmin.id,
    companyId: COMPANY_SYD.id,
    Administrator: true,
    CompanyEducationResponsible: false,
    DistanceEducationAdministrator: false,
    Instructor: false,
  })
}
