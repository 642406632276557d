import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { App, createAppRouter, type AppRouter } from '../app'
import type { CurrentUser } from '../api/shell/user.schemas'
import { toast } from '../components/ui/toast/toaster'
import { storeLocale, switchLocale, type Locale } from '../i18n/i18n'
import { connectSessionToApi, createSessionActor, type SessionActor } from '../session/session.edge'
import { clearStoredUser, writeStoredUser } from '../session/session-storage'
import { registerTestCleanup } from './test-cleanup'
import { loadFullRouteTree } from '../route-tree'

// The whole route tree is a lazy chunk (src/route-tree.ts): transformed here, with the test file, not
// inside the first test's time limit.
await loadFullRouteTree()

export interface RenderAppOptions {
  path?: string
  /** Stored as by an earlier login; the session reloads it through GET persons/get/{id}. */
  user?: CurrentUser | null
  locale?: Locale
}

export interface RenderedApp {
  session: SessionActor
  router: AppRouter
  /** The path the router shows now. */
  path: () => string
}

const running: Array<() => void> = []
// After every test: stop what renderApp started (session actor, its link to the api client).
registerTestCleanup(() => {
  while (running.length) running.pop()!()
  toast.clear()
  clearStoredUser()
  storeLocale('sv')
  void switchLocale('sv')
})

/**
 * The whole app as main.tsx wires it (session actor, api client, router with context), on a
 * memory history. Answers come from msw handlers the test file installs (src/test/api-handlers.ts).
 */
export async function renderApp({
  path = '/',
  user = null,
  locale = 'sv',
}: RenderAppOptions = {}): Promise<RenderedApp> {
  clearStoredUser()
  if (user) writeStoredUser(user)
  storeLocale(locale)
  await switchLocale(locale)
  const session = createSessionActor({ goHome: () => void router.navigate({ to: '/' }) })
  const router: AppRouter = await createAppRouter(session, {
    history: createMemoryHistory({ initialEntries: [path] }),
    pathname: new URL(path, 'http://localhost').pathname,
  })
  const disconnect = connectSessionToApi(session)
  session.start()
  running.push(() => {
    disconnect()
    session.stop()
  })
  render(<App router={router} session={session} />)
  // A stored user is reloaded first (§4); wait until the session has settled.
  if (user) await waitFor(() => expect(session.getSnapshot().matches('reloading')).toBe(false))
  await waitFor(() => expect(screen.getByRole('main')).toBeInTheDocument())
  return { session, router, path: () => router.state.location.pathname }
}
