import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { selectCompany, selectCompanyFound } from '../../../../machines/application/apprentice-application.selectors'
import { formatOrganisationNumber } from '../../../domain/format'
import { TextField } from '../../ui/text-field/text-field'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { WizardFrame } from '../../wizard/wizard-frame'
import styles from '../application.module.css'
import { useStep } from './step-kit'

export function CompanyStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'company')
  const found = useSelector(actor, selectCompanyFound)
  const company = useSelector(actor, selectCompany)
  const resultId = useId()
  return (
    <WizardFrame
      {...frame}
      title={t('company.title')}
      fieldErrors={fieldErrors}
      continueLabel={found ? t('company.confirm') : t('company.find')}
    >
      <TextField
        id={fieldId('organisationNumber')}
        label={t('company.label')}
        hint={t('company.hint')}
        value={answers.organisationNumber}
        onChange={(v) => change({ organisationNumber: v })}
        error={errorOf('organisationNumber')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      {found && company && (
        // The search's result takes focus (usePageFocus) and is read out with its name.
        <div
          className={styles.companyFound}
          role="status"
          aria-labelledby={`${resultId}-found ${resultId}-name`}
          tabIndex={-1}
          data-page-focus
          data-testid="company-found"
        >
          <p id={`${resultId}-found`}>{t('company.found')}</p>
          <p id={`${resultId}-name`}>
            <strong>{company.name}</strong> ({formatOrganisationNumber(company.organizationalNumber)})
          </p>
          <p className={styles.muted}>{t('company.notRight')}</p>
        </div>
      )}
    </WizardFrame>
  )
}
