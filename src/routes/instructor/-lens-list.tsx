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

/** The lens list routes whose loader answers the rows alone (My apprentices adds its linked apprentices). */
type BooksOnlyPath = Exclude<LensListPath, '/instructor/$id/apprentices'>

/**
 * A lens list route's page while its read runs (`loading`, its pending page) or failed (`error`, its
 * error page, retried through the router). Keyed by the id, so another instructor's list starts afresh.
 */
export function lensStatePage(from: LensListPath, Page: LensListPage, status: 'loading' | 'error') {
  return function Lens() {
    const { id } = useParams({ from })
    return <Page key={id} instructorId={Number(id)} load={{ status }} />
  }
}

/** As lensStatePage, or (`done`) its component with the rows the loader read. */
export function lensListPage(from: BooksOnlyPath, Page: LensListPage, status: BooksLoad['status']) {
  if (status !== 'done') return lensStatePage(from, Page, status)
  return function Loaded() {
    const rows = useLoaderData({ from })
    const { id } = useParams({ from })
    return <Page key={id} instructorId={Number(id)} load={{ status: 'done', rows }} />
  }
}
