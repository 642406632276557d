import { expect, mock, PERSONAS, test } from '../fixtures'
import { inLang, text } from '../support/texts'

/** The shell (§1, §2, §8): language switch, forced logout on any 406, the drawer of a logged-in user. */

test('the language switch sv -> en -> pl changes the texts, <html lang> and the language of later calls', async ({
  fresh,
  app,
}) => {
  const html = fresh.locator('html')
  await expect(html).toHaveAttribute('lang', 'sv')

  await app.shell.clickMenu()
  await app.shell.clickLanguage('English')
  await expect(html).toHaveAttribute('lang', 'en')
  await app.shell.seeDrawer('en')
  await expect(
    app.shell.drawer('en').getByRole('heading', { name: inLang('en')('shell:language.title') }),
  ).toBeVisible()
  await app.shell.clickCloseMenu('en')
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(inLang('en')('shell-start:loggedOut.title'))
  await expect(fresh.getByRole('region', { name: inLang('en')('login:testLogin.title') })).toBeVisible()

  await fresh
    .getByRole('banner')
    .getByRole('button', { name: inLang('en')('shell:menu.open'), exact: true })
    .click()
  await app.shell.clickLanguage('Polski', 'en')
  await expect(html).toHaveAttribute('lang', 'pl')
  await app.shell.seeDrawer('pl')
  await app.shell.clickCloseMenu('pl')
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(inLang('pl')('shell-start:loggedOut.title'))

  // The choice survives a reload, and the next call asks the server in Polish.
  await fresh.reload()
  await expect(html).toHaveAttribute('lang', 'pl')
  const login = fresh.waitForRequest((r) => r.url().includes('/api/m/v1/persons/loginmobilebankid'))
  await fresh
    .getByRole('list', { name: inLang('pl')('login:testLogin.listLabel') })
    .getByRole('button', { name: /^Elin Andersson/ })
    .click()
  expect((await login).headers()['accept-language']).toMatch(/^pl/)
  await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(
    inLang('pl')('shell-start:greeting', { firstName: PERSONAS.apprentice.firstName }),
  )
})

test('a 406 while logged in logs the user out with a modal whose login button leads to /login', async ({
  fresh,
  app,
  loginAs,
}) => {
  // The start page's import notice asks the server once the page is shown: let it answer first, so
  // the bell's call below is the one that meets the revoked session (it was, in 3 runs of 8, the
  // notice's, and the bell was gone before the test clicked it).
  const noticeAnswered = fresh.waitForResponse((response) => response.url().includes('/byn2import/get-person'))
  await loginAs('apprentice')
  await noticeAnswered
  // Elin has two unread notifications: the badge shows the number itself.
  await app.shell.seeBell('2', 2)
  await mock.setFaults(fresh, '406')
  try {
    // Any call meets the revoked session: here the notifications page's list.
    await app.shell.clickBell()
    await app.shell.seeForcedLogoutDialog()
    await expect(fresh).toHaveURL(/\/$/)
  } finally {
    await mock.setFaults(fresh, 'none')
  }
  await app.shell.clickForcedLogoutLogin()
  await app.login.seePage()
  await expect(app.shell.bell).toHaveCount(0)
  // The stored user is gone: a reload stays logged out.
  await fresh.goto('/')
  await app.start.seeLoggedOutView()
})

test('the drawer of a registered apprentice lists her menu items and opens them', async ({ fresh, app, loginAs }) => {
  await loginAs('apprentice')
  await app.shell.clickMenu()
  const nav = app.shell.drawer().getByRole('navigation', { name: text('shell:menu.navLabel') })
  for (const item of [
    'address',
    'settings',
    'qualifications',
    'application',
    'orderCard',
    'ebook',
    'myQualifyingTime',
  ]) {
    await expect(nav.getByRole('link', { name: text(`shell:items.${item}`), exact: true })).toBeVisible()
  }
  // Instructor-only items are not hers.
  await expect(nav.getByRole('link', { name: text('shell:items.myApprentices'), exact: true })).toHaveCount(0)
  await expect(
    app.shell.drawer().getByText(`${PERSONAS.apprentice.firstName} ${PERSONAS.apprentice.lastName}`),
  ).toBeVisible()

  await app.shell
    .drawer()
    .getByRole('button', { name: text('shell:info.button') })
    .click()
  // The drawer closes so the toast is not hidden from assistive technology behind the modal.
  await expect(app.shell.drawer()).toBeHidden()
  await expect(fresh.getByText(text('shell:info.title'), { exact: true })).toBeVisible()
  await expect(fresh.getByText(/API-version/)).toBeVisible()

  await app.shell.clickMenu()
  await app.shell.seeDrawer()
  await app.shell.clickMenuItem('settings')
  await expect(app.shell.drawer()).toBeHidden()
  await app.settings.seePage()
  await expect(app.settings.phoneField).toHaveValue(PERSONAS.apprentice.mobilephone ?? '')
})

test('after a login from far down the start page, the greeting is at the top of the screen with focus on the page', async ({
  fresh,
  app,
}) => {
  await app.testLogin.seeUsersLoaded()
  await app.testLogin.personaButton('apprentice').scrollIntoViewIfNeeded()
  expect(await fresh.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await app.testLogin.clickPersona('apprentice')
  await app.start.seeGreeting(PERSONAS.apprentice.firstName)
  await expect.poll(() => fresh.evaluate(() => window.scrollY)).toBe(0)
  await expect(fresh.locator('main')).toBeFocused()
})

test('the site icon comes with the page (no request for it), and /favicon.ico is served for those who ask', async ({
  fresh,
}) => {
  const ico = await fresh.request.get('/favicon.ico')
  expect(ico.status()).toBe(200)
  expect(ico.headers()['content-type']).toMatch(/icon/)
  // Inlined in index.html: no round trip on a weak signal, nothing for the simulated backend's worker to answer.
  // A PNG: an SVG icon is drawn as a document of its own after every page change (ADR 0013).
  const href = await fresh.locator('link[rel="icon"]').getAttribute('href')
  expect(href).toMatch(/^data:image\/png;base64,/)
  const size = await fresh.evaluate(async (src) => {
    const image = new Image()
    image.src = src
    await image.decode()
    return [image.naturalWidth, image.naturalHeight]
  }, href ?? '')
  expect(size).toEqual([32, 32])
})
