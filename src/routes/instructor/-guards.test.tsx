import { isNotFound, isRedirect } from '@tanstack/react-router'
import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { sessionMachine } from '../../../machines/shell/session.machine'
import type { CurrentUser } from '../../api/shell/user.schemas'
import { lensFilter, lensOf } from '../../components/instructor/lists/lens'
import { startButtons } from '../../components/shell/start/start-model'
import type { RouterContext } from '../../session/session.edge'
import { PERSONAS } from '../../test/personas'
import { requireBookReader, requireInstructorLens } from './-guards'

function contextWith(user: CurrentUser | null): RouterContext {
  return { session: createActor(sessionMachine, { input: { storedUser: user, locale: 'sv' } }) }
}

/** Where a guard sends the user: 'in', a redirect's target, or 'notFound'. */
function outcome(guard: () => unknown): string {
  try {
    guard()
    return 'in'
  } catch (error) {
    if (isRedirect(error)) return String(error.options.to)
    if (isNotFound(error)) return 'notFound'
    throw error
  }
}

const P = PERSONAS

describe('instructor page guards (§2, §6 "Apprentice books: instructor, or company user")', () => {
  it('/instructor/ebooks: instructors and company users; apprentices and people without roles to /forbidden; visitors to the start page', () => {
    for (const user of [P.instructor, P.activeInstructor, P.companyAdmin, P.yua, P.bg, P.departmentAdmin])
      expect(outcome(() => requireBookReader(contextWith(user)))).toBe('in')
    for (const user of [P.apprentice, P.minor, P.plainUser, P.imitatingAdmin])
      expect(outcome(() => requireBookReader(contextWith(user)))).toBe('/forbidden')
    expect(outcome(() => requireBookReader(contextWith(null)))).toBe('/')
  })

  it('/instructor/{id}/…: the instructor themself or a company user; a non-id is no page', () => {
    const own = String(P.instructor.id)
    expect(outcome(() => requireInstructorLens(contextWith(P.instructor), own))).toBe('in')
    expect(outcome(() => requireInstructorLens(contextWith(P.companyAdmin), own))).toBe('in')
    expect(outcome(() => requireInstructorLens(contextWith(P.apprentice), own))).toBe('/forbidden')
    expect(outcome(() => requireInstructorLens(contextWith(P.apprentice), String(P.apprentice.id)))).toBe('/forbidden')
    expect(outcome(() => requireInstructorLens(contextWith(P.instructor), 'abc'))).toBe('notFound')
    expect(outcome(() => requireInstructorLens(contextWith(null), own))).toBe('/')
  })

  it('My apprentices: only an active instructor for themself (§6); a company user for any instructor', () => {
    expect(
      outcome(() =>
        requireInstructorLens(contextWith(P.activeInstructor), String(P.activeInstructor.id), { myApprentices: true }),
      ),
    ).toBe('in')
    expect(
      outcome(() => requireInstructorLens(contextWith(P.instructor), String(P.instructor.id), { myApprentices: true })),
    ).toBe('/forbidden')
    expect(
      outcome(() =>
        requireInstructorLens(contextWith(P.companyAdmin), String(P.instructor.id), { myApprentices: true }),
      ),
    ).toBe('in')
  })
})

describe("the start page's My apprentices button and the page's guard (one rule, mayOpenMyApprentices)", () => {
  it.each(Object.entries(P))('%s: the button shows exactly when the guard lets in', (_key, user) => {
    const button = startButtons(user).some((b) => b.key === 'instructorApprentices')
    const guard = outcome(() => requireInstructorLens(contextWith(user), String(user.id), { myApprentices: true }))
    expect(button).toBe(guard === 'in')
  })

  it('an instructor whose only link is inactive gets neither; an active link both', () => {
    expect(startButtons(P.instructor).map((b) => b.key)).not.toContain('instructorApprentices')
    expect(startButtons(P.activeInstructor).map((b) => b.key)).toContain('instructorApprentices')
  })
})

describe('lens (whose books an instructor page lists)', () => {
  it("an instructor's own view lists the books they supervise; another's view that instructor's", () => {
    const lens = lensOf(P.activeInstructor, null)
    expect(lens).toMatchObject({ instructorId: P.activeInstructor.id, own: true, mayChooseAll: false })
    expect(lensFilter(P.activeInstructor, lens, false)).toEqual({
      instructorId: P.activeInstructor.id,
      order: 'toAssessFirst',
    })
    const other = lensOf(P.companyAdmin, P.activeInstructor.id)
    expect(other.own).toBe(false)
    expect(lensFilter(P.companyAdmin, other, false)).toEqual({
      instructorId: P.activeInstructor.id,
      order: 'toAssessFirst',
    })
  })

  it('a company user who is no instructor sees every book they may read', () => {
    const lens = lensOf(P.yua, null)
    expect(lens.own).toBe(false)
    expect(lensFilter(P.yua, lens, false)).toEqual({ order: 'toAssessFirst' })
  })
})
