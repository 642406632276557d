import { fromPromise } from 'xstate'
import { ebookReviewMachine, type ReviewChange } from '../../../../machines/ebook/ebook-review.machine'
import { getBook } from '../../../api/ebook/books'
import { getReport, reviewReportDetail, takeOverReport } from '../../../api/ebook/reports'
import { classified } from '../../../api/failure'

export interface ReviewEdges {
  /** A part was saved or approved: the page says so and puts focus on that part. */
  changed: (change: ReviewChange) => void
}

/**
 * The React edge of the instructor's review (issue 10, ADR 0009): the api calls as actors and the
 * page's edges, read through `edges()` when they fire. Silent calls: the part's form shows a 422's
 * texts (a refusal such as §5 "not listed as supervising" comes with the server's words), so the
 * global toast would only repeat them.
 */
export function ebookReviewFlow(edges: () => ReviewEdges) {
  return ebookReviewMachine.provide({
    actors: {
      loadReview: fromPromise(({ input }) =>
        classified(
          async () => {
            const [book, report] = await Promise.all([
              getBook(input.bookId, { silent: true }),
              getReport(input.bookId, input.reportId, { silent: true }),
            ])
            return { book, report }
          },
          'couldNotLoad',
          {},
        ),
      ),
      saveReview: fromPromise(({ input }) =>
        classified(
          () => reviewReportDetail(input.bookId, input.reportId, input.detailId, input.body, { silent: true }),
          'couldNotSave',
        ),
      ),
      // The box shows a refusal in the server's words (a 422 instructorActive, say): silent, as the save.
      takeOver: fromPromise(({ input }) =>
        classified(() => takeOverReport(input.bookId, input.reportId, { silent: true }), 'couldNotSave'),
      ),
    },
    actions: {
      reviewChanged: (_, params) => edges().changed(params),
      logFailure: (_, params) => console.info(`[ebook] review ${params.what} failed`, params.error),
    },
  })
}
