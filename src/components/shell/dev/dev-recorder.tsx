import './dev-i18n'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { readStoredUser } from '../../../session/session-storage'
import { Button } from '../../ui/button/button'
import { TextField } from '../../ui/text-field/text-field'
import { getClock, getLoadedScenario } from './dev-api'
import { pathRecorder, type PathRecorder } from './path-recorder'
import { playwrightSpecFrom, type RecordedPath } from './path-recording'
import styles from './dev-panel.module.css'

/**
 * The panel's path recorder (issue 23, ADR 0020): Record keeps where the session starts (the loaded
 * scenario variant, the pinned clock, the page), then the page actions, machine events and states, the
 * panel's faults and clock moves; Stop shows what was recorded and offers the path file and its
 * Playwright spec as downloads (`<name>.path.json`, `<name>.spec.ts`, for e2e/recorded/).
 * A recording starts logged out, as its replay does: Record while logged in says so and does not start.
 */

/** A file name part: lower case letters, digits and hyphens ("Elin ansöker" → "elin-ans-ker"). */
export function recordingName(text: string): string {
  const name = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return name || 'recorded-path'
}

/** A download link's address for a text, released when the link goes. */
function useFileUrl(text: string | null, type: string): string | null {
  const url = useMemo(() => (text === null ? null : URL.createObjectURL(new Blob([text], { type }))), [text, type])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}

function summaryOf(path: RecordedPath) {
  const machines = [...new Set(path.steps.flatMap((step) => (step.kind === 'state' ? [step.machineId] : [])))]
  const count = (kind: RecordedPath['steps'][number]['kind']) => path.steps.filter((step) => step.kind === kind).length
  return { machines, actions: count('action'), states: count('state'), switches: count('fault') + count('clock') }
}

export function RecorderSection({
  recorder = pathRecorder,
  loggedIn = () => readStoredUser() !== null,
}: {
  recorder?: PathRecorder
  /** Whether someone is logged in now (the stored user); replaced in tests. */
  loggedIn?: () => boolean
}) {
  const { t } = useTranslation('dev')
  const state = useSyncExternalStore(recorder.subscribe, recorder.getState)
  const [name, setName] = useState('recorded-path')
  const [status, setStatus] = useState('')
  const [starting, setStarting] = useState(false)
  const path = state.status === 'stopped' ? state.path : null
  const fileName = state.status === 'idle' ? recordingName(name) : state.name
  const pathUrl = useFileUrl(path && `${JSON.stringify(path, null, 2)}\n`, 'application/json')
  const specUrl = useFileUrl(path && playwrightSpecFrom(path, fileName), 'text/plain')

  const record = async () => {
    if (loggedIn()) {
      setStatus(t('recorder.loggedIn'))
      return
    }
    setStarting(true)
    try {
      const [scenario, clock] = await Promise.all([getLoadedScenario(), getClock()])
      const url = `${window.location.pathname}${window.location.search}`
      recorder.start({ scenario, clock, url }, recordingName(name))
      setStatus(t('recorder.started'))
    } catch {
      setStatus(t('recorder.failed'))
    } finally {
      setStarting(false)
    }
  }

  const stop = () => {
    const stopped = recorder.stop()
    if (stopped) setStatus(t('recorder.stopped', { count: stopped.steps.length }))
  }

  const summary = path && summaryOf(path)

  return (
    <section className={styles.section} aria-labelledby="dev-recorder">
      <h3 id="dev-recorder">{t('recorder.title')}</h3>
      <p className={styles.muted}>{t('recorder.about')}</p>
      {state.status === 'recording' ? (
        <>
          <p>{t('recorder.recording', { count: state.actions })}</p>
          <Button variant="danger" onClick={stop}>
            {t('recorder.stop')}
          </Button>
        </>
      ) : (
        <div className={styles.row}>
          <TextField id="dev-recorder-name" label={t('recorder.name')} value={name} onChange={setName} size={20} />
          <Button onClick={() => void record()} loading={starting}>
            {t('recorder.record')}
          </Button>
        </div>
      )}
      <p role="status">{status}</p>
      {summary && pathUrl && specUrl && (
        <>
          <p>{t('recorder.summary', { count: summary.actions, states: summary.states, switches: summary.switches })}</p>
          {summary.machines.length > 0 && <p>{t('recorder.machines', { names: summary.machines.join(', ') })}</p>}
          <ul className={styles.downloads}>
            <li>
              <a href={pathUrl} download={`${fileName}.path.json`}>
                {t('recorder.downloadPath', { file: `${fileName}.path.json` })}
              </a>
            </li>
            <li>
              <a href={specUrl} download={`${fileName}.spec.ts`}>
                {t('recorder.downloadSpec', { file: `${fileName}.spec.ts` })}
              </a>
            </li>
          </ul>
        </>
      )}
    </section>
  )
}
