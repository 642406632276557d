import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  checkPersonalNumber,
  isValidCode,
  isValidEmail,
  isValidEmploymentRate,
  isValidOrganisationNumber,
  isValidPersonalNumber,
  isValidPhone,
  luhnCheckDigit,
  normalizeOrganisationNumber,
  normalizePersonalNumber,
  normalizePhone,
  passwordProblems,
  passwordsMatch,
  personalNumberCheckDigit,
  type PasswordProblem,
} from './validation'
import { TODAY } from '../test/personas'

const pad = (n: number, w = 2) => String(n).padStart(w, '0')

/** A birth date between 1900 and TODAY plus a serial, as a valid 12-digit personal number. */
const validPersonalNumber = fc
  .record({
    birth: fc.date({ min: new Date(1900, 0, 1), max: TODAY, noInvalidDate: true }),
    serial: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ birth, serial }) => {
    const yyyymmdd = `${birth.getFullYear()}${pad(birth.getMonth() + 1)}${pad(birth.getDate())}`
    const nine = yyyymmdd.slice(2) + pad(serial, 3)
    return { birth, pn: `${yyyymmdd}${pad(serial, 3)}${personalNumberCheckDigit(nine)}` }
  })

/** Any string, including unpaired-surrogate-free binary junk. */
const anyString = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }))

