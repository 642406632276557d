/**
 * The floor app of `npm run bench` (issue 8 §5): React + TanStack Router with each design-card library
 * used once — a machine through useMachine, i18next with t(), a ky instance, a valibot parse — and
 * nothing else. The portal's logged-out start page is measured as a ratio to what this builds to in the
 * same run, from the same lock file.
 */
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import i18n from 'i18next'
import ky from 'ky'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initReactI18next, useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { assign, fromPromise, setup } from 'xstate'

void i18n.use(initReactI18next).init({
  lng: 'sv',
  resources: { sv: { start: { title: 'Välkommen till Mina sidor', intro: 'Logga in för att se dina uppgifter.' } } },
  interpolation: { escapeValue: false },
})

const api = ky.create({ baseUrl: `${location.origin}/api/m/v1/`, timeout: 60_000 })
const Version = v.object({ version: v.string() })

const versionMachine = setup({
  types: { context: {} as { version: string } },
  actors: { load: fromPromise(async () => v.parse(Version, await api.get('app/version').json()).version) },
}).createMachine({
  id: 'floor',
  context: { version: '0' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ version: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    ready: {},
  },
})

function Start() {
  const { t } = useTranslation('start')
  const [snapshot] = useMachine(versionMachine)
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <p>{snapshot.context.version}</p>
    </main>
  )
}

const rootRoute = createRootRoute({ component: () => <Outlet /> })
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Start })
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) })

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
