/**
 * E-book (issue 9). The scenario's books 7001–7006 (mock-server/scenario/ebook.ts) hold most
 * situations; these states pick one, check it still holds and adjust where the seed has none (an
 * inactive book, a complete book not yet approved, an apprenticeship without its book).
 *
 * The seed dates what decides a book's state (the end of each permitted period, the current pause,
 * the start of the book not yet begun) from the clock at seed time, and the contract's periods are
 * fixed days: e-book states seed again on SCENARIO_BASE_DATE, so "today" is the seed's own day
 * (2026-11-16) whatever the real date is.
 */
import { db, type BookRecord } from '../../../mock-server/db'
import { nowIso, setClock } from '../../../mock-server/clock'
import { bookState } from '../../../mock-server/ebook-clock'
import { bookElements, bookTheory } from '../../../mock-server/handlers/ebook/-ebook-support'
import { COMPANY_SYD, EBOOK_IDS, PERSONAS, PROFESSION_SCAFFOLDING, SCENARIO_BASE_DATE } from '../../../mock-server/seed'
import { missingForApproval } from '../../../src/domain/ebook'
import { book, expectSituation, onEbookSeedDay, type Setup } from './-support'

async function changeBook(id: number, changes: Partial<BookRecord>): Promise<void> {
  await db().books.update((q) => q.where({ id }), {
    data(draft) {
      Object.assign(draft, changes)
    },
  })
}

/** Elin's scaffolding education without its basic education certificate (ADR 0011). */
async function withoutBasicEducation(): Promise<void> {
  await db().educations.update(
    (q) => q.where({ personId: PERSONAS.apprentice.id, professionId: PROFESSION_SCAFFOLDING }),
    {
      data(draft) {
        draft.basicEducationCertificate = false
      },
    },
  )
}

/** The apprentice's active book 7001, reporting open. */
async function apprenticeActiveBook(): Promise<{ bookId: number }> {
  await onEbookSeedDay()
  const active = book(EBOOK_IDS.active)
  expectSituation(
    active.personId === PERSONAS.apprentice.id && bookState(active).displayState === 'active',
    `the apprentice's active e-book ${active.id}`,
  )
  return { bookId: active.id }
}

function report(id: number, bookId: number, state: 'draft' | 'saved') {
  const found = db().reports.findFirst((q) => q.where({ id, bookId, state }))
  expectSituation(!!found, `a ${state} report ${id} in e-book ${bookId}`)
  const details = db()
    .reportDetails.findMany((q) => q.where({ reportId: id }))
    .sort((a, b) => a.id - b.id)
  expectSituation(details.length > 0, `rated parts in report ${id}`)
  return { reportId: id, detailId: details[0].id }
}

