import { useLoaderData, useParams } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { BooksLoad } from '../../components/instructor/lists/books-load'
import type { RouterContext } from '../../session/session.edge'
import { loadLensBooks } from './-books-loader'

/** The routes that show a list of instructor {id}'s lens (their guard differs, their page's data does not). */
type LensListPath = '/instructor/$id/ebooks' | '/instructor/$id/apprentices' | '/instructor/$id/apprentices-courses'

/** A lens list page: the instructor of the path and the state of the route's read. */
type LensListPage = ComponentType<{ instructorId: number; load: BooksLoad }>

/** The loader of a lens list route: the books of instructor {id}'s lens. */
export function loadLensList({ context, params }: { context: RouterContext; params: { id: string } }) {
  return loadLensBooks(context, Number(params.id))
}

/**
 * A lens list route's page in one state of its read: its pending page (`loading`), its error page
 * (`error`, retried through the router) or its component, with the rows the loader read (`done`).
 * Keyed by the id, so another instructor's list starts afresh.
 */
export function lensListPage(from: LensListPath, Page: LensListPage, status: BooksLoad['status']) {
  function Loaded() {
    const rows = useLoaderData({ from })
    return <Lens load={{ status: 'done', rows }} />
  }
  function Lens({ load }: { load: BooksLoad }) {
    const { id } = useParams({ from })
    return <Page key={id} instructorId={Number(id)} load={load} />
  }
  return status === 'done' ? Loaded : () => <Lens load={{ status }} />
}
