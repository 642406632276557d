import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MESSAGE_MAX_LENGTH } from '../../../../machines/application/application-rules'
import {
  selectBusy,
  selectCourses,
  selectDocuments,
  selectInstructorOptions,
  selectWorkplaces,
} from '../../../../machines/application/company-review.selectors'
import { hasRequiredDocuments } from '../../../domain/application'
import { formatPersonalNumber } from '../../../domain/format'
import { WizardFrame } from '../../wizard/wizard-frame'
import { LoadingState } from '../../ui/spinner/spinner'
import { TextAreaField } from '../../ui/text-area-field/text-area-field'
import { TextField } from '../../ui/text-field/text-field'
import styles from './company-application.module.css'
import { DocumentList } from './document-list'
import { EmploymentFields } from '../../domain-widgets/employment-fields'
import { InstructorChoice } from '../../domain-widgets/instructor-choice'
import { ProfessionSelect } from '../../domain-widgets/profession-select'
import { WorkplaceChoice } from '../../domain-widgets/workplace-choice'
import { ReviewDecision } from './review-decision'
import { useDecisionRows, useReviewRows } from './review-summary'
import { SummaryList } from './summary-list'
import { NS } from './texts'

import { REVIEW_FIELD_IDS, useReviewStep, type ReviewStepProps } from './review-step-kit'

/** The company review wizard's step pages, one component per step (review-wizard.tsx chooses). */
export { REVIEW_FIELD_IDS, type ReviewStepProps } from './review-step-kit'

export function NameAndProfessionStep({
  actor,
  frame,
  reference,
  application,
  readOnly,
  readOnlyNotice,
}: ReviewStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { answers, change, errorOf, textField } = useReviewStep(actor)
  const rows = useReviewRows(actor, application, reference)
  return (
    <WizardFrame {...frame} title={t('review.name.title')}>
      {readOnlyNotice}
      {application.transferRequest && (
        <p className={styles.infoBox} data-testid="review-transfer">
          {t('review.transfer')}
        </p>
      )}
      {application.denyMotivation && (
        <div className={styles.warningBox}>
          <p>{t('review.previousDenial', { motivation: application.denyMotivation })}</p>
        </div>
      )}
      {readOnly ? (
        <SummaryList rows={rows.name} />
      ) : (
        <>
          <p>
            {t('review.fields.personalNumber')}:{' '}
            <strong>{formatPersonalNumber(application.personalNumber) || '–'}</strong>
          </p>
          <TextField {...textField('firstName')} required />
          <TextField {...textField('lastName')} required />
          <ProfessionSelect
            id={REVIEW_FIELD_IDS.professionId}
            label={t('review.fields.professionId')}
            professions={reference.professions}
            value={answers.professionId}
            onChange={(professionId) => change({ professionId })}
            error={errorOf('professionId')}
          />
        </>
      )}
    </WizardFrame>
  )
}

export function GradesAndCertificatesStep({ actor, frame, application, readOnlyNotice }: ReviewStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const documents = useSelector(actor, selectDocuments)
  return (
    <WizardFrame {...frame} title={t('review.documents.title')}>
      {readOnlyNotice}
      <p>{t('review.documents.text')}</p>
      {!hasRequiredDocuments(application) && (
        <p className={styles.warningBox}>{t('review.documents.missingRequired')}</p>
      )}
      <DocumentList documents={documents} />
    </WizardFrame>
  )
}

export function CoursesStep({ actor, frame, application, readOnlyNotice }: ReviewStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const busy = useSelector(actor, selectBusy)
  const courses = useSelector(actor, selectCourses)
  const confirmed = courses.filter((c) => application.confirmedCourseIds.includes(c.id))
  const unknown = application.confirmedCourseIds.filter((id) => !courses.some((c) => c.id === id))
  const approvedCourses =
    application.hasApprovedCourses === null
      ? t('common.notAnswered')
      : application.hasApprovedCourses
        ? t('common:yes')
        : t('common:no')
  return (
    <WizardFrame {...frame} title={t('review.courses.title')}>
      {readOnlyNotice}
      <p>
        {t('review.courses.hasApproved')}: <strong>{approvedCourses}</strong>
      </p>
      {busy ? (
        <LoadingState />
      ) : confirmed.length + unknown.length === 0 ? (
        <p className={styles.muted}>{t('review.courses.none')}</p>
      ) : (
        <ul className={styles.courses} data-testid="confirmed-courses">
          {confirmed.map((course) => (
            <li key={course.id}>
              {course.name}
              {course.mandatory && <span className={styles.muted}> ({t('review.courses.mandatory')})</span>}
            </li>
          ))}
          {unknown.map((id) => (
            <li key={id}>{t('review.courses.unknown', { id })}</li>
          ))}
        </ul>
      )}
    </WizardFrame>
  )
}