export const ebookStates: Record<string, Setup> = {
  'the apprentice has an active e-book': apprenticeActiveBook,

  'the apprentice’s active e-book has a pause': async () => {
    const { bookId } = await apprenticeActiveBook()
    const pause = db().bookPauses.findFirst((q) => q.where({ id: EBOOK_IDS.activeBookPause, bookId }))
    expectSituation(
      !!pause && pause.toDate < SCENARIO_BASE_DATE.slice(0, 10),
      `a past pause ${EBOOK_IDS.activeBookPause} of e-book ${bookId}`,
    )
    return { bookId, pauseId: EBOOK_IDS.activeBookPause }
  },

  // Issue 17: the pause carries a one-page PDF (the bytes the consumer's binary answer is checked against).
  'the apprentice’s active e-book has a pause with an attachment': async () => {
    const { bookId } = await apprenticeActiveBook()
    const pdf = [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n')
    const updated = await db().bookPauses.update((q) => q.where({ id: EBOOK_IDS.activeBookPause, bookId }), {
      data(draft) {
        draft.attachment = {
          fileName: 'intyg.pdf',
          contentType: 'application/pdf',
          size: pdf.length,
          uploadedAt: nowIso(),
        }
        draft.attachmentBase64 = btoa(pdf)
      },
    })
    expectSituation(!!updated, `a pause ${EBOOK_IDS.activeBookPause} of e-book ${bookId}`)
    return { bookId, pauseId: EBOOK_IDS.activeBookPause }
  },

  'the apprentice’s active e-book has saved reports and a draft': async () => {
    const { bookId } = await apprenticeActiveBook()
    const states = new Set(
      db()
        .reports.findMany((q) => q.where({ bookId }))
        .map((r) => r.state),
    )
    expectSituation(states.has('saved') && states.has('draft'), `saved reports and a draft in e-book ${bookId}`)
    return { bookId }
  },

  // The draft rates a part of an open element; the part 8480401 (Konsolställning) is in no report.
  'the apprentice has a draft report with rated parts in her active e-book': async () => {
    const { bookId } = await apprenticeActiveBook()
    return { bookId, ...report(EBOOK_IDS.activeDraftReport, bookId, 'draft') }
  },

  'the apprentice has a saved report in her active e-book': async () => {
    const { bookId } = await apprenticeActiveBook()
    return { bookId, ...report(EBOOK_IDS.savedReport, bookId, 'saved') }
  },

  'the apprentice has an approved e-book': async () => {
    await onEbookSeedDay()
    const approved = book(EBOOK_IDS.approved)
    expectSituation(
      approved.personId === PERSONAS.apprentice.id && bookState(approved).closedReason === 'approved',
      `the apprentice's approved e-book ${approved.id}`,
    )
    return { bookId: approved.id }
  },

  'another apprentice has an e-book': async () => {
    await onEbookSeedDay()
    const other = book(EBOOK_IDS.distanceOrder)
    expectSituation(other.personId !== PERSONAS.apprentice.id, `an e-book ${other.id} of another apprentice`)
    return { bookId: other.id }
  },

  'the apprentice has an e-book that has not started': async () => {
    await onEbookSeedDay()
    const notStarted = book(EBOOK_IDS.notYetActive)
    expectSituation(
      notStarted.personId === PERSONAS.apprentice.id && bookState(notStarted).closedReason === 'notStarted',
      `the apprentice's e-book ${notStarted.id} that has not started`,
    )
    return { bookId: notStarted.id }
  },

  // The basic education not finished in time: the region's extension lifts it (ADR 0008).
  // ADR 0011: Elin without her scaffolding basic education certificate; 7001 started 2025-08-18,
  // so it turns inactive on 2026-08-18. The clock two weeks before, then on the day.
  'the apprentice’s active e-book turns inactive in two weeks without basic education': async () => {
    const { bookId } = await apprenticeActiveBook()
    await withoutBasicEducation()
    setClock('2026-08-04T09:00:00.000Z')
    expectSituation(bookState(book(bookId)).closingSoon?.on === '2026-08-18', `e-book ${bookId} closing on 2026-08-18`)
    return { bookId }
  },

  // 7001 was issued 2025-08-20: its five years end 2030-08-20, reporting is closed from the day after.
  'the apprentice’s active e-book is past its five years': async () => {
    const { bookId } = await apprenticeActiveBook()
    setClock('2030-08-21T09:00:00.000Z')
    expectSituation(bookState(book(bookId)).closedReason === 'expired', `e-book ${bookId} past its five years`)
    return { bookId }
  },

  'the apprentice’s active e-book is past its basic-education deadline': async () => {
    const { bookId } = await apprenticeActiveBook()
    await withoutBasicEducation()
    setClock('2026-08-18T09:00:00.000Z')
    expectSituation(bookState(book(bookId)).closedReason === 'inactive', `e-book ${bookId} inactive by the clock`)
    return { bookId }
  },

  'the apprentice’s e-book is inactive': async () => {
    const { bookId } = await apprenticeActiveBook()
    await changeBook(bookId, { status: 'inactive' })
    expectSituation(bookState(book(bookId)).displayState === 'inactive', `e-book ${bookId} inactive`)
    return { bookId }
  },

  // 7002 removed with everything that hangs on it, so its apprenticeship has no book.
  'the apprentice’s apprenticeship at Byggbolaget Syd has no e-book': async () => {
    await onEbookSeedDay()
    const d = db()
    const removed = book(EBOOK_IDS.paused)
    const apprenticeship = d.apprenticeships.findFirst((q) => q.where({ id: removed.apprenticeshipId ?? -1 }))
    expectSituation(
      !!apprenticeship &&
        apprenticeship.personId === PERSONAS.apprentice.id &&
        apprenticeship.companyId === COMPANY_SYD.id,
      `the apprentice's apprenticeship at ${COMPANY_SYD.name} with e-book ${removed.id}`,
    )
    const reportIds = new Set(d.reports.findMany((q) => q.where({ bookId: removed.id })).map((r) => r.id))
    d.reportDetails.deleteMany((q) => q.where((x) => reportIds.has(x.reportId)))
    d.reports.deleteMany((q) => q.where({ bookId: removed.id }))
    d.bookPauses.deleteMany((q) => q.where({ bookId: removed.id }))
    d.theoryModules.deleteMany((q) => q.where({ bookId: removed.id }))
    d.bookPartProgress.deleteMany((q) => q.where({ bookId: removed.id }))
    d.books.delete((q) => q.where({ id: removed.id }))
    return { personId: PERSONAS.apprentice.id, apprenticeshipId: apprenticeship?.id ?? null }
  },

  // 7003 (Sara Holm, carpentry) has every part reported to its level and approved and every
  // theory module approved; here it is not yet approved, so Johan Berg, its instructor, may.
  'a complete e-book waits for its instructor’s approval': async () => {
    await onEbookSeedDay()
    const id = EBOOK_IDS.approvedProtected
    await changeBook(id, { status: 'active', approvedById: null, approvedAt: null })
    const complete = book(id)
    const missing = missingForApproval({ elements: bookElements(complete), theory: bookTheory(id) })
    expectSituation(
      bookState(complete).displayState === 'active' && missing.elements.length === 0 && missing.theory.length === 0,
      `a complete e-book ${id} (missing: ${[...missing.elements.map((e) => e.name), ...missing.theory.map((t) => t.courseName)].join(', ')})`,
    )
    return { bookId: id }
  },
}
