import { Link, useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { APPLICATION_STATE, isReturnedToApprentice, isToApprove } from '../../../domain/application'
import { formatBadge, formatDate, formatPersonalNumber } from '../../../domain/format'
import type { ReceivedApplications } from '../../../routes/company/$id/-received-loader'
import { Button, buttonClassName } from '../../ui/button/button'
import { CheckboxField } from '../../ui/checkbox-field/checkbox-field'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { Page } from '../../ui/page/page'
import { TextField } from '../../ui/text-field/text-field'
import styles from './company-application.module.css'
import { useStateName } from './state-name'
import { ReturnedTag } from '../returned-tag'
import { StatusIcon } from '../status-icon'
import { NS } from './texts'

/** Typing waits this long before searching (the form's button searches at once). */
const SEARCH_DELAY_MS = 350

/**
 * /company/{id}/applications: the applications a company received (§2), newest change first, with
 * the §4 status icons, the to-approve count (§4 badge), search by name or personal number, the
 * department where the company has departments, and the way to register a new apprentice. The rows,
 * the company and the reference data come from the route's loader (`data`); a search is `onSearch`
 * (the route's ?q, read again by the loader, the rows of the last search staying meanwhile).
 */
export function ReceivedApplicationsPage({
  companyId,
  data,
  onSearch,
}: {
  companyId: number
  data: ReceivedApplications
  onSearch: (search: string) => void
}) {
  const { t } = useTranslation(NS)
  const router = useRouter()
  const stateName = useStateName()
  const [typed, setTyped] = useState(data.search)
  const [onlyToApprove, setOnlyToApprove] = useState(false)
  const { company, reference, search } = data

  // The search last asked for (the rows on screen may still be the one before it).
  const asked = useRef(data.search)
  const ask = useCallback(
    (next: string) => {
      if (next === asked.current) return
      asked.current = next
      onSearch(next)
    },
    [onSearch],
  )

  useEffect(() => {
    const timer = setTimeout(() => ask(typed.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed, ask])

  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    ask(typed.trim())
  }

  const rows = data.rows ?? []
  const toApprove = rows.filter(isToApprove).length
  const shown = onlyToApprove ? rows.filter(isToApprove) : rows
  const professions = reference?.professions ?? []
  const professionName = (id: number | null) => (id === null ? '' : (professions.find((p) => p.id === id)?.name ?? ''))
  const departments = useMemo(() => new Map((company?.departments ?? []).map((d) => [d.id, d.name])), [company])
  const showDepartments = company?.hasDepartments === true

  return (
    <Page title={t('list.title')} lead={company ? company.name : undefined}>
      <div className={styles.listHeader}>
        <p className={styles.muted} style={{ margin: 0 }}>
          {data.rows && (
            <span data-testid="to-approve-count">
              {toApprove > 0 ? (
                <span className={styles.badge}>
                  {/* The badge caps at 9+ (§9); screen readers get the exact count. */}
                  <span aria-hidden="true">{t('list.toApproveBadge', { n: formatBadge(toApprove) })}</span>
                  <span className="visually-hidden">{t('list.toApproveLabel', { count: toApprove })}</span>
                </span>
              ) : (
                t('list.noneToApprove')
              )}
            </span>
          )}
        </p>
        <Link
          to="/company/$id/create-applications"
          params={{ id: String(companyId) }}
          className={buttonClassName('primary')}
          data-testid="register-apprentice"
        >
          {t('list.register')}
        </Link>
      </div>

      <form role="search" className={styles.search} onSubmit={submitSearch} aria-label={t('list.searchRegion')}>
        <TextField
          id="applications-search"
          type="search"
          label={t('list.searchLabel')}
          hint={t('list.searchHint')}
          value={typed}
          onChange={setTyped}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {t('list.search')}
        </Button>
      </form>
      <CheckboxField
        id="only-to-approve"
        label={t('list.onlyToApprove')}
        checked={onlyToApprove}
        onChange={setOnlyToApprove}
      />

      {!data.rows && (
        <div className={styles.errorBox} role="alert" data-testid="applications-error">
          <p>{t('list.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void router.invalidate()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {data.rows && (
        <>
          <p role="status" className={styles.muted}>
            {t('list.count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            search || onlyToApprove ? (
              <EmptyState title={search ? t('list.noMatch', { search: search }) : t('list.noneToApproveTitle')} />
            ) : (
              <EmptyState title={t('list.empty')}>{t('list.emptyText')}</EmptyState>
            )
          ) : (
            <ul className={styles.cards} data-testid="received-applications">
              {shown.map((row) => {
                const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || t('list.unnamed')
                const pending = isToApprove(row)
                const companyDraft = row.initiatedByCompany && row.stateId === APPLICATION_STATE.draft
                const returned = isReturnedToApprentice(row)
                return (
                  <li
                    key={row.id}
                    className={`${styles.card} ${pending ? styles.cardToApprove : ''}`}
                    data-testid={`application-row-${row.id}`}
                  >
                    <h2 className={styles.cardTitle}>
                      <StatusIcon stateId={row.stateId} showNone={false} />
                      <span>{name}</span>
                      {pending && (
                        <span className={`${styles.tag} ${styles.tagToApprove}`}>{t('list.toApproveTag')}</span>
                      )}
                      {row.transferRequest && (
                        <span className={`${styles.tag} ${styles.tagTransfer}`}>{t('list.transfer')}</span>
                      )}
                    </h2>
                    {/* §4: a draft it sent back waits for the apprentice, marked as in the apprentice's list. */}
                    {returned && <ReturnedTag id={`returned-${row.id}`} hint={t('list.returnedHint')} />}
                    <dl className={styles.facts}>
                      <div>
                        <dt>{t('list.state')}</dt>
                        <dd>{stateName(row.stateId)}</dd>
                      </div>
                      <div>
                        <dt>{t('list.personalNumber')}</dt>
                        <dd>{formatPersonalNumber(row.personalNumber) || '–'}</dd>
                      </div>
                      <div>
                        <dt>{t('list.profession')}</dt>
                        <dd>{professionName(row.professionId) || '–'}</dd>
                      </div>
                      {showDepartments && (
                        <div>
                          <dt>{t('list.department')}</dt>
                          <dd>{(row.departmentId !== null ? departments.get(row.departmentId) : undefined) ?? '–'}</dd>
                        </div>
                      )}
                      <div>
                        <dt>{t('list.updated')}</dt>
                        <dd>{formatDate(row.updatedAt)}</dd>
                      </div>
                    </dl>
                    <div className={styles.cardActions}>
                      <Link
                        to="/company/$id/applications/$application_id/review"
                        params={{ id: String(companyId), application_id: String(row.id) }}
                      >
                        {t('list.review')}
                        <span className="visually-hidden"> {name}</span>
                      </Link>
                      {companyDraft && (
                        <Link
                          to="/company/$id/create-applications/$appid"
                          params={{ id: String(companyId), appid: String(row.id) }}
                          aria-describedby={returned ? `returned-${row.id}` : undefined}
                        >
                          {t('list.continueRegistration')}
                          <span className="visually-hidden"> {name}</span>
                        </Link>
                      )}
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </>
      )}
    </Page>
  )
}
