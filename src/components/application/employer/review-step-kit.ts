import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ReviewAnswers, ReviewField } from '../../../../machines/application/company-review.steps'
import { selectAnswers, selectErrors } from '../../../../machines/application/company-review.selectors'
import type { Application } from '../../../api/application/application.schemas'
import type { WizardFrameProps } from '../../wizard/wizard-frame'
import { useErrorText } from '../../wizard/use-error-text'
import type { ReviewActor } from './review-decision'
import type { ReferenceData } from './reference-data'
import { NS } from './texts'

/** What the company review wizard's step pages (review-steps.tsx) share: field ids, props, the editing hook. */
export const REVIEW_FIELD_IDS: Record<ReviewField, string> = {
  firstName: 'review-first-name',
  lastName: 'review-last-name',
  professionId: 'review-profession',
  email: 'review-email',
  mobilephone: 'review-mobilephone',
  address1: 'review-address1',
  address2: 'review-address2',
  zip: 'review-zip',
  city: 'review-city',
  country: 'review-country',
  workplaceId: 'review-workplace',
  instructorId: 'review-instructor',
  employmentTypeId: 'review-employment-type',
  employmentDate: 'review-employment-date',
  messageToBoard: 'review-message',
  denyMotivation: 'deny-motivation',
}

/** What every review step page gets from the wizard. */
export interface ReviewStepProps {
  actor: ReviewActor
  /** The WizardFrame props the steps share (the wizard works them out once). */
  frame: Omit<WizardFrameProps, 'title'>
  reference: ReferenceData
  /** The day the flow runs on (employment start rules). */
  today: string
  /** The application under review (loaded: the wizard shows no step before). */
  application: Application
  readOnly: boolean
  /** Why nothing can be changed, above each step's content (null when editable). */
  readOnlyNotice: ReactNode
}

/** The answers that are typed in as text. */
type TextReviewField =
  'firstName' | 'lastName' | 'email' | 'mobilephone' | 'address1' | 'address2' | 'zip' | 'city' | 'country'

/**
 * Answers, their change and a field's error text: what every editing step needs; `textField` gives
 * a typed answer's TextField everything it shares with the others (id, label, value, change, error,
 * no autofill: the company types the apprentice's data, not its own).
 */
export function useReviewStep(actor: ReviewActor) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const answers = useSelector(actor, selectAnswers)
  const errors = useSelector(actor, selectErrors)
  const change = (values: Partial<ReviewAnswers>) => actor.send({ type: 'answers.change', answers: values })
  const errorOf = (field: ReviewField) => (errors[field] ? errorText.field(field, errors[field]) : null)
  const textField = (field: TextReviewField) => ({
    id: REVIEW_FIELD_IDS[field],
    label: t(`review.fields.${field}`),
    value: answers[field],
    onChange: (value: string) => change({ [field]: value }),
    error: errorOf(field),
    autoComplete: 'off',
  })
  return { answers, change, errorOf, textField }
}
