/**
 * What the accessibility statement (/accessibility) says about testing and gaps, in one place that the
 * page renders and the end-to-end checks read: e2e/support/axe.ts runs axe with these tags and leaves
 * out a rule only where a known gap names it, and e2e/accessibility/known-gaps.spec.ts fails when axe
 * no longer reports such a rule there (the gap was fixed: the statement must say so). So the page
 * cannot claim a standard the tests do not check, nor hide a rule the tests skip.
 */

/** WCAG 2.2 AA as axe-core tags: every page the end-to-end tests open is checked against these. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

/** The axe-core release line the tests run (a unit test compares it with the installed package). */
export const AXE_CORE_VERSION = '4.13'

/** When the statement was last checked against what the tests measure. */
export const STATEMENT_DATE = '2026-11-27'

/**
 * A rule axe reports on a page, left out of the checks until it is fixed. `path` is the address the
 * test opens; `persona` (a test persona's key) logs in first, none opens it logged out.
 */
export interface AxeGap {
  rule: string
  path: string
  persona?: string
}

export interface KnownGap {
  /** Its texts: `gaps.<id>.title` and `gaps.<id>.text` of the 'accessibility' namespace. */
  id: string
  /** Known since (YYYY-MM-DD). */
  since: string
  /** When it is planned to be fixed (YYYY-MM-DD); null: no date decided. */
  plannedFix: string | null
  /** Set when axe finds it: the checks leave out this rule on this page only. */
  axe?: AxeGap
}

/**
 * The known gaps, oldest first. None is an axe finding today: no rule is left out of any page. The three
 * below are what the tests do not verify (since the first test setup, 2026-11-21).
 */
export const KNOWN_GAPS: readonly KnownGap[] = [
  { id: 'screenReaders', since: '2026-11-21', plannedFix: null },
  { id: 'browsers', since: '2026-11-21', plannedFix: null },
  { id: 'manualReview', since: '2026-11-21', plannedFix: null },
]

/** The gaps axe finds (the rules the checks leave out), with where. */
export const axeGaps = (gaps: readonly KnownGap[] = KNOWN_GAPS): AxeGap[] =>
  gaps.flatMap((gap) => (gap.axe ? [gap.axe] : []))

/** The axe rules left out on the page at `pathname` (a trailing slash ignored). */
export function axeRulesLeftOutAt(pathname: string, gaps: readonly KnownGap[] = KNOWN_GAPS): string[] {
  const at = (path: string) => path.replace(/(.)\/$/, '$1')
  return axeGaps(gaps)
    .filter((gap) => at(gap.path) === at(pathname))
    .map((gap) => gap.rule)
}
