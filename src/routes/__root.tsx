import { createRootRouteWithContext } from '@tanstack/react-router'
import { AppShell } from '../components/shell/app-shell'
import { NotFound } from '../components/shell/not-found'
import type { RouterContext } from '../session/session.edge'
import { OutboxResume } from '../components/ebook/report/outbox-resume'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
})

function Root() {
  return (
    <>
      <AppShell />
      <OutboxResume />
    </>
  )
}
