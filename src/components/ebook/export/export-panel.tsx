import { Link } from '@tanstack/react-router'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { exportBook } from '../../../api/ebook/books'
import type { EbookExport } from '../../../api/ebook/export.schemas'
import { failureMessage, toFailure } from '../../../api/failure'
import { currentLocale } from '../../../i18n/i18n'
import { Button } from '../../ui/button/button'
import { useErrorText } from '../../wizard/use-error-text'
import bookStyles from '../book/book.module.css'
import styles from './export.module.css'
import { exportFileName, exportJsonBlob, saveFile } from './export-files'
import { NS } from './texts'

type Busy = 'json' | 'pdf' | null
type Outcome = { kind: 'saved'; file: string } | { kind: 'failed'; message: string } | null

/**
 * The export of an approved or issued e-book (issue 10, ADR 0009), on its start page: the signed
 * JSON (the verifiable original, GET /books/{id}/export) and a PDF for printing made in the browser
 * from the same export. The PDF's code (jsPDF and its font) is loaded only on that click. Shown for a
 * book whose export the API gives (approved or issued); who may read the book may export it.
 */
export function ExportPanel({ bookId }: { bookId: number }) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const [busy, setBusy] = useState<Busy>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  // One export for both files: the JSON and the PDF of one visit show the same record (and export time).
  const exported = useRef<EbookExport | null>(null)

  const fetchExport = useCallback(async (): Promise<EbookExport> => {
    // Silent: the panel says what failed, next to the button (no global toast on top).
    exported.current ??= await exportBook(bookId, { silent: true })
    return exported.current
  }, [bookId])

  const callFailed = useCallback(
    (error: unknown) => {
      console.info('[ebook-export] export failed', error)
      setOutcome({
        kind: 'failed',
        message: errorText.form(
          failureMessage(toFailure(error, 'couldNotLoad', { byStatus: { 403: 'noPermission' } })),
        ),
      })
    },
    [errorText],
  )

  const downloadJson = useCallback(async () => {
    setBusy('json')
    setOutcome(null)
    try {
      const signed = await fetchExport()
      const file = exportFileName(signed.document, 'json')
      saveFile(exportJsonBlob(signed), file)
      setOutcome({ kind: 'saved', file })
    } catch (error) {
      callFailed(error)
    } finally {
      setBusy(null)
    }
  }, [fetchExport, callFailed])

  const downloadPdf = useCallback(async () => {
    setBusy('pdf')
    setOutcome(null)
    let signed: EbookExport
    try {
      signed = await fetchExport()
    } catch (error) {
      callFailed(error)
      setBusy(null)
      return
    }
    try {
      const { makeEbookPdf } = await import('./ebook-pdf')
      const pdf = await makeEbookPdf(signed.document, (key, values) => t(key, values ?? {}), currentLocale())
      const file = exportFileName(signed.document, 'pdf')
      saveFile(pdf, file)
      setOutcome({ kind: 'saved', file })
    } catch (error) {
      // The library or its font did not load (offline, a new deployment), or the PDF could not be made.
      console.info('[ebook-export] PDF failed', error)
      setOutcome({ kind: 'failed', message: t('panel.pdfFailed') })
    } finally {
      setBusy(null)
    }
  }, [fetchExport, callFailed, t])

  return (
    <section
      className={`${bookStyles.section} ${styles.panel}`}
      aria-labelledby="book-export-title"
      data-testid="export-panel"
    >
      <h2 id="book-export-title">{t('panel.title')}</h2>
      <p>{t('panel.intro')}</p>
      <div className={styles.buttonRow}>
        <Button
          variant="secondary"
          loading={busy === 'json'}
          disabled={busy === 'pdf'}
          onClick={() => void downloadJson()}
          data-testid="export-json"
        >
          {t('panel.downloadJson')}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'pdf'}
          disabled={busy === 'json'}
          onClick={() => void downloadPdf()}
          data-testid="export-pdf"
        >
          {t('panel.downloadPdf')}
        </Button>
      </div>
      <p role="status" className={styles.status} data-testid="export-status">
        {busy === 'json' && t('panel.busyJson')}
        {busy === 'pdf' && t('panel.busyPdf')}
        {busy === null && outcome?.kind === 'saved' && t('panel.downloaded', { file: outcome.file })}
      </p>
      {outcome?.kind === 'failed' && (
        <p role="alert" className={styles.errorBox} data-testid="export-error">
          {outcome.message}
        </p>
      )}
      <p>
        <Link to="/books/verify-export">{t('panel.verifyLink')}</Link>
      </p>
    </section>
  )
}
