/**
 * Named variants of the scenario, chosen at reset (POST /__mock/reset {"scenario": …}). Each is the
 * default scenario plus data for one kind of check; a plain reset is always 'default'.
 * - 'many-notifications': the apprentice has MANY_NOTIFICATIONS more notifications, for the
 *   notifications page at the size §9 allows (the screen loads up to 1000) and `npm run bench`.
 * - 'many-reports': Elin's approved book 7005 holds 300 saved reports (the default holds a few dozen),
 *   for the e-book's speed check in `npm run bench`. Kept out of the default because every page load
 *   of the in-browser backend restores every record: 900 more of them slowed every end-to-end test.
 * - 'many-books': Johan Berg (instructor) supervises 200 more apprentices at Norr, each with a book of
 *   two saved reports (every third with one unread), for the instructor's e-book list at size (bench:
 *   "instructor e-book list with 200 apprentices' books"); scenario/instructor.ts.
 * - 'many-employees': Byggbolaget i Norr AB has 2 000 more employees, for the staff list at size
 *   (bench: opening it and typing in its search); scenario/company-staff.ts.
 * - 'empty-company': the default plus Tomma Bygg AB, a company with nobody but its administrator (no
 *   other staff, no apprentices, no workplaces, no departments), who logs in with `hash-empty-company`
 *   (token `token-empty-company`); scenario/empty-company.ts.
 * - 'first-day': the default's people, companies and employments with everything unstarted: no
 *   application sent (drafts only), no e-books, reports or pauses, no orders, no qualifying time, every
 *   old-system import still waiting for the apprentice, no notifications; scenario/first-day.ts.
 * - 'every-state': the default plus the records it lacks, so every machine family has a record in each
 *   of its server-side states (scenario/every-state.ts; the list of states, records, personas and pages
 *   the developer panel links to is scenario/state-catalogue.ts).
 */
import * as v from 'valibot'

export const SCENARIO_VARIANTS = [
  'default',
  'many-notifications',
  'many-reports',
  'many-books',
  'many-employees',
  'empty-company',
  'first-day',
  'every-state',
] as const
export type ScenarioVariant = (typeof SCENARIO_VARIANTS)[number]
export const ScenarioVariantSchema = v.picklist(SCENARIO_VARIANTS)
