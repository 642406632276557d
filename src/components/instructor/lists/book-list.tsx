import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BookListRow, DisplayState } from '../../../api/ebook/ebook.schemas'
import { DISPLAY_STATES } from '../../../api/ebook/ebook.schemas'
import { AppLink } from '../../ui/app-link/app-link'
import { CheckboxField } from '../../ui/checkbox-field/checkbox-field'
import { SelectField } from '../../ui/select-field/select-field'
import { TextField } from '../../ui/text-field/text-field'
import { useCountedWindowedList } from '../../ui/windowed-list/counted-windowed-list'
import type { MeasureRef } from '../../ui/windowed-list/use-windowed-list'
import { rowPlace } from '../../ui/windowed-list/windowed-list'
import type { BookFilter } from './book-filter'
import styles from './lists.module.css'
import { NS } from './texts'

/** From this many books on (the whole list, filtered or not) only the rows near the viewport are rendered (the 200-book instructor list, issue 10's bench). */
export const BOOKS_WINDOWED_FROM = 60

/** A row's height at desktop width (px): name, profession · company · state, and a line of marks (measured; see useWindowedList's rowEstimate). */
const ROW_HEIGHT = 122
/**
 * Where the list starts at the least (px): the page's title and lead, the three filters and the count
 * are above it. Measured at 1280 px: 372 on /instructor/ebooks, 342 on the reports page; lower
 * than 768 px wide the filters stack and it starts further down (see useWindowedList's `topAtLeast`).
 */
const LIST_TOP_AT_LEAST = 300

/** `text` of a value, worked out once per value (a list of 200 rows has a handful of states and counts). */
function once<K, V>(text: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>()
  return (key) => {
    if (!known.has(key)) known.set(key, text(key))
    return known.get(key) as V
  }
}

/** Texts every row shows, translated once for all rows. */
interface RowTexts {
  state: (state: DisplayState) => string
  unread: (count: number) => string
  toAssess: (count: number) => string
  divergent: (count: number) => string
  ready: string
  book: string
}

interface RowProps {
  row: BookListRow
  /** The instructor whose apprentices' reports the "Reports" link opens (InstructorApprenticesReport). */
  lensId: number
  texts: RowTexts
  index: number
  setSize: number | undefined
  measureRef: MeasureRef | undefined
}

/**
 * One row. Its two links are plain ones (AppLink: the router's history on a click): the router's
 * typed <Link> works out its location on every render, search parameters serialised included, which
 * was two thirds of a keystroke's 200 ms at 4× CPU in the filtered list (issue 17 §4). The paths are
 * the routes' own (/instructor/{id}/apprentices-report?bookId=, /book/{id}).
 */
const BookRow = memo(function BookRow({ row, lensId, texts, index, setSize, measureRef }: RowProps) {
  const name = `${row.apprentice.firstName} ${row.apprentice.lastName}`.trim()
  // Reports the instructor opened but has not finished assessing stay in the queue (ADR 0012).
  const toAssess = row.toAssessReportCount ?? 0
  return (
    <li {...rowPlace(index, setSize, measureRef)} data-testid={`book-row-${row.id}`}>
      <div className={styles.row}>
        <h2 className={styles.rowTitle}>
          <AppLink href={`/instructor/${lensId}/apprentices-report?bookId=${row.id}`}>{name}</AppLink>
        </h2>
        <p className={styles.meta}>
          {row.professionName} · {row.companyName} · {texts.state(row.displayState)}
        </p>
        <div className={styles.side}>
          <AppLink href={`/book/${row.id}`}>
            {texts.book}
            <span className="visually-hidden"> {name}</span>
          </AppLink>
        </div>
        {(row.unreadReportCount > 0 || toAssess > 0 || row.divergentCount > 0 || row.readyForApproval) && (
          <ul className={styles.marks}>
            {row.unreadReportCount > 0 && (
              <li className={`${styles.tag} ${styles.tagUnread}`}>{texts.unread(row.unreadReportCount)}</li>
            )}
            {toAssess > 0 && <li className={`${styles.tag} ${styles.tagUnread}`}>{texts.toAssess(toAssess)}</li>}
            {row.divergentCount > 0 && (
              <li className={`${styles.tag} ${styles.tagDiffers}`}>{texts.divergent(row.divergentCount)}</li>
            )}
            {row.readyForApproval && <li className={`${styles.tag} ${styles.tagReady}`}>{texts.ready}</li>}
          </ul>
        )}
      </div>
    </li>
  )
})

/** The instructor's books: apprentice (opens the reports), profession, company, state, and the marks (unread, to assess, §8 differences, ready). */
export function BookList({ rows, total, lensId }: { rows: BookListRow[]; total: number; lensId: number }) {
  const { t } = useTranslation([NS, 'ebook'])
  const texts = useMemo<RowTexts>(
    () => ({
      state: once((state: DisplayState) => t(`ebook:displayState.${state}`)),
      unread: once((count: number) => t('ebooks.unread', { count })),
      toAssess: once((count: number) => t('ebooks.toAssess', { count })),
      divergent: once((count: number) => t('ebooks.divergent', { count })),
      ready: t('ebooks.ready'),
      book: t('ebooks.openBook'),
    }),
    [t],
  )
  // By the whole list: a search that narrows 200 books to 30 keeps the list windowed (issue 17 §4:
  // switching windowing off rendered every match, ~2 links each, within the 100 ms of a keystroke).
  return useCountedWindowedList({
    name: 'instructor-books',
    rows,
    total,
    windowedFrom: BOOKS_WINDOWED_FROM,
    rowEstimate: ROW_HEIGHT,
    topAtLeast: LIST_TOP_AT_LEAST,
    classes: styles,
    texts: { t, count: 'ebooks.count', countOf: 'ebooks.countOf', listLabel: 'ebooks.listLabel' },
    testIds: { count: 'book-count', list: 'instructor-books' },
    renderRow: (row, index, setSize, measureRef) => (
      <BookRow
        key={row.id}
        row={row}
        lensId={lensId}
        texts={texts}
        index={index}
        setSize={setSize}
        measureRef={measureRef}
      />
    ),
  })
}

/** Search (name, profession, company), status, only with reports to assess: applied on the page as the reader types. */
export function BookFilters({
  filter,
  onChange,
  idPrefix,
}: {
  filter: BookFilter
  onChange: (filter: BookFilter) => void
  idPrefix: string
}) {
  const { t } = useTranslation([NS, 'ebook'])
  const states = useMemo(
    () => DISPLAY_STATES.map((state) => ({ value: state, label: t(`ebook:displayState.${state}`) })),
    [t],
  )
  return (
    <div className={styles.filters} role="search" aria-label={t('ebooks.searchLabel')}>
      <TextField
        id={`${idPrefix}-search`}
        type="search"
        label={t('ebooks.searchLabel')}
        hint={t('ebooks.searchHint')}
        value={filter.search}
        onChange={(search) => onChange({ ...filter, search })}
        autoComplete="off"
        maxLength={100}
      />
      <SelectField
        id={`${idPrefix}-state`}
        label={t('ebooks.stateLabel')}
        value={filter.state}
        placeholder={t('ebooks.allStates')}
        options={states}
        onChange={(state) => onChange({ ...filter, state: state as DisplayState | '' })}
      />
      <CheckboxField
        id={`${idPrefix}-to-assess`}
        label={t('ebooks.onlyToAssess')}
        checked={filter.onlyToAssess}
        onChange={(onlyToAssess) => onChange({ ...filter, onlyToAssess })}
      />
    </div>
  )
}
