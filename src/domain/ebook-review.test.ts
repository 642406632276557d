import { describe, expect, it } from 'vitest'
import { partReachedRequired } from './ebook'
import {
  assessedLevel,
  assessmentDiffers,
  compareBooks,
  compareReports,
  divergentCount,
  foreignFields,
  listedAsSupervising,
  partToAssess,
  progressAfterReview,
  queueRank,
  reviewRefusal,
  toAssessCount,
  unreadByInstructor,
} from './ebook-review'

describe('the difference in assessment (§8)', () => {
  it('is there when the instructor gave another level than the apprentice, not before the instructor gave one', () => {
    expect(assessmentDiffers({ level: 3, instructorLevel: 2 })).toBe(true)
    expect(assessmentDiffers({ level: 2, instructorLevel: 3 })).toBe(true)
    expect(assessmentDiffers({ level: 3, instructorLevel: 3 })).toBe(false)
    expect(assessmentDiffers({ level: 3, instructorLevel: null })).toBe(false)
    expect(
      divergentCount([
        { level: 3, instructorLevel: 2 },
        { level: 1, instructorLevel: null },
        { level: 4, instructorLevel: 1 },
      ]),
    ).toBe(2)
  })

  it("counts the instructor's level where given, else the apprentice's", () => {
    expect(assessedLevel({ level: 3, instructorLevel: 2 })).toBe(2)
    expect(assessedLevel({ level: 3, instructorLevel: null })).toBe(3)
  })

  it("decides whether a book's part reached its level by the instructor's level where given", () => {
    expect(partReachedRequired({ achievedLevel: 3, requiredLevel: 3, instructorLevel: 2 })).toBe(false)
    expect(partReachedRequired({ achievedLevel: 2, requiredLevel: 3, instructorLevel: 3 })).toBe(true)
    expect(partReachedRequired({ achievedLevel: 3, requiredLevel: 3, instructorLevel: null })).toBe(true)
    expect(partReachedRequired({ achievedLevel: null, requiredLevel: 1 })).toBe(false)
  })
})

describe('one call, two sides', () => {
  it("names the other side's fields that a body carries", () => {
    expect(foreignFields({ level: 2, instructorComment: 'x', approve: true }, 'apprentice')).toEqual([
      'instructorComment',
      'approve',
    ])
    expect(foreignFields({ level: 2, comment: '', instructorLevel: 3 }, 'instructor')).toEqual(['level', 'comment'])
    expect(foreignFields({ instructorLevel: 3, comment: undefined }, 'instructor')).toEqual([])
    expect(foreignFields({}, 'apprentice')).toEqual([])
  })
})

describe('reviewRefusal', () => {
  const review = (over: Partial<Parameters<typeof reviewRefusal>[0]> = {}) =>
    reviewRefusal({
      bookStatus: 'active',
      detail: { approvedAt: null },
      reportInstructorId: 7,
      reviewerId: 7,
      approve: true,
      ...over,
    })

  it('lets the instructor the report names adjust and approve', () => {
    expect(review()).toBeNull()
    expect(review({ bookStatus: null })).toBeNull()
    expect(review({ bookStatus: 'extended' })).toBeNull()
  })

  it('refuses an approval where the report names another instructor (§5), but not an adjustment', () => {
    expect(review({ reportInstructorId: 8 })).toBe('notSupervising')
    expect(review({ reportInstructorId: 8, approve: false })).toBeNull()
    expect(listedAsSupervising(8, 7)).toBe(false)
  })

  it('lets any supervising instructor approve a report that names none', () => {
    expect(listedAsSupervising(null, 7)).toBe(true)
    expect(review({ reportInstructorId: null })).toBeNull()
  })

  it('keeps an approved or issued book read-only, and an approved part final, before anything else', () => {
    expect(review({ bookStatus: 'approved', reportInstructorId: 8 })).toBe('approved')
    expect(review({ bookStatus: 'issued' })).toBe('issued')
    expect(review({ detail: { approvedAt: '2026-11-01' }, reportInstructorId: 8 })).toBe('detailApproved')
    expect(review({ detail: { approvedAt: '2026-11-01' }, approve: false })).toBe('detailApproved')
  })
})

describe("progressAfterReview: the book's part after a review", () => {
  const approvedAt = '2026-11-16T09:00:00.000Z'

  it('records the approval: level, who and when', () => {
    expect(progressAfterReview(null, { level: 3, approvedAt, approvedById: 7 })).toEqual({
      instructorLevel: 3,
      approvedAt,
      approvedById: 7,
    })
    expect(
      progressAfterReview(
        { instructorLevel: 2, approvedAt: null, approvedById: null },
        { level: 3, approvedAt, approvedById: 7 },
      ),
    ).toEqual({
      instructorLevel: 3,
      approvedAt,
      approvedById: 7,
    })
  })

  it('moves the level of a part not approved yet, and leaves an approved part to approvals', () => {
    expect(progressAfterReview(null, { level: 2, approvedAt: null, approvedById: null })).toEqual({
      instructorLevel: 2,
      approvedAt: null,
      approvedById: null,
    })
    const approved = { instructorLevel: 3 as const, approvedAt: '2026-10-01', approvedById: 7 }
    expect(progressAfterReview(approved, { level: 1, approvedAt: null, approvedById: null })).toBe(approved)
  })

  it('never lowers an approved level by approving an older, lower report; a higher approval raises it', () => {
    const approved = { instructorLevel: 3 as const, approvedAt: '2026-10-01', approvedById: 7 }
    expect(progressAfterReview(approved, { level: 2, approvedAt, approvedById: 8 })).toBe(approved)
    expect(progressAfterReview(approved, { level: 3, approvedAt, approvedById: 8 })).toEqual({
      instructorLevel: 3,
      approvedAt,
      approvedById: 8,
    })
    expect(progressAfterReview(approved, { level: 4, approvedAt, approvedById: 8 })).toEqual({
      instructorLevel: 4,
      approvedAt,
      approvedById: 8,
    })
  })
})

