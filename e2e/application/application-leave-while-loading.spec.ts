import { expect, mock, test } from '../fixtures'
import { text } from '../support/texts'

/**
 * The wizard puts its screen in the address as its machine moves. Once the person has gone elsewhere
 * (a link clicked while the drafts were still on their way, the next page still loading on a slow
 * line), a screen the wizard reaches late must not pull them back to /application.
 */
test('a screen the wizard reaches after the person has left /application does not pull them back', async ({
  fresh,
  app,
  loginAs,
}) => {
  await loginAs('apprentice')
  await mock.setFaults(fresh, 'none', 4000, 'applications/list')
  // The next page's texts arrive only when let through: its loader, and so its navigation, stays
  // pending meanwhile (a context route: the simulated backend's service worker fetches the app's files,
  // not the page). Lazy chunks are named by hash alone (ADR 0005): the texts' chunk is found by a text of
  // the settings page's own namespace.
  let letThrough!: () => void
  const held = new Promise<void>((resolve) => (letThrough = resolve))
  const settingsText = text('shell-settings:address.fetchHint')
  await fresh.context().route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes(settingsText) && !route.request().url().includes('/index-')) await held
    await route.fulfill({ response, body })
  })
  await fresh.goto('/application')
  await app.shell.clickMenu()
  await app.shell.clickMenuItem('settings')
  // The drafts come while the settings page is loading: the wizard, still on screen, shows
  // its draft list (the screen it reaches late).
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(text('application:drafts.title'))
  letThrough()
  await app.settings.seePage()
  await expect(fresh).toHaveURL(/\/my-settings$/)
})
