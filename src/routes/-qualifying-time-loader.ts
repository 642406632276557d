import { notFound } from '@tanstack/react-router'
import type { QualifyingTime } from '../api/qualifying-time/qualifying-time.schemas'
import type { PersonQualifyingTimes } from '../components/qualifying-time/qualifying-time-page'
import { ensureNamespaces } from '../i18n/i18n'
import type { RouterContext } from '../session/session.edge'
import { refusalsToPages } from './-book-loader'
import { requireAuth } from './-guards'

/**
 * The loaders of /apprentice-qualifying-time and /qualifying-time/{id} (issue 21, ADR 0014): the
 * `qualifying-time` texts beside the rows; the calls are imported when the route loads.
 */

/** The company's qualifying times, finished first; the list opened, the menu badge is 0 (§2), here as on the server (`markSeen`). */
export async function loadApprenticeQualifyingTimes(context: RouterContext): Promise<QualifyingTime[]> {
  const user = requireAuth(context)
  const [, { loadCompanyQualifyingTimes }] = await Promise.all([
    ensureNamespaces('qualifying-time'),
    import('../components/qualifying-time/qualifying-time-data'),
  ])
  const rows = await loadCompanyQualifyingTimes(user)
  context.session.send({ type: 'qualifyingTimes.counted', unseen: 0 })
  return rows
}

/** A person's qualifying times: 403 the forbidden page; another person without any the not-found page. */
export async function loadQualifyingTimes(context: RouterContext, personId: number): Promise<PersonQualifyingTimes> {
  const user = requireAuth(context)
  const [, { loadPersonQualifyingTimes }] = await Promise.all([
    ensureNamespaces('qualifying-time'),
    import('../components/qualifying-time/qualifying-time-data'),
  ])
  const times = await refusalsToPages(() => loadPersonQualifyingTimes(personId))
  const own = personId === user.id
  if (times.length === 0 && !own) throw notFound()
  return { times, fromCompany: !own }
}
