import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OutboxItem } from '../../../../machines/ebook/ebook-outbox.machine'
import { Button, buttonClassName } from '../../ui/button/button'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { useErrorText } from '../../wizard/use-error-text'
import { periodText } from './flow-pages'
import { useOutboxItems, type OutboxActor } from './outbox-store'
import styles from './report.module.css'
import { NS } from './texts'

function OutboxCard({ item, actor, bookId, onDiscard }: { item: OutboxItem; actor: OutboxActor; bookId: number; onDiscard: (item: OutboxItem) => void }) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const conflict = item.status === 'conflict'
  const period = periodText(item.draft)
  return (
    <li className={styles.card} data-testid={`outbox-${item.id}`}>
      <h3 className={styles.cardTitle}>{t('list.draftPeriod', { period })}</h3>
      <p>
        <span className={[styles.tag, conflict ? styles.tagConflict : styles.tagDraft].join(' ')}>{conflict ? t('outbox.conflict') : t('outbox.notSent')}</span>
      </p>
      <p className={`${styles.small} ${styles.muted}`}>
        {t('list.parts', { count: item.draft.details.length })} · {item.draft.save ? t('outbox.willSave') : t('outbox.willDraft')}
      </p>
      {conflict ? (
        <>
          <p className={styles.errorBox} role="alert">
            {item.error ? errorText.form(item.error) : t('errors.form.somethingWentWrong')}
          </p>
          <p className={styles.small}>{t('outbox.kept')}</p>
          <div className={styles.partActions}>
            <Button variant="secondary" onClick={() => actor.send({ type: 'outbox.retry', id: item.id })}>
              {t('outbox.retry')}{' '}
              <span className="visually-hidden">{period}</span>
            </Button>
            {item.reportId !== null && (
              <Link to="/book/$id/report/$reportId" params={{ id: String(bookId), reportId: String(item.reportId) }} className={buttonClassName('secondary')}>
                {t('outbox.openDraft')}
              </Link>
            )}
            <Button variant="link" onClick={() => onDiscard(item)}>
              {t('outbox.discard')}{' '}
              <span className="visually-hidden">{period}</span>
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.small}>{t('outbox.waiting')}</p>
      )}
    </li>
  )
}

/**
 * The reports of this book made without a connection and not sent yet ("not sent yet"), and those
 * the server refused (kept, with the reason, to try again or discard).
 */
export function OutboxList({ userId, bookId }: { userId: number; bookId: number }) {
  const { t } = useTranslation(NS)
  const { actor, items } = useOutboxItems(userId, bookId)
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null)
  if (items.length === 0 && discarding === null) return null
  return (
    <section className={styles.section} aria-labelledby="report-outbox-title" data-testid="report-outbox">
      <h2 id="report-outbox-title" className={styles.sectionTitle}>
        {t('outbox.title')}
      </h2>
      <ul className={styles.cards}>
        {items.map((item) => (
          <OutboxCard key={item.id} item={item} actor={actor} bookId={bookId} onDiscard={setDiscarding} />
        ))}
      </ul>
      <ConfirmDialog
        open={discarding !== null}
        title={t('outbox.discardTitle')}
        description={t('outbox.discardText')}
        confirmLabel={t('outbox.discard')}
        destructive
        onConfirm={() => {
          if (discarding) actor.send({ type: 'outbox.discard', id: discarding.id })
          setDiscarding(null)
        }}
        onCancel={() => setDiscarding(null)}
      />
    </section>
  )
}
