import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getApplicationDocument } from '../../../api/application/applications'
import type { ApplicationDocument } from '../../../api/application/application.schemas'
import { formatDate } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import styles from './company-application.module.css'
import { NS } from './texts'

/** How long an object URL lives after its download began (the browser has read it by then). */
const REVOKE_AFTER_MS = 60_000

function sizeText(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  if (bytes < 1024) return `${format.format(bytes)} B`
  if (bytes < 1024 * 1024) return `${format.format(bytes / 1024)} kB`
  return `${format.format(bytes / (1024 * 1024))} MB`
}

/**
 * The application's grades and certificates (§3 document), each downloadable: the bytes come from
 * application-documents/get (with the session's token, so not a plain link) and are handed to the
 * browser as an object URL.
 */
export function DocumentList({ documents }: { documents: ApplicationDocument[] }) {
  const { t, i18n } = useTranslation(NS)
  const [busy, setBusy] = useState<number | null>(null)
  const [failed, setFailed] = useState<number | null>(null)
  const urls = useRef<string[]>([])

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url)
    },
    [],
  )

  const download = async (document: ApplicationDocument) => {
    setBusy(document.id)
    setFailed(null)
    try {
      const blob = await getApplicationDocument(document.id)
      const url = URL.createObjectURL(blob)
      urls.current.push(url)
      const link = window.document.createElement('a')
      link.href = url
      link.download = document.fileName
      link.rel = 'noopener'
      window.document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => {
        URL.revokeObjectURL(url)
        urls.current = urls.current.filter((u) => u !== url)
      }, REVOKE_AFTER_MS)
    } catch (error) {
      console.info('[company-application] document download failed', error)
      setFailed(document.id)
    } finally {
      setBusy(null)
    }
  }

  if (documents.length === 0) return <p className={styles.warningBox}>{t('review.documents.none')}</p>

  return (
    <ul className={styles.documents} data-testid="application-documents">
      {documents.map((document) => {
        const school = [document.schoolName, document.municipality, document.schoolRegion].filter(Boolean).join(', ')
        return (
          <li key={document.id} className={styles.document} data-testid={`document-${document.id}`}>
            <div>
              <p className={styles.documentName}>{document.fileName}</p>
              <p className={`${styles.muted} ${styles.small}`}>
                {t(`documentTypes.${document.type}`)} · {sizeText(document.size, i18n.language)} ·{' '}
                {t('review.documents.uploaded', { date: formatDate(document.uploadedAt) })}
              </p>
              {school && <p className={`${styles.muted} ${styles.small}`}>{school}</p>}
              {document.quality && (
                <p className={`${styles.muted} ${styles.small}`}>
                  {t('review.documents.quality', { quality: document.quality })}
                </p>
              )}
              {failed === document.id && (
                <p className={styles.errorBox} role="alert">
                  {t('review.documents.failed')}
                </p>
              )}
            </div>
            <Button variant="secondary" loading={busy === document.id} onClick={() => void download(document)}>
              {t('review.documents.download')}
              <span className="visually-hidden"> {document.fileName}</span>
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