describe('personal number', () => {
  it('computes the Luhn check digit over YYMMDDNNN', () => {
    expect(personalNumberCheckDigit('121212121')).toBe(2)
    expect(personalNumberCheckDigit('811218987')).toBe(6)
    expect(() => personalNumberCheckDigit('12345')).toThrow(RangeError)
  })

  it.each([
    ['19121212-1212', '191212121212'],
    ['191212121212', '191212121212'],
    ['  19811218-9876 ', '198112189876'],
    // 10-digit forms: the century that makes the person at most 100 years old; '+' adds 100 years.
    ['811218-9876', '198112189876'],
    ['8112189876', '198112189876'],
    ['121212-1212', '201212121212'],
    ['121212+1212', '191212121212'],
  ])('accepts %j as %s', (input, normalized) => {
    expect(normalizePersonalNumber(input, TODAY)).toBe(normalized)
    expect(isValidPersonalNumber(input, TODAY)).toBe(true)
  })

  it.each([
    ['', 'empty'],
    ['19121212-1213', 'wrong check digit'],
    ['19900230-1234', 'no such date'],
    ['19901301-1234', 'no month 13'],
    ['20300101-' + '123' + personalNumberCheckDigit('300101123'), 'born in the future'],
    ['19121212+1212', '+ only in the 10-digit form'],
    ['1912121-21212', 'hyphen in the wrong place'],
    ['19121212 1212', 'space instead of hyphen'],
    ['191212121212x', 'trailing junk'],
    ['121272-1212', 'coordination numbers are not personal numbers'],
    ['abcdefgh-ijkl', 'letters'],
  ])('rejects %j (%s)', (input) => {
    expect(normalizePersonalNumber(input, TODAY)).toBeNull()
    expect(isValidPersonalNumber(input, TODAY)).toBe(false)
  })

  it('the field check: a blank field is required, a number that is not one is invalid, a valid one comes in its 12-digit form', () => {
    expect(checkPersonalNumber('', TODAY)).toEqual({ ok: false, problem: 'required' })
    expect(checkPersonalNumber('   ', TODAY)).toEqual({ ok: false, problem: 'required' })
    expect(checkPersonalNumber('19121212-1213', TODAY)).toEqual({ ok: false, problem: 'invalidPersonalNumber' })
    expect(checkPersonalNumber('20300101-' + '123' + personalNumberCheckDigit('300101123'), TODAY)).toEqual({
      ok: false,
      problem: 'invalidPersonalNumber',
    })
    expect(checkPersonalNumber(' 121212+1212 ', TODAY)).toEqual({ ok: true, personalNumber: '191212121212' })
  })

  it('a 10-digit number dated later this year belongs to the previous century', () => {
    const nine = '261231123'
    const pn = `261231-123${personalNumberCheckDigit(nine)}`
    expect(normalizePersonalNumber(pn, TODAY)).toBe(`19261231123${personalNumberCheckDigit(nine)}`)
  })

  it('generated valid numbers pass with and without hyphen and normalise to 12 digits', () => {
    fc.assert(
      fc.property(validPersonalNumber, ({ pn }) => {
        const hyphen = `${pn.slice(0, 8)}-${pn.slice(8)}`
        expect(normalizePersonalNumber(pn, TODAY)).toBe(pn)
        expect(normalizePersonalNumber(hyphen, TODAY)).toBe(pn)
        expect(isValidPersonalNumber(hyphen, TODAY)).toBe(true)
      }),
    )
  })

  it('the 10-digit form with the right sign normalises to the same number', () => {
    fc.assert(
      fc.property(validPersonalNumber, ({ birth, pn }) => {
        const hundredth = new Date(birth.getFullYear() + 100, birth.getMonth(), birth.getDate())
        const sign = hundredth <= TODAY ? '+' : '-'
        expect(normalizePersonalNumber(`${pn.slice(2, 8)}${sign}${pn.slice(8)}`, TODAY)).toBe(pn)
      }),
    )
  })

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          validPersonalNumber.map((v) => v.pn),
          anyString,
        ),
        (input) => {
          const once = normalizePersonalNumber(input, TODAY)
          if (once !== null) expect(normalizePersonalNumber(once, TODAY)).toBe(once)
        },
      ),
    )
  })

  it('a changed check digit always fails', () => {
    fc.assert(
      fc.property(validPersonalNumber, fc.integer({ min: 1, max: 9 }), ({ pn }, delta) => {
        const wrong = pn.slice(0, 11) + String((Number(pn[11]) + delta) % 10)
        expect(isValidPersonalNumber(wrong, TODAY)).toBe(false)
      }),
    )
  })

  it('any single changed digit of YYMMDDNNNN fails (Luhn catches every single substitution)', () => {
    fc.assert(
      fc.property(
        validPersonalNumber,
        fc.integer({ min: 2, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        ({ pn }, at, delta) => {
          const changed = pn.slice(0, at) + String((Number(pn[at]) + delta) % 10) + pn.slice(at + 1)
          expect(isValidPersonalNumber(changed, TODAY)).toBe(false)
        },
      ),
    )
  })

  it('random strings never crash and are never accepted unless they look like a personal number', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        const result = normalizePersonalNumber(input, TODAY)
        if (result !== null) expect(input.trim()).toMatch(/^(\d{8}-?\d{4}|\d{6}[-+]?\d{4})$/)
      }),
    )
  })
})

describe('organisation number', () => {
  const validOrgNo = fc.stringMatching(/^\d{9}$/).map((nine) => nine + luhnCheckDigit(nine))

  it.each([['556012-5790'], ['5560125790'], [' 556012-5790 ']])('accepts %j', (input) => {
    expect(isValidOrganisationNumber(input)).toBe(true)
    expect(normalizeOrganisationNumber(input)).toBe('5560125790')
  })

  it.each([['556012-5791'], ['556012579'], ['55601-25790'], ['556012_5790'], ['16556012-5790'], ['']])(
    'rejects %j',
    (input) => {
      expect(isValidOrganisationNumber(input)).toBe(false)
    },
  )

  it('generated numbers with a Luhn check digit pass with and without hyphen', () => {
    fc.assert(
      fc.property(validOrgNo, (digits) => {
        expect(isValidOrganisationNumber(digits)).toBe(true)
        expect(isValidOrganisationNumber(`${digits.slice(0, 6)}-${digits.slice(6)}`)).toBe(true)
        expect(normalizeOrganisationNumber(`${digits.slice(0, 6)}-${digits.slice(6)}`)).toBe(digits)
      }),
    )
  })

  it('a changed check digit always fails', () => {
    fc.assert(
      fc.property(validOrgNo, fc.integer({ min: 1, max: 9 }), (digits, delta) => {
        expect(isValidOrganisationNumber(digits.slice(0, 9) + String((Number(digits[9]) + delta) % 10))).toBe(false)
      }),
    )
  })

  it('random strings never crash', () => {
    fc.assert(fc.property(anyString, (input) => typeof isValidOrganisationNumber(input) === 'boolean'))
  })
})

