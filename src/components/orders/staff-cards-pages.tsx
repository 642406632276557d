import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cardPageHref } from '../../../machines/orders/card-order.rules'
import { isCompanyUser } from '../../domain/roles'
import { useSessionSelector } from '../../session/session-context'
import { AppLink } from '../ui/app-link/app-link'
import { buttonClassName } from '../ui/button/button'
import { EmptyState } from '../ui/empty-state/empty-state'
import { RouteLoadFailed } from '../ui/notice/load-failed'
import { Page } from '../ui/page/page'
import { LoadingState } from '../ui/spinner/spinner'
import { TextField } from '../ui/text-field/text-field'
import styles from './orders.module.css'
import type { StaffCardRow } from './staff-card-data'
import { cardNameKey, NS } from './texts'

/** Past this many rows the picker offers a search (a department's handful needs none). */
export const STAFF_SEARCH_FROM = 8

/**
 * /order-card/start (§2 Cards, issue 20): the companies where the user is a company user, each leading to
 * its card-order page (/order-card/{id}/start); a card for oneself is ordered from /order-card/my-start.
 */
export function CompanyCardsStartPage() {
  const { t } = useTranslation(NS)
  const user = useSessionSelector((s) => s.context.user)
  const companies = new Map<number, string>()
  for (const e of user?.employments ?? []) companies.set(e.companyId, e.company.name)
  const shown = [...companies]
    .filter(([id]) => isCompanyUser(user, id))
    .sort(([, a], [, b]) => a.localeCompare(b, 'sv'))
  return (
    <Page title={t('staff.companiesTitle')} lead={t('staff.companiesLead')} narrow>
      {shown.length === 0 ? (
        <EmptyState title={t('staff.noCompanies')}>{t('staff.noCompaniesText')}</EmptyState>
      ) : (
        <ul className={styles.list} data-testid="card-companies">
          {shown.map(([id, name]) => (
            <li key={id} className={styles.item}>
              <h2>{name}</h2>
              <AppLink href={`/order-card/${id}/start`} className={buttonClassName('secondary')} preload>
                {t('staff.openCompany', { company: name })}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <p>
        <AppLink href="/order-card/my-start">{t('staff.ownCards')}</AppLink>
      </p>
    </Page>
  )
}

export type StaffPickerLoad =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; companyId: number; mayOrder: boolean; staff: StaffCardRow[] }

/**
 * /order-card/{id}/start (CompanyOrderCardStart; §2 Cards, §6 card orders for staff): whom to order a
 * card for, with a search when the list is long. Each employee shows what can be ordered; a card type
 * with an ongoing order (§4) is said so. A company user without the right is told who has it.
 */
export function StaffPickerPage({ load }: { load: StaffPickerLoad }) {
  const { t } = useTranslation(NS)
  return (
    <Page title={t('staff.title')} lead={t('staff.lead')} narrow>
      {load.status === 'loading' && <LoadingState label={t('staff.loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('staff.loadFailed')} testId="staff-cards-error" />}
      {load.status === 'done' &&
        (load.mayOrder ? (
          <StaffList companyId={load.companyId} staff={load.staff} />
        ) : (
          <EmptyState title={t('staff.notAllowed')}>{t('staff.notAllowedText')}</EmptyState>
        ))}
    </Page>
  )
}

function StaffList({ companyId, staff }: { companyId: number; staff: StaffCardRow[] }) {
  const { t } = useTranslation(NS)
  const [search, setSearch] = useState('')
  const shown = useMemo(() => {
    const words = search.trim().toLocaleLowerCase('sv').split(/\s+/).filter(Boolean)
    return staff.filter((row) => {
      const text = `${row.name} ${row.departments.join(' ')}`.toLocaleLowerCase('sv')
      return words.every((w) => text.includes(w))
    })
  }, [staff, search])
  if (staff.length === 0) return <EmptyState title={t('staff.empty')}>{t('staff.emptyText')}</EmptyState>
  return (
    <>
      {staff.length > STAFF_SEARCH_FROM && (
        <div role="search" aria-label={t('staff.searchLabel')}>
          <TextField
            id="staff-cards-search"
            type="search"
            label={t('staff.searchLabel')}
            hint={t('staff.searchHint')}
            value={search}
            onChange={setSearch}
          />
        </div>
      )}
      <p role="status" className={styles.muted}>
        {t('staff.count', { count: shown.length })}
      </p>
      <ul className={styles.list} aria-label={t('staff.listLabel')} data-testid="staff-cards">
        {shown.map((row) => (
          <StaffItem key={row.employmentId} companyId={companyId} row={row} />
        ))}
      </ul>
    </>
  )
}

function StaffItem({ companyId, row }: { companyId: number; row: StaffCardRow }) {
  const { t } = useTranslation(NS)
  const open = row.options.filter((o) => !o.ongoing)
  const blocked = row.options.some((o) => o.ongoing)
  return (
    <li className={styles.item} data-testid={`staff-card-${row.personId}`}>
      <h2>{row.name}</h2>
      {row.departments.length > 0 && <p className={styles.muted}>{row.departments.join(', ')}</p>}
      {row.options.length === 0 ? (
        <p className={styles.muted}>{t('staff.nothingToOrder')}</p>
      ) : (
        <p className={styles.muted}>
          {row.options.map((o) => `${t(cardNameKey(o.type))} – ${o.professionName}`).join('; ')}
        </p>
      )}
      {blocked && (
        <div className={styles.blocked}>
          <p>{t('start.ongoing')}</p>
        </div>
      )}
      {open.length > 0 && (
        <AppLink
          href={cardPageHref(
            'types',
            { companyId, personId: row.personId, employmentId: row.employmentId },
            { optionKey: open.length === 1 ? (open[0]?.key ?? '') : '', machineIds: [], reason: '' },
          )}
          className={buttonClassName('secondary')}
          aria-label={t('staff.orderFor', { name: row.name })}
        >
          {t('start.order')}
        </AppLink>
      )}
    </li>
  )
}
