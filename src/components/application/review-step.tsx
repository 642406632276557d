import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { APPRENTICE_STEP_FIELDS, type ApprenticeStep } from '../../../machines/application/apprentice-application.steps'
import {
  selectAnswers,
  selectCompany,
  selectCourseOptions,
  selectDocuments,
  selectErrors,
  selectFirstOpenStep,
  selectFormError,
  selectMachineOrientations,
  selectShownSteps,
} from '../../../machines/application/apprentice-application.selectors'
import { professionById } from '../../../machines/application/application-rules'
import { formatOrganisationNumber } from '../../domain/format'
import { CheckboxField } from '../ui/checkbox-field/checkbox-field'
import { fieldId, summaryOf } from './application-texts'
import { useErrorText } from '../wizard/use-error-text'
import type { ApprenticeActor, StepProps } from './step-props'
import { WizardFrame } from '../wizard/wizard-frame'
import styles from './application.module.css'

interface SummaryRow {
  step: ApprenticeStep
  label: string
  value: ReactNode
}

/** The answers as check-your-answers rows, one per step this application has. */
function useSummaryRows(actor: ApprenticeActor): SummaryRow[] {
  const { t } = useTranslation('application')
  const answers = useSelector(actor, selectAnswers)
  const shown = useSelector(actor, selectShownSteps)
  const professions = useSelector(actor, (s) => s.context.professions)
  const orientations = useSelector(actor, selectMachineOrientations)
  const company = useSelector(actor, selectCompany)
  const documents = useSelector(actor, selectDocuments)
  const courses = useSelector(actor, selectCourseOptions)
  const yes = (value: boolean | null) =>
    value === null ? t('review.notAnswered') : value ? t('review.yes') : t('review.no')
  const list = (items: string[]) =>
    items.length === 0 ? (
      t('review.notAnswered')
    ) : (
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    )

  const value: Record<Exclude<ApprenticeStep, 'welcome' | 'review'>, ReactNode> = {
    transfer: yes(answers.transferRequest),
    privacy: answers.privacyAccepted ? t('review.accepted') : t('review.notAnswered'),
    address: list(
      [answers.address1, answers.address2, `${answers.zip} ${answers.city}`.trim(), answers.country].filter(
        (line) => line.trim() !== '',
      ),
    ),
    phone: answers.mobilephone || t('review.notAnswered'),
    email: answers.email || t('review.notAnswered'),
    profession: professionById(professions, answers.professionId)?.name ?? t('review.notAnswered'),
    'machine-orientation': list(
      orientations.filter((o) => answers.professionOrientations.includes(o.id)).map((o) => o.name),
    ),
    'approved-courses': yes(answers.hasApprovedCourses),
    company: company
      ? `${company.name} (${formatOrganisationNumber(company.organizationalNumber)})`
      : answers.organisationNumber || t('review.notAnswered'),
    department: company?.departments.find((d) => d.id === answers.departmentId)?.name ?? t('review.notAnswered'),
    documents: list(documents.map((d) => `${t(`documents.types.${d.type}`)}: ${d.fileName}`)),
    courses: list(
      answers.confirmedCourseIds.map(
        (id) => courses.find((c) => c.id === id)?.name ?? t('review.courseNumber', { id }),
      ),
    ),
    'education-info': answers.educationInfoAccepted ? t('review.read') : t('review.notAnswered'),
    message: answers.messageToBoard.trim() || t('review.noMessage'),
  }
  return shown
    .filter((step): step is Exclude<ApprenticeStep, 'welcome' | 'review'> => step !== 'welcome' && step !== 'review')
    .map((step) => ({ step, label: t(`review.rows.${step}`), value: value[step] }))
}

/** The answers as a summary list; with `onChange`, each row has its "Change" link (check your answers). */
export function AnswersSummary({
  actor,
  onChange,
}: {
  actor: ApprenticeActor
  onChange?: (step: ApprenticeStep) => void
}) {
  const { t } = useTranslation('application')
  const rows = useSummaryRows(actor)
  return (
    <dl className={styles.summary} data-testid="answers-summary">
      {rows.map((row) => (
        <div key={row.step} className={styles.summaryRow} data-testid={`summary-${row.step}`}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
          {onChange && (
            <dd>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onChange(row.step)}
                data-testid={`change-${row.step}`}
              >
                {t('review.change')} <span className="visually-hidden">{row.label.toLowerCase()}</span>
              </button>
            </dd>
          )}
        </div>
      ))}
    </dl>
  )
}

export function ReviewStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const errorText = useErrorText('application')
  const answers = useSelector(actor, selectAnswers)
  const errors = useSelector(actor, selectErrors)
  const formError = useSelector(actor, selectFormError)
  const firstOpen = useSelector(actor, selectFirstOpenStep)
  const goto = (step: ApprenticeStep) => actor.send({ type: 'step.goto', step })
  const fieldErrors = summaryOf(errors, APPRENTICE_STEP_FIELDS.review, errorText.field)
  const incomplete = formError?.key === 'incomplete' && firstOpen !== 'review'

  return (
    <WizardFrame
      {...frame}
      title={t('review.title')}
      fieldErrors={fieldErrors}
      continueLabel={t('review.sign')}
      pageError={
        incomplete ? (
          <>
            <p>{t('errors.form.incomplete')}</p>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => goto(firstOpen)}
              data-testid="answer-missing"
            >
              {t('review.answerMissing', { step: t(`review.rows.${firstOpen}`) })}
            </button>
          </>
        ) : (
          frame.pageError
        )
      }
    >
      <AnswersSummary actor={actor} onChange={goto} />
      <h2>{t('review.declarationTitle')}</h2>
      <p>{t('review.declarationText')}</p>
      <CheckboxField
        id={fieldId('honestyDeclaration')}
        label={t('review.declaration')}
        checked={answers.honestyDeclaration}
        onChange={(checked) => actor.send({ type: 'answers.change', answers: { honestyDeclaration: checked } })}
        error={errors.honestyDeclaration ? errorText.field('honestyDeclaration', errors.honestyDeclaration) : null}
        required
      />
    </WizardFrame>
  )
}
