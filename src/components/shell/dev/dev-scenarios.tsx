import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { loginHash } from '../../../api/login/login'
import type { CurrentUser } from '../../../api/shell/user.schemas'
import { clearStoredUser, writeStoredUser } from '../../../session/session-storage'
import { toast } from '../../ui/toast/toaster'
import { personaHash } from '../../../../mock-server/scenario/login'
import { PERSONAS, type PersonaKey } from '../../../../mock-server/scenario/shell'
import { EVERY_STATE_LINKS, MACHINE_FAMILIES, type StateLink } from '../../../../mock-server/scenario/state-catalogue'
import type { ScenarioVariant } from '../../../../mock-server/scenario/variants'
import { getLoadedScenario, resetScenario } from './dev-api'
import styles from './dev-scenarios.module.css'

/**
 * What the chosen scenario variant contains (issue 23), under the panel's reset: a description, and for
 * 'every-state' each machine family's states as links. A link resets to 'every-state' first when another
 * variant is loaded, logs in as the persona with the persona's documented login link (README) and opens
 * the page showing the record in that state. The panel's choice starts at the loaded variant, so with
 * 'every-state' loaded a state is two clicks away: the panel's button and the link.
 */
export function ScenarioContents({
  variant,
  onLoaded,
  go = (path) => window.location.assign(path),
  login = (persona) => loginHash(personaHash(persona), { silent: true }),
}: {
  variant: ScenarioVariant
  /** Told the loaded variant once on opening, so the panel's choice starts there (QA sees its list at once). */
  onLoaded?: (loaded: ScenarioVariant) => void
  /** Where a link lands (a full load, so the app starts with the stored user); replaced in tests. */
  go?: (path: string) => void
  /** Logs in with the persona's documented login link (README); replaced in tests. */
  login?: (persona: PersonaKey) => Promise<CurrentUser>
}) {
  const { t } = useTranslation('dev')
  const [loaded, setLoaded] = useState<ScenarioVariant | null>(null)
  const [opening, setOpening] = useState<StateLink | null>(null)

  useEffect(() => {
    let live = true
    getLoadedScenario().then(
      (name) => {
        if (!live) return
        setLoaded(name)
        onLoaded?.(name)
      },
      () => live && setLoaded(null),
    )
    return () => {
      live = false
    }
    // Once per opening: a later choice in the panel is QA's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const open = async (link: StateLink, path: string) => {
    setOpening(link)
    try {
      if ((await getLoadedScenario()) !== 'every-state') await resetScenario('every-state')
      if (link.persona) writeStoredUser(await login(link.persona))
      else clearStoredUser()
      go(path)
    } catch {
      toast.error(t('scenarios.openFailed'))
      setOpening(null)
    }
  }

  return (
    <div className={styles.contents}>
      {loaded && <p className={styles.muted}>{t('scenarios.loaded', { name: t(`reset.variants.${loaded}`) })}</p>}
      <p>{t(`scenarios.about.${variant}`)}</p>
      {variant === 'every-state' && (
        <>
          <p className={styles.muted}>{t('scenarios.linksIntro')}</p>
          {MACHINE_FAMILIES.map((family) => (
            <section key={family} aria-labelledby={`dev-family-${family}`}>
              <h4 id={`dev-family-${family}`}>{t(`scenarios.family.${family}`)}</h4>
              <ul className={styles.links}>
                {EVERY_STATE_LINKS.filter((link) => link.family === family).map((link) => (
                  <li key={link.state}>
                    <StateItem link={link} busy={opening === link} onOpen={(path) => void open(link, path)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  )
}

function StateItem({ link, busy, onOpen }: { link: StateLink; busy: boolean; onOpen: (path: string) => void }) {
  const { t } = useTranslation('dev')
  const what = (
    <>
      <code>{link.state}</code> {link.record}
    </>
  )
  if (link.path === null) {
    return (
      <>
        {what}: {t(`scenarios.note.${link.note ?? 'final'}`)}
      </>
    )
  }
  const path = link.path
  const persona = link.persona ? PERSONAS[link.persona] : null
  return (
    <a
      href={path}
      aria-busy={busy || undefined}
      onClick={(event) => {
        event.preventDefault()
        onOpen(path)
      }}
    >
      {what}{' '}
      {persona
        ? t('scenarios.as', { name: `${persona.firstName} ${persona.lastName}`, path })
        : t('scenarios.loggedOut', { path })}
    </a>
  )
}
