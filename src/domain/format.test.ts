import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  apprenticeWord,
  formatBadge,
  formatCurrency,
  formatDate,
  formatOrganisationNumber,
  formatPercent,
  formatPersonalNumber,
  formatPhone,
  formatZip,
} from './format'
import { normalizePhone } from './validation'
import { TODAY } from '../test/personas'

/** sv-SE uses a no-break space between groups and before the unit, and U+2212 as minus. */
const nb = (s: string) => s.replace(/ /g, '\u00a0').replace(/-/g, '\u2212')

describe('personal and organisation numbers', () => {
  it.each([
    ['198112189876', {}, '19811218-9876'],
    ['19811218-9876', {}, '19811218-9876'],
    ['811218-9876', {}, '19811218-9876'],
    ['198112189876', { mask: true }, '19811218-XXXX'],
    ['811218-9876', { mask: true }, '19811218-XXXX'],
    ['198112189870', {}, '19811218-9870'],
    ['', {}, ''],
    ['okänt', {}, 'okänt'],
  ])('formatPersonalNumber(%j, %j) is %j', (pn, options, shown) => {
    expect(formatPersonalNumber(pn, { ...options, today: TODAY })).toBe(shown)
  })

  it('a masked number never shows its last four digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (pn) => {
        const shown = formatPersonalNumber(pn, { mask: true })
        expect(shown).toBe(`${pn.slice(0, 8)}-XXXX`)
      }),
    )
  })

  it.each([
    ['5560125790', '556012-5790'],
    ['556012-5790', '556012-5790'],
    [' 5560125790 ', '556012-5790'],
    ['55601', '55601'],
    [null, ''],
  ])('formatOrganisationNumber(%j) is %j', (input, shown) => {
    expect(formatOrganisationNumber(input)).toBe(shown)
  })
})

describe('zip', () => {
  it.each([
    ['12345', '123 45'],
    ['123 45', '123 45'],
    ['1234', '1234'],
    ['SE-123', 'SE-123'],
    [undefined, ''],
  ])('formatZip(%j) is %j', (input, shown) => {
    expect(formatZip(input)).toBe(shown)
  })
})

describe('currency', () => {
  it.each([
    [120, nb('120 kr')],
    [450, nb('450 kr')],
    [0, nb('0 kr')],
    [1234.5, nb('1 234,50 kr')],
    [1234567, nb('1 234 567 kr')],
    [-120, nb('-120 kr')],
    [Number.NaN, ''],
    [null, ''],
  ])('formatCurrency(%j) is %j', (amount, shown) => {
    expect(formatCurrency(amount)).toBe(shown)
  })

  it('always ends with the suffix kr', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (n) =>
        formatCurrency(n).endsWith('\u00a0kr'),
      ),
    )
  })
})

describe('dates', () => {
  it.each([
    ['2026-03-01', {}, '2026-03-01'],
    ['2026-03-01', { time: true }, '2026-03-01'],
    ['2026-03-01T08:05:00Z', { timeZone: 'UTC' }, '2026-03-01'],
    ['2026-03-01T08:05:00Z', { time: true, timeZone: 'UTC' }, '2026-03-01 08:05'],
    ['2026-03-01T23:30:00Z', { time: true, timeZone: 'Europe/Stockholm' }, '2026-03-02 00:30'],
    ['2026-07-01T23:30:00Z', { timeZone: 'Europe/Stockholm' }, '2026-07-02'],
    ['not a date', {}, 'not a date'],
    ['', {}, ''],
    [null, {}, ''],
  ])('formatDate(%j, %j) is %j', (value, options, shown) => {
    expect(formatDate(value, options)).toBe(shown)
  })

  it('formats Date objects in the given zone, midnight as 00', () => {
    expect(formatDate(new Date(Date.UTC(2026, 0, 5, 0, 7)), { time: true, timeZone: 'UTC' })).toBe('2026-01-05 00:07')
  })

  it('always has the shape yyyy-mm-dd [HH:mm]', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        fc.boolean(),
        (d, time) => {
          expect(formatDate(d, { time })).toMatch(time ? /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ : /^\d{4}-\d{2}-\d{2}$/)
        },
      ),
    )
  })
})

describe('phone', () => {
  it.each([
    ['0701234567', '070 123 45 67'],
    ['070-1234567', '070 123 45 67'],
    ['+46701234567', '+46 70 123 45 67'],
    ['+46 8 123 456 78', '+46 8 123 456 78'],
    ['081234567', '08 123 45 67'],
    ['0812345678', '08 123 456 78'],
    ['08123456', '08 12 34 56'],
    ['031123456', '031 12 34 56'],
    ['0910-12345', '0910 123 45'],
    ['+48-601-234-567', '+48 601 234 567'],
    ['nummer saknas', 'nummer saknas'],
    [null, ''],
  ])('formatPhone(%j) is %j', (input, shown) => {
    expect(formatPhone(input)).toBe(shown)
  })

  it('grouping never changes the number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^0[1-9]\d{5,11}$/), fc.stringMatching(/^\+[1-9]\d{6,14}$/)), (phone) => {
        const shown = formatPhone(phone)
        expect(normalizePhone(shown)).toBe(phone)
        expect(shown).not.toMatch(/\s{2}|-/)
      }),
    )
  })
})

describe('percent', () => {
  it.each([
    [33.3333, nb('33,3 %')],
    [100, nb('100 %')],
    [50, nb('50 %')],
    [12.5, nb('12,5 %')],
    [66.6666, nb('66,7 %')],
    [0.125, nb('0,125 %')],
    [null, ''],
  ])('formatPercent(%j) is %j', (value, shown) => {
    expect(formatPercent(value)).toBe(shown)
  })

  it('shows at most 3 significant digits', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 100, noNaN: true }), (value) => {
        const digits = formatPercent(value).replace(/[^\d]/g, '').replace(/^0+/, '')
        expect(digits.length).toBeLessThanOrEqual(3)
      }),
    )
  })
})

describe('words and badges', () => {
  it.each([
    [0, 'lärling'],
    [1, 'lärling'],
    [2, 'lärlingar'],
    [12, 'lärlingar'],
  ])('apprenticeWord(%i) is %j', (n, word) => {
    expect(apprenticeWord(n)).toBe(word)
  })

  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [150, '9+'],
  ])('formatBadge(%i) is %j', (n, shown) => {
    expect(formatBadge(n)).toBe(shown)
  })
})
