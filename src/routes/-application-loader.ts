import { selectBaseLists } from '../../machines/shell/session.machine'
import type { Profession } from '../api/shell/baselists.schemas'
import { ensureNamespaces } from '../i18n/i18n'
import type { RouterContext } from '../session/session.edge'

/** How long to wait for the session's base lists before asking for the professions directly. */
const PROFESSIONS_GRACE_MS = 1500

export interface ApplicationData {
  /**
   * The professions from professions/list when the session's base lists do not bring them within
   * the grace (§8: those are only logged); null when the base lists brought them, or the call failed
   * (only logged). Unawaited: the page shows its frame meanwhile (ADR 0014 rule 6).
   */
  lateProfessions: Promise<Profession[] | null>
}

function professionsWhenLate({ session }: RouterContext): Promise<Profession[] | null> {
  const inSession = () => Boolean(selectBaseLists(session.getSnapshot())?.professions)
  if (inSession()) return Promise.resolve(null)
  return new Promise((resolve) => {
    const stop = () => {
      subscription.unsubscribe()
      clearTimeout(timer)
    }
    const subscription = session.subscribe(() => {
      if (!inSession()) return
      stop()
      resolve(null)
    })
    const timer = setTimeout(() => {
      stop()
      import('../api/shell/baselists')
        .then(({ listProfessions }) => listProfessions())
        .then(resolve, (error: unknown) => {
          console.info('[application] professions failed', error)
          resolve(null)
        })
    }, PROFESSIONS_GRACE_MS)
  })
}

/**
 * The loader of /application (and /application/{id}): the wizard's texts, and the professions
 * when the session's base lists are late. The call is imported when the route loads, not with the
 * start page.
 */
export async function loadApplication(context: RouterContext): Promise<ApplicationData> {
  const lateProfessions = professionsWhenLate(context)
  await ensureNamespaces('application')
  return { lateProfessions }
}
