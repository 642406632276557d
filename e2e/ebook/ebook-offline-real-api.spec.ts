import { EBOOK_IDS } from '../../mock-server/seed'
import { expect, PERSONAS, test } from '../fixtures'
import { eb, EbookOverviewPage } from '../pages/ebook.page'

/**
 * Issue 17 §1 in the build for a real API (e2e/real-api.config.ts: the simulated backend over HTTP
 * beside `vite preview`): the last opened book, its catalogue and reports are readable offline from a
 * cold start, saying as of when. Elin (persona 'apprentice') on her active book.
 */

const API = process.env.E2E_API_URL ?? ''
const BOOK = EBOOK_IDS.active
/** The "as of" line with any date and time (yyyy-mm-dd HH:mm). */
const asOfText = new RegExp(
  `^${eb('offline.asOf', { time: '@' })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('@', '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}')}$`,
)

async function control(path: string, method: 'POST' | 'PUT', body?: unknown): Promise<void> {
  const response = await fetch(`${API}/__mock/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.ok, `${method} /__mock/${path}`).toBe(true)
}

test.beforeEach(async () => {
  expect(API, 'run with -c e2e/real-api.config.ts').not.toBe('')
  await control('reset', 'POST')
})

test.afterEach(async () => {
  await control('faults', 'PUT', { mode: 'none', latencyMs: 0 })
})

test('a cold start without a connection shows the last opened book, its catalogue and reports from the device, "as of" when', async ({
  page,
  context,
  app,
}) => {
  // Online: logged in by a login link, the book opened once.
  await app.loginHash.goto('hash-apprentice')
  await app.start.seeGreeting(PERSONAS.apprentice.firstName)
  const overview = new EbookOverviewPage(page)
  await overview.goto(BOOK)
  const title = eb('overview.title', { name: `${PERSONAS.apprentice.firstName} ${PERSONAS.apprentice.lastName}` })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(overview.reportList).toBeVisible()
  await expect(page.getByTestId('offline-copy')).toHaveCount(0)
  // The PWA worker has the app precached, and the device has kept the book and its reports.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('pp-offline')
            open.onerror = () => resolve(0)
            open.onsuccess = () => {
              const db = open.result
              if (!db.objectStoreNames.contains('copies')) return resolve(0)
              const read = db.transaction('copies').objectStore('copies').get('last-book')
              read.onsuccess = () =>
                resolve(Object.keys((read.result as { copies?: object } | undefined)?.copies ?? {}).length)
              read.onerror = () => resolve(0)
            }
          }),
      ),
    )
    .toBe(2)
  await page.close()

  // The signal is gone (the browser's switch, and the backend drops whatever still reaches it); the app starts anew.
  await control('faults', 'PUT', { mode: 'network', latencyMs: 0 })
  await context.setOffline(true)
  const cold = await context.newPage()
  await cold.goto(`/book/${BOOK}`)
  await expect(cold.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(cold.getByTestId('offline-copy')).toHaveText(asOfText)
  await expect(cold.getByTestId('element-progress')).toBeVisible()
  await expect(cold.getByTestId('report-list').getByRole('link').first()).toBeVisible()
})
