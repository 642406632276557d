import { useTranslation } from 'react-i18next'
import type { Ebook, TheoryModule } from '../../../api/ebook/ebook.schemas'
import { formatDate } from '../../../domain/format'
import { BackLink } from '../../ui/back-link/back-link'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { Page } from '../../ui/page/page'
import { personName, requirements, type Requirement } from './book-model'
import { BookStatus } from './book-status'
import styles from './book.module.css'
import { OfflineCopyNote } from './offline-copy-note'
import { NS } from './texts'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'

/**
 * /book/{id}/education — EbookEducationStart (§2 "education overview with requirements"): the
 * requirements first, those still remaining before those met (work elements not complete, theory
 * modules not approved), then the theory modules with course, approval, teacher, material sent and
 * course opportunity. Readable whatever the book's state (§4).
 */
export function EbookEducationPage({ book }: { book: Ebook }) {
  const { t } = useTranslation(NS)
  useHeadingFocus(`education-${book.id}`)
  const all = requirements(book)
  const remaining = all.filter((r) => !r.met)
  const met = all.filter((r) => r.met)

  return (
    <Page
      title={t('education.title')}
      lead={`${personName(book.apprentice)} · ${book.professionName}`}
      before={<BackLink to={`/book/${book.id}`}>{t('education.back')}</BackLink>}
    >
      <OfflineCopyNote answers={[book]} />
      <BookStatus book={book} />

      <section className={styles.section} aria-labelledby="requirements-title">
        <h2 id="requirements-title">{t('education.requirements')}</h2>
        {all.length === 0 ? (
          <EmptyState title={t('education.noRequirements')} />
        ) : (
          <>
            <h3>{t('education.remaining', { count: remaining.length })}</h3>
            {remaining.length === 0 ? (
              <p className={styles.successBox}>{t('education.allMet')}</p>
            ) : (
              <RequirementList items={remaining} testId="requirements-remaining" />
            )}
            {met.length > 0 && (
              <>
                <h3>{t('education.met', { count: met.length })}</h3>
                <RequirementList items={met} testId="requirements-met" />
              </>
            )}
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="theory-title">
        <h2 id="theory-title">{t('education.theory')}</h2>
        {book.theory.length === 0 ? (
          <EmptyState title={t('education.noTheory')} />
        ) : (
          <ul className={styles.cards} data-testid="theory-modules">
            {book.theory.map((module) => (
              <TheoryCard key={module.id} module={module} />
            ))}
          </ul>
        )}
      </section>
    </Page>
  )
}

function RequirementList({ items, testId }: { items: Requirement[]; testId: string }) {
  const { t } = useTranslation(NS)
  return (
    <ul className={styles.requirementList} data-testid={testId}>
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}`}>
          <span>
            <span className="visually-hidden">
              {item.kind === 'element' ? t('education.kindElement') : t('education.kindTheory')}:
            </span>{' '}
            {item.name}
          </span>
          <span className={styles.muted}>
            {item.kind === 'element'
              ? t('education.elementDone', { count: item.total ?? 0, done: item.done ?? 0 })
              : item.met
                ? t('education.theoryApproved')
                : t('education.theoryNotApproved')}
          </span>
        </li>
      ))}
    </ul>
  )
}

function TheoryCard({ module }: { module: TheoryModule }) {
  const { t } = useTranslation(NS)
  const none = t('education.none')
  return (
    <li className={styles.card}>
      <h3>{module.courseName}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('education.approvedAt')}</dt>
          <dd>{module.approvedAt ? formatDate(module.approvedAt) : t('education.notApproved')}</dd>
        </div>
        <div>
          <dt>{t('education.teacher')}</dt>
          <dd>{module.teacher ?? none}</dd>
        </div>
        <div>
          <dt>{t('education.materialSent')}</dt>
          <dd>{module.materialSentAt ? formatDate(module.materialSentAt) : t('education.notSent')}</dd>
        </div>
        <div>
          <dt>{t('education.courseOpportunity')}</dt>
          <dd>{module.courseOpportunity ?? none}</dd>
        </div>
      </dl>
    </li>
  )
}
