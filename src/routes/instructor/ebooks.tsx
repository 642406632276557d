import { createFileRoute } from '@tanstack/react-router'
import type { BooksLoad } from '../../components/instructor/lists/books-load'
import { InstructorEbooksPage } from '../../components/instructor/lists/instructor-ebooks-page'
import { loadLensBooks } from './-books-loader'
import { requireBookReader } from './-guards'

/** ?all: "only mine" unticked, every book the reader may read (offered to an instructor who is also a company user). */
export interface EbooksSearch {
  all?: true
}

/** /instructor/ebooks — InstructorEbooks (§2, issue 10): the books the reader supervises or, as a company user, reads. */
export const Route = createFileRoute('/instructor/ebooks')({
  // Plain code, no schema: a route's validateSearch is part of the start page's entry (issue 8 §5).
  validateSearch: (search: Record<string, unknown>): EbooksSearch => (search.all === true ? { all: true } : {}),
  beforeLoad: ({ context }) => {
    requireBookReader(context)
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadLensBooks(context, null, deps.all),
  // One lazy chunk for all four: each split-off part is one more import in the start page's entry.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent']],
  pendingComponent: () => <EbooksPage load={{ status: 'loading' }} />,
  errorComponent: () => <EbooksPage load={{ status: 'error' }} />,
  component: Loaded,
})

function Loaded() {
  return <EbooksPage load={{ status: 'done', rows: Route.useLoaderData() }} />
}

function EbooksPage({ load }: { load: BooksLoad }) {
  const { all } = Route.useSearch()
  const navigate = Route.useNavigate()
  // A filter the API applies: the loader reads again (loaderDeps); not a step in the history.
  const choice = {
    all: all === true,
    onChange: (next: boolean) => void navigate({ search: next ? { all: true } : {}, replace: true }),
  }
  return <InstructorEbooksPage idInPath={null} load={load} choice={choice} />
}
