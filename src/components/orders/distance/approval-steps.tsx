import { useTranslation } from 'react-i18next'
import type { CourseOpportunity, DistanceOrder } from '../../../api/orders/order.schemas'
import type {
  ApprovalAnswers,
  ApprovalField,
  ApprovalStep,
  DeliverTo,
} from '../../../../machines/orders/distance-approval.steps'
import { formatCurrency, formatDate } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { CheckboxField } from '../../ui/checkbox-field/checkbox-field'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { TextField } from '../../ui/text-field/text-field'
import styles from './distance-orders.module.css'
import { Fact } from './order-facts'
import { NS } from './texts'

/** The input each field's message links to (ErrorSummary). */
export const FIELD_IDS: Record<ApprovalField, string> = {
  courseOpportunityId: 'approval-occasion',
  bookPackagesDeliverTo: 'approval-deliver-to',
  recipientAttention: 'approval-attention',
  recipientPhone: 'approval-phone',
  reference: 'approval-reference',
  costCentre: 'approval-cost-centre',
  acceptPurchaseTerms: 'approval-terms',
}

export interface StepFieldsProps {
  answers: ApprovalAnswers
  occasions: readonly CourseOpportunity[]
  fieldError: (field: ApprovalField) => string | null
  change: (answers: Partial<ApprovalAnswers>) => void
}

const occasionLabel = (t: (key: string, values: Record<string, string>) => string, o: CourseOpportunity) =>
  t('guide.occasionOption', { name: o.name, start: formatDate(o.startDate), end: formatDate(o.endDate) })

/** The course occasion (§2): one of the provider's not yet started; none: §8's text (the guide's formError) instead. */
export function OccasionFields({ answers, occasions, fieldError, change }: StepFieldsProps) {
  const { t } = useTranslation(NS)
  if (occasions.length === 0) return null
  return (
    <ChoiceFieldset
      type="radio"
      id={FIELD_IDS.courseOpportunityId}
      legend={t('guide.occasionLegend')}
      required
      error={fieldError('courseOpportunityId')}
      options={occasions.map((o) => ({ value: String(o.id), label: occasionLabel(t, o) }))}
      value={answers.courseOpportunityId === null ? [] : [String(answers.courseOpportunityId)]}
      onChange={([value]) => change({ courseOpportunityId: Number(value) })}
    />
  )
}

export function DeliveryFields({ answers, fieldError, change }: StepFieldsProps) {
  const { t } = useTranslation(NS)
  return (
    <>
      <ChoiceFieldset
        type="radio"
        id={FIELD_IDS.bookPackagesDeliverTo}
        legend={t('order.deliverTo')}
        options={[
          { value: 'company', label: t('guide.deliverToCompany') },
          { value: 'apprentice', label: t('guide.deliverToApprentice') },
        ]}
        value={[answers.bookPackagesDeliverTo]}
        onChange={([value]) => change({ bookPackagesDeliverTo: value as DeliverTo })}
      />
      <TextField
        id={FIELD_IDS.recipientAttention}
        label={t('order.recipientAttention')}
        value={answers.recipientAttention}
        error={fieldError('recipientAttention')}
        autoComplete="name"
        onChange={(value) => change({ recipientAttention: value })}
      />
      <TextField
        id={FIELD_IDS.recipientPhone}
        label={t('order.recipientPhone')}
        type="tel"
        value={answers.recipientPhone}
        error={fieldError('recipientPhone')}
        autoComplete="tel"
        onChange={(value) => change({ recipientPhone: value })}
      />
    </>
  )
}

export function ReferenceFields({ answers, fieldError, change }: StepFieldsProps) {
  const { t } = useTranslation(NS)
  return (
    <>
      <TextField
        id={FIELD_IDS.reference}
        label={t('order.reference')}
        value={answers.reference}
        error={fieldError('reference')}
        onChange={(value) => change({ reference: value })}
      />
      <TextField
        id={FIELD_IDS.costCentre}
        label={t('order.costCentre')}
        value={answers.costCentre}
        error={fieldError('costCentre')}
        onChange={(value) => change({ costCentre: value })}
      />
    </>
  )
}

export function TermsFields({ answers, fieldError, change }: StepFieldsProps) {
  const { t } = useTranslation(NS)
  return (
    <>
      <p className={styles.infoBox}>{t('guide.termsText')}</p>
      <CheckboxField
        id={FIELD_IDS.acceptPurchaseTerms}
        label={t('guide.termsAccept')}
        required
        checked={answers.acceptPurchaseTerms}
        error={fieldError('acceptPurchaseTerms')}
        onChange={(checked) => change({ acceptPurchaseTerms: checked })}
      />
    </>
  )
}

/** The review: every answer with the step that holds it and its "Change" button; a message on a field the server named. */
export function ReviewFacts({
  order,
  answers,
  occasions,
  fieldError,
  goto,
}: {
  order: DistanceOrder
  answers: ApprovalAnswers
  occasions: readonly CourseOpportunity[]
  fieldError: (field: ApprovalField) => string | null
  goto: (step: ApprovalStep) => void
}) {
  const { t } = useTranslation(NS)
  const occasion = occasions.find((o) => o.id === answers.courseOpportunityId)
  const text = (value: string) => value.trim() || t('guide.notGiven')
  const rows: Array<{ field: ApprovalField; step: ApprovalStep; term: string; value: string }> = [
    {
      field: 'courseOpportunityId',
      step: 'occasion',
      term: t('order.courseOpportunity'),
      value: occasion ? occasionLabel(t, occasion) : t('guide.notGiven'),
    },
    {
      field: 'bookPackagesDeliverTo',
      step: 'delivery',
      term: t('order.deliverTo'),
      value: answers.bookPackagesDeliverTo === 'company' ? t('guide.deliverToCompany') : t('guide.deliverToApprentice'),
    },
    {
      field: 'recipientAttention',
      step: 'delivery',
      term: t('order.recipientAttention'),
      value: text(answers.recipientAttention),
    },
    { field: 'recipientPhone', step: 'delivery', term: t('order.recipientPhone'), value: text(answers.recipientPhone) },
    { field: 'reference', step: 'reference', term: t('order.reference'), value: text(answers.reference) },
    { field: 'costCentre', step: 'reference', term: t('order.costCentre'), value: text(answers.costCentre) },
    {
      field: 'acceptPurchaseTerms',
      step: 'terms',
      term: t('order.terms'),
      value: answers.acceptPurchaseTerms ? t('order.termsAccepted') : t('guide.notGiven'),
    },
  ]
  return (
    <dl className={styles.facts} data-testid="approval-review">
      <Fact term={t('order.amount')}>{formatCurrency(order.amount)}</Fact>
      {rows.map((row) => (
        <Fact key={row.field} term={row.term} testId={`review-${row.field}`}>
          {row.value}
          {fieldError(row.field) && (
            <span id={FIELD_IDS[row.field]} className={styles.fieldError}>
              {fieldError(row.field)}
            </span>
          )}{' '}
          <Button variant="link" onClick={() => goto(row.step)} aria-label={t('guide.changeLabel', { what: row.term })}>
            {t('guide.change')}
          </Button>
        </Fact>
      ))}
    </dl>
  )
}
