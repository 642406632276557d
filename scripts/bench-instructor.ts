/**
 * The instructor's e-book list in `npm run bench` (issue 10: "the instructor e-book list with 200
 * apprentices' books: click-to-paint under 4× CPU throttling, median, aim ≤ 100 ms"), measured like
 * the notification list (scripts/bench-lists.ts, same in-page measurement): scenario variant
 * 'many-books' (Johan Berg supervises 203 books), logged in with his documented login link.
 * - open: a click on the side menu's "Apprentice books" until the list's count is painted (route
 *   chunk, the books/list call through the simulated backend and the first render of the list);
 * - filter: a search typed into the search field (one input event, as a paste);
 * - state: the status filter changed to "Paused";
 * - clear: the search and the status emptied again (back to all books).
 */
import type { Browser, Page } from '@playwright/test'
import { loggedInPage, measure, settle, type Sample } from './bench-lists'

export const INSTRUCTOR_LIST_AIM_MS = 100
const JOHAN_ID = 1002
const JOHAN_HASH = 'hash-instructor'
const COUNT = '[data-testid="book-count"]'

type Interaction = 'open' | 'filter' | 'state' | 'clear'

export interface InstructorListResult {
  interaction: Interaction
  samples: Sample[]
}

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Meny', exact: true }).first().click()
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Lärlingarnas e-böcker' }).waitFor()
}

export async function benchInstructorList(browser: Browser, baseUrl: string, runs: number, throttle = 4): Promise<InstructorListResult[]> {
  const { context, page } = await loggedInPage(browser, baseUrl, { personaId: JOHAN_ID, hash: JOHAN_HASH, scenario: 'many-books' })
  try {
    const cdp = await context.newCDPSession(page)
    const results: Record<Interaction, Sample[]> = { open: [], filter: [], state: [], clear: [] }
    const search = page.getByRole('searchbox')
    const state = page.getByRole('combobox', { name: 'Status' })
    for (let run = 0; run < runs; run++) {
      await page.goto(baseUrl)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await openMenu(page)
      const link = page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Lärlingarnas e-böcker' })
      const box = await link.boundingBox()
      if (!box) throw new Error('the menu item has no box')
      await settle(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
      try {
        results.open.push(await measure(page, 'click', () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2), COUNT))
        await page.getByTestId('instructor-books').waitFor()
        await search.focus()
        await settle(page)
        results.filter.push(await measure(page, 'input', () => page.keyboard.insertText('holmgren'), COUNT))
        await settle(page)
        await search.selectText()
        await page.keyboard.press('Delete')
        await settle(page)
        results.state.push(await measure(page, 'change', () => state.selectOption('paused').then(() => undefined), COUNT))
        await settle(page)
        results.clear.push(await measure(page, 'change', () => state.selectOption('').then(() => undefined), COUNT))
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      }
    }
    return (Object.keys(results) as Interaction[]).map((interaction) => ({ interaction, samples: results[interaction] }))
  } finally {
    await context.close()
  }
}
