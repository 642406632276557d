import { useCallback, useEffect, useState } from 'react'
import { selectBaseLists } from '../../../../machines/shell/session.machine'
import { listApplicationStates, listEmploymentTypes, listProfessions } from '../../../api/shell/baselists'
import type { ApplicationState, Named, Profession } from '../../../api/shell/baselists.schemas'
import { getSystemSettings } from '../../../api/shell/settings'
import { useSessionSelector } from '../../../session/session-context'

/** What the company application flows read besides the application: base lists and the instructions date. */
export interface ReferenceData {
  professions: Profession[]
  employmentTypes: Named[]
  applicationStates: ApplicationState[]
  /** When the instructor instructions last changed (§5 "current instructions read"); null if unknown. */
  newInstructionsAt: string | null
}

export type ReferenceLoad = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; data: ReferenceData }

/**
 * The base lists come from the session (loaded at login); if that load failed or is still on its
 * way, the flows load the lists they need themselves. The system settings are read once per page:
 * when they fail the instructions rule is left to the server (§8: sub-data only logged).
 */
export function useReferenceData(): ReferenceLoad {
  const baseLists = useSessionSelector(selectBaseLists)
  const [own, setOwn] = useState<Pick<ReferenceData, 'professions' | 'employmentTypes' | 'applicationStates'> | null>(null)
  const [settings, setSettings] = useState<{ newInstructionsAt: string | null } | null>(null)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let active = true
    getSystemSettings().then(
      (answer) => active && setSettings({ newInstructionsAt: answer.newInstructionsAt }),
      (error: unknown) => {
        console.info('[company-application] system settings failed', error)
        if (active) setSettings({ newInstructionsAt: null })
      },
    )
    return () => {
      active = false
    }
  }, [])

  useEffect(() => {
    if (baseLists) return
    let active = true
    setFailed(false)
    Promise.all([listProfessions(), listEmploymentTypes(), listApplicationStates()]).then(
      ([professions, employmentTypes, applicationStates]) => active && setOwn({ professions, employmentTypes, applicationStates }),
      (error: unknown) => {
        console.info('[company-application] base lists failed', error)
        if (active) setFailed(true)
      },
    )
    return () => {
      active = false
    }
  }, [baseLists, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const lists = baseLists ?? own
  if (lists && settings) {
    return {
      status: 'ready',
      data: {
        professions: lists.professions,
        employmentTypes: lists.employmentTypes,
        applicationStates: lists.applicationStates,
        newInstructionsAt: settings.newInstructionsAt,
      },
    }
  }
  return failed && !baseLists ? { status: 'failed', retry } : { status: 'loading' }
}
