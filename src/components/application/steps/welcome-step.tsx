import { useTranslation } from 'react-i18next'
import type { StepProps } from '../step-props'
import { WizardFrame } from '../../wizard/wizard-frame'
import styles from '../application.module.css'

export function WelcomeStep({ frame }: StepProps) {
  const { t } = useTranslation('application')
  return (
    <WizardFrame {...frame} title={t('welcome.title')} fieldErrors={[]} continueLabel={t('welcome.start')}>
      <p>{t('welcome.intro')}</p>
      <h2>{t('welcome.needTitle')}</h2>
      <ul>
        <li>{t('welcome.needDocuments')}</li>
        <li>{t('welcome.needCompany')}</li>
        <li>{t('welcome.needPhone')}</li>
      </ul>
      <p className={styles.muted}>{t('welcome.saved')}</p>
    </WizardFrame>
  )
}
