import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { selectBaseLists, selectUser } from '../../../machines/shell/session.machine'
import type { Profession } from '../../api/shell/baselists.schemas'
import { useSessionSelector } from '../../session/session-context'
import { LoadingState } from '../ui/spinner/spinner'
import { ApplicationWizard, type UrlTarget } from './application-wizard'
import { WizardFrame } from '../wizard/wizard-frame'
import type { FlowIdentity } from './apprentice-progress'

/** The professions of the session's base lists; when those do not come (§8: only logged), the loader's `late` ones. */
function useProfessions(late: Promise<Profession[] | null>): Profession[] | null {
  const fromSession = useSessionSelector((s) => selectBaseLists(s)?.professions ?? null)
  const [own, setOwn] = useState<Profession[] | null>(null)
  useEffect(() => {
    let live = true
    void late.then((professions) => live && professions && setOwn(professions))
    return () => {
      live = false
    }
  }, [late])
  return fromSession ?? own
}

export interface ApplicationStartProps {
  /** The route loader's professions/list answer, asked for when the session's base lists are late. */
  lateProfessions: Promise<Profession[] | null>
  /** /application/{id}: the id; /application: null. */
  routeId: number | null
  /** The wizard that wrote the current history entry (its history state), if one did. */
  locationFlow: string | undefined
  onNavigate: (target: UrlTarget) => void
  /** ?step=… of the URL. */
  urlStep: string | undefined
  /** ApplicationStart's setStep: where an application opened by its link starts (0-based). */
  urlSetStep?: number | undefined
}

interface Flow {
  identity: FlowIdentity
  /** A React key: a new wizard when another application (or another wizard's page) is opened. */
  instance: number
  /** Tags the history entries this wizard writes, so its own back and forward stay in it. */
  tag: string
}

const newTag = () => `flow-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/**
 * ApplicationStart (§2: /application and /application/{id}). One wizard per application: it keeps
 * running while its own URL changes (a new draft gets its id; back to a page from before that), and
 * another starts, from its stored progress if any, when a link opens another application, or the
 * browser returns to the pages of an earlier wizard (a sent application opened from the draft list).
 */
export function ApplicationStart({
  lateProfessions,
  routeId,
  locationFlow,
  urlStep,
  urlSetStep,
  onNavigate,
}: ApplicationStartProps) {
  const { t } = useTranslation('application')
  const user = useSessionSelector(selectUser)
  const professions = useProfessions(lateProfessions)
  const [flow, setFlow] = useState<Flow>(() => ({
    identity: routeId ?? 'new',
    instance: 0,
    tag: locationFlow ?? newTag(),
  }))
  if (locationFlow !== flow.tag) {
    const wanted: FlowIdentity = routeId ?? 'new'
    // A page another wizard wrote: that wizard comes back. A plain link: a new one when it names another application.
    if (locationFlow !== undefined) setFlow({ identity: wanted, instance: flow.instance + 1, tag: locationFlow })
    else if (wanted !== flow.identity) setFlow({ identity: wanted, instance: flow.instance + 1, tag: newTag() })
  }
  const adopt = useCallback(
    (applicationId: number) => setFlow((f) => (f.identity === applicationId ? f : { ...f, identity: applicationId })),
    [],
  )
  const tag = flow.tag
  const navigateTagged = useCallback((target: UrlTarget) => onNavigate({ ...target, flowTag: tag }), [onNavigate, tag])

  if (!user || !professions) {
    return (
      <WizardFrame stepKey="loading" title={t('title')} fieldErrors={[]} attempt={0}>
        <LoadingState />
      </WizardFrame>
    )
  }
  return (
    <ApplicationWizard
      key={`${user.id}:${flow.instance}`}
      user={user}
      professions={professions}
      identity={flow.identity}
      routeId={routeId}
      urlStep={urlStep}
      urlSetStep={urlSetStep}
      onNavigate={navigateTagged}
      onAdopt={adopt}
    />
  )
}
