import { createFileRoute } from '@tanstack/react-router'
import { NotFound } from '../../../components/shell/not-found'

/**
 * Any /company/$id/… path without a page of its own: matching it here makes the company layout's
 * guard run first (no role for the company -> /forbidden), and only then is the page not found.
 */
export const Route = createFileRoute('/company/$id/$')({
  component: NotFound,
})
