import { QRCodeSVG } from 'qrcode.react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureMessage, toFailure, type FailureRules } from '../../../api/failure'
import type { QualificationKind } from '../../../api/qualifications/qualifications.schemas'
import { generateQrHash } from '../../../api/qualifications/qr'
import { QR_REGENERATE_BEFORE_SECONDS } from '../../../api/qualifications/qr.schemas'
import { Button } from '../../ui/button/button'
import { useErrorText } from '../../wizard/use-error-text'
import styles from './qr.module.css'
import { QR_NS } from './texts'

/**
 * The props of a certificate's QR code (issue 21): which held item it proves. The /my-qualifications
 * page puts one beside each certificate that has one (a held item with `certificate` not null).
 */
export interface CertificateQrProps {
  /** The kind of held item: picks the generate-hash call (§7). */
  kind: QualificationKind
  /** The held item's id: the call's `{id}` (a trade certificate's, an education's, a machine or distance qualification's). */
  qualificationId: number
  /** What the certificate is, as the page names it ("Trade certificate, Scaffolder"): the button's and the code's accessible name. */
  label: string
}

interface Shown {
  hash: string
  /** The device's time (ms) the code was received and when the next one is made (the server's seconds, not its clock). */
  receivedAt: number
  renewAt: number
  expiresAt: string
}

/** A 422 (revoked, ended) brings the backend's own words; the rest its status's key. */
const RULES: FailureRules = {
  byStatus: { 403: 'noPermission' },
  read: (answer, failure) =>
    answer.status === 422 && answer.message ? { ...failure, text: answer.message } : undefined,
}

/** The validation page's address for a code: what the phone camera opens. */
export function validationUrl(hash: string): string {
  return `${window.location.origin}/qr-validation/${hash}`
}

/**
 * A certificate's QR code, asked for by its holder (a user action, ADR 0014 rule 6: no call before the
 * click). The code holds for the backend's `validSeconds`; a new one is made QR_REGENERATE_BEFORE_SECONDS
 * before that, on a timer and when the tab comes back into view after the time has passed (a phone's
 * timers sleep with its screen).
 */
export function CertificateQr({ kind, qualificationId, label }: CertificateQrProps) {
  const { t, i18n } = useTranslation(QR_NS)
  const errorText = useErrorText(QR_NS)
  const [open, setOpen] = useState(false)
  const [shown, setShown] = useState<Shown | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const running = useRef(false)

  const fetchCode = useCallback(async () => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      const answer = await generateQrHash(kind, qualificationId, { silent: true })
      const now = Date.now()
      setShown({
        hash: answer.hash,
        receivedAt: now,
        renewAt: now + Math.max(answer.validSeconds - QR_REGENERATE_BEFORE_SECONDS, 1) * 1000,
        expiresAt: answer.expiresAt,
      })
      setError(null)
    } catch (failed) {
      console.info('[qualifications-qr] generate-hash failed', failed)
      setError(errorText.form(failureMessage(toFailure(failed, 'couldNotLoad', RULES))))
      // A code past its time proves nothing: it goes, the error stays with "Try again".
      setShown((current) => (current && Date.parse(current.expiresAt) > Date.now() ? current : null))
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [kind, qualificationId, errorText])

  // The next code before this one runs out; also when the tab is seen again past that time.
  useEffect(() => {
    if (!open || !shown || error) return
    const renew = () => {
      if (Date.now() >= shown.renewAt) void fetchCode()
    }
    const timer = window.setTimeout(renew, Math.max(shown.renewAt - Date.now(), 0))
    document.addEventListener('visibilitychange', renew)
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('visibilitychange', renew)
    }
  }, [open, shown, error, fetchCode])

  const show = () => {
    setOpen(true)
    void fetchCode()
  }
  const hide = () => {
    setOpen(false)
    setShown(null)
    setError(null)
  }
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso))

  if (!open)
    return (
      <Button variant="secondary" onClick={show} aria-label={t('show.label', { certificate: label })}>
        {t('show.button')}
      </Button>
    )
  return (
    <div className={styles.certificateQr} data-testid="certificate-qr">
      {shown && (
        <>
          <QRCodeSVG
            value={validationUrl(shown.hash)}
            size={224}
            marginSize={4}
            role="img"
            aria-label={t('show.codeLabel', { certificate: label })}
            data-testid="certificate-qr-code"
            data-qr={validationUrl(shown.hash)}
          />
          <p className={styles.muted}>{t('show.validUntil', { time: time(shown.expiresAt) })}</p>
        </>
      )}
      {busy && !shown && <p role="status">{t('show.making')}</p>}
      {error && (
        <div role="alert" className={styles.error}>
          <p>{error}</p>
          <Button variant="secondary" onClick={() => void fetchCode()} loading={busy}>
            {t('show.retry')}
          </Button>
        </div>
      )}
      <Button variant="link" onClick={hide}>
        {t('show.hide')}
      </Button>
    </div>
  )
}
