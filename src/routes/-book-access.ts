import { notFound, redirect } from '@tanstack/react-router'
import { errorStatus } from '../api/client'

/**
 * The report pages' gate (/book/{id}/report-element, /create-overview, /report/{reportId}): someone
 * who may not read the book lands on the forbidden page, a book that does not exist is not found,
 * as /book/{id} does (issue 17; before, these pages rendered with the refusal inside them).
 * Any other failure lets the page load: it loads the book itself and says what failed, and without a
 * connection it still opens what the device keeps. The calls are imported here, not with the entry.
 */
export async function requireReadableBook(bookId: number): Promise<void> {
  // The page's own load (book, reports, pauses), started here and taken by its machine: no second round trip.
  const { startBookLoad } = await import('../components/ebook/report/report-calls')
  try {
    await startBookLoad(bookId)
  } catch (error) {
    const status = errorStatus(error)
    if (status === 403) throw redirect({ to: '/forbidden', replace: true })
    if (status === 404) throw notFound()
  }
}
