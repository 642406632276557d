import { createFileRoute } from '@tanstack/react-router'
import { StartPage } from '../components/shell/start/start-page'

export const Route = createFileRoute('/')({
  // Not split: a first visit lands here, so the start page comes with the entry instead of one more
  // round trip after it (issue 8 §5). Its logged-in views are still lazy (start-page.tsx).
  codeSplitGroupings: [],
  component: StartPage,
})
