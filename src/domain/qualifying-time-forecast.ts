/**
 * The forecast date of the trade certificate (issue 21, beyond the current portal): from the start of
 * the qualifying time, the employment-rate periods, the pauses and the approved extensions, the day
 * the apprentice has worked the hours the scheme asks for. Pure; the page shows the calculation step
 * by step (`periods`, `need`). Rules where the spec is silent (notes s28 qualifying-time-ui):
 * - a full-time week is 40 hours, Monday to Friday 8 hours a day; weekends count nothing, public
 *   holidays are not known to the portal and count as working days;
 * - a day counts 8 h × its employment rate; a day in a pause (dates inclusive) counts nothing;
 * - a day's rate is that of the latest-starting period holding it; a day outside every period counts
 *   at full time, 100 % (a period is a change from the original rate, §3; the portal knows no other);
 * - an approved extension of n months adds n × 173 h (a full-time month, 40 h × 52 / 12, whole hours);
 * - no date when the hours are not reached within 20 years (a rate of 0, an endless pause).
 * Hours are counted in hundredths internally, so 8 h × 37 % is exact.
 */

/** The scheme's published totals (hours) by profession group and route of the basic education. */
export const REQUIRED_HOURS = {
  /** Carpenters, bricklayers, concrete workers and similar. */
  construction: { upperSecondary: 6800, adultEducation: 5800 },
  /** Mobile machines and scaffolding. */
  machinesScaffolding: { upperSecondary: 4800, adultEducation: 4200 },
  /** Hole-making, tiling, stone and roof fitting. */
  finishing: { upperSecondary: 4800, adultEducation: 3300 },
} as const

export type ProfessionGroup = keyof typeof REQUIRED_HOURS
export type EducationRoute = keyof (typeof REQUIRED_HOURS)[ProfessionGroup]

export const FULL_TIME_DAY_HOURS = 8
export const FULL_TIME_WEEK_HOURS = 40
/** A full-time month: 40 h × 52 weeks / 12, whole hours. */
export const FULL_TIME_MONTH_HOURS = Math.floor((FULL_TIME_WEEK_HOURS * 52) / 12)
/** Past this the forecast gives no date. */
export const FORECAST_HORIZON_YEARS = 20

export interface RatePeriod {
  fromDate: string
  /** Inclusive; null: until changed. */
  toDate: string | null
  /** 1–100 (§5). */
  percent: number
}

export interface ForecastPause {
  fromDate: string
  /** Inclusive; a pause ending before it starts is empty. */
  toDate: string
}

export interface ForecastInput {
  startDate: string
  group: ProfessionGroup
  route: EducationRoute
  ratePeriods: readonly RatePeriod[]
  pauses: readonly ForecastPause[]
  /** The approved extensions only (one awaiting the region does not count yet). */
  extensions: readonly { months: number }[]
}

/** One stretch of days with the same rate (or paused): what the page shows as one line. */
export interface ForecastPeriod {
  fromDate: string
  toDate: string
  /** 0 in a pause. */
  percent: number
  paused: boolean
  /** Monday–Friday days in the stretch. */
  workdays: number
  /** workdays × 8 h × percent. */
  hours: number
  /** Hours worked from the start to the end of this stretch. */
  runningHours: number
}

export interface ForecastNeed {
  baseHours: number
  extensions: readonly { months: number; hours: number }[]
  totalHours: number
}

export interface Forecast {
  need: ForecastNeed
  periods: readonly ForecastPeriod[]
  /** The day the hours are reached; null when not within the horizon. */
  forecastDate: string | null
  /** Hours counted up to the forecast date (≥ the need, by less than one day's hours), or to the horizon. */
  countedHours: number
}

const DAY_MS = 86_400_000

function dayNumber(iso: string): number {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number)
  return Math.round(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / DAY_MS)
}

function isoOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** 1970-01-01 (day 0) was a Thursday. */
const isWorkday = (day: number) => {
  const weekday = (((day + 4) % 7) + 7) % 7
  return weekday !== 0 && weekday !== 6
}

/** The hours the need is made of: the scheme's total and each approved extension. */
export function forecastNeed(input: Pick<ForecastInput, 'group' | 'route' | 'extensions'>): ForecastNeed {
  const baseHours = REQUIRED_HOURS[input.group][input.route]
  const extensions = input.extensions
    .filter((e) => e.months > 0)
    .map((e) => ({ months: e.months, hours: e.months * FULL_TIME_MONTH_HOURS }))
  return { baseHours, extensions, totalHours: extensions.reduce<number>((sum, e) => sum + e.hours, baseHours) }
}

interface Span {
  from: number
  to: number
  percent: number
}

function rateOn(day: number, periods: readonly Span[]): number {
  let covering: Span | undefined
  for (const p of periods) if (p.from <= day && day <= p.to && (!covering || p.from >= covering.from)) covering = p
  return covering?.percent ?? 100
}

/** The forecast date and the calculation that leads to it. */
export function forecastQualifyingTime(input: ForecastInput): Forecast {
  const need = forecastNeed(input)
  const needCenti = need.totalHours * 100
  const start = dayNumber(input.startDate)
  const horizon = dayNumber(input.startDate) + Math.ceil(FORECAST_HORIZON_YEARS * 365.25)
  const spans: Span[] = input.ratePeriods.map((p) => ({
    from: dayNumber(p.fromDate),
    to: p.toDate === null ? Number.POSITIVE_INFINITY : dayNumber(p.toDate),
    percent: Math.max(0, Math.min(100, p.percent)),
  }))
  const pauses = input.pauses
    .map((p) => ({ from: dayNumber(p.fromDate), to: dayNumber(p.toDate) }))
    .filter((p) => p.to >= p.from)
  const periods: ForecastPeriod[] = []
  let counted = 0
  let current: { from: number; percent: number; paused: boolean; workdays: number; centi: number } | null = null
  const close = (to: number) => {
    if (!current) return
    periods.push({
      fromDate: isoOf(current.from),
      toDate: isoOf(to),
      percent: current.percent,
      paused: current.paused,
      workdays: current.workdays,
      hours: current.centi / 100,
      runningHours: counted / 100,
    })
    current = null
  }
  let forecastDay: number | null = null
  for (let day = start; day <= horizon; day++) {
    const paused = pauses.some((p) => p.from <= day && day <= p.to)
    const percent = paused ? 0 : rateOn(day, spans)
    if (current && (current.paused !== paused || current.percent !== percent)) close(day - 1)
    current ??= { from: day, percent, paused, workdays: 0, centi: 0 }
    if (isWorkday(day)) {
      current.workdays++
      const centi = FULL_TIME_DAY_HOURS * percent
      current.centi += centi
      counted += centi
    }
    if (counted >= needCenti) {
      forecastDay = day
      close(day)
      break
    }
  }
  if (forecastDay === null) close(horizon)
  return {
    need,
    periods,
    forecastDate: forecastDay === null ? null : isoOf(forecastDay),
    countedHours: counted / 100,
  }
}
