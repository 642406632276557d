import type { Page } from '@playwright/test'
import { axeGaps } from '../../src/components/accessibility/known-gaps'
import { expect, PERSONAS, test, type PersonaKey } from '../fixtures'
import { axeFindings, expectNoAxeViolations as axe, expectPhonePageOk } from '../support/axe'
import { inLang, type Lang } from '../support/texts'

/**
 * The accessibility statement (issue 23): reached from the logged-out start page and from the side menu,
 * axe in sv, en (at 360 px) and pl (a cold start at its address). And what keeps it true: each known gap
 * axe finds must still be reported by axe on its page, else the gap was fixed and the statement is wrong.
 */

async function seeStatement(page: Page, lang: Lang): Promise<void> {
  await expect(page).toHaveURL(/\/accessibility$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLang(lang)('accessibility:title'))
  await expect(page.getByRole('region', { name: inLang(lang)('accessibility:gaps.title') })).toBeVisible()
}

test('the statement: from the start page and the menu, axe in sv, en at 360 px and pl', async ({ fresh, app }) => {
  const sv = inLang('sv')
  await fresh.getByRole('link', { name: sv('shell-start:loggedOut.accessibility'), exact: true }).click()
  await seeStatement(fresh, 'sv')
  await axe(fresh, 'accessibility statement (sv)')

  await app.start.goto()
  await app.start.seeLoggedOutView()
  await app.shell.clickMenu()
  await app.shell
    .drawer()
    .getByRole('link', { name: sv('shell:links.accessibility'), exact: true })
    .click()
  await expect(app.shell.drawer()).toBeHidden()
  await seeStatement(fresh, 'sv')

  await fresh.setViewportSize({ width: 360, height: 740 })
  await app.shell.switchLanguage('en')
  await seeStatement(fresh, 'en')
  await expectPhonePageOk(fresh, 'accessibility statement (en, 360 px)')

  // A cold start at the address (the whole route tree loads first), in Polish.
  await fresh.setViewportSize({ width: 1280, height: 720 })
  await app.shell.switchLanguage('pl', 'en')
  await fresh.reload()
  await seeStatement(fresh, 'pl')
  await axe(fresh, 'accessibility statement (pl, cold start)')
})

for (const gap of axeGaps())
  test(`known gap: axe still reports ${gap.rule} on ${gap.path}`, async ({ page, loginAs }) => {
    if (gap.persona !== undefined) {
      expect(Object.keys(PERSONAS), `persona of the ${gap.rule} gap`).toContain(gap.persona)
      await loginAs(gap.persona as PersonaKey)
    }
    await page.goto(gap.path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(await axeFindings(page, gap.rule), `fixed? then take the gap out of known-gaps.ts`).not.toEqual([])
  })
