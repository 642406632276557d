/**
 * The company slice (issue 19): staff, roles and apprentices at Byggbolaget i Norr (no departments)
 * and Ställningspartner Syd (Malmö and Lund), as mock-server/scenario/company-staff.ts seeds them.
 * Each state checks its situation.
 */
import { db } from '../../../mock-server/db'
import {
  COMPANY_NORR,
  COMPANY_STAFF,
  COMPANY_SYD,
  DEPARTMENT_LUND,
  DEPARTMENT_MALMO,
  PROFESSION_SCAFFOLDING,
  STAFF,
} from '../../../mock-server/seed'
import { expectSituation, loggedIn, person, type Setup } from './-support'

/** A workplace of Norr and a department of Syd that nothing uses: what a deletion may remove. */
const UNUSED_WORKPLACE = 109
const UNUSED_DEPARTMENT = 23

function inDepartment(employmentId: number, departmentId: number): boolean {
  return !!db().departmentEmployments.findFirst((q) => q.where({ employmentId, departmentId }))
}

export const companyStates: Record<string, Setup> = {
  // Company structure (workplaces, departments, exemptions, company data).
  // Syd has no administrator among the personas: Maria becomes one, so creating and deleting departments can be shown.
  'the company administrator also administers Ställningspartner Syd': async () => {
    await loggedIn('companyAdmin')()
    const maria = person('companyAdmin')
    await db().companyRoles.create({
      personId: maria.id,
      companyId: COMPANY_SYD.id,
      Administrator: true,
      CompanyEducationResponsible: false,
      DistanceEducationAdministrator: false,
      Instructor: false,
    })
    expectSituation(
      !!db().departmentEmployments.findFirst((q) => q.where({ departmentId: DEPARTMENT_LUND.id })),
      'staff in Lund',
    )
  },
  // §8 "e-mail could not be created": the application is sent from the applicant's e-mail.
  'the minor without an e-mail address is logged in': async () => {
    await loggedIn('minor')()
    expectSituation(person('minor').email === null, 'a minor without an e-mail address')
  },
  // A second application for what is pending is refused: Mikael's scaffolding exemption of type "other" awaits the region.
  'the company administrator is logged in and Mikael has a pending exemption for scaffolding': async () => {
    await loggedIn('companyAdmin')()
    expectSituation(
      !!db().instructorExemptions.findFirst((q) =>
        q.where({
          employmentId: STAFF.mikael.employmentId,
          professionId: PROFESSION_SCAFFOLDING,
          type: 'other',
          status: 'pending',
          orientationId: null,
        }),
      ),
      "Mikael's pending scaffolding exemption",
    )
  },
  // The scenario's workplaces are all the head office or in use (open applications, kept e-books).
  'the company administrator is logged in and Norr has a workplace nothing uses': async () => {
    await loggedIn('companyAdmin')()
    await db().workplaces.create({
      id: UNUSED_WORKPLACE,
      companyId: COMPANY_NORR.id,
      name: 'Förråd Boden',
      departmentIds: [],
      address1: 'Industrigatan 4',
      address2: null,
      zip: '961 38',
      city: 'Boden',
      isHeadOffice: false,
      contact: null,
      phone: null,
      web: null,
      isDeliveryDefault: false,
      isInvoiceDefault: false,
    })
  },
  // Malmö and Lund both have staff and workplaces: an empty department is added to be deleted.
  'the company administrator also administers Ställningspartner Syd, which has a department nothing uses': async () => {
    await companyStates['the company administrator also administers Ställningspartner Syd']()
    await db().departments.create({ id: UNUSED_DEPARTMENT, companyId: COMPANY_SYD.id, name: 'Ystad' })
  },
  'the education responsible is logged in': loggedIn('yua'),
  'the distance administrator is logged in': loggedIn('bg'),
  // §6 department scoping: Lena administers Malmö; Lund's administrator and BG are outside her reach.
  'the department administrator of Malmö is logged in and Lund has staff of its own': async () => {
    await loggedIn('departmentAdmin')()
    expectSituation(
      inDepartment(COMPANY_STAFF.lundAdmin.employmentId, DEPARTMENT_LUND.id) &&
        !inDepartment(COMPANY_STAFF.lundAdmin.employmentId, DEPARTMENT_MALMO.id) &&
        inDepartment(COMPANY_STAFF.malmoYua.employmentId, DEPARTMENT_MALMO.id),
      'Lund staff outside Malmö and a Malmö education responsible',
    )
  },
}
