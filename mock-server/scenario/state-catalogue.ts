/**
 * The 'every-state' variant's catalogue (issue 23): for each machine family, its server-side states
 * (the schemas' lists where they exist) and, per state, one record of the variant in it, the persona
 * who sees it and the page that shows it. The developer panel lists it as links that log in with the
 * persona's documented login link (`hash-<key>`, README) and land on the page; state-catalogue.test.ts
 * fails when a state of a list has no entry or an entry's record is not in its state after a reset to
 * 'every-state'.
 *
 * States of families whose schemas keep no list (decided here, issue 23):
 * - session: a persona's session, an administrator imitating someone, a revoked token (406 over HTTP),
 *   a one-time login link already used and one expired (both refused on /login-hash);
 * - company review (the company's side of an application, src/domain/application.ts): to fill in
 *   (company-started, signed by the apprentice), to approve, approved by the company, and denied (a
 *   draft back with the apprentice, carrying the company's motivation).
 * A record no page shows has no path but a note: a revoked token (over HTTP only), a queued import
 * (the developer panel's import queue), a declined import (final: no page lists it).
 */
import { DISPLAY_STATES, ReportStateSchema } from '../../src/api/ebook/ebook.schemas'
import { IMPORT_STATES } from '../../src/api/import/import.schemas'
import { PRINT_ORDER_STATUSES } from '../../src/api/orders/card.schemas'
import { MODIFICATION_STATUSES, QUALIFYING_TIME_STATES } from '../../src/api/qualifying-time/qualifying-time.schemas'
import type { PersonaKey } from './shell'
import { APPLICATION_STATES, DISTANCE_ORDER_STATES, EXTENSION_ORDER_STATES } from './shell-lists'

export const SESSION_STATES = ['active', 'imitating', 'revoked', 'linkUsed', 'linkExpired'] as const
export const COMPANY_REVIEW_STATES = ['toFillIn', 'toApprove', 'approved', 'denied'] as const

export const FAMILY_STATES = {
  session: SESSION_STATES,
  application: APPLICATION_STATES.map((s) => s.state),
  companyReview: COMPANY_REVIEW_STATES,
  ebook: DISPLAY_STATES,
  ebookReport: ReportStateSchema.options,
  distanceOrder: DISTANCE_ORDER_STATES.map((s) => s.state),
  extensionOrder: EXTENSION_ORDER_STATES.map((s) => s.state),
  cardOrder: PRINT_ORDER_STATUSES,
  qualifyingTime: QUALIFYING_TIME_STATES,
  qualifyingTimeExtension: MODIFICATION_STATUSES,
  import: IMPORT_STATES,
} as const satisfies Record<string, readonly string[]>
export type MachineFamily = keyof typeof FAMILY_STATES
export const MACHINE_FAMILIES = Object.keys(FAMILY_STATES) as MachineFamily[]

export interface StateLink {
  family: MachineFamily
  state: string
  /** The record's id (a token or link hash for the session family). */
  record: number | string
  /** Who logs in to see it; null: the page is opened as it is (a login link's refusal). */
  persona: PersonaKey | null
  path: string | null
  /** Where it shows when no page does. */
  note?: 'httpOnly' | 'importQueue' | 'final'
}

const at = (family: MachineFamily, persona: PersonaKey | null, path: (id: number | string) => string | null) => {
  return (state: string, record: number | string, note?: StateLink['note']): StateLink => ({
    family,
    state,
    record,
    persona,
    path: path(record),
    ...(note ? { note } : {}),
  })
}

const elinsApplication = at('application', 'apprentice', (id) => `/application/${id}`)
const norrApplication = at('application', 'companyAdmin', (id) => `/company/1/applications/${id}/review`)
const review = at('companyReview', 'companyAdmin', (id) => `/company/1/applications/${id}/review`)
const elinsBook = at('ebook', 'apprentice', (id) => `/book/${id}`)
const johansBook = at('ebook', 'instructor', (id) => `/book/${id}`)
const distance = at('distanceOrder', 'companyAdmin', (id) => `/company/1/distance-orders/${id}`)
const extension = at('extensionOrder', 'companyAdmin', () => '/company/1/extension-orders/50503')
const card = at('cardOrder', 'instructor', () => '/order-card/my-start')
const norrTime = at('qualifyingTime', 'companyAdmin', (id) => `/qualifying-time/${id}`)

