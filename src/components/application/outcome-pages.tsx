import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import {
  selectApplicationStateId,
  selectCompany,
  selectDenyMotivation,
  selectFormError,
} from '../../../machines/application/apprentice-application.selectors'
import { Button, buttonClassName } from '../ui/button/button'
import { useErrorText } from '../wizard/use-error-text'
import type { ApprenticeActor } from './step-props'
import {
  DonePage,
  LoadFailedPage as KitLoadFailedPage,
  LoadingPage as KitLoadingPage,
  PausedPage as KitPausedPage,
} from '../wizard/outcome-pages'
import { WizardFrame } from '../wizard/wizard-frame'
import { AnswersSummary } from './review-step'
import { StatusIcon } from './status-icon'
import styles from './application.module.css'
import { message } from '../../api/failure'

/** The apprentice wizard's pages around the steps (the wizard kit's outcome pages with this flow's texts), and read-only. */

export function LoadingPage() {
  const { t } = useTranslation('application')
  return <KitLoadingPage title={t('title')} />
}

export function PausedPage() {
  const { t } = useTranslation('application')
  return (
    <KitPausedPage title={t('paused.title')}>
      <p>{t('paused.text')}</p>
    </KitPausedPage>
  )
}

export function LoadFailedPage({ actor }: { actor: ApprenticeActor }) {
  const { t } = useTranslation('application')
  const errorText = useErrorText('application')
  const formError = useSelector(actor, selectFormError)
  return (
    <KitLoadFailedPage
      title={t('loadFailed.title')}
      message={errorText.form(formError ?? message('couldNotLoad'))}
      testId="wizard-error"
      actions={
        <>
          <Button onClick={() => actor.send({ type: 'load.retry' })} data-testid="load-retry">
            {t('tryAgain')}
          </Button>
          <Link to="/application" className={buttonClassName('secondary')}>
            {t('allApplications')}
          </Link>
        </>
      }
    >
      <p>{t('loadFailed.text')}</p>
    </KitLoadFailedPage>
  )
}

/** Signed (or sent back to nobody yet): the apprentice sees it, the company has it now. */
export function ReadOnlyPage({ actor }: { actor: ApprenticeActor }) {
  const { t } = useTranslation(['application', 'common'])
  const stateId = useSelector(actor, selectApplicationStateId)
  const denyMotivation = useSelector(actor, selectDenyMotivation)
  return (
    <WizardFrame stepKey="read-only" title={t('readOnly.title')} fieldErrors={[]} attempt={0} wide>
      <p className={styles.listMain} data-testid="application-status">
        {stateId !== null && <StatusIcon stateId={stateId} />}
        <span>{t(`states.${stateId ?? 'unknown'}`, { defaultValue: t('states.unknown') })}</span>
      </p>
      <p>{t('readOnly.text')}</p>
      {denyMotivation && (
        <div className={styles.warningBox}>
          <h2 className={styles.boxTitle}>{t('denied.title')}</h2>
          <p>{denyMotivation}</p>
        </div>
      )}
      {/* The company is looked up by the machine's read-only state and named when it is in. */}
      <AnswersSummary actor={actor} />
      <div className={styles.buttonRow}>
        <Link to="/application" className={buttonClassName('secondary')}>
          {t('allApplications')}
        </Link>
        <Link to="/" className={buttonClassName('secondary')}>
          {t('common:toStartPage')}
        </Link>
      </div>
    </WizardFrame>
  )
}

export function ThanksPage({ actor }: { actor: ApprenticeActor }) {
  const { t } = useTranslation(['application', 'common'])
  const company = useSelector(actor, selectCompany)
  return (
    <DonePage
      stepKey="thanks"
      title={t('thanks.title')}
      testId="thanks"
      message={<p>{company ? t('thanks.sentTo', { company: company.name }) : t('thanks.sent')}</p>}
      actions={
        <>
          <Link to="/" className={buttonClassName('primary')}>
            {t('common:toStartPage')}
          </Link>
          <Link to="/application" className={buttonClassName('secondary')}>
            {t('allApplications')}
          </Link>
        </>
      }
    >
      <h2>{t('thanks.nextTitle')}</h2>
      <ol>
        <li>{t('thanks.next1')}</li>
        <li>{t('thanks.next2')}</li>
        <li>{t('thanks.next3')}</li>
      </ol>
    </DonePage>
  )
}
