/**
 * The 'every-state' variant (issue 23): the default scenario already holds most machine families in
 * each of their server-side states (README's tables); this adds only the records it lacks. Which record
 * shows which state, to whom and on which page: state-catalogue.ts (the developer panel's list; its test
 * fails when a state of the schemas' lists has no record here).
 *
 * | added        | whose (company)                 | state                                      |
 * |--------------|---------------------------------|--------------------------------------------|
 * | link         | Elin                            | a one-time login link already used         |
 * | books 7021–3 | Ines, Albin, Greta (Norr, 101)  | inactive, extended, issued (Johan's apprentices) |
 * | 13502–13505  | Elin's distance order 50503     | extension orders created, approved by the company, by the region, rejected |
 * | 15005–15009  | Johan's trade-certificate cards | ordered, awaiting payment, paid, cancelled, printed (his page shows his own) |
 * | 66003        | Lucas Wiklund's 65019 (Norr)    | an extension the region rejected           |
 */
import { isoDay } from '../../src/domain/dates'
import { now } from '../clock'
import type { Db } from '../db'
import { pn } from './application-people'
import { createAll } from './create-all'
import { bookOf, seedApprentices, type Apprentice } from './instructor'
import { ORDER_IDS } from './orders'
import { P, SCENARIO_BASE_DATE } from './shell'

export const EVERY_STATE_IDS = {
  usedHash: 'hash-used',
  books: { inactive: 7021, extended: 7022, issued: 7023 },
  extensionOrders: { created: 13502, approvedByCompany: 13503, approvedByRegion: 13504, rejected: 13505 },
  printOrders: { ordered: 15005, awaitingPayment: 15006, paid: 15007, cancelled: 15008, printed: 15009 },
  rejectedModification: 66003,
  /** Whose qualifying time the rejected extension belongs to (Lucas Wiklund's, ongoing). */
  rejectedModificationOf: 65019,
} as const

const BOOK_APPRENTICES: Apprentice[] = [
  { firstName: 'Ines', lastName: 'Lindgren', birth: '20040611', serial: '284' },
  { firstName: 'Albin', lastName: 'Sandberg', birth: '20050302', serial: '311' },
  { firstName: 'Greta', lastName: 'Nyström', birth: '20031120', serial: '426' },
].map((p, i) => ({
  id: 1191 + i,
  firstName: p.firstName,
  lastName: p.lastName,
  personalNumber: pn(p.birth, p.serial),
  bookId: 7021 + i,
  createdAt: `2025-08-2${i}T09:00:00.000Z`,
}))

/** A stored record as plain data (without the collection's own keys), to copy into a new one. */
function plain<T>(row: T): T {
  return JSON.parse(JSON.stringify(row)) as T
}

export async function seedEveryState(target: Db): Promise<void> {
  await target.loginHashes.create({
    hash: EVERY_STATE_IDS.usedHash,
    personId: P.apprentice.id,
    imitatedPersonId: null,
    expiresAt: null,
    reusable: false,
    usedAt: SCENARIO_BASE_DATE,
  })
  await seedBooks(target)
  await seedOrders(target)
  const modification = target.qualificationTimeModifications.all()[0]
  if (modification) {
    await target.qualificationTimeModifications.create({
      ...plain(modification),
      id: EVERY_STATE_IDS.rejectedModification,
      qualificationTimeId: EVERY_STATE_IDS.rejectedModificationOf,
      status: 'rejected',
    })
  }
}

async function seedBooks(target: Db): Promise<void> {
  const today = isoDay(now())
  await seedApprentices(target, BOOK_APPRENTICES, { employment: 2191, apprenticeship: 3191, link: 4191 })
  const books = BOOK_APPRENTICES.map((a, i) => bookOf(a, 3191 + i, today))
  await createAll(
    target.educations,
    books.map((book, i) => ({
      id: 6191 + i,
      personId: book.personId,
      professionId: book.professionId,
      basicEducationCertificate: true,
      qualificationTime: null,
    })),
  )
  const [inactive, extended, issued] = books
  await createAll(target.books, [
    { ...inactive, status: 'inactive' },
    { ...extended, status: 'extended' },
    { ...issued, status: 'issued', issuedAt: '2026-06-15' },
  ])
}

async function seedOrders(target: Db): Promise<void> {
  const extension = target.extensionOrders.findFirst((q) => q.where({ id: ORDER_IDS.extensionOrder }))
  if (extension) {
    const ids = EVERY_STATE_IDS.extensionOrders
    await createAll(
      target.extensionOrders,
      [
        { id: ids.created, stateId: 0 },
        { id: ids.approvedByCompany, stateId: 2 },
        { id: ids.approvedByRegion, stateId: 3 },
        { id: ids.rejected, stateId: 4 },
      ].map((change) => ({ ...plain(extension), ...change, educationExtensionId: null })),
    )
  }
  const card = target.printOrders.findFirst((q) => q.where({ id: ORDER_IDS.johanTradeCard }))
  if (card) {
    const ids = EVERY_STATE_IDS.printOrders
    await createAll(
      target.printOrders,
      (['ordered', 'awaitingPayment', 'paid', 'cancelled', 'printed'] as const).map((status) => ({
        ...plain(card),
        id: ids[status],
        status,
        orderedAt: '2026-11-09T08:00:00.000Z',
      })),
    )
  }
}