/** One record per state; the same order as the families' lists. */
export const EVERY_STATE_LINKS: readonly StateLink[] = [
  at('session', 'apprentice', () => '/')('active', 'token-apprentice'),
  at('session', 'imitatingAdmin', () => '/')('imitating', 'token-imitatingAdmin'),
  at('session', null, () => null)('revoked', 'token-revoked', 'httpOnly'),
  at('session', null, (hash) => `/login-hash/${hash}`)('linkUsed', 'hash-used'),
  at('session', null, (hash) => `/login-hash/${hash}`)('linkExpired', 'hash-expired'),

  elinsApplication('draft', 31001),
  norrApplication('confirmedByCompany', 30602),
  norrApplication('confirmedByApprentice', 31011),
  norrApplication('confirmedByStudent', 30601),
  norrApplication('confirmedAndApprovedByCompany', 31016),
  norrApplication('approved', 31013),
  norrApplication('ordered', 31014),
  norrApplication('closed', 31015),
  norrApplication('paid', 31017),
  norrApplication('basicEducationCertificateIssued', 31018),
  norrApplication('basicEducationCertificateApproved', 31019),

  review('toFillIn', 31011),
  review('toApprove', 30602),
  review('approved', 31016),
  review('denied', 31003),

  elinsBook('notYetActive', 7006),
  elinsBook('active', 7001),
  elinsBook('paused', 7002),
  johansBook('inactive', 7021),
  johansBook('issued', 7023),
  elinsBook('approved', 7005),
  johansBook('extended', 7022),

  at('ebookReport', 'apprentice', (id) => `/book/7001/report/${id}`)('draft', 21010),
  at('ebookReport', 'apprentice', (id) => `/book/7001/report/${id}`)('saved', 21009),

  distance('created', 12004),
  distance('sentToCompanyForApproval', 50502),
  distance('approvedByCompany', 50503),
  distance('awaitingPayment', 12006),
  distance('paid', 12007),
  distance('commissioned', 12008),
  distance('standby', 12009),

  extension('created', 13502),
  extension('sentToCompanyForApproval', 13501),
  extension('approvedByCompany', 13503),
  extension('approvedByRegion', 13504),
  extension('rejected', 13505),

  card('ordered', 15005),
  card('awaitingPayment', 15006),
  card('paid', 15007),
  card('printed', 15009),
  card('delivered', 15001),
  card('cancelled', 15008),

  norrTime('ongoing', 65019),
  norrTime('paused', 65002),
  norrTime('stopped', 65017),
  at('qualifyingTime', 'apprentice', (id) => `/qualifying-time/${id}`)('cancelled', 65001),
  norrTime('readyForApproval', 65004),
  norrTime('approvedByCompany', 65015),
  norrTime('approvedByRegion', 65016),
  at('qualifyingTime', 'instructor', (id) => `/qualifying-time/${id}`)('certificateIssued', 65006),

  // Extensions of a qualifying time: the record is the extension, the page its qualifying time's.
  at('qualifyingTimeExtension', 'passwordUser', () => '/qualifying-time/65003')('awaitingRegion', 66002),
  at('qualifyingTimeExtension', 'companyAdmin', () => '/qualifying-time/65002')('approved', 66001),
  at('qualifyingTimeExtension', 'companyAdmin', () => '/qualifying-time/65019')('rejected', 66003),

  at('import', 'apprentice', () => '/')('awaitingApprentice', 67001),
  at('import', 'companyAdmin', () => '/')('awaitingCompany', 67003),
  at('import', null, () => null)('queued', 67007, 'importQueue'),
  at('import', null, () => null)('declined', 67008, 'final'),
]
