import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  component: () => <main><h1>Mina sidor</h1></main>,
})
