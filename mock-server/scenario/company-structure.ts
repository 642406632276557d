/**
 * The company structure slice of the scenario (issue 19): the workplaces' other §3 fields (contact,
 * phone, web, the default delivery and invoice workplace), Byggbolaget i Norr's delivery and invoice
 * addresses, and the instructor exemptions as the company pages read them (company, employment, type,
 * reason, document, issuer and issue date), with one of Lund's staff so Malmö's department
 * administrator has one she may not read. Runs after the people (their exemptions exist by then).
 */
import type { Db } from '../db'
import { TINY_PNG_BASE64 } from './application'
import { STAFF } from './application-people'
import { COMPANY_NORR, COMPANY_SYD } from './company'
import { PERSONAS, PROFESSION_SCAFFOLDING } from './shell'

/** Named ids the tests and contracts use. */
export const STRUCTURE_IDS = {
  /** Norr's Campusbygget: named by reports of kept e-books, so in use. */
  reportsWorkplace: 103,
  /** Syd's head office (Malmö). */
  sydHeadOffice: 201,
  /** Lund's only workplace (Brunnshög). */
  lundWorkplace: 203,
  /** Shared by Malmö and Lund: Malmö's administrator reads it but may not change it. */
  sharedWorkplace: 204,
  /** Ahmed's approved scaffolding exemption at Norr. */
  norrExemption: 9001,
  /** Lena's own pending exemption (Malmö). */
  malmoExemption: 9002,
  /** Ola Dahlberg's (Lund) pending exemption. */
  lundExemption: 9401,
} as const

const WORKPLACE_DEFAULTS = {
  address2: null,
  contact: null,
  phone: null,
  web: null,
  isDeliveryDefault: false,
  isInvoiceDefault: false,
}

const WORKPLACE_DETAILS: Record<number, Record<string, string | boolean>> = {
  101: {
    contact: 'Maria Lindqvist',
    phone: '0920-12 34 50',
    web: 'https://byggbolaget-norr.example.se',
    isDeliveryDefault: true,
    isInvoiceDefault: true,
  },
  102: { contact: 'Johan Berg', phone: '090-17 20 00' },
  201: { contact: 'Lena Persson', phone: '040-611 22 00', isInvoiceDefault: true },
  202: { contact: 'Lena Persson', phone: '040-611 22 10', isDeliveryDefault: true },
  203: { contact: 'Ola Dahlberg', phone: '046-12 30 00' },
  301: { phone: '060-12 00 00', isDeliveryDefault: true, isInvoiceDefault: true },
}

const NORR_ADDRESSES = {
  companyId: COMPANY_NORR.id,
  deliveryAddress: {
    attention: 'Maria Lindqvist',
    address1: 'Hamngatan 10',
    address2: null,
    zip: '972 31',
    city: 'Luleå',
  },
  invoiceAddress: {
    attention: 'Ekonomi',
    address1: 'Box 123',
    address2: null,
    zip: '971 04',
    city: 'Luleå',
    email: 'faktura@byggbolaget-norr.example.se',
  },
}

const attachment = {
  fileName: 'intyg.png',
  contentType: 'image/png',
  size: atob(TINY_PNG_BASE64).length,
  uploadedAt: '2026-03-10T09:00:00.000Z',
}

/** What the company pages read of each exemption (by the id shell.ts / application-people.ts give it). */
const EXEMPTION_DETAILS = [
  {
    id: STRUCTURE_IDS.norrExemption,
    companyId: COMPANY_NORR.id,
    employmentId: 2007,
    type: 'professionalExperience' as const,
    reason: 'Tjugo års erfarenhet av ställningsbyggnad utan yrkesbevis.',
    issuedById: PERSONAS.companyAdmin.id,
    issuedAt: '2026-03-10T09:00:00.000Z',
  },
  {
    id: STRUCTURE_IDS.malmoExemption,
    companyId: COMPANY_SYD.id,
    employmentId: 2009,
    type: 'foreignCertificate' as const,
    reason: 'Yrkesbevis från Danmark.',
    issuedById: PERSONAS.departmentAdmin.id,
    issuedAt: '2026-09-01T10:30:00.000Z',
  },
  {
    id: 9011,
    companyId: COMPANY_NORR.id,
    employmentId: STAFF.mikael.employmentId,
    type: 'other' as const,
    reason: 'Ansökan inväntar regionens beslut.',
    issuedById: PERSONAS.bg.id,
    issuedAt: '2026-10-20T08:15:00.000Z',
  },
]

export async function seedCompanyStructure(target: Db): Promise<void> {
  // Every workplace answers every §3 field (null or false where the scenario gives none).
  for (const workplace of target.workplaces.all())
    await target.workplaces.update((q) => q.where({ id: workplace.id }), {
      data(draft) {
        Object.assign(draft, WORKPLACE_DEFAULTS, WORKPLACE_DETAILS[workplace.id] ?? {})
      },
    })
  await target.companyAddresses.create(NORR_ADDRESSES)
  for (const { id, ...details } of EXEMPTION_DETAILS)
    await target.instructorExemptions.update((q) => q.where({ id }), {
      data(draft) {
        Object.assign(draft, details, { attachment, attachmentBase64: TINY_PNG_BASE64 })
      },
    })
  await target.instructorExemptions.create({
    id: STRUCTURE_IDS.lundExemption,
    personId: STAFF.ola.id,
    professionId: PROFESSION_SCAFFOLDING,
    status: 'pending',
    companyId: COMPANY_SYD.id,
    employmentId: STAFF.ola.employmentId,
    type: 'professionalExperience',
    reason: 'Lång erfarenhet i Lund.',
    attachment,
    attachmentBase64: TINY_PNG_BASE64,
    // Applied for before the portal kept who applied.
    issuedById: null,
    issuedAt: '2026-10-01T12:00:00.000Z',
  })
}
