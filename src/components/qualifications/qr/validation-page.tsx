import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { QrCertificate } from '../../../api/qualifications/qr.schemas'
import { formatDate } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { useDocumentTitle } from '../../ui/page/use-document-title'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import styles from './qr.module.css'
import { QR_NS } from './texts'
import type { ValidationResult } from './validation-check'

type Tone = 'valid' | 'expired' | 'invalid' | 'unknown'
interface Shown {
  tone: Tone
  reason: string | null
  certificate: QrCertificate | null
}

/** What a result says: the verdict's tone, its reason's key and the certificate to show. */
function shownOf(result: ValidationResult): Shown {
  if (result.source === 'none')
    return { tone: 'unknown', reason: result.reason === 'tooMany' ? 'tooMany' : 'failed', certificate: null }
  const verdict = result.verdict
  switch (verdict.status) {
    case 'valid':
      return { tone: 'valid', reason: null, certificate: verdict.certificate }
    case 'codeExpired':
      return { tone: 'expired', reason: 'codeExpired', certificate: null }
    case 'invalid':
      return { tone: 'invalid', reason: verdict.reason, certificate: null }
    case 'unknownKey':
      return {
        tone: 'unknown',
        reason: result.source === 'offline' && result.kid ? 'unknownKey' : 'noKey',
        certificate: null,
      }
  }
}

const VERDICT_KEYS = { valid: 'valid', expired: 'codeExpired', invalid: 'invalid', unknown: 'unknown' } as const

/**
 * /qr-validation/$id (§2, no login, no top bar or menu): what a certificate's code proves, large and
 * high in contrast for a phone in sunlight. `result` undefined: the check is running.
 */
export function ValidationPage({ result }: { result?: ValidationResult }) {
  const { t, i18n } = useTranslation(QR_NS)
  const router = useRouter()
  const shown = result ? shownOf(result) : null
  const verdict = shown ? t(`page.verdict.${VERDICT_KEYS[shown.tone]}`) : t('page.checking')
  useHeadingFocus(`qr-validation-${verdict}`)
  useDocumentTitle(`${verdict} – ${t('page.title')}`)
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso))

  return (
    <div className={styles.page} data-testid="qr-validation" data-verdict={shown ? shown.tone : 'checking'}>
      <p className={styles.muted}>{t('page.title')}</p>
      <h1 className={[styles.verdict, shown ? styles[shown.tone] : styles.unknown].join(' ')}>{verdict}</h1>
      {shown?.reason && (
        <p className={styles.reason}>
          {t(`page.reason.${shown.reason}`, {
            minutes:
              result?.source === 'none' && result.reason === 'tooMany' ? Math.ceil(result.retryAfterSeconds / 60) : 1,
          })}
        </p>
      )}
      {shown?.certificate && <Facts certificate={shown.certificate} />}
      {result?.source === 'online' && (
        <p className={styles.muted}>{t('page.checkedOnline', { time: time(result.verdict.checkedAt) })}</p>
      )}
      {result?.source === 'offline' && result.kid && result.verdict.status !== 'unknownKey' && (
        <p className={styles.note} data-testid="qr-checked-offline">
          {t('page.checkedOffline', { time: time(result.checkedAt), kid: result.kid })}
        </p>
      )}
      {result && shown?.tone === 'unknown' && (
        <Button onClick={() => void router.invalidate()}>{t('page.retry')}</Button>
      )}
    </div>
  )
}

function Facts({ certificate }: { certificate: QrCertificate }) {
  const { t } = useTranslation(QR_NS)
  const rows: Array<[string, string]> = [
    ['holder', certificate.holder],
    ...(certificate.profession ? [['profession', certificate.profession] as [string, string]] : []),
    ['issuer', certificate.issuer],
    ['issuedOn', formatDate(certificate.issuedOn)],
    ['validUntil', certificate.validUntil ? formatDate(certificate.validUntil) : t('page.facts.noEndDate')],
    ...(certificate.cardNumber ? [['cardNumber', certificate.cardNumber] as [string, string]] : []),
    ...(certificate.machineType ? [['machineType', certificate.machineType] as [string, string]] : []),
  ]
  return (
    <dl className={styles.facts}>
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`page.facts.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
