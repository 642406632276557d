import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ADULT_AGE, ageFromPersonalNumber, birthDateFromPersonalNumber, isMinor } from './age'
import { makePersonalNumber, TODAY } from '../test/personas'

// TODAY is 2026-06-15.
describe('age from the personal number', () => {
  it.each([
    [makePersonalNumber('20080615'), 18, 'turns 18 today'],
    [makePersonalNumber('20080616'), 17, 'turns 18 tomorrow'],
    [makePersonalNumber('20080614'), 18, 'turned 18 yesterday'],
    [makePersonalNumber('19900101'), 36, 'adult'],
    [`${makePersonalNumber('20100301').slice(0, 8)}-${makePersonalNumber('20100301').slice(8)}`, 16, 'with hyphen'],
    [makePersonalNumber('20100301').slice(2), 16, '10-digit form'],
    ['201003011234', 16, 'first 8 digits count even with a wrong check digit'],
    ['', ADULT_AGE, 'no personal number (password login)'],
    ['abc', ADULT_AGE, 'junk'],
    ['20101301-1234', ADULT_AGE, 'no such date'],
    ['20300101' + '1234', ADULT_AGE, 'born in the future'],
  ])('%j is %i (%s)', (pn, age) => {
    expect(ageFromPersonalNumber(pn, TODAY)).toBe(age)
  })

  it('a 29 February birthday counts from 1 March in other years', () => {
    const pn = makePersonalNumber('20080229')
    expect(ageFromPersonalNumber(pn, new Date(2026, 1, 28))).toBe(17)
    expect(ageFromPersonalNumber(pn, new Date(2026, 2, 1))).toBe(18)
    expect(ageFromPersonalNumber(pn, new Date(2028, 1, 29))).toBe(20)
  })

  it('isMinor means under 18', () => {
    expect(isMinor(makePersonalNumber('20080616'), TODAY)).toBe(true)
    expect(isMinor(makePersonalNumber('20080615'), TODAY)).toBe(false)
    expect(isMinor('', TODAY)).toBe(false)
  })

  it('birth date is the first 8 digits as a date', () => {
    expect(birthDateFromPersonalNumber('19811218-9876', TODAY)).toBe('1981-12-18')
    expect(birthDateFromPersonalNumber('811218-9876', TODAY)).toBe('1981-12-18')
    expect(birthDateFromPersonalNumber('x', TODAY)).toBeNull()
  })

  it('agrees with counting birthdays for generated birth dates', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1920, 0, 1), max: TODAY, noInvalidDate: true }), (birth) => {
        const y = birth.getFullYear()
        const yyyymmdd = `${y}${String(birth.getMonth() + 1).padStart(2, '0')}${String(birth.getDate()).padStart(2, '0')}`
        let expected = 0
        while (new Date(y + expected + 1, birth.getMonth(), birth.getDate()) <= TODAY) expected++
        expect(ageFromPersonalNumber(makePersonalNumber(yyyymmdd), TODAY)).toBe(expected)
      }),
    )
  })

  it('never crashes and is never negative', () => {
    fc.assert(fc.property(fc.string(), (s) => ageFromPersonalNumber(s, TODAY) >= 0))
  })
})
