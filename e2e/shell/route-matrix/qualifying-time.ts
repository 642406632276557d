import { COMPANY_NORR, COMPANY_SYD } from '../../../mock-server/seed'
import { APPLICATION_READERS, COMPANY_USERS, isIn, type Outcome, type RouteRow, type Who } from './-support'

/**
 * Qualifying time (issue 21, §2 personal pages, §6): the apprentices' list is for company users of any
 * company (anyone else /forbidden); /qualifying-time/{id} is a person's, and the server says who may
 * read it (the loader turns its refusal into the page it is).
 */

/** Hanna Sjölund (Norr, no departments): finished, awaiting the company (mock-server/scenario/qualifying-time.ts). */
const HANNA = 1712

/** Company users of any company (§2 "Apprentice qualifying time"). Agneta acts as Elin, an apprentice. */
const anyCompanyUser = (who: Who): Outcome =>
  who === 'loggedOut'
    ? 'start'
    : isIn([...(COMPANY_USERS[COMPANY_NORR.id] ?? []), ...(COMPANY_USERS[COMPANY_SYD.id] ?? [])], who)
      ? 'page'
      : 'forbidden'

/**
 * Another person's qualifying time: Norr's admin users read Hanna's (FTGADM, YUA, BG); a company user
 * who may not (Johan, who does not supervise her; Lena at Syd) finds none: not found; anyone else is
 * refused by the server (403): /forbidden.
 */
const hannasTime = (who: Who): Outcome =>
  who === 'loggedOut'
    ? 'start'
    : isIn(APPLICATION_READERS[COMPANY_NORR.id], who)
      ? 'page'
      : anyCompanyUser(who) === 'page'
        ? 'notFound'
        : 'forbidden'

export const qualifyingTimeRoutes: readonly RouteRow[] = [
  { path: '/apprentice-qualifying-time', expect: anyCompanyUser },
  { path: `/qualifying-time/${HANNA}`, expect: hannasTime, decidesAfterData: true },
]
