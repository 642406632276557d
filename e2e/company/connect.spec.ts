import type { Locator, Page } from '@playwright/test'
import { connectCompanyMachine } from '../../machines/company/connect-company.machine'
import {
  NEW_COMPANY_NUMBER,
  WALK_REGION,
  connectEvents,
  connectPathInput,
  connectPathKey,
} from '../../machines/company/connect-company.paths'
import type { ConnectCompanySnapshot } from '../../machines/company/connect-company.selectors'
import { selectConnectScreen } from '../../machines/company/connect-company.selectors'
import { COMPANY_NORR } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { NamespacePage } from '../pages/namespace.page'
import { pressable } from '../pages/structure.page'
import { expectNoAxeViolations, expectPhonePageOk } from '../support/axe'
import { errorText, text, type Lang } from '../support/texts'
import {
  answersOf,
  callFlow,
  failuresFirst,
  replayCoarseWalks,
  type Replay,
  type WalkFlow,
} from '../support/walk-replay'
import { openInApp } from '../support/navigate'

/**
 * Connecting a company (issue 19; §2 "Connect company", §5, §8; /connect-company, reached from
 * /my-settings): Elin asks BYN Syd to connect Byggbolaget i Norr, whose number is refused in §8's
 * words pointing to the region; the page in sv, en and pl at 360 px with axe; and the flow's walks
 * (machines/company/connect-company.machine.ts) replayed: the application sent to the region's
 * address, the call's failure with the input kept on the way.
 */

class ConnectPage extends NamespacePage {
  constructor(page: Page, lang: Lang = 'sv') {
    super(page, 'company-connect', lang)
  }

  get region(): Locator {
    return this.page.getByLabel(this.t('region'))
  }

  get number(): Locator {
    return this.page.getByLabel(this.t('number'))
  }

  button(key: string): Locator {
    return this.page.getByRole('button', { name: pressable(this.t(key)) })
  }

  get error(): Locator {
    return this.page.getByTestId('connect-error')
  }

  async fill(regionName: string, number: string): Promise<void> {
    await this.region.selectOption({ label: regionName })
    await this.number.fill(number)
  }
}

const formText = (key: string, vars: Record<string, string>, lang: Lang = 'sv') =>
  errorText('company-connect', null, { key, values: vars }, lang)

test('Elin finds the page from her settings; an organisation number that cannot be used is refused in §8 words, pointing to the region', async ({
  app,
  loginByLink,
}) => {
  const view = new ConnectPage(app.page)
  await loginByLink('apprentice')
  await openInApp(app.page, '/my-settings')
  await app.page.getByRole('link', { name: text('shell-settings:settings.connectLink') }).click()
  await expect(view.heading).toHaveText(view.t('title'))
  await view.button('continue').click()
  await expect(
    app.page.getByText(errorText('company-connect', 'regionId', { key: 'regionRequired' })).first(),
  ).toBeVisible()
  // Byggbolaget i Norr already has its administrator in the portal: the region has to help.
  await view.fill(WALK_REGION.name, COMPANY_NORR.organizationalNumber)
  await view.button('continue').click()
  await expect(app.page.getByTestId('connect-confirm')).toContainText(
    view.t('confirmText', { region: WALK_REGION.name }),
  )
  await view.button('send').click()
  await expect(view.error).toHaveText(formText('organisationNumberUnusable', { region: WALK_REGION.name }))
  await view.button('change').click()
  await expect(view.number).toHaveValue(COMPANY_NORR.organizationalNumber)
})

for (const lang of ['sv', 'en', 'pl'] as const) {
  test(`the connect page reads in ${lang} at 360 px, with no axe violations`, async ({ app, loginByLink }) => {
    const view = new ConnectPage(app.page, lang)
    await app.page.setViewportSize({ width: 360, height: 740 })
    await loginByLink('apprentice')
    await app.shell.switchLanguage(lang)
    await openInApp(app.page, '/connect-company')
    await expect(view.heading).toHaveText(view.t('title'))
    await expect(app.page.locator('html')).toHaveAttribute('lang', lang)
    await view.button('continue').click()
    await expect(view.number).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(app.page, `connect form with errors (${lang})`)
    await view.fill(WALK_REGION.name, NEW_COMPANY_NUMBER)
    await view.button('continue').click()
    await expect(view.button('send')).toBeVisible()
    await expectPhonePageOk(app.page, `connect confirmation (${lang})`)
  })
}

