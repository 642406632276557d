import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { InstructorCalibration } from '../calibration/instructor-calibration'
import { useSessionSelector } from '../../../session/session-context'
import { Button } from '../../ui/button/button'
import { CheckboxField } from '../../ui/checkbox-field/checkbox-field'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { Page } from '../../ui/page/page'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { LoadingState } from '../../ui/spinner/spinner'
import { BookFilters, BookList } from './book-list'
import { filterBooks, lazySearchTexts, NO_FILTER, type BookFilter } from './book-filter'
import { lensOf, type Lens } from './lens'
import styles from './lists.module.css'
import { NS } from './texts'
import type { BooksLoad } from './books-load'
import { whenIdle } from '../../ui/idle/when-idle'

/** The reader's lens on an instructor page: whose books, and whether the reader assesses them. */
export function useLens(idInPath: number | null): Lens | null {
  const user = useSessionSelector(selectUser)
  return useMemo(() => (user ? lensOf(user, idInPath) : null), [user, idInPath])
}

/** "Only mine" unticked: every book the reader may read (a filter the API applies, so the route's search). */
export interface AllChoice {
  all: boolean
  onChange: (all: boolean) => void
}

/**
 * The books of a lens (read by the route's loader) with the filters: loading, failed (retry),
 * empty and no-match states. Each apprentice's name opens their reports (InstructorApprenticesReport).
 */
export function LensBooks({ lens, load, choice }: { lens: Lens; load: BooksLoad; choice?: AllChoice }) {
  const { t } = useTranslation(NS)
  const [filter, setFilter] = useState<BookFilter>(NO_FILTER)
  // The rows follow the field in the same render (ADR 0013 "A filter renders at once"): the list is
  // windowed, so a change renders a screenful of rows; a deferred render cost a second render and frame.
  const rows = useMemo(() => (load.status === 'done' ? load.rows : []), [load])
  const texts = useMemo(() => lazySearchTexts(rows), [rows])
  // Made while the browser is idle after the list is painted, so the first search finds them ready.
  useEffect(() => whenIdle(() => void texts()), [texts])
  const shown = useMemo(() => filterBooks(rows, texts, filter), [rows, texts, filter])
  return (
    <>
      {lens.mayChooseAll && choice && (
        <CheckboxField
          id="books-only-mine"
          label={t('ebooks.onlyMine')}
          checked={!choice.all}
          onChange={(mine) => choice.onChange(!mine)}
        />
      )}
      <BookFilters filter={filter} onChange={setFilter} idPrefix="books" />
      {load.status === 'loading' && <LoadingState label={t('ebooks.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('ebooks.loadFailed')} testId="books-error" />}
      {load.status === 'done' &&
        (rows.length === 0 ? (
          <EmptyState title={t('ebooks.empty')}>{t('ebooks.emptyText')}</EmptyState>
        ) : (
          <>
            <BookList rows={shown} total={rows.length} lensId={lens.instructorId} />
            {shown.length === 0 && <EmptyState title={t('ebooks.noMatch')} />}
          </>
        ))}
    </>
  )
}

/**
 * /instructor/ebooks (InstructorEbooks) and /instructor/{id}/ebooks (ApprenticeEbooks), issue 10:
 * every book the instructor supervises, unread reports first, narrowed by apprentice (name,
 * profession, company), status and unread on the page. A company user who is no instructor sees
 * their companies' books read-only (§6 "Apprentice books"); the API decides what anyone may read.
 */
export function InstructorEbooksPage({
  idInPath,
  load,
  choice,
}: {
  idInPath: number | null
  load: BooksLoad
  choice?: AllChoice
}) {
  const { t } = useTranslation(NS)
  const lens = useLens(idInPath)
  useHeadingFocus(`instructor-ebooks-${idInPath ?? 'own'}`)
  if (!lens) return null
  const title = idInPath === null || lens.own ? t('ebooks.title') : t('ebooks.titleOf')
  return (
    <Page title={title} lead={lens.own ? t('ebooks.lead') : t('ebooks.leadReadOnly')}>
      <LensBooks lens={lens} load={load} choice={choice} />
      {(lens.own || idInPath !== null) && <CalibrationToggle instructorId={lens.instructorId} />}
    </Page>
  )
}

/**
 * The summed calibration of the instructor's apprentices (self-rating against the instructor's), on
 * request: it reads every saved report of every book, which the list itself does not need.
 */
function CalibrationToggle({ instructorId }: { instructorId: number }) {
  const { t } = useTranslation(NS)
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.section}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls="instructor-calibration"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('ebooks.calibrationHide') : t('ebooks.calibrationShow')}
      </Button>
      <div id="instructor-calibration">{open && <InstructorCalibration instructorId={instructorId} />}</div>
    </div>
  )
}
