import type { Page } from '@playwright/test'

/**
 * Opens `path` in the portal already loaded in `page` the way a link or the back button does: the
 * router's own navigation (guards, loaders and all), without loading the whole app again. A full load
 * costs ~1 s on a busy machine (the app, its texts, its first calls, and axe injected again); use
 * `page.goto` where the full load is what the test is about (an address typed in, a reload). The same
 * address again is a reload.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) {
    await page.reload()
    return
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}
