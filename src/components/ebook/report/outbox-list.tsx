import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OutboxItem } from '../../../../machines/ebook/ebook-outbox.machine'
import { Button } from '../../ui/button/button'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { useErrorText } from '../../wizard/use-error-text'
import { periodText } from './flow-pages'
import { StorageFailed } from './outbox-queued'
import { openKept, useOutboxItems, useOutboxStorage, type OutboxActor } from './outbox-store'
import styles from './report.module.css'
import { NS } from './texts'

function OutboxCard({
  item,
  actor,
  onOpen,
  onDiscard,
}: {
  item: OutboxItem
  actor: OutboxActor
  onOpen: (item: OutboxItem) => void
  onDiscard: (item: OutboxItem) => void
}) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const conflict = item.status === 'conflict'
  const unfinished = item.status === 'unfinished'
  const period = periodText(item.draft)
  const tag = conflict ? t('outbox.conflict') : unfinished ? t('outbox.unfinished') : t('outbox.notSent')
  return (
    <li className={styles.card} data-testid={`outbox-${item.id}`}>
      <h3 className={styles.cardTitle}>{t('list.draftPeriod', { period })}</h3>
      <p>
        <span className={[styles.tag, conflict ? styles.tagConflict : styles.tagDraft].join(' ')}>{tag}</span>
      </p>
      <p className={`${styles.small} ${styles.muted}`}>
        {t('list.parts', { count: item.draft.details.length })}
        {!unfinished && <> · {item.draft.save ? t('outbox.willSave') : t('outbox.willDraft')}</>}
      </p>
      {conflict && (
        <p className={styles.errorBox} role="alert">
          {item.error ? errorText.form(item.error) : t('errors.form.somethingWentWrong')}
        </p>
      )}
      <p className={styles.small}>
        {conflict ? t('outbox.kept') : unfinished ? t('outbox.unfinishedText') : t('outbox.waiting')}
      </p>
      {(conflict || unfinished) && (
        <div className={styles.partActions}>
          {/* A refused report is opened to change its period or ratings, then saved (sent) again. */}
          <Button variant={unfinished ? 'primary' : 'secondary'} onClick={() => onOpen(item)}>
            {unfinished ? t('outbox.continue') : t('outbox.open')} <span className="visually-hidden">{period}</span>
          </Button>
          {conflict && (
            <Button variant="secondary" onClick={() => actor.send({ type: 'outbox.retry', id: item.id })}>
              {t('outbox.retry')} <span className="visually-hidden">{period}</span>
            </Button>
          )}
          <Button variant="link" onClick={() => onDiscard(item)}>
            {t('outbox.discard')} <span className="visually-hidden">{period}</span>
          </Button>
        </div>
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
  const navigate = useNavigate()
  const { actor, items } = useOutboxItems(userId, bookId)
  const storage = useOutboxStorage()
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null)
  if (items.length === 0 && discarding === null) return null
  const open = (item: OutboxItem) => {
    openKept(userId, item)
    void navigate({ to: '/book/$id/create-overview', params: { id: String(bookId) } })
  }
  return (
    <section className={styles.section} aria-labelledby="report-outbox-title" data-testid="report-outbox">
      <h2 id="report-outbox-title" className={styles.sectionTitle}>
        {t('outbox.title')}
      </h2>
      {storage === 'failed' && <StorageFailed />}
      <ul className={styles.cards}>
        {items.map((item) => (
          <OutboxCard key={item.id} item={item} actor={actor} onOpen={open} onDiscard={setDiscarding} />
        ))}
      </ul>
      <ConfirmDialog
        open={discarding !== null}
        title={t('outbox.discardTitle')}
        description={
          discarding?.reportId != null
            ? `${t('outbox.discardText')} ${t('outbox.discardServer')}`
            : t('outbox.discardText')
        }
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
