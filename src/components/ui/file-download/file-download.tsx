import { useState } from 'react'
import { Button } from '../button/button'
import styles from './file-download.module.css'

/** How long a download's object URL is kept: a browser may still be reading it after the click. */
const REVOKE_AFTER_MS = 60_000

/** Offers `blob` as a file named `fileName` (an object URL on a link with `download`, clicked once). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}

export interface FileDownloadProps {
  /** Fetches the file's bytes with the session's token (a plain link could not send it). */
  fetchFile: () => Promise<Blob>
  fileName: string
  /** The button's text; it names the file. */
  label: string
  /** Said beside the button, in words, when fetching failed. */
  failedText: string
  testId?: string
}

/**
 * A stored document the user opens: fetched on click, handed to the browser under its own name
 * (opened or saved as the browser does with that type). The button shows it is busy; a failure is
 * said beside it (role alert) and another click tries again.
 */
export function FileDownload({ fetchFile, fileName, label, failedText, testId }: FileDownloadProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const open = async () => {
    setState('busy')
    try {
      saveFile(await fetchFile(), fileName)
      setState('idle')
    } catch (error) {
      console.info('[file-download] fetching the file failed', error)
      setState('failed')
    }
  }
  return (
    <span className={styles.download} data-testid={testId}>
      <Button variant="secondary" onClick={() => void open()} loading={state === 'busy'}>
        {label}
      </Button>
      {state === 'failed' && (
        <span className={styles.failed} role="alert">
          {failedText}
        </span>
      )}
    </span>
  )
}
