import { useEffect } from 'react'
import { selectUser } from '../../../../machines/shell/session.machine'
import { useSession } from '../../../session/session-context'

type ResumeEvent = { type: 'today.change'; today: string } | { type: 'session.resumed' } | { type: 'session.expired' }

/** What both company flows' actors offer: a `today` in context, a top-level `paused` state and these events. */
interface ResumableActor {
  getSnapshot(): { context: { today: string }; matches(state: 'paused'): boolean }
  send(event: ResumeEvent): void
}

/**
 * Keeps a company flow in step with the session: a restored snapshot may come from another day or
 * from before a forced logout (it resumes once, for the snapshot the page started from), and a
 * logout while the page is open pauses the flow.
 */
export function useSessionResume(actor: ResumableActor, today: string): void {
  useEffect(() => {
    const snapshot = actor.getSnapshot()
    if (snapshot.context.today !== today) actor.send({ type: 'today.change', today })
    if (snapshot.matches('paused')) actor.send({ type: 'session.resumed' })
    // Once, for the snapshot this page started from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor])

  // Straight from the session actor, not from a re-render: the wizard unmounts its flow as soon as the
  // user is gone, so an effect would never run and the stored snapshot would not be the paused one.
  const session = useSession()
  useEffect(() => {
    const pauseWhenLoggedOut = (snapshot: ReturnType<typeof session.getSnapshot>) => {
      if (!selectUser(snapshot)) actor.send({ type: 'session.expired' })
    }
    pauseWhenLoggedOut(session.getSnapshot())
    const subscription = session.subscribe(pauseWhenLoggedOut)
    return () => subscription.unsubscribe()
  }, [session, actor])
}
