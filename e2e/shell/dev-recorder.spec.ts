import { copyFileSync, readFileSync } from 'node:fs'
import * as v from 'valibot'
import { PERSONAS } from '../../mock-server/seed'
import { RecordedPathSchema } from '../../src/components/shell/dev/path-recording'
import { expect, test } from '../fixtures'
import { ApplicationWizardPage } from '../pages/application-wizard.page'
import { appText } from '../pages/company-application.page'
import { expectNoAxeViolations } from '../support/axe'
import { replayRecordedPath } from '../support/recorded-path'
import { text, textsOf } from '../support/texts'

/**
 * The developer panel's path recorder (issue 23): a short session recorded in the panel (a password
 * login, one wizard step, a fault), the two files downloaded, the path checked and replayed.
 */

const dev = textsOf('dev')
const r = (key: string) => dev(`recorder.${key}`)
const tomasz = PERSONAS.passwordUser
const at = (key: string) => appText('application', key)

test('records a login, a wizard step and a fault, exports the path and its spec, and the export replays', async ({
  fresh: page,
  app,
}, testInfo) => {
  const panel = page.getByRole('dialog', { name: dev('title') })
  const openPanel = async () => {
    await page.getByRole('button', { name: dev('open') }).click()
    await expect(panel).toBeVisible()
  }
  const closePanel = async () => {
    await panel
      .getByRole('button', { name: dev('close'), exact: true })
      .last()
      .click()
    await expect(panel).toBeHidden()
  }

  await openPanel()
  await panel.getByRole('textbox', { name: r('name') }).fill('tomasz-applies')
  await panel.getByRole('button', { name: r('record'), exact: true }).click()
  await expect(panel.getByText(r('started'))).toBeVisible()
  await closePanel()

  await app.start.clickLoginWithPassword()
  await app.login.loginWithEmail(tomasz.email ?? '', tomasz.password ?? '')
  await app.start.seeGreeting(tomasz.firstName)
  await page.getByRole('link', { name: text('shell-start:loggedIn.buttons.application'), exact: true }).click()
  const wizard = new ApplicationWizardPage(page)
  // Tomasz has no drafts: the application opens at its welcome page.
  await wizard.seeStep('welcome', at('welcome.title'))
  await wizard.clickStart()
  await wizard.seeStep('transfer', at('transfer.title'))

  await openPanel()
  await panel.getByRole('combobox', { name: dev('faults.mode') }).selectOption('500')
  await panel.getByRole('button', { name: dev('faults.save'), exact: true }).click()
  await expect(page.getByText(dev('faults.saved'))).toBeVisible()
  await panel.getByRole('button', { name: r('stop'), exact: true }).click()
  await expect(panel.getByRole('link', { name: /tomasz-applies\.spec\.ts/ })).toBeVisible()
  await expectNoAxeViolations(page, 'the developer panel with a stopped recording')

  const download = async (file: string) => {
    const [done] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: new RegExp(file.replaceAll('.', '\\.')) }).click(),
    ])
    expect(done.suggestedFilename()).toBe(file)
    const saved = testInfo.outputPath(file)
    copyFileSync(await done.path(), saved)
    return readFileSync(saved, 'utf8')
  }
  const json = await download('tomasz-applies.path.json')
  const spec = await download('tomasz-applies.spec.ts')
  expect(json).not.toContain(tomasz.password)
  expect(spec).not.toContain(tomasz.password)
  const path = v.parse(RecordedPathSchema, JSON.parse(json))
  expect(path.start).toMatchObject({ scenario: 'default', url: '/' })
  expect(path.steps).toContainEqual(
    expect.objectContaining({ action: 'fill', secret: { kind: 'password', persona: 'passwordUser' } }),
  )
  expect(path.steps.at(-1)).toMatchObject({ kind: 'fault', faults: { mode: '500' } })
  expect(spec).toContain(`readRecordedPath(new URL('./tomasz-applies.path.json', import.meta.url))`)

  // The replay starts as the recording did, logged out on a device that has not been here (an exported
  // spec runs on a fresh page): the login and the wizard's place this page stored are dropped.
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await replayRecordedPath(page, path)
})
