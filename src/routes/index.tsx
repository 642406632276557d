import { createFileRoute } from '@tanstack/react-router'
import { StartPage } from '../components/shell/start/start-page'

export const Route = createFileRoute('/')({
  component: StartPage,
})
