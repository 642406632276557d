import { useSelector } from '@xstate/react'
import { useInspectedActorRef } from '../../session/inspected-actor'
import { QRCodeSVG } from 'qrcode.react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../wizard/use-error-text'
import {
  selectBankIdError,
  selectBankIdView,
  selectQrCode,
  selectSessionId,
} from '../../../machines/login/bankid-other-device.machine'
import { Button } from '../ui/button/button'
import { Spinner } from '../ui/spinner/spinner'
import { otherDeviceFlow } from './other-device.edge'
import { SimulatedIdApp } from './simulated-id-app'
import { useCompleteLogin } from './use-complete-login'
import { FORM_TEXTS } from './form-texts'
import styles from './login.module.css'
import { message } from '../../api/failure'

/** e-ID on another device: a QR code (fresh every 2 s) to scan with the ID app on a phone. */
export function OtherDevicePanel() {
  const { t } = useTranslation('login-forms')
  const errorText = useErrorText(FORM_TEXTS)
  const completeLogin = useCompleteLogin()
  const machine = useMemo(() => otherDeviceFlow(completeLogin), [completeLogin])
  const actor = useInspectedActorRef(machine)
  const view = useSelector(actor, selectBankIdView)
  const qrCode = useSelector(actor, selectQrCode)
  const sessionId = useSelector(actor, selectSessionId)
  const error = useSelector(actor, selectBankIdError)

  return (
    <div data-testid="other-device-panel" data-state={view}>
      <p aria-live="polite" className={styles.statusLine} data-testid="other-device-status">
        {view === 'starting' && t('otherDevice.starting')}
        {view === 'waiting' && t('otherDevice.waiting')}
        {view === 'loggingIn' && t('otherDevice.loggingIn')}
        {view === 'done' && t('otherDevice.done')}
      </p>

      {view === 'idle' && (
        <Button onClick={() => actor.send({ type: 'bankid.start' })} data-testid="other-device-start">
          {t('otherDevice.start')}
        </Button>
      )}

      {(view === 'starting' || view === 'loggingIn') && <Spinner />}

      {view === 'waiting' && qrCode && (
        <div className={styles.qr}>
          <ol className={styles.steps}>
            <li>{t('otherDevice.step1')}</li>
            <li>{t('otherDevice.step2')}</li>
            <li>{t('otherDevice.step3')}</li>
          </ol>
          <QRCodeSVG
            value={qrCode}
            size={192}
            marginSize={2}
            role="img"
            aria-label={t('otherDevice.qrLabel')}
            data-testid="other-device-qr"
            data-qr={qrCode}
          />
          <Button variant="secondary" onClick={() => actor.send({ type: 'bankid.cancel' })}>
            {t('otherDevice.cancel')}
          </Button>
        </div>
      )}

      {view === 'expired' && (
        <div className={styles.warningBox} role="alert">
          <p>{t('otherDevice.expired')}</p>
          <Button onClick={() => actor.send({ type: 'bankid.retry' })}>{t('otherDevice.retry')}</Button>
        </div>
      )}

      {view === 'failed' && (
        <div className={styles.errorBox} role="alert">
          <p>{errorText.form(error ?? message('loginFailed'))}</p>
          <div className={styles.buttonRow}>
            <Button onClick={() => actor.send({ type: 'bankid.retry' })}>{t('otherDevice.retry')}</Button>
            <Button variant="secondary" onClick={() => actor.send({ type: 'bankid.cancel' })}>
              {t('otherDevice.cancel')}
            </Button>
          </div>
        </div>
      )}

      {__MOCK__ && view === 'waiting' && sessionId && <SimulatedIdApp sessionId={sessionId} />}
    </div>
  )
}
