import { createRootRouteWithContext } from '@tanstack/react-router'
import { AppShell } from '../components/shell/app-shell'
import { NotFound } from '../components/shell/not-found'
import type { RouterContext } from '../session/session.edge'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFound,
})
