import { createContext, useContext, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import type { SessionSnapshot } from '../../machines/shell/session.machine'
import type { SessionActor } from './session.edge'

const SessionContext = createContext<SessionActor | null>(null)

/** Provides the already started session actor (created before render so the router can use it too). */
export function SessionProvider({ session, children }: { session: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

/** The session actor ref: `useSession().send({ type: 'login.succeeded', user })`. */
export function useSession(): SessionActor {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession() needs <SessionProvider>')
  return session
}

/** Reads the session with one of the selectors exported by machines/session/session.machine.ts. */
export function useSessionSelector<T>(
  selector: (snapshot: SessionSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useSession(), selector, compare)
}
