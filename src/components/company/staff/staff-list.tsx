import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { StaffEmployment } from '../../../api/company/employment.schemas'
import { AppLink } from '../../ui/app-link/app-link'
import { useCountedWindowedList } from '../../ui/windowed-list/counted-windowed-list'
import type { MeasureRef } from '../../ui/windowed-list/use-windowed-list'
import { rowPlace } from '../../ui/windowed-list/windowed-list'
import styles from './staff.module.css'
import { NS } from './texts'

/** From this many people on (the whole list, filtered or not) only the rows near the viewport are rendered. */
export const STAFF_WINDOWED_FROM = 60

/** A row's height at desktop width (px): the name (a touch target) and one line of roles and departments. */
const ROW_HEIGHT = 82
/**
 * Where the list starts at the least (px): the page's title and lead, the button to add someone, the filters and
 * the count are above it. Measured 402 at 1280 px, more when narrower (see useWindowedList's `topAtLeast`).
 */
const LIST_TOP_AT_LEAST = 340

interface RowTexts {
  noRoles: string
  noAccount: string
}

export const staffName = (row: StaffEmployment) => `${row.person.firstName} ${row.person.lastName}`.trim()

interface RowProps {
  row: StaffEmployment
  companyId: number
  texts: RowTexts
  index: number
  setSize: number | undefined
  measureRef: MeasureRef | undefined
}

/**
 * One person: the name opens the employment (a plain link: the typed <Link> works out its location on
 * every render, issue 17 §4), the roles as abbreviations joined by commas, the departments. Someone
 * without an own account is greyed out and not a link (§6).
 */
const StaffRow = memo(function StaffRow({ row, companyId, texts, index, setSize, measureRef }: RowProps) {
  const name = staffName(row)
  const departments = row.departmentEmployments.map((d) => d.name).join(', ')
  return (
    <li {...rowPlace(index, setSize, measureRef)} data-testid={`staff-row-${row.id}`} className={styles.row}>
      <p className={styles.name}>
        {row.person.hasOwnAccount ? (
          <AppLink href={`/company/${companyId}/employees/${row.id}`}>{name}</AppLink>
        ) : (
          <span className={styles.noAccount}>
            {name} ({texts.noAccount})
          </span>
        )}
      </p>
      <p className={styles.meta}>
        {row.roleAbbreviations.length > 0 ? row.roleAbbreviations.join(', ') : texts.noRoles}
        {departments && ` · ${departments}`}
      </p>
    </li>
  )
})

/** The company's staff as the filters leave it; the count above it says how many of how many. */
export function StaffList({ rows, total, companyId }: { rows: StaffEmployment[]; total: number; companyId: number }) {
  const { t } = useTranslation(NS)
  const texts = useMemo<RowTexts>(() => ({ noRoles: t('list.noRoles'), noAccount: t('list.noAccount') }), [t])
  return useCountedWindowedList({
    name: 'company-staff',
    rows,
    total,
    windowedFrom: STAFF_WINDOWED_FROM,
    rowEstimate: ROW_HEIGHT,
    topAtLeast: LIST_TOP_AT_LEAST,
    classes: styles,
    texts: { t, count: 'list.count', countOf: 'list.countOf', listLabel: 'list.listLabel' },
    testIds: { count: 'staff-count', list: 'staff-list' },
    renderRow: (row, index, setSize, measureRef) => (
      <StaffRow
        key={row.id}
        row={row}
        companyId={companyId}
        texts={texts}
        index={index}
        setSize={setSize}
        measureRef={measureRef}
      />
    ),
  })
}