// ---------------------------------------------------------------------------------------------
// The flow's walks

type S = ConnectCompanySnapshot
type R = Replay<S>

const page = (replay: R) => new ConnectPage(replay.app.page)
const busy = (s: S) => s.hasTag('busy')
const CALL = 'companies'

/** The page a state shows, as the walks name it. */
function screenOf(s: S): string {
  const screen = selectConnectScreen(s)
  if (screen !== 'form') return screen
  return Object.values(s.context.fieldErrors).some(Boolean) ? 'form with errors' : 'form'
}

async function seeState(replay: R, s: S): Promise<void> {
  const view = page(replay)
  const c = s.context
  const region = WALK_REGION.name
  switch (screenOf(s)) {
    case 'sending':
      return expect(view.button('send')).toHaveAttribute('aria-busy', 'true')
    case 'confirm':
      await expect(replay.app.page.getByTestId('connect-confirm')).toContainText(view.t('confirmText', { region }))
      return expect(replay.app.page.getByTestId('connect-confirm')).toContainText(NEW_COMPANY_NUMBER)
    case 'failed':
      await expect(view.error).toHaveText(errorText('company-connect', null, c.error ?? { key: 'somethingWentWrong' }))
      return expect(view.button('retry')).toBeVisible()
    case 'sent':
      await expect(replay.app.page.getByTestId('connect-sent')).toContainText(WALK_REGION.email)
      return expect(replay.app.page.getByTestId('connect-sent')).toContainText(region)
  }
  // The form: what the user entered, kept.
  await expect(view.heading).toHaveText(view.t('title'))
  await expect(view.region).toHaveValue(c.form.regionId === null ? '' : String(c.form.regionId))
  await expect(view.number).toHaveValue(c.form.organizationalNumber)
  if (screenOf(s) === 'form') return expect(view.number).not.toHaveAttribute('aria-invalid', 'true')
  if (c.fieldErrors.regionId) await expect(view.region).toHaveAttribute('aria-invalid', 'true')
  if (c.fieldErrors.organizationalNumber) await expect(view.number).toHaveAttribute('aria-invalid', 'true')
}

const PAGES = ['form', 'form with errors', 'confirm', 'failed', 'sent'] as const

const coarse = (s: S) =>
  `${screenOf(s)}|${JSON.stringify([s.context.form.regionId, s.context.form.organizationalNumber !== '', s.context.error])}`

const base = {
  name: 'connect-company walks',
  machine: connectCompanyMachine,
  events: failuresFirst(connectEvents),
  input: connectPathInput,
  serialize: connectPathKey,
  unreachable: (s: S, event: { type: string }) => busy(s) && !event.type.startsWith('xstate.'),
  notReplayed: {},
  persona: 'apprentice' as const,
  open: async ({ app }: R) => {
    await app.page.goto('/connect-company')
    await expect(new ConnectPage(app.page).heading).toHaveText(text('company-connect:title'))
  },
  actions: {
    ...answersOf<R>(connectCompanyMachine, connectEvents),
    'region.change': async (_event, replay) => {
      await page(replay).region.selectOption({ label: WALK_REGION.name })
    },
    'number.change': async (event, replay) => page(replay).number.fill(String(event.value)),
    submit: async (_event, replay) => page(replay).button('continue').click(),
    'confirm.accept': async (_event, replay) => page(replay).button('send').click(),
    'confirm.back': async (_event, replay) => page(replay).button('change').click(),
    retry: async (_event, replay) => page(replay).button('retry').click(),
    edit: async (_event, replay) => page(replay).button('change').click(),
  },
  ...callFlow({ busy, call: CALL, seeState, screen: screenOf }),
} satisfies Omit<WalkFlow<typeof connectCompanyMachine>, 'target'>

replayCoarseWalks(base, coarse, PAGES)
