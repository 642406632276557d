import { useSelector } from '@xstate/react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectBook,
  selectBusy,
  selectChosenCount,
  selectConfirmingDelete,
  selectDeleting,
  selectElements,
  selectOffline,
  selectRemovingDetailId,
  selectReport,
  type ElementView,
  type PartView,
} from '../../../../machines/ebook/ebook-report.selectors'
import { Button } from '../../ui/button/button'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { WizardFrame, type WizardFrameProps } from '../../wizard/wizard-frame'
import { REPORT_FIELD_IDS } from './create-steps'
import { OfflineNotice, ReportFacts } from './flow-pages'
import { RatingDialog } from './rating-dialog'
import styles from './report.module.css'
import { useLevelWords } from '../level-words'
import { NS } from './texts'
import type { ReportActor } from './use-report-flow'

export interface DraftStepProps {
  actor: ReportActor
  frame: Omit<WizardFrameProps, 'title'>
  errorOf: (field: string) => string | null
}

/** Delete the draft: asked first (irreversible, §4); the flow then goes back to the report list. */
export function DeleteDraft({ actor }: { actor: ReportActor }) {
  const { t } = useTranslation(NS)
  const confirming = useSelector(actor, selectConfirmingDelete)
  const deleting = useSelector(actor, selectDeleting)
  const busy = useSelector(actor, selectBusy)
  return (
    <>
      <Button
        variant="link"
        onClick={() => actor.send({ type: 'draft.delete' })}
        disabled={busy}
        data-testid="draft-delete"
      >
        {t('delete.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('delete.title')}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        onCancel={() => {
          if (!deleting) actor.send({ type: 'delete.cancel' })
        }}
        destructive
        busy={deleting}
      />
    </>
  )
}

/*
 * Speed (issue 9, bench-ebook.ts): the element and part views are made anew from every snapshot of
 * the flow, also the ones that only open the rating modal or change what is typed in it. Compared
 * by what they show (the book's element and part, the draft's rating), the page keeps its rows and
 * renders only the modal; a rated or removed part renders its own row again.
 */
const samePart = (a: PartView, b: PartView) => a.part === b.part && a.detail === b.detail
const sameElement = (a: ElementView, b: ElementView) =>
  a.element === b.element &&
  a.closed === b.closed &&
  a.parts.length === b.parts.length &&
  a.parts.every((part, i) => samePart(part, b.parts[i]!))
const sameElements = (a: ElementView[], b: ElementView[]) =>
  a === b || (a.length === b.length && a.every((view, i) => sameElement(view, b[i]!)))

interface PartRowProps {
  actor: ReportActor
  view: PartView
  closed: boolean
  busy: boolean
}

const PartRow = memo(
  function PartRow({ actor, view, closed, busy }: PartRowProps) {
    const { t } = useTranslation(NS)
    const words = useLevelWords()
    const removing = useSelector(actor, selectRemovingDetailId)
    const { part, detail } = view
    return (
      <li className={styles.part} data-testid={`part-${part.id}`}>
        <span className={styles.partText}>
          <span className={detail ? styles.chosen : undefined}>{part.name}</span>
          <span className={`${styles.small} ${styles.muted}`}>
            {t('parts.required', { level: part.requiredLevel, name: words.name(part.requiredLevel) })} ·{' '}
            {part.achievedLevel === null ? t('parts.notYet') : t('parts.achieved', { level: part.achievedLevel })}
          </span>
          {detail && (
            <span className={styles.tag}>
              {t('parts.rated', { level: detail.level, name: words.name(detail.level) })}
            </span>
          )}
        </span>
        {!closed && (
          <span className={styles.partActions}>
            {detail ? (
              <>
                <Button
                  variant="secondary"
                  onClick={() => actor.send({ type: 'part.choose', partId: part.id })}
                  disabled={busy}
                >
                  {t('parts.change')} <span className="visually-hidden">{part.name}</span>
                </Button>
                <Button
                  variant="link"
                  onClick={() => actor.send({ type: 'part.remove', partId: part.id })}
                  loading={removing === detail.id}
                  disabled={busy && removing !== detail.id}
                >
                  {t('parts.remove')} <span className="visually-hidden">{part.name}</span>
                </Button>
              </>
            ) : (
              <Button
                variant="secondary"
                onClick={() => actor.send({ type: 'part.choose', partId: part.id })}
                disabled={busy}
                data-testid={`choose-${part.id}`}
              >
                {t('parts.choose')} <span className="visually-hidden">{part.name}</span>
              </Button>
            )}
          </span>
        )}
      </li>
    )
  },
  (a, b) => a.actor === b.actor && a.closed === b.closed && a.busy === b.busy && samePart(a.view, b.view),
)

interface ElementCardProps {
  actor: ReportActor
  view: ElementView
  busy: boolean
}

const ElementCard = memo(
  function ElementCard({ actor, view, busy }: ElementCardProps) {
    const { t } = useTranslation(NS)
    const titleId = `report-element-${view.element.id}`
    return (
      <li
        className={[styles.card, view.closed ? styles.cardClosed : ''].filter(Boolean).join(' ')}
        data-testid={`element-${view.element.id}`}
      >
        <h2 id={titleId} className={styles.cardTitle}>
          {view.element.name}
        </h2>
        {view.closed && <p className={styles.small}>{t('parts.closed')}</p>}
        <ul className={styles.parts}>
          {view.parts.map((part) => (
            <PartRow key={part.part.id} actor={actor} view={part} closed={view.closed} busy={busy} />
          ))}
        </ul>
      </li>
    )
  },
  (a, b) => a.actor === b.actor && a.busy === b.busy && sameElement(a.view, b.view),
)

/**
 * The draft's first step: the book's elements and their parts; a part is chosen by rating it in the
 * modal, a rated part can be changed or removed. A closed element's parts cannot be chosen (§4), and
 * the element says why.
 */
export function PartsStep({ actor, frame, errorOf }: DraftStepProps) {
  const { t } = useTranslation(NS)
  const elements = useSelector(actor, selectElements, sameElements)
  const count = useSelector(actor, selectChosenCount)
  const report = useSelector(actor, selectReport)
  const book = useSelector(actor, selectBook)
  const busy = useSelector(actor, selectBusy)
  const offline = useSelector(actor, selectOffline)
  const partsError = errorOf('parts')
  return (
    <WizardFrame
      {...frame}
      title={t('parts.title')}
      lead={t('parts.lead')}
      notice={offline ? <OfflineNotice /> : undefined}
      secondary={<DeleteDraft actor={actor} />}
      wide
    >
      {report && <ReportFacts report={report} book={book} />}
      <p role="status" data-testid="parts-count">
        {t('parts.chosen', { count })}
      </p>
      <div id={REPORT_FIELD_IDS.parts} tabIndex={-1}>
        {partsError && (
          <p className={styles.errorBox}>
            <span className="visually-hidden">{t('common:errorPrefix')}</span> {partsError}
          </p>
        )}
        <ul className={styles.cards}>
          {elements.map((view) => (
            <ElementCard key={view.element.id} actor={actor} view={view} busy={busy} />
          ))}
        </ul>
      </div>
      <RatingDialog actor={actor} />
    </WizardFrame>
  )
}
