import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import {
  selectAnswers,
  selectInstructors,
  selectPeriodBounds,
  selectQuickDays,
  selectWorkplaces,
} from '../../../../machines/ebook/ebook-report.selectors'
import { QUICK_DAYS, type ReportAnswers, type ReportField } from '../../../../machines/ebook/ebook-report.steps'
import { Button } from '../../ui/button/button'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { TextField } from '../../ui/text-field/text-field'
import { WizardFrame, type WizardFrameProps } from '../../wizard/wizard-frame'
import styles from './report.module.css'
import { NS } from './texts'
import type { ReportActor } from './use-report-flow'

/** The create page's steps, one component each (create-report-page.tsx chooses): period, workplace, instructor. */

export const REPORT_FIELD_IDS: Partial<Record<ReportField | 'parts', string>> = {
  fromDate: 'report-from-date',
  toDate: 'report-to-date',
  workplaceId: 'report-workplace',
  instructorId: 'report-instructor',
  parts: 'report-parts',
  place: 'report-place',
  comment: 'report-comment',
  date: 'report-date',
}

export interface CreateStepProps {
  actor: ReportActor
  /** The WizardFrame props the steps share (the page works them out once). */
  frame: Omit<WizardFrameProps, 'title'>
  errorOf: (field: ReportField) => string | null
}

function useAnswers(actor: ReportActor) {
  const answers = useSelector(actor, selectAnswers)
  const change = (values: Partial<ReportAnswers>) => actor.send({ type: 'answers.change', answers: values })
  return { answers, change }
}

export function PeriodStep({ actor, frame, errorOf }: CreateStepProps) {
  const { t } = useTranslation(NS)
  const { answers, change } = useAnswers(actor)
  const days = useSelector(actor, selectQuickDays)
  // The days the rules take (today the latest), so the hint and the date pickers say what is refused.
  const bounds = useSelector(actor, selectPeriodBounds, (a, b) => a?.from === b?.from && a?.to === b?.to)
  return (
    <WizardFrame
      {...frame}
      title={t('period.title')}
      lead={bounds ? t('period.permitted', { from: bounds.from, to: bounds.to }) : undefined}
    >
      <section className={styles.section} aria-labelledby="report-quick-title">
        <h2 id="report-quick-title" className={styles.sectionTitle}>
          {t('period.quickTitle')}
        </h2>
        <p className={styles.muted} id="report-quick-hint">
          {t('period.quickHint')}
        </p>
        <ul className={styles.quickDays}>
          {QUICK_DAYS.map((day) => (
            <li key={day}>
              <Button
                variant="secondary"
                aria-describedby="report-quick-hint"
                onClick={() => actor.send({ type: 'period.quick', day })}
                data-testid={`quick-${day}`}
                disabled={frame.busy}
              >
                {t(`period.quick.${day}`)} <span className={styles.small}>{days[day]}</span>
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="report-range-title">
        <h2 id="report-range-title" className={styles.sectionTitle}>
          {t('period.rangeTitle')}
        </h2>
        <div className={styles.dates}>
          <TextField
            id={REPORT_FIELD_IDS.fromDate}
            type="date"
            label={t('period.from')}
            hint={t('common.dateHint')}
            value={answers.fromDate}
            onChange={(fromDate) => change({ fromDate })}
            error={errorOf('fromDate')}
            min={bounds?.from}
            max={bounds?.to}
            required
          />
          <TextField
            id={REPORT_FIELD_IDS.toDate}
            type="date"
            label={t('period.to')}
            hint={t('common.dateHint')}
            value={answers.toDate}
            onChange={(toDate) => change({ toDate })}
            error={errorOf('toDate')}
            min={answers.fromDate || bounds?.from}
            max={bounds?.to}
            required
          />
        </div>
      </section>
    </WizardFrame>
  )
}

export function WorkplaceStep({ actor, frame, errorOf }: CreateStepProps) {
  const { t } = useTranslation(NS)
  const { answers, change } = useAnswers(actor)
  const workplaces = useSelector(actor, selectWorkplaces)
  return (
    <WizardFrame {...frame} title={t('workplace.title')} titleInLegend>
      <ChoiceFieldset
        type="radio"
        id={REPORT_FIELD_IDS.workplaceId!}
        legend={t('workplace.title')}
        asHeading
        value={answers.workplaceId === null ? [] : [String(answers.workplaceId)]}
        onChange={([chosen]) => change({ workplaceId: Number(chosen) })}
        options={workplaces.map((w) => ({ value: String(w.id), label: w.name }))}
        error={errorOf('workplaceId')}
        required
      />
    </WizardFrame>
  )
}

export function InstructorStep({ actor, frame, errorOf }: CreateStepProps) {
  const { t } = useTranslation(NS)
  const { answers, change } = useAnswers(actor)
  const instructors = useSelector(actor, selectInstructors)
  return (
    <WizardFrame {...frame} title={t('instructor.title')} titleInLegend>
      <ChoiceFieldset
        type="radio"
        id={REPORT_FIELD_IDS.instructorId!}
        legend={t('instructor.title')}
        asHeading
        hint={t('instructor.hint')}
        value={answers.instructorId === null ? [] : [String(answers.instructorId)]}
        onChange={([chosen]) => change({ instructorId: Number(chosen) })}
        options={instructors.map((i) => ({ value: String(i.id), label: `${i.firstName} ${i.lastName}` }))}
        error={errorOf('instructorId')}
        required
      />
    </WizardFrame>
  )
}
