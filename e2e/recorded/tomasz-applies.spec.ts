import { test } from '../fixtures'
import { mock } from '../support/mock'
import { expectReplayed, readRecordedPath, replayStart, secretValue } from '../support/recorded-path'

/** Recorded in the developer panel (issue 23); replays tomasz-applies.path.json. */
const path = readRecordedPath(new URL('./tomasz-applies.path.json', import.meta.url))

test('recorded path tomasz-applies replays', async ({ fresh: page }) => {
  await mock.reset(page, 'default')
  await page.goto('/')
  const since = await replayStart(page)
  await page
    .getByRole('region', { name: 'Logga in', exact: true })
    .getByRole('link', { name: 'Logga in med lösenord', exact: true })
    .click()
  await page
    .getByRole('region', { name: 'E-post och lösenord', exact: true })
    .getByRole('textbox', { name: 'E-postadress', exact: true })
    .fill('tomasz.kowalski@example.com')
  await page
    .getByRole('region', { name: 'E-post och lösenord', exact: true })
    .getByRole('textbox', { name: 'Lösenord', exact: true })
    .fill(await secretValue(page, { kind: 'password', persona: 'passwordUser' }))
  await page
    .getByRole('region', { name: 'E-post och lösenord', exact: true })
    .getByRole('button', { name: 'Logga in', exact: true })
    .click()
  await page.getByRole('link', { name: 'Ansökan', exact: true }).click()
  await page.getByRole('button', { name: 'Börja', exact: true }).click()
  await mock.setFaults(page, '500', 0, null, null)
  await expectReplayed(page, path, since)
})
