import { expect, mock, test } from '../fixtures'
import { text } from '../support/texts'

/**
 * The wizard puts its screen in the address as its machine moves. Once the person has gone elsewhere
 * (a link clicked while the drafts were still on their way, the next page still loading on a slow
 * line), a screen the wizard reaches late must not pull them back to /application.
 */
test('a screen the wizard reaches after the person has left /application does not pull them back', async ({ fresh, app, loginAs }) => {
  await loginAs('apprentice')
  await mock.setFaults(fresh, 'none', 4000, 'applications/list')
  // The next page's code arrives only when let through: its navigation stays pending meanwhile (a
  // context route: the simulated backend's service worker fetches the app's files, not the page).
  let letThrough!: () => void
  const held = new Promise<void>((resolve) => (letThrough = resolve))
  await fresh.context().route(/\/assets\/(my-settings|shell-settings)-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
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
