import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, createAppRouter, loadFirstPage, type AppRouter } from './app'
import { connectSessionToApi, createSessionActor } from './session/session.edge'
import { initI18n } from './i18n/i18n'
import { loadFullRouteTree, startsWithFullTree } from './route-tree'
import './styles/global.css'

async function start() {
  const texts = initI18n()
  // A cold start on another page needs the whole route tree (src/route-tree.ts): fetched now, beside
  // the texts and the simulated backend's start, not after them.
  if (startsWithFullTree(window.location.pathname)) void loadFullRouteTree()
  if (__MOCK__) {
    // The simulated backend runs in the browser unless a real API was named at build time.
    const { startBrowserMock } = await import('../mock-server/browser')
    await startBrowserMock()
  }
  // The session needs the router (goHome) and the router needs the session (guards): goHome
  // is only called after start(), by which time the router exists.
  const session = createSessionActor({ goHome: () => void router.navigate({ to: '/' }) })
  const router: AppRouter = await createAppRouter(session)
  connectSessionToApi(session)
  session.start()
  await texts
  await loadFirstPage(router, window.location.pathname)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} session={session} />
    </StrictMode>,
  )
}

void start()
