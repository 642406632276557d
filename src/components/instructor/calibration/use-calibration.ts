import { useCallback, useEffect, useRef, useState } from 'react'
import { errorStatus, type CallContext } from '../../../api/client'

export type CalibrationLoad<T> =
  { status: 'loading' } | { status: 'failed'; httpStatus: number | undefined } | { status: 'done'; data: T }

/**
 * One call's answer for a view: loading, failed (with the HTTP status, if any) or done; `retry` asks
 * again. The call is silent (the view shows its own failure); `key` changes ask again too. `started`:
 * the call as the route's loader started it (ADR 0006 "A page's data": a section below the page's
 * content does not hold the page back), taken once; without it the view asks when it mounts (a
 * section the user opened).
 */
export function useCalibration<T>(
  load: (options: CallContext) => Promise<T>,
  key: number,
  started?: Promise<T>,
): { state: CalibrationLoad<T>; retry: () => void } {
  const [state, setState] = useState<CalibrationLoad<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(load)
  const given = useRef(started)
  useEffect(() => {
    latest.current = load
  }, [load])

  useEffect(() => {
    let active = true
    setState({ status: 'loading' })
    const call = given.current ?? latest.current({ silent: true })
    // Taken once: a retry or another key asks anew.
    given.current = undefined
    call.then(
      (data) => {
        if (active) setState({ status: 'done', data })
      },
      (error: unknown) => {
        console.info('[calibration] failed', error)
        if (active) setState({ status: 'failed', httpStatus: errorStatus(error) })
      },
    )
    return () => {
      active = false
    }
  }, [key, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