export function PersonalDataStep({ actor, frame, reference, application, readOnly, readOnlyNotice }: ReviewStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { textField } = useReviewStep(actor)
  const rows = useReviewRows(actor, application, reference)
  return (
    <WizardFrame {...frame} title={t('review.personal.title')}>
      {readOnlyNotice}
      {readOnly ? (
        <SummaryList rows={rows.personal} />
      ) : (
        <>
          <TextField {...textField('email')} type="email" spellCheck={false} required />
          <TextField {...textField('mobilephone')} type="tel" inputMode="tel" required />
          <TextField {...textField('address1')} required />
          <TextField {...textField('address2')} />
          <TextField {...textField('zip')} inputMode="numeric" required />
          <TextField {...textField('city')} required />
          <TextField {...textField('country')} required />
        </>
      )}
    </WizardFrame>
  )
}

export function WorkplaceAndInstructorStep({
  actor,
  frame,
  reference,
  application,
  readOnly,
  readOnlyNotice,
}: ReviewStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { answers, change, errorOf } = useReviewStep(actor)
  const rows = useReviewRows(actor, application, reference)
  const workplaces = useSelector(actor, selectWorkplaces)
  const instructorOptions = useSelector(actor, selectInstructorOptions)
  return (
    <WizardFrame {...frame} title={t('review.work.title')}>
      {readOnlyNotice}
      {readOnly ? (
        <SummaryList rows={rows.work} />
      ) : (
        <>
          <WorkplaceChoice
            id={REVIEW_FIELD_IDS.workplaceId}
            legend={t('review.fields.workplaceId')}
            workplaces={workplaces}
            value={answers.workplaceId}
            onChange={(workplaceId) => change({ workplaceId })}
            error={errorOf('workplaceId')}
          />
          <InstructorChoice
            id={REVIEW_FIELD_IDS.instructorId}
            options={instructorOptions}
            value={answers.instructorId}
            onChange={(instructorId) => change({ instructorId })}
            error={errorOf('instructorId')}
          />
        </>
      )}
    </WizardFrame>
  )
}

export function EmploymentStep({
  actor,
  frame,
  reference,
  today,
  application,
  readOnly,
  readOnlyNotice,
}: ReviewStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { answers, change, errorOf } = useReviewStep(actor)
  const rows = useReviewRows(actor, application, reference)
  return (
    <WizardFrame {...frame} title={t('review.employment.title')}>
      {readOnlyNotice}
      {readOnly ? (
        <SummaryList rows={rows.employment} />
      ) : (
        <EmploymentFields
          ids={{ employmentTypeId: REVIEW_FIELD_IDS.employmentTypeId, employmentDate: REVIEW_FIELD_IDS.employmentDate }}
          employmentTypes={reference.employmentTypes}
          employmentTypeId={answers.employmentTypeId}
          employmentDate={answers.employmentDate}
          today={today}
          onChange={change}
          errors={{ employmentTypeId: errorOf('employmentTypeId'), employmentDate: errorOf('employmentDate') }}
        />
      )}
    </WizardFrame>
  )
}

export function MessageStep({ actor, frame, reference, application, readOnly, readOnlyNotice }: ReviewStepProps) {
  const { t } = useTranslation([NS, 'common'])
  const { answers, change, errorOf } = useReviewStep(actor)
  const rows = useReviewRows(actor, application, reference)
  return (
    <WizardFrame {...frame} title={t('review.message.title')}>
      {readOnlyNotice}
      {readOnly ? (
        <SummaryList rows={rows.message} />
      ) : (
        <TextAreaField
          id={REVIEW_FIELD_IDS.messageToBoard}
          label={t('review.fields.messageToBoard')}
          hint={t('review.message.hint', { max: MESSAGE_MAX_LENGTH })}
          value={answers.messageToBoard}
          onChange={(v) => change({ messageToBoard: v })}
          error={errorOf('messageToBoard')}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={6}
        />
      )}
    </WizardFrame>
  )
}

export interface DecisionStepProps extends ReviewStepProps {
  apprenticeName: string
  /** The application's state, named. */
  stateName: string
  listLink: ReactNode
  onBack: () => void
}

/** Everything at once (with Change links when editable) and the decision itself. */
export function DecisionStep({
  actor,
  reference,
  application,
  readOnly,
  apprenticeName,
  stateName,
  listLink,
  onBack,
}: DecisionStepProps) {
  const rows = useDecisionRows(actor, application, reference, readOnly)
  return (
    <ReviewDecision
      actor={actor}
      apprenticeName={apprenticeName}
      readOnly={readOnly}
      stateName={stateName}
      summary={<SummaryList rows={rows} testId="review-summary" />}
      listLink={listLink}
      onBack={onBack}
    />
  )
}
