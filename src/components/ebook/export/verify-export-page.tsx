import { useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { getExportKeyWithSource } from '../../../api/ebook/books'
import type { ExportKey } from '../../../api/ebook/export.schemas'
import { formatDate } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { TextAreaField } from '../../ui/text-area-field/text-area-field'
import { checkEbookExport, type ExportCheck } from './check-export'
import styles from './export.module.css'
import { NS } from './texts'

/** Where the checked text came from: a file (its name) or the text field. */
type Source = { kind: 'file'; name: string } | { kind: 'pasted' }
interface Input {
  text: string
  source: Source
}
/** The public key checked against and the address that answered it (ADR 0012: each backend has its own). */
interface KeyOrigin {
  key: ExportKey
  source: string
}
type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  /** `key`: null when the file was refused before any key was needed (too large). */
  | { kind: 'checked'; result: ExportCheck; source: Source; key: KeyOrigin | null }
  /** The public key could not be had: nothing was checked; `input` is checked again on retry. */
  | { kind: 'keyFailed'; input: Input }

/** Larger than any e-book's export by far (300 reports are about 0.4 MB); past it the file is not read. */
const MAX_FILE_BYTES = 20 * 1024 * 1024
const FILE_INPUT_ID = 'verify-export-file'
const RESULT_HEADING_ID = 'verify-export-result'

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim()

/**
 * /books/verify-export (public, issue 10): anyone holding an exported e-book checks it against the
 * backend's public key (GET /books/export-key), here in the browser: picked or dropped as a file, or
 * pasted. The answer (valid, altered, signed with another key, not an export, or the key could not be
 * fetched) gets the focus.
 */
export function VerifyExportPage() {
  const { t } = useTranslation(NS)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [text, setText] = useState('')
  const [textError, setTextError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const key = useRef<KeyOrigin | null>(null)
  const textArea = useRef<HTMLTextAreaElement>(null)
  useHeadingFocus('verify-export')

  // A new answer: focus to its heading, so it is read at once and the next Tab continues from it.
  useEffect(() => {
    if (state.kind === 'checked' || state.kind === 'keyFailed') document.getElementById(RESULT_HEADING_ID)?.focus()
  }, [state])

  async function check(input: Input) {
    setState({ kind: 'checking' })
    try {
      // The key is fetched once per visit, when the first file is checked.
      key.current ??= await getExportKeyWithSource({ silent: true })
      setState({
        kind: 'checked',
        result: await checkEbookExport(input.text, key.current.key),
        source: input.source,
        key: key.current,
      })
    } catch (error) {
      console.info('[ebook-export] export key failed', error)
      key.current = null
      setState({ kind: 'keyFailed', input })
    }
  }

  async function checkFile(file: File | undefined) {
    if (!file) return
    const source: Source = { kind: 'file', name: file.name }
    if (file.size > MAX_FILE_BYTES) {
      setState({ kind: 'checked', result: { kind: 'notExport' }, source, key: null })
      return
    }
    await check({ text: await file.text(), source })
  }

  function submitText(event: FormEvent) {
    event.preventDefault()
    if (text.trim() === '') {
      setTextError(t('verify.emptyText'))
      textArea.current?.focus()
      return
    }
    setTextError(null)
    void check({ text, source: { kind: 'pasted' } })
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    void checkFile(event.dataTransfer.files[0])
  }

  const checking = state.kind === 'checking'
  return (
    <Page title={t('verify.title')} narrow>
      <p>{t('verify.intro')}</p>
      <p>{t('verify.proves')}</p>
      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        data-testid="verify-drop-zone"
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label htmlFor={FILE_INPUT_ID} className={styles.fileLabel}>
          {t('verify.file')}
        </label>
        <p id={`${FILE_INPUT_ID}-hint`} className={styles.hint}>
          {t('verify.fileHint')}
        </p>
        <input
          id={FILE_INPUT_ID}
          type="file"
          accept="application/json,.json"
          className={styles.fileInput}
          aria-describedby={`${FILE_INPUT_ID}-hint`}
          disabled={checking}
          onChange={(event) => {
            const input = event.currentTarget
            void checkFile(input.files?.[0]).finally(() => {
              // The same file chosen again (after changing it on disk) is read again.
              input.value = ''
            })
          }}
          data-testid="verify-file"
        />
      </div>

      <form className={styles.pasteForm} onSubmit={submitText} noValidate>
        <TextAreaField
          ref={textArea}
          id="verify-export-text"
          label={t('verify.paste')}
          value={text}
          onChange={(value) => {
            setText(value)
            if (textError) setTextError(null)
          }}
          error={textError}
          spellCheck={false}
          autoComplete="off"
          rows={6}
        />
        <Button type="submit" variant="secondary" loading={checking}>
          {t('verify.check')}
        </Button>
      </form>

      <p role="status" className={styles.status}>
        {checking && t('verify.checking')}
      </p>
      {state.kind === 'checked' && <CheckResult result={state.result} source={state.source} keyOrigin={state.key} />}
      {state.kind === 'keyFailed' && (
        <section
          className={styles.errorBox}
          aria-labelledby={RESULT_HEADING_ID}
          data-testid="verify-result"
          data-result="keyFailed"
        >
          <h2 id={RESULT_HEADING_ID} className={styles.resultTitle} tabIndex={-1}>
            {t('verify.keyFailed.title')}
          </h2>
          <p>{t('verify.keyFailed.text')}</p>
          <Button variant="secondary" onClick={() => void check(state.input)}>
            {t('verify.keyFailed.retry')}
          </Button>
        </section>
      )}
    </Page>
  )
}

function CheckResult({
  result,
  source,
  keyOrigin,
}: {
  result: ExportCheck
  source: Source
  keyOrigin: KeyOrigin | null
}) {
  const { t } = useTranslation(NS)
  const box =
    result.kind === 'valid' ? styles.successBox : result.kind === 'notExport' ? styles.warningBox : styles.errorBox
  let title: string
  let text: string
  switch (result.kind) {
    case 'valid': {
      const { book } = result.document
      title = t('verify.valid.title', { signer: t(__MOCK__ ? 'verify.signer.simulated' : 'verify.signer.backend') })
      text = t('verify.valid.text', {
        id: book.id,
        name: fullName(book.apprentice),
        approver: fullName(book.approval.approvedBy),
        date: formatDate(book.approval.approvedAt),
      })
      break
    }
    case 'otherKey':
      title = t('verify.otherKey.title')
      text = t('verify.otherKey.text', { kid: result.kid, expected: result.expected })
      break
    case 'altered':
    case 'notExport':
      title = t(`verify.${result.kind}.title`)
      text = t(`verify.${result.kind}.text`)
      break
  }
  return (
    <section className={box} aria-labelledby={RESULT_HEADING_ID} data-testid="verify-result" data-result={result.kind}>
      <h2 id={RESULT_HEADING_ID} className={styles.resultTitle} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
      <p className={styles.source}>
        {source.kind === 'file' ? t('verify.source.file', { name: source.name }) : t('verify.source.pasted')}
      </p>
      {result.kind !== 'notExport' && keyOrigin && (
        <p className={styles.source} data-testid="verify-key">
          {t('verify.source.key', { kid: keyOrigin.key.kid, server: keyOrigin.source })}
        </p>
      )}
    </section>
  )
}
