import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { InstructorProblem } from '../../../domain/application'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import type { Load } from '../staff/staff-load'
import { instructorRows, type InstructorRow, type InstructorsData, type LinkedApprentice } from './instructor-rows'
import styles from './instructors.module.css'
import { NS } from './texts'

/** Which of the two pages: the instructors' qualifications, or the YUA page's links (docs/decisions/notes/instructors-ui19.md). */
export type InstructorsPageKind = 'instructors' | 'educationResponsible'

/** What a page adds to an instructor's card and to each of their apprentices (the YUA page's link controls). */
export interface CardExtras {
  apprentice?: (row: InstructorRow, apprentice: LinkedApprentice) => ReactNode
  card?: (row: InstructorRow) => ReactNode
}

/**
 * /company/{id}/instructors and /company/{id}/education-responsible (§2, issue 19): the company's
 * instructors with their trade certificates, machine qualifications, exemptions, the date they read
 * the instructions (flagged when older than the current ones, §5) and their apprentices, each with
 * the §5 rules the instructor fails for that apprentice's profession.
 */
export function InstructorsPage({
  companyId,
  kind,
  load,
  extras = {},
}: {
  companyId: number
  kind: InstructorsPageKind
  load: Load<InstructorsData>
  extras?: CardExtras
}) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`company-${kind}-${companyId}`)
  return (
    <Page title={t(`${kind}.title`)} lead={t(`${kind}.lead`)}>
      {load.status === 'loading' && <LoadingState label={t('list.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('list.loadFailed')} testId="instructors-error" />}
      {load.status === 'done' && <Cards data={load.data} kind={kind} extras={extras} />}
    </Page>
  )
}

function Cards({ data, kind, extras }: { data: InstructorsData; kind: InstructorsPageKind; extras: CardExtras }) {
  const { t } = useTranslation(NS)
  const rows = useMemo(() => instructorRows(data), [data])
  if (rows.length === 0) return <EmptyState title={t('list.empty')}>{t('list.emptyText')}</EmptyState>
  return (
    <ul className={styles.list} aria-label={t('list.listLabel')}>
      {rows.map((row) => (
        <li key={row.instructor.id} className={styles.card} data-testid={`instructor-${row.instructor.id}`}>
          <h2 id={`instructor-name-${row.instructor.id}`}>
            {row.instructor.person.hasOwnAccount ? row.name : t('list.noAccount', { name: row.name })}
          </h2>
          {kind === 'instructors' && <Qualifications row={row} />}
          <Problems problems={row.problems} />
          <Apprentices row={row} extras={extras} />
          {extras.card?.(row)}
        </li>
      ))}
    </ul>
  )
}

function Qualifications({ row }: { row: InstructorRow }) {
  const { t } = useTranslation(NS)
  const none = <span className={styles.muted}>{t('list.none')}</span>
  const join = (items: string[]) => (items.length > 0 ? items.join(', ') : none)
  return (
    <dl className={styles.facts}>
      <dt>{t('list.certificates')}</dt>
      <dd>{join(row.certificates)}</dd>
      <dt>{t('list.machines')}</dt>
      <dd>{join(row.machines)}</dd>
      <dt>{t('list.exemptions')}</dt>
      <dd>{join(row.exemptions.map((e) => t('list.exemption', { profession: e.profession, status: e.status })))}</dd>
      <dt>{t('list.instructions')}</dt>
      <dd data-testid={`instructions-${row.instructor.id}`}>
        {row.readInstructionsOn === null
          ? t('list.instructionsNever')
          : row.instructionsOutdated
            ? t('list.instructionsOld', { date: row.readInstructionsOn.slice(0, 10) })
            : row.readInstructionsOn.slice(0, 10)}
      </dd>
    </dl>
  )
}

/** The §5 rules failed, in the words the instructor choice of the applications uses. */
function Problems({ problems, label }: { problems: InstructorProblem[]; label?: string }) {
  const { t } = useTranslation(['domain-widgets', NS])
  if (problems.length === 0) return null
  return (
    <div className={styles.problems}>
      <span>{label ?? t('list.notEligible', { ns: NS })}</span>
      <ul>
        {problems.map((p) => (
          <li key={p}>{t(`instructor.problems.${p}`)}</li>
        ))}
      </ul>
    </div>
  )
}

function Apprentices({ row, extras }: { row: InstructorRow; extras: CardExtras }) {
  const { t } = useTranslation(NS)
  const labelId = `instructor-apprentices-${row.instructor.id}`
  return (
    <>
      <h3 id={labelId} className={styles.muted}>
        {t('list.apprentices', { count: row.apprentices.length })}
      </h3>
      {row.apprentices.length > 0 && (
        <ul className={styles.apprentices} aria-labelledby={labelId}>
          {row.apprentices.map((a) => {
            const general = new Set(row.problems)
            const own = a.problems.filter((p) => !general.has(p))
            return (
              <li key={a.apprenticeship.id} className={styles.apprentice}>
                <span>
                  {a.name}
                  {a.profession !== null && <span className={styles.muted}> · {a.profession}</span>}
                </span>
                {extras.apprentice?.(row, a)}
                <Problems problems={own} label={t('list.notEligibleFor', { name: a.name })} />
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