describe('phone', () => {
  it.each([
    ['0701234567', '0701234567'],
    ['070-123 45 67', '0701234567'],
    ['08-123 45', '0812345'],
    ['031 - 12 34 56', '031123456'],
    ['+46701234567', '+46701234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['+48 601 234 567', '+48601234567'],
    ['+1 212 555 0100', '+12125550100'],
  ])('accepts %j', (input, compact) => {
    expect(isValidPhone(input)).toBe(true)
    expect(normalizePhone(input)).toBe(compact)
  })

  it.each([
    ['', 'empty'],
    ['070', 'too short'],
    ['0812', 'area code and only two digits'],
    ['07012345678901', 'more than 9 digits after the area code'],
    ['+046701234567', 'country code with a leading zero'],
    ['0046701234567', 'international prefix instead of a country code'],
    ['701234567', 'neither trunk zero nor country code'],
    ['+46 70 123 45 67 89 01 23', 'longer than E.164 allows'],
    ['070 123 45 6x', 'a letter'],
    ['(070) 123 45 67', 'brackets'],
    ['-0701234567', 'leading separator'],
    ['+', 'plus only'],
  ])('rejects %j (%s)', (input) => {
    expect(isValidPhone(input)).toBe(false)
  })

  /** Digits with random spaces or hyphens between them. */
  const separated = (digits: string) =>
    fc
      .array(fc.constantFrom('', '', ' ', '-'), { minLength: digits.length, maxLength: digits.length })
      .map((seps) => [...digits].map((d, i) => (i === 0 ? d : seps[i] + d)).join(''))

  it('national numbers (trunk 0, area code, 5-9 digits) pass with any spacing', () => {
    const national = fc.stringMatching(/^0[1-9]\d{5,11}$/)
    fc.assert(
      fc.property(
        national.chain((n) => separated(n).map((s) => [n, s] as const)),
        ([n, s]) => normalizePhone(s) === n,
      ),
    )
  })

  it('numbers with a country code pass; a country code starting with 0 never does', () => {
    fc.assert(fc.property(fc.stringMatching(/^\+[1-9]\d{6,14}$/), (n) => isValidPhone(n)))
    fc.assert(fc.property(fc.stringMatching(/^\+0\d{6,14}$/), (n) => !isValidPhone(n)))
  })

  it('random strings never crash; anything accepted consists of digits, separators and a leading plus', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        if (isValidPhone(input)) expect(input.trim()).toMatch(/^\+?[\d\s-]+$/)
      }),
    )
  })
})

describe('e-mail', () => {
  it.each([['anna.svensson@example.se'], ['a+tag@sub.example.com'], ['  ola@bygg.nu '], ["o'brien@example.ie"]])(
    'accepts %j',
    (input) => {
      expect(isValidEmail(input)).toBe(true)
    },
  )

  it.each([
    [''],
    ['anna'],
    ['anna@'],
    ['@example.se'],
    ['anna@example'],
    ['anna@@example.se'],
    ['anna svensson@example.se'],
    ['.anna@example.se'],
    ['anna..s@example.se'],
    ['anna@-example.se'],
    ['anna@example.s3'],
    ['anna@example..se'],
    [`${'a'.repeat(65)}@example.se`],
  ])('rejects %j', (input) => {
    expect(isValidEmail(input)).toBe(false)
  })

  it('generated RFC addresses with a dotted domain pass', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((e) => e.split('@')[1].includes('.') && /[a-z]{2,}$/i.test(e)),
        (email) => isValidEmail(email),
      ),
    )
  })

  it('random strings never crash; without exactly the shape local@domain they fail', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        if (isValidEmail(input)) expect(input.trim()).toMatch(/^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$/)
      }),
    )
  })
})

