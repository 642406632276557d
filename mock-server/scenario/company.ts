/**
 * The company slice of the scenario: the companies, their departments and workplaces (the §7
 * "Companies" calls answer from these). Norr and Mitt have no departments; Syd has Malmö and Lund,
 * so department scopes (§6) can be tested. The people employed there and their roles are seeded
 * with the people (shell.ts, application-people.ts).
 */
import type { Db } from '../db'
import { createAll } from './create-all'

export const COMPANY_NORR = {
  id: 1,
  name: 'Byggbolaget i Norr AB',
  organizationalNumber: '556677-8899',
  hasDepartments: false,
  regionId: 1,
}
export const COMPANY_SYD = {
  id: 2,
  name: 'Ställningspartner Syd AB',
  organizationalNumber: '556812-3458',
  hasDepartments: true,
  regionId: 5,
}
export const COMPANY_MITT = {
  id: 3,
  name: 'Takmästarna Mitt AB',
  organizationalNumber: '556934-5670',
  hasDepartments: false,
  regionId: 2,
}
export const DEPARTMENT_MALMO = { id: 21, companyId: 2, name: 'Malmö' }
export const DEPARTMENT_LUND = { id: 22, companyId: 2, name: 'Lund' }

export const WORKPLACES = [
  {
    id: 101,
    companyId: COMPANY_NORR.id,
    name: 'Huvudkontor Luleå',
    departmentIds: [],
    address1: 'Hamngatan 10',
    zip: '972 31',
    city: 'Luleå',
    isHeadOffice: true,
  },
  {
    id: 102,
    companyId: COMPANY_NORR.id,
    name: 'Kvarteret Lärkan, Umeå',
    departmentIds: [],
    address1: 'Lärkvägen 2',
    zip: '903 36',
    city: 'Umeå',
    isHeadOffice: false,
  },
  {
    id: 103,
    companyId: COMPANY_NORR.id,
    name: 'Campusbygget Skellefteå',
    departmentIds: [],
    address1: 'Kanalgatan 59',
    zip: '931 31',
    city: 'Skellefteå',
    isHeadOffice: false,
  },
  {
    id: 201,
    companyId: COMPANY_SYD.id,
    name: 'Huvudkontor Malmö',
    departmentIds: [DEPARTMENT_MALMO.id],
    address1: 'Stora Varvsgatan 11',
    zip: '211 19',
    city: 'Malmö',
    isHeadOffice: true,
  },
  {
    id: 202,
    companyId: COMPANY_SYD.id,
    name: 'Depå Hyllie',
    departmentIds: [DEPARTMENT_MALMO.id],
    address1: 'Hyllie Boulevard 34',
    zip: '215 32',
    city: 'Malmö',
    isHeadOffice: false,
  },
  {
    id: 203,
    companyId: COMPANY_SYD.id,
    name: 'Brunnshög, Lund',
    departmentIds: [DEPARTMENT_LUND.id],
    address1: 'Brunnshögsgatan 1',
    zip: '224 84',
    city: 'Lund',
    isHeadOffice: false,
  },
  {
    id: 204,
    companyId: COMPANY_SYD.id,
    name: 'Regionlager Syd',
    departmentIds: [DEPARTMENT_MALMO.id, DEPARTMENT_LUND.id],
    address1: 'Industrigatan 4',
    zip: '232 37',
    city: 'Arlöv',
    isHeadOffice: false,
  },
  {
    id: 301,
    companyId: COMPANY_MITT.id,
    name: 'Huvudkontor Sundsvall',
    departmentIds: [],
    address1: 'Storgatan 30',
    zip: '852 30',
    city: 'Sundsvall',
    isHeadOffice: true,
  },
]

/** The companies with their departments and workplaces. */
export async function seedCompanies(target: Db): Promise<void> {
  await createAll(target.companies, [COMPANY_NORR, COMPANY_SYD, COMPANY_MITT])
  await createAll(target.departments, [DEPARTMENT_MALMO, DEPARTMENT_LUND])
  await createAll(target.workplaces, WORKPLACES)
}