describe('unread first', () => {
  const report = (
    id: number,
    fromDate: string,
    readByInstructorAt: string | null,
    state: 'saved' | 'draft' = 'saved',
  ) => ({ id, fromDate, state, readByInstructorAt })

  it('calls a saved report unread until an instructor has read it; a draft is never unread', () => {
    expect(unreadByInstructor(report(1, '2026-01-01', null))).toBe(true)
    expect(unreadByInstructor(report(1, '2026-01-01', '2026-01-03'))).toBe(false)
    expect(unreadByInstructor(report(1, '2026-01-01', null, 'draft'))).toBe(false)
  })

  it('orders reports newest period first, or the unread first (each newest first)', () => {
    const reports = [
      report(1, '2026-01-01', null),
      report(2, '2026-03-01', '2026-03-09'),
      report(3, '2026-02-01', null),
      report(4, '2026-03-01', null, 'draft'),
    ]
    expect([...reports].sort(compareReports()).map((r) => r.id)).toEqual([4, 2, 3, 1])
    expect([...reports].sort(compareReports('unreadFirst')).map((r) => r.id)).toEqual([3, 1, 4, 2])
  })

  it('orders books newest first, or those with unread reports first', () => {
    const books = [
      { id: 1, createdAt: '2025-01-01', unreadReportCount: 2 },
      { id: 2, createdAt: '2026-01-01', unreadReportCount: 0 },
      { id: 3, createdAt: '2025-06-01', unreadReportCount: 1 },
    ]
    expect([...books].sort(compareBooks()).map((b) => b.id)).toEqual([2, 3, 1])
    expect([...books].sort(compareBooks('unreadFirst')).map((b) => b.id)).toEqual([3, 1, 2])
  })
})

describe("the instructor's queue: parts still to assess (ADR 0012)", () => {
  const report = (
    id: number,
    fromDate: string,
    readByInstructorAt: string | null,
    toAssessCount: number,
    state: 'saved' | 'draft' = 'saved',
  ) => ({
    id,
    fromDate,
    state,
    readByInstructorAt,
    toAssessCount,
  })

  it("a part is to assess until it is approved, or the book's part is approved at its level or higher; a report counts its parts", () => {
    const at = '2026-03-01T10:00:00.000Z'
    expect(partToAssess({ approvedAt: null, level: 2 })).toBe(true)
    expect(partToAssess({ approvedAt: at, level: 2 })).toBe(false)
    // An older self-rating the instructor approved past in a later report.
    expect(partToAssess({ approvedAt: null, level: 2 }, { instructorLevel: 3, approvedAt: at })).toBe(false)
    // A higher claim than the approved level still waits; an adjustment without approval counts for nothing.
    expect(partToAssess({ approvedAt: null, level: 4 }, { instructorLevel: 3, approvedAt: at })).toBe(true)
    expect(partToAssess({ approvedAt: null, level: 2 }, { instructorLevel: 3, approvedAt: null })).toBe(true)
    const details = [
      { approvedAt: null, level: 2 as const, partId: 1 },
      { approvedAt: at, level: 2 as const, partId: 2 },
      { approvedAt: null, level: 3 as const, partId: 3 },
    ]
    expect(toAssessCount(details)).toBe(2)
    expect(toAssessCount(details, (partId) => (partId === 1 ? { instructorLevel: 2, approvedAt: at } : null))).toBe(1)
    // An approved or issued book is read-only: nothing waits in it.
    expect(toAssessCount(details, () => null, 'approved')).toBe(0)
    expect(toAssessCount(details, () => null, 'issued')).toBe(0)
  })

  it('ranks unread, then read with parts to assess, then done; a read report stays in the queue while parts wait', () => {
    expect(queueRank(report(1, '2026-01-01', null, 2))).toBe(0)
    expect(queueRank(report(1, '2026-01-01', '2026-01-03', 2))).toBe(1)
    expect(queueRank(report(1, '2026-01-01', '2026-01-03', 0))).toBe(2)
    expect(queueRank(report(1, '2026-01-01', null, 2, 'draft'))).toBe(2)
    const reports = [
      report(1, '2026-01-01', '2026-01-02', 1),
      report(2, '2026-03-01', '2026-03-09', 0),
      report(3, '2026-02-01', null, 1),
      report(4, '2026-02-15', '2026-02-20', 3),
    ]
    expect([...reports].sort(compareReports('toAssessFirst')).map((r) => r.id)).toEqual([3, 4, 1, 2])
    // 'unreadFirst' (ADR 0009) drops the read ones to the newest-first rest.
    expect([...reports].sort(compareReports('unreadFirst')).map((r) => r.id)).toEqual([3, 2, 4, 1])
  })

  it('orders books with unread reports, then with reports to assess, then the rest', () => {
    const books = [
      { id: 1, createdAt: '2025-01-01', unreadReportCount: 0, toAssessReportCount: 1 },
      { id: 2, createdAt: '2026-01-01', unreadReportCount: 0, toAssessReportCount: 0 },
      { id: 3, createdAt: '2024-06-01', unreadReportCount: 1, toAssessReportCount: 1 },
    ]
    expect([...books].sort(compareBooks('toAssessFirst')).map((b) => b.id)).toEqual([3, 1, 2])
  })
})