describe('password', () => {
  it.each<[string, PasswordProblem[]]>([
    ['Losen!2026', []],
    ['Lösen!2026', []],
    ['Ab1!', ['tooShort']],
    ['losen!2026', ['noUpper']],
    ['LOSEN!2026', ['noLower']],
    ['Losen!abcd', ['noDigit']],
    ['Losen12026', ['noSpecial']],
    ['Losen 2026', ['noSpecial']],
    ['', ['tooShort', 'noLower', 'noUpper', 'noDigit', 'noSpecial']],
  ])('%j has problems %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems)
  })

  it('tooShort exactly when fewer than 8 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 16 }), (pw) => {
        expect(passwordProblems(pw).includes('tooShort')).toBe([...pw].length < 8)
      }),
    )
  })

  it('any password with each character class and 8+ characters has no problems', () => {
    const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzåäö')
    const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ')
    const digit = fc.constantFrom(...'0123456789')
    const special = fc.constantFrom(...'!"#%&/()=?@$^*-_.,;:<>+')
    const filler = fc.string({ minLength: 4, maxLength: 20, unit: fc.oneof(lower, upper, digit, special) })
    fc.assert(
      fc.property(fc.tuple(lower, upper, digit, special, filler), fc.integer({ min: 0, max: 4 }), (parts, rotate) => {
        const pw = [...parts.slice(rotate), ...parts.slice(0, rotate)].join('')
        expect(passwordProblems(pw)).toEqual([])
      }),
    )
  })

  it('random strings never crash and problems keep their order', () => {
    const order: PasswordProblem[] = ['tooShort', 'noLower', 'noUpper', 'noDigit', 'noSpecial']
    fc.assert(
      fc.property(anyString, (pw) => {
        const problems = passwordProblems(pw)
        expect(problems).toEqual(order.filter((p) => problems.includes(p)))
      }),
    )
  })

  it('must match its confirmation exactly', () => {
    expect(passwordsMatch('Losen!2026', 'Losen!2026')).toBe(true)
    expect(passwordsMatch('Losen!2026', 'losen!2026')).toBe(false)
    expect(passwordsMatch('Losen!2026', 'Losen!2026 ')).toBe(false)
    fc.assert(fc.property(anyString, anyString, (a, b) => passwordsMatch(a, b) === (a === b)))
  })
})

describe('4-digit codes', () => {
  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    [' 1234', false],
    ['12a4', false],
    ['١٢٣٤', false],
  ])('%j -> %s', (input, valid) => {
    expect(isValidCode(input)).toBe(valid)
  })

  it('exactly four ASCII digits pass, every other length fails', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{4}$/), (code) => isValidCode(code)))
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]*$/).filter((s) => s.length !== 4),
        (code) => !isValidCode(code),
      ),
    )
    fc.assert(fc.property(anyString, (s) => isValidCode(s) === /^[0-9]{4}$/.test(s)))
  })
})

describe('employment rate', () => {
  it.each([
    [1, true],
    [100, true],
    [37.5, true],
    ['50', true],
    ['37,5', true],
    [0, false],
    [0.5, false],
    [100.5, false],
    [-10, false],
    [Number.NaN, false],
    ['', false],
    ['abc', false],
    ['1e2', false],
  ])('%j -> %s', (input, valid) => {
    expect(isValidEmploymentRate(input)).toBe(valid)
  })

  it('integers are valid exactly from 1 to 100 (0 means a pause)', () => {
    fc.assert(fc.property(fc.integer(), (n) => isValidEmploymentRate(n) === (n >= 1 && n <= 100)))
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        (n) => isValidEmploymentRate(String(n)) === (n >= 1 && n <= 100),
      ),
    )
  })

  it('random strings never crash', () => {
    fc.assert(fc.property(anyString, (s) => typeof isValidEmploymentRate(s) === 'boolean'))
  })
})
