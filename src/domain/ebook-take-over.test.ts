import { describe, expect, it } from 'vitest'
import { namesFormerInstructor, takeOverRefusal } from './ebook-take-over'

describe('taking over a report’s assessment (ADR 0011)', () => {
  const active = [1002, 1003]
  it('is open for a report naming a former instructor or nobody', () => {
    expect(takeOverRefusal({ bookStatus: 'active', reportInstructorId: 1101, activeInstructorIds: active })).toBeNull()
    expect(takeOverRefusal({ bookStatus: null, reportInstructorId: null, activeInstructorIds: active })).toBeNull()
  })
  it('is refused for a report naming an active instructor (the caller too), and for a read-only book first', () => {
    expect(takeOverRefusal({ bookStatus: 'active', reportInstructorId: 1003, activeInstructorIds: active })).toBe(
      'instructorActive',
    )
    expect(takeOverRefusal({ bookStatus: 'approved', reportInstructorId: 1101, activeInstructorIds: active })).toBe(
      'approved',
    )
    expect(takeOverRefusal({ bookStatus: 'issued', reportInstructorId: 1003, activeInstructorIds: active })).toBe(
      'issued',
    )
  })
  it('names a former instructor only when someone is named who no longer supervises', () => {
    expect(namesFormerInstructor({ instructorId: 1101 }, active)).toBe(true)
    expect(namesFormerInstructor({ instructorId: 1002 }, active)).toBe(false)
    expect(namesFormerInstructor({ instructorId: null }, active)).toBe(false)
  })
})
