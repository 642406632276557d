/**
 * The scenario: the only way data is made. Each slice's data lives in mock-server/scenario/<slice>.ts;
 * this module composes them in a fixed order (so list order and ids are the same on every reset) and
 * exports the scenario's named ids, which tests, Pact provider states and e2e import instead of
 * copying numbers.
 */
import { db, type Db } from './db'
import { seedApplications } from './scenario/application'
import { seedApplicationPeople } from './scenario/application-people'
import { seedCompanies } from './scenario/company'
import { seedCompanyStructure } from './scenario/company-structure'
import { seedCompanyStaff } from './scenario/company-staff'
import { seedEbook } from './scenario/ebook'
import { seedInstructor } from './scenario/instructor'
import { seedLogin } from './scenario/login'
import { seedOrders } from './scenario/orders'
import { seedQualifyingTime } from './scenario/qualifying-time'
import { seedQualifications } from './scenario/qualifications'
import { seedQualificationsQr } from './scenario/qualifications-qr'
import { seedImport } from './scenario/import'
import { seedEmptyCompany } from './scenario/empty-company'
import { seedEveryState } from './scenario/every-state'
import { stripToFirstDay } from './scenario/first-day'
import { seedShellPeople } from './scenario/shell'
import { seedShellLists } from './scenario/shell-lists'
import { seedShellNotifications } from './scenario/shell-notifications'
import type { ScenarioVariant } from './scenario/variants'

export {
  COMPANY_MITT,
  COMPANY_NORR,
  COMPANY_SYD,
  DEPARTMENT_LUND,
  DEPARTMENT_MALMO,
  WORKPLACES,
} from './scenario/company'
export {
  PERSONA_KEYS,
  PERSONAS,
  PROFESSION_MACHINE,
  PROFESSION_SCAFFOLDING,
  SCENARIO_BASE_DATE,
  type Persona,
  type PersonaKey,
} from './scenario/shell'
export { APPLICATION_STATES, EMPLOYMENT_TYPES, PROFESSIONS, SETTINGS } from './scenario/shell-lists'
export {
  COMPANY_ADMIN_NOTIFICATIONS,
  MANY_NOTIFICATIONS,
  MANY_NOTIFICATIONS_FIRST_ID,
} from './scenario/shell-notifications'
export { SCENARIO_VARIANTS, type ScenarioVariant } from './scenario/variants'
export { EXPIRED_HASH, personaHash, personaToken, REVOKED_TOKEN } from './scenario/login'
export { APPLICANTS_BY_NAME, PROFESSION_COURSES, STAFF, THEO, TRANSFER_APPRENTICE } from './scenario/application-people'
export { SEEDED_APPLICATIONS, TINY_PNG_BASE64 } from './scenario/application'
export {
  ACTIVE_BOOK_EMPLOYMENT_DATE,
  ACTIVE_BOOK_PAUSE,
  ACTIVE_BOOK_START,
  EBOOK_ELEMENTS,
  EBOOK_IDS,
  EBOOK_PARTS,
} from './scenario/ebook'
export { INSTRUCTOR_IDS } from './scenario/instructor'
export { STRUCTURE_IDS } from './scenario/company-structure'
export { COMPANY_STAFF, STAFF_IDS } from './scenario/company-staff'
export { ORDER_IDS } from './scenario/orders'
export { PUBLISHED_HOURS, QUALIFYING_TIME_IDS } from './scenario/qualifying-time'
export { QUALIFICATION_IDS } from './scenario/qualifications'
export { QR_IDS } from './scenario/qualifications-qr'
export { IMPORT_IDS } from './scenario/import'
export { EMPTY_COMPANY } from './scenario/empty-company'
export { EVERY_STATE_IDS } from './scenario/every-state'

/** Fills empty collections with the scenario (or one of its variants), slice by slice. */
export async function seedScenario(target: Db = db(), variant: ScenarioVariant = 'default'): Promise<void> {
  await seedCompanies(target)
  await seedShellPeople(target)
  await seedShellNotifications(target, { many: variant === 'many-notifications' })
  await seedShellLists(target)
  await seedApplicationPeople(target)
  await seedCompanyStructure(target)
  await seedApplications(target)
  await seedEbook(target, { manyReports: variant === 'many-reports' })
  await seedInstructor(target, { manyBooks: variant === 'many-books' })
  await seedCompanyStaff(target, { manyEmployees: variant === 'many-employees' })
  await seedOrders(target)
  await seedQualifyingTime(target)
  await seedQualifications(target)
  await seedQualificationsQr(target)
  await seedImport(target)
  await seedLogin(target)
  if (variant === 'empty-company') await seedEmptyCompany(target)
  if (variant === 'first-day') await stripToFirstDay(target)
  if (variant === 'every-state') await seedEveryState(target)
}
