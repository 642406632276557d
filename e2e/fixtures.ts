import { test as base, expect, type Page } from '@playwright/test'
import { mock } from './support/mock'

/** Opens the portal on a freshly reset scenario with nothing stored in the browser. */
async function freshStart(page: Page): Promise<void> {
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null)
  await mock.reset(page)
  await page.evaluate(() => {
    const keep = Object.keys(localStorage).filter((k) => k.startsWith('msw') === false)
    for (const k of keep) localStorage.removeItem(k)
    sessionStorage.clear()
    document.cookie.split(';').forEach((c) => {
      document.cookie = `${c.split('=')[0]?.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    })
  })
  await mock.reset(page)
  await page.reload()
}

export const test = base.extend<{ fresh: Page }>({
  fresh: async ({ page }, use) => {
    await freshStart(page)
    await use(page)
  },
})

export { expect, mock }
