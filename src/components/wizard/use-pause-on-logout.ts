import { useEffect } from 'react'
import { selectUser } from '../../../machines/shell/session.machine'
import { onApiEvent } from '../../api/client'
import { useSession } from '../../session/session-context'

type SessionEvent = { type: 'session.expired' } | { type: 'session.resumed' }
type TodayEvent = { type: 'today.change'; today: string }

/** What a pausable flow's actor offers: a top-level `paused` state and the session events (and `today.change` with a `today`). */
interface PausableActor<E> {
  getSnapshot(): { context: object; matches(state: 'paused'): boolean }
  send(event: E): void
}

export interface PauseOnLogout {
  /**
   * What pauses the flow: `logout` any end of the session while the page is open (the company
   * flows); `forced-logout` only the server ending it (a 406), since a person who logs out on
   * purpose has left the flow where it was (the apprentice wizard).
   */
  on: 'logout' | 'forced-logout'
  /** Flows that date their answers: a stored snapshot from another day learns today's date. */
  today?: string
}

export function usePauseOnLogout(
  actor: PausableActor<SessionEvent>,
  options: PauseOnLogout & { today?: undefined },
): void
export function usePauseOnLogout(
  actor: PausableActor<SessionEvent | TodayEvent>,
  options: PauseOnLogout & { today: string },
): void

/**
 * The one pause-on-logout of the wizards: the flow pauses when the session ends, so what is stored
 * is the paused step (and the answer of a refused call is never applied); this page only shows to a
 * logged-in user, so a snapshot stored while paused continues, once, for the snapshot the page
 * started from.
 */
export function usePauseOnLogout(actor: PausableActor<SessionEvent | TodayEvent>, { on, today }: PauseOnLogout): void {
  useEffect(() => {
    const snapshot = actor.getSnapshot()
    if (today !== undefined && 'today' in snapshot.context && snapshot.context.today !== today)
      actor.send({ type: 'today.change', today })
    if (snapshot.matches('paused')) actor.send({ type: 'session.resumed' })
    // Once, for the snapshot this page started from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor])

  // Straight from the session actor and the api's events, not from a re-render: the wizard unmounts
  // its flow as soon as the user is gone, so an effect would never run and the stored snapshot would
  // not be the paused one.
  const session = useSession()
  useEffect(() => {
    if (on === 'forced-logout') {
      return onApiEvent((event) => {
        if (event.type === 'api.loggedOut') actor.send({ type: 'session.expired' })
      })
    }
    const pauseWhenLoggedOut = (snapshot: ReturnType<typeof session.getSnapshot>) => {
      if (!selectUser(snapshot)) actor.send({ type: 'session.expired' })
    }
    pauseWhenLoggedOut(session.getSnapshot())
    const subscription = session.subscribe(pauseWhenLoggedOut)
    return () => subscription.unsubscribe()
  }, [on, session, actor])
}
