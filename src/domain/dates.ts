/**
 * Small calendar helpers shared by the rules. Calendar days are compared as 'yyyy-mm-dd' strings
 * in the local time zone, so a date-only value from the API never shifts by a day.
 */

/** True when year/month/day name a day that exists in the Gregorian calendar (month 1..12). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false
  if (month < 1 || month > 12 || day < 1) return false
  return day <= daysInMonth(year, month)
}

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; setUTCFullYear keeps years below 100 as
  // written (Date.UTC would map them to 19xx) and UTC avoids DST surprises.
  const d = new Date(0)
  d.setUTCFullYear(year, month, 0)
  return d.getUTCDate()
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0')
}

/** The local calendar day of a Date as 'yyyy-mm-dd'. */
export function isoDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`
}

/** The calendar day part ('yyyy-mm-dd') of an API date or date-time string, or null if it has none. */
export function dayOf(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!m) return null
  return isRealDate(Number(m[1]), Number(m[2]), Number(m[3])) ? `${m[1]}-${m[2]}-${m[3]}` : null
}
