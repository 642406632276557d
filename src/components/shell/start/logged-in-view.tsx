import { Suspense, lazy, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { formatDate } from '../../../domain/format'
import { isInstructor } from '../../../domain/roles'
import { getsTour } from '../../../domain/role-pages'
import { ensureNamespaces } from '../../../i18n/i18n'
import { AppLink } from '../../ui/app-link/app-link'
import { buttonClassName } from '../../ui/button/button'
import { Page } from '../../ui/page/page'
import { CompanyPanels } from './company-panels'
import { hasConfirmedContactRecently } from './contact-confirmation'
import { ContactConfirmationDialog } from './contact-confirmation-dialog'
import { activeApprenticeshipCompanies, companyPanels, startBooks, startButtons } from './start-model'
import { warmBookRoutes } from './book-warm-up'
import { StartTour } from './start-tour'
import { hasSeenTour, rememberTourSeen } from './tour-memory'
import { menuVisibility } from '../../../domain/menu'
import styles from './start.module.css'
import { whenIdle } from '../../ui/idle/when-idle'

// §6: instructors only, with the instructions page's texts; nobody else loads it.
const InstructionsWarning = lazy(() =>
  Promise.all([import('./instructions-warning'), ensureNamespaces('instructor-instructions')]).then(([m]) => ({
    default: m.InstructionsWarning,
  })),
)

/**
 * Logged in and registered (§2): greeting, e-books, buttons, company panels, then what needs a call of its own
 * (the instructions warning, other slices' `notices`: the old-system import), the tour and the contact check.
 */
export function LoggedInView({ user, notices }: { user: CurrentUser; notices?: ReactNode }) {
  const { t } = useTranslation('shell-start')
  const companies = useMemo(() => activeApprenticeshipCompanies(user), [user])
  const books = useMemo(() => startBooks(user), [user])
  const showsOwnEbook = useMemo(() => menuVisibility(user).ebook, [user])
  const buttons = useMemo(() => startButtons(user), [user])
  const panels = useMemo(() => companyPanels(user), [user])
  const router = useRouter()
  const hasBooks = books.length > 0
  // Once the start page is idle: what opening a listed book needs, so the tap waits only for its data.
  useEffect(() => {
    if (!hasBooks) return
    return whenIdle(() => warmBookRoutes(router))
  }, [hasBooks, router])

  // One modal at a time: the tour (first login) comes first, then the contact check.
  const tourKind = getsTour(user)
  const [tourOpen, setTourOpen] = useState(() => tourKind !== null && !hasSeenTour(user.id))
  const [contactOpen, setContactOpen] = useState(() => !hasConfirmedContactRecently(user.id))

  return (
    <div data-testid="start-logged-in">
      <Page
        title={t('greeting', { firstName: user.firstName })}
        lead={companies.length > 0 ? t('loggedIn.apprenticeAt', { companies: companies.join(', ') }) : undefined}
      >
        {books.length === 0 && showsOwnEbook && (
          // "Min e-bok" leads here when the user has no book of their own (a trade-certificate holder, say).
          <section id="ebooks" aria-labelledby="ebooks-title" className={styles.section} data-testid="ebook-list">
            <h2 id="ebooks-title">{t('loggedIn.ebooks.title')}</h2>
            <p>{t('loggedIn.ebooks.none')}</p>
          </section>
        )}
        {books.length > 0 && (
          <section id="ebooks" aria-labelledby="ebooks-title" className={styles.section} data-testid="ebook-list">
            <h2 id="ebooks-title">{t('loggedIn.ebooks.title')}</h2>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('loggedIn.ebooks.id')}</th>
                    <th scope="col">{t('loggedIn.ebooks.created')}</th>
                    <th scope="col">{t('loggedIn.ebooks.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {books.map((book) => (
                    <tr key={book.id}>
                      <td>
                        <AppLink href={`/book/${book.id}`} aria-label={t('loggedIn.ebooks.open', { id: book.id })}>
                          {book.id}
                        </AppLink>
                      </td>
                      <td>{formatDate(book.createdAt)}</td>
                      <td data-testid="ebook-state">
                        {book.displayState
                          ? t(`loggedIn.ebooks.states.${book.displayState}`)
                          : book.status
                            ? t(`loggedIn.ebooks.statuses.${book.status}`, { defaultValue: book.status })
                            : t('loggedIn.ebooks.noStatus')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {books.some((book) => book.closingSoon) && (
              <ul className={`${styles.warningBox} ${styles.closingSoon}`} data-testid="ebook-closing-soon">
                {books.map((book) =>
                  book.closingSoon ? (
                    <li key={book.id}>
                      <AppLink href={`/book/${book.id}`}>
                        {t('loggedIn.ebooks.closingSoon.book', { id: book.id })}
                      </AppLink>{' '}
                      {t(`loggedIn.ebooks.closingSoon.${book.closingSoon.kind}`, {
                        date: formatDate(book.closingSoon.on),
                      })}
                    </li>
                  ) : null,
                )}
              </ul>
            )}
          </section>
        )}

        {buttons.length > 0 && (
          <nav aria-label={t('loggedIn.shortcuts')} className={styles.section}>
            <ul className={styles.actionGrid}>
              {buttons.map((button) => (
                <li key={button.key}>
                  <AppLink
                    href={button.href}
                    className={buttonClassName('primary', { fullWidth: true })}
                    data-testid={`start-button-${button.key}`}
                  >
                    {t(`loggedIn.buttons.${button.key}`)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        )}

        <CompanyPanels panels={panels} />

        {/* What comes only after a call of its own follows everything the user already sees (ADR 0014):
            above it, a late notice 1 000 px tall moved the buttons from under a finger about to tap. */}
        {isInstructor(user) && (
          <Suspense fallback={null}>
            <InstructionsWarning user={user} />
          </Suspense>
        )}
        {notices}
      </Page>

      {/* Mounted only while it runs: nobody else pays for the tour's positioning. */}
      {tourKind && tourOpen && (
        <StartTour
          kind={tourKind}
          userId={user.id}
          open={tourOpen}
          onClose={() => {
            rememberTourSeen(user.id)
            setTourOpen(false)
          }}
        />
      )}
      <ContactConfirmationDialog user={user} open={contactOpen && !tourOpen} onDone={() => setContactOpen(false)} />
    </div>
  )
}
