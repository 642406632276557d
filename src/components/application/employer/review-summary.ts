import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { Application } from '../../../api/application/application.schemas'
import type { ReviewStep } from '../../../../machines/application/company-review.steps'
import {
  selectAnswers,
  selectDocuments,
  selectInstructorOptions,
  selectWorkplaces,
} from '../../../../machines/application/company-review.selectors'
import { effectiveStartDate } from '../../../domain/application'
import { formatDate, formatPersonalNumber, formatPhone } from '../../../domain/format'
import type { ReviewActor } from './review-decision'
import type { SummaryRow } from './summary-list'
import { NS } from './texts'
import type { ReferenceData } from './reference-data'

/** The review's answers as check-your-answers rows, grouped by the step that edits them. */
export interface ReviewRows {
  name: SummaryRow[]
  personal: SummaryRow[]
  work: SummaryRow[]
  employment: SummaryRow[]
  message: SummaryRow[]
}

/** The rows a read-only step shows and the decision page lists (one computation for both). */
export function useReviewRows(actor: ReviewActor, application: Application, reference: ReferenceData): ReviewRows {
  const { t } = useTranslation([NS, 'common'])
  const answers = useSelector(actor, selectAnswers)
  const workplaces = useSelector(actor, selectWorkplaces)
  const instructorOptions = useSelector(actor, selectInstructorOptions)

  const professionName = (id: number | null) => reference.professions.find((p) => p.id === id)?.name ?? ''
  const employmentTypeName = (id: number | null) => reference.employmentTypes.find((e) => e.id === id)?.name ?? ''
  const workplaceName = (id: number | null) => workplaces.find((w) => w.id === id)?.name ?? ''
  const instructorName = (id: number | null) => instructorOptions.find((o) => o.id === id)?.name ?? ''
  const startDate = answers.employmentDate
    ? answers.employmentDate
    : answers.employmentTypeId !== null
      ? t('employment.todayValue', { date: effectiveStartDate(null, new Date()) })
      : ''

  return {
    name: [
      { key: 'firstName', label: t('review.fields.firstName'), value: answers.firstName },
      { key: 'lastName', label: t('review.fields.lastName'), value: answers.lastName },
      {
        key: 'personalNumber',
        label: t('review.fields.personalNumber'),
        value: formatPersonalNumber(application.personalNumber),
      },
      { key: 'professionId', label: t('review.fields.professionId'), value: professionName(answers.professionId) },
    ],
    personal: [
      { key: 'email', label: t('review.fields.email'), value: answers.email },
      { key: 'mobilephone', label: t('review.fields.mobilephone'), value: formatPhone(answers.mobilephone) },
      {
        key: 'address',
        label: t('review.fields.address'),
        value: [answers.address1, answers.address2, `${answers.zip} ${answers.city}`.trim(), answers.country]
          .filter(Boolean)
          .join('\n'),
      },
    ],
    work: [
      { key: 'workplaceId', label: t('review.fields.workplaceId'), value: workplaceName(answers.workplaceId) },
      { key: 'instructorId', label: t('review.fields.instructorId'), value: instructorName(answers.instructorId) },
    ],
    employment: [
      {
        key: 'employmentTypeId',
        label: t('review.fields.employmentTypeId'),
        value: employmentTypeName(answers.employmentTypeId),
      },
      { key: 'employmentDate', label: t('review.fields.employmentDate'), value: startDate },
    ],
    message: [{ key: 'messageToBoard', label: t('review.fields.messageToBoard'), value: answers.messageToBoard }],
  }
}

/** The rows with a Change link to the step that edits them (none when read-only; the personal number is never changed here). */
const withChange = (
  rows: SummaryRow[],
  goto: (target: ReviewStep) => (() => void) | undefined,
  target: ReviewStep,
): SummaryRow[] => rows.map((row) => (row.key === 'personalNumber' ? row : { ...row, onChange: goto(target) }))

/** The decision page's check-your-answers list: every group, the documents and when it last changed. */
export function useDecisionRows(
  actor: ReviewActor,
  application: Application,
  reference: ReferenceData,
  readOnly: boolean,
): SummaryRow[] {
  const { t } = useTranslation([NS, 'common'])
  const documents = useSelector(actor, selectDocuments)
  const groups = useReviewRows(actor, application, reference)
  const goto = (target: ReviewStep) => (readOnly ? undefined : () => actor.send({ type: 'step.goto', step: target }))
  return [
    ...withChange(groups.name, goto, 'name-and-profession'),
    {
      key: 'documents',
      label: t('review.documents.title'),
      value: documents.map((d) => d.fileName).join('\n'),
    },
    ...withChange(groups.personal, goto, 'personal-data'),
    ...withChange(groups.work, goto, 'workplace-and-instructor'),
    ...withChange(groups.employment, goto, 'employment'),
    ...withChange(groups.message, goto, 'message'),
    { key: 'updatedAt', label: t('review.fields.updatedAt'), value: formatDate(application.updatedAt, { time: true }) },
  ]
}
