import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import {
  selectAnswers,
  selectBook,
  selectConfirmingSave,
  selectOffline,
  selectReport,
  selectSaving,
  selectToday,
} from '../../../../machines/ebook/ebook-report.selectors'
import type { ReportAnswers } from '../../../../machines/ebook/ebook-report.steps'
import { REPORT_TEXT_MAX } from '../../../api/ebook/ebook.schemas'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { TextAreaField } from '../../ui/text-area-field/text-area-field'
import { TextField } from '../../ui/text-field/text-field'
import { WizardFrame } from '../../wizard/wizard-frame'
import { REPORT_FIELD_IDS } from './create-steps'
import { OfflineNotice, RatedParts, ReportFacts } from './flow-pages'
import { DeleteDraft, type DraftStepProps } from './parts-step'
import styles from './report.module.css'
import { NS } from './texts'

/**
 * The draft's last step: what it reports (period, workplace, instructor, the rated parts), then its
 * comment, place and date. Save asks first (§5): a saved report cannot be changed.
 */
export function SummaryStep({ actor, frame, errorOf }: DraftStepProps) {
  const { t } = useTranslation(NS)
  const answers = useSelector(actor, selectAnswers)
  const report = useSelector(actor, selectReport)
  const book = useSelector(actor, selectBook)
  const today = useSelector(actor, selectToday)
  const confirming = useSelector(actor, selectConfirmingSave)
  const saving = useSelector(actor, selectSaving)
  const offline = useSelector(actor, selectOffline)
  const change = (values: Partial<ReportAnswers>) => actor.send({ type: 'answers.change', answers: values })

  return (
    <WizardFrame
      {...frame}
      title={t('summary.title')}
      notice={offline ? <OfflineNotice /> : undefined}
      secondary={<DeleteDraft actor={actor} />}
    >
      {report && (
        <section className={styles.section} aria-labelledby="report-summary-parts">
          <ReportFacts report={report} book={book} />
          <h2 id="report-summary-parts" className={styles.sectionTitle}>
            {t('report.parts')}
          </h2>
          <RatedParts report={report} book={book} />
        </section>
      )}
      <TextField
        id={REPORT_FIELD_IDS.place}
        label={t('summary.place')}
        hint={t('summary.placeHint')}
        value={answers.place}
        onChange={(place) => change({ place })}
        error={errorOf('place')}
        autoComplete="off"
      />
      <TextAreaField
        id={REPORT_FIELD_IDS.comment}
        label={t('summary.comment')}
        hint={t('common.maxLength', { max: REPORT_TEXT_MAX.comment })}
        value={answers.comment}
        onChange={(comment) => change({ comment })}
        error={errorOf('comment')}
        rows={4}
      />
      <TextField
        id={REPORT_FIELD_IDS.date}
        type="date"
        label={t('summary.date')}
        hint={t('common.dateHint')}
        value={answers.date}
        onChange={(date) => change({ date })}
        error={errorOf('date')}
        max={today}
        required
      />
      <ConfirmDialog
        open={confirming}
        title={t('summary.confirmTitle')}
        description={offline ? `${t('summary.confirmText')} ${t('outbox.confirmOffline')}` : t('summary.confirmText')}
        confirmLabel={t('summary.confirm')}
        onConfirm={() => actor.send({ type: 'save.confirm' })}
        onCancel={() => {
          if (!saving) actor.send({ type: 'save.cancel' })
        }}
        busy={saving}
      />
    </WizardFrame>
  )
}
