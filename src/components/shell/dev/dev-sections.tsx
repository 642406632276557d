import './dev-i18n'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../ui/button/button'
import { SelectField } from '../../ui/select-field/select-field'
import { TextField } from '../../ui/text-field/text-field'
import { toast } from '../../ui/toast/toaster'
import {
  FAULT_MODES,
  getClock,
  getFaults,
  getOutbox,
  putClock,
  putFaults,
  type FaultMode,
  type OutboxRow,
} from './dev-api'
import { pathRecorder } from './path-recorder'
import styles from './dev-panel.module.css'

function isFaultMode(value: string): value is FaultMode {
  return (FAULT_MODES as readonly string[]).includes(value)
}

export function FaultSection() {
  const { t } = useTranslation('dev')
  const [mode, setMode] = useState<FaultMode>('none')
  const [latency, setLatency] = useState('0')
  const [busy, setBusy] = useState(false)
  // A choice made before the switch's current setting arrived is kept: the answer does not undo it.
  const touched = useRef(false)

  useEffect(() => {
    getFaults().then(
      (faults) => {
        if (touched.current) return
        setMode(faults.mode)
        setLatency(String(faults.latencyMs))
      },
      () => toast.error(t('faults.failed')),
    )
  }, [t])

  const apply = async () => {
    setBusy(true)
    try {
      const latencyMs = Math.max(0, Number.parseInt(latency, 10) || 0)
      const saved = await putFaults({ mode, latencyMs })
      pathRecorder.note({ kind: 'fault', faults: { ...saved, only: null, hold: null } })
      setMode(saved.mode)
      setLatency(String(saved.latencyMs))
      toast.success(t('faults.saved'))
    } catch {
      toast.error(t('faults.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.section} aria-labelledby="dev-faults">
      <h3 id="dev-faults">{t('faults.title')}</h3>
      <div className={styles.row}>
        <SelectField
          id="dev-fault-mode"
          label={t('faults.mode')}
          value={mode}
          onChange={(value) => {
            touched.current = true
            if (isFaultMode(value)) setMode(value)
          }}
          options={FAULT_MODES.map((m) => ({ value: m, label: t(`faults.modes.${m}`) }))}
        />
        <TextField
          id="dev-fault-latency"
          label={t('faults.latency')}
          value={latency}
          onChange={(value) => {
            touched.current = true
            setLatency(value)
          }}
          inputMode="numeric"
          size={6}
        />
        <Button onClick={() => void apply()} loading={busy}>
          {t('faults.save')}
        </Button>
      </div>
    </section>
  )
}

/**
 * A list the panel reads when it opens, with "Refresh" (rows arrive while the panel is open): the
 * outbox, the import queue. `texts` is the key prefix of its title, refresh, empty and failed texts.
 */
export function RefreshedListSection<T extends { id: string | number }>({
  id,
  texts,
  load: read,
  renderRow,
}: {
  id: string
  texts: 'outbox' | 'importQueue'
  load: () => Promise<T[]>
  renderRow: (row: T) => ReactNode
}) {
  const { t } = useTranslation('dev')
  const [rows, setRows] = useState<T[] | null>(null)
  const load = useCallback(
    () =>
      read().then(setRows, () => {
        setRows([])
        toast.error(t(`${texts}.failed`))
      }),
    [read, t, texts],
  )
  useEffect(() => {
    void load()
  }, [load])

  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id}>{t(`${texts}.title`)}</h3>
      <Button variant="secondary" onClick={() => void load()}>
        {t(`${texts}.refresh`)}
      </Button>
      {rows !== null && rows.length === 0 && <p className={styles.muted}>{t(`${texts}.empty`)}</p>}
      {rows !== null && rows.length > 0 && (
        <ul className={styles.outbox}>
          {rows.map((row) => (
            <li key={row.id}>{renderRow(row)}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

export function OutboxSection({ formatTime }: { formatTime: (iso: string) => string }) {
  const { t } = useTranslation('dev')
  return (
    <RefreshedListSection<OutboxRow>
      id="dev-outbox"
      texts="outbox"
      load={getOutbox}
      renderRow={(row) => (
        <>
          <div>
            <strong>{t(`outbox.kind.${row.kind}`)}</strong> → {row.to}{' '}
            <span className={styles.muted}>{formatTime(row.sentAt)}</span>
          </div>
          {row.code && <div className={styles.code}>{t('outbox.code', { code: row.code })}</div>}
          <div>{row.text}</div>
        </>
      )}
    />
  )
}

/** datetime-local wants 'YYYY-MM-DDTHH:mm' in local time. */
function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export function ClockSection() {
  const { t } = useTranslation('dev')
  const [now, setNow] = useState<string | null>(null)
  const [input, setInput] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    getClock().then(
      (value) => {
        setNow(value)
        setInput(toLocalInput(value))
      },
      () => toast.error(t('clock.failed')),
    )
  }, [t])

  const apply = async () => {
    setBusy(true)
    try {
      const value = await putClock(input ? new Date(input).toISOString() : null)
      pathRecorder.note({ kind: 'clock', now: value })
      setNow(value)
      toast.success(t('clock.saved'))
    } catch {
      toast.error(t('clock.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.section} aria-labelledby="dev-clock">
      <h3 id="dev-clock">{t('clock.title')}</h3>
      <p>
        {t('clock.now')}: <strong>{now ? toLocalInput(now).replace('T', ' ') : t('clock.real')}</strong>
      </p>
      <div className={styles.row}>
        <TextField
          id="dev-clock-input"
          type="datetime-local"
          label={t('clock.label')}
          value={input}
          onChange={setInput}
        />
        <Button onClick={() => void apply()} loading={busy}>
          {t('clock.save')}
        </Button>
      </div>
    </section>
  )
}
