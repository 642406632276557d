/**
 * Display formats of spec §3. Numbers, currency and dates go through Intl with sv-SE, whatever
 * the UI language, as §3 prescribes. Values that cannot be formatted are returned as given
 * (trimmed), so a display never hides data; empty input gives ''.
 */
import { normalizeOrganisationNumber, normalizePhone } from './validation'

const LOCALE = 'sv-SE'

// In ./personal-number with the rules it needs (see there); re-exported for every other display.
export { formatPersonalNumber } from './personal-number'

/** 'NNNNNN-NNNN'. */
export function formatOrganisationNumber(orgNo: string | null | undefined): string {
  const s = (orgNo ?? '').trim()
  const digits = /^\d{6}-?\d{4}$/.test(s) ? s.replace('-', '') : normalizeOrganisationNumber(s)
  return digits ? `${digits.slice(0, 6)}-${digits.slice(6)}` : s
}

/** '123 45'. */
export function formatZip(zip: string | null | undefined): string {
  const s = (zip ?? '').trim()
  const digits = s.replace(/\s/g, '')
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : s
}

const currencyWhole = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 })
const currencyCents = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'SEK', minimumFractionDigits: 2 })

/** sv-SE currency with the suffix kr: '120 kr', '1 234,50 kr' (öre only when there are any). */
export function formatCurrency(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return ''
  return (Number.isInteger(amount) ? currencyWhole : currencyCents).format(amount)
}

/**
 * One Intl.DateTimeFormat per shape and zone: constructing one costs far more than formatting with
 * it, and a list of 1000 dated rows would build 1000 (issue 8 §5).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
function dateTimeFormat(time: boolean, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${time}|${timeZone ?? ''}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(time ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      timeZone,
    })
    dateTimeFormats.set(key, format)
  }
  return format
}

/**
 * 'yyyy-mm-dd', or 'yyyy-mm-dd HH:mm' with time. A date-only string is shown as it is (no time zone
 * can shift it, and it has no time); date-times are shown in `timeZone` (default: the browser's).
 */
export function formatDate(
  value: Date | string | null | undefined,
  options: { time?: boolean; timeZone?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return ''
  // A date without a time has no time to show.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return value.trim()
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : ''
  const parts = dateTimeFormat(Boolean(options.time), options.timeZone).formatToParts(date)
  // Assemble from parts: the separators of sv-SE are not part of the contract, the shape is.
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const day = `${part('year')}-${part('month')}-${part('day')}`
  return options.time ? `${day} ${part('hour')}:${part('minute')}` : day
}

/**
 * Two-digit Swedish area codes (without the trunk 0): mobile 70–79 series and the larger cities.
 * Stockholm is 8; every other area code has three digits.
 */
const TWO_DIGIT_AREA_CODES = new Set([
  '10',
  '11',
  '13',
  '16',
  '18',
  '19',
  '20',
  '21',
  '23',
  '26',
  '31',
  '33',
  '35',
  '36',
  '40',
  '42',
  '44',
  '46',
  '54',
  '60',
  '63',
  '70',
  '72',
  '73',
  '74',
  '75',
  '76',
  '77',
  '78',
  '79',
  '90',
])

/** Swedish subscriber grouping: pairs from the end, a leading three when odd; eight digits as 3-3-2. */
function groupSubscriber(digits: string): string {
  if (digits.length === 8) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`
  const groups: string[] = []
  let rest = digits
  while (rest.length > 3) {
    groups.unshift(rest.slice(-2))
    rest = rest.slice(0, -2)
  }
  groups.unshift(rest)
  return groups.join(' ')
}

/** Swedish national significant number (without trunk 0 or +46) as 'area subscriber…'. */
function groupSwedish(nsn: string): { area: string; subscriber: string } {
  const areaLength = nsn.startsWith('8') ? 1 : TWO_DIGIT_AREA_CODES.has(nsn.slice(0, 2)) ? 2 : 3
  return { area: nsn.slice(0, areaLength), subscriber: groupSubscriber(nsn.slice(areaLength)) }
}

/**
 * Phone grouped by spaces: '070 123 45 67', '08 123 45 67', '+46 70 123 45 67'. Other countries'
 * groupings are not known here: their numbers keep the user's grouping, with hyphens shown as spaces.
 */
export function formatPhone(phone: string | null | undefined): string {
  const s = (phone ?? '').trim()
  const compact = normalizePhone(s)
  if (!compact) return s
  if (compact.startsWith('+46') && compact.length > 9) {
    const { area, subscriber } = groupSwedish(compact.slice(3))
    return `+46 ${area} ${subscriber}`
  }
  if (compact.startsWith('0')) {
    const { area, subscriber } = groupSwedish(compact.slice(1))
    return `0${area} ${subscriber}`
  }
  return s.replace(/[\s-]+/g, ' ')
}

const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumSignificantDigits: 3 })

/** A value in percent (33.3333 means 33.3333 %) with at most 3 significant digits: '33,3 %', '100 %'. */
export function formatPercent(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return ''
  return percentFormat.format(value / 100)
}

/** §3: 'lärling' for fewer than 2, otherwise 'lärlingar'. */
export function apprenticeWord(count: number): string {
  return count < 2 ? 'lärling' : 'lärlingar'
}

// The badge lives in its own module: the top bar is in the entry chunk, which carries a module whole
// (this one would bring the personal-number and phone rules with it). Re-exported for the rest.
export { BADGE_CAP, formatBadge } from './badge'
