import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CertificateFacts, QualificationKind } from '../../api/qualifications/qualifications.schemas'
import { formatDate } from '../../domain/format'
import { CertificateQr } from './qr/certificate-qr'
import styles from './qualifications.module.css'
import { NS } from './texts'

export interface CertificateCardProps {
  kind: QualificationKind
  id: number
  title: string
  /** The certificate issued for the item; null: none issued (the card says so). */
  certificate: CertificateFacts | null
  /** Facts of the held item itself (shown before the certificate's). */
  extra?: ReadonlyArray<{ term: string; value: string }>
  children?: ReactNode
  /** The card's heading level: 3 under a section's h2 (default), 2 straight under the page's h1. */
  level?: 2 | 3
}

/**
 * One held item (§3 Certificate): its name, the certificate's state in words (never colour alone),
 * issuer, issue and end date, card number. A revoked or expired certificate says so first; a valid
 * one can be shown as a QR code (the QR part's CertificateQr, generate-hash on the holder's click).
 */
export function CertificateCard({
  kind,
  id,
  title,
  certificate,
  extra = [],
  children,
  level = 3,
}: CertificateCardProps) {
  const { t } = useTranslation(NS)
  const Heading = level === 2 ? 'h2' : 'h3'
  const headingId = `${kind}-${id}-title`
  const facts = [
    ...extra,
    ...(certificate
      ? [
          { term: t('facts.issuer'), value: certificate.issuer },
          { term: t('facts.issuedOn'), value: formatDate(certificate.issuedOn) },
          {
            term: t('facts.validUntil'),
            value: certificate.validUntil ? formatDate(certificate.validUntil) : t('facts.noEnd'),
          },
          ...(certificate.cardNumber ? [{ term: t('facts.cardNumber'), value: certificate.cardNumber }] : []),
          ...(certificate.revokedOn ? [{ term: t('facts.revokedOn'), value: formatDate(certificate.revokedOn) }] : []),
        ]
      : []),
  ]
  return (
    <li className={styles.card} aria-labelledby={headingId} data-testid={`held-${kind}-${id}`}>
      <div className={styles.cardHead}>
        <Heading id={headingId}>{title}</Heading>
        {certificate && (
          <span className={`${styles.state} ${styles[certificate.state]}`} data-testid="certificate-state">
            {t(`state.${certificate.state}`)}
          </span>
        )}
      </div>
      {!certificate && <p className={styles.muted}>{t('noCertificate')}</p>}
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map((f) => (
            <Fragment key={f.term}>
              <dt>{f.term}</dt>
              <dd>{f.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {/* Only a valid certificate can be proven by a code (the server refuses a revoked or ended one). */}
      {certificate?.state === 'valid' && (
        <div className={styles.qr}>
          <CertificateQr kind={kind} qualificationId={id} label={title} />
        </div>
      )}
      {children}
    </li>
  )
}
