import type { Locator, Page } from '@playwright/test'
import { companyPauseMachine } from '../../machines/company/company-pause.machine'
import {
  CHRISTMAS,
  ELIN_NAME,
  PAUSE_FORM_DONE,
  WALK_COMPANY,
  companyPauseEvents,
  companyPausePathInput,
  companyPausePathKey,
} from '../../machines/company/company-pause.paths'
import type { CompanyPauseSnapshot } from '../../machines/company/company-pause.machine'
import { COMPANY_SYD, EBOOK_IDS } from '../../mock-server/seed'
import { formatDate } from '../../src/domain/format'
import { expect, test } from '../fixtures'
import { NamespacePage } from '../pages/namespace.page'
import { pressable } from '../pages/structure.page'
import { expectPhonePageOk } from '../support/axe'
import { text, type Lang } from '../support/texts'
import { callFlow, replayCoarseWalks, type Replay, type WalkFlow } from '../support/walk-replay'
import { openInApp } from '../support/navigate'

/**
 * The company's pause pages (issue 19; §2 /company/{id}/paused, /paused/new; §3 Pause; §4 "sent to the
 * nearest region"): the list and the form read in en and pl at 360 px with axe, and the company-pause
 * machine's walks (machines/company/company-pause.paths.ts) replayed as Maria at Norr, axe on each page
 * they show: choosing without a choice, the shared pause form and its Cancel, changing the apprentice,
 * and the registered pause on the list with the toast naming BYN Norr.
 */

class PausePages extends NamespacePage {
  constructor(page: Page, lang: Lang = 'sv') {
    super(page, 'company-pauses', lang)
  }

  get next(): Locator {
    return this.page.getByRole('button', { name: pressable(this.t('new.next')) })
  }

  get formHeading(): Locator {
    return this.page.getByRole('heading', { level: 2, name: this.t('new.pauseFor', { name: ELIN_NAME }) })
  }

  field(key: 'from' | 'to' | 'reason'): Locator {
    return this.page.getByLabel(text(`domain-widgets:pause.${key}`, {}, this.lang), { exact: false }).first()
  }

  get dialog(): Locator {
    return this.page.getByRole('alertdialog')
  }

  row(id: number): Locator {
    return this.page.getByTestId(`pause-row-${id}`)
  }
}

for (const lang of ['en', 'pl'] as const) {
  test(`the pause pages read in ${lang} at 360 px, with no axe violations`, async ({ app, loginByLink }) => {
    const view = new PausePages(app.page, lang)
    await app.page.setViewportSize({ width: 360, height: 740 })
    await loginByLink('departmentAdmin')
    await app.shell.switchLanguage(lang)
    const narrow = (name: string) => expectPhonePageOk(app.page, `${name} (${lang})`)
    await openInApp(app.page, `/company/${COMPANY_SYD.id}/paused`)
    await expect(view.heading).toHaveText(view.t('list.title'))
    await expect(view.row(EBOOK_IDS.currentPause)).toContainText(view.t('list.timing.current'))
    await narrow('pause list')
    await app.page.getByRole('link', { name: view.t('list.register') }).click()
    await expect(view.heading).toHaveText(view.t('new.title'))
    await expect(app.page.getByTestId('pause-not-offered')).toContainText(view.t('new.why.noBook'))
    await narrow('pause choice')
    // Lena's one apprentice with a book is chosen already: the shared pause form, asked for its problems.
    await view.next.click()
    await app.page.getByRole('button', { name: pressable(view.t('new.submit')) }).click()
    await expect(
      app.page.getByText(text('domain-widgets:errors.field.reason.required', {}, lang)).first(),
    ).toBeVisible()
    await narrow('pause form with its problems')
  })
}

// ---------------------------------------------------------------------------------------------
// The company-pause machine's walks

type S = CompanyPauseSnapshot
type R = Replay<S>

const view = (replay: R) => new PausePages(replay.app.page)

function screenOf(s: S): string {
  if (s.status === 'done') return 'pause list'
  if (s.matches('registering')) return 'pause form'
  return s.context.choiceError ? 'choice problem' : 'choice'
}

async function seeState(replay: R, s: S): Promise<void> {
  const pages = view(replay)
  const page = replay.app.page
  switch (screenOf(s)) {
    case 'pause list': {
      const values = { name: ELIN_NAME, from: formatDate(CHRISTMAS.fromDate), to: formatDate(CHRISTMAS.toDate) }
      await expect(page.getByText(pages.t('new.registered', { ...values, region: 'BYN Norr' }))).toBeVisible()
      await expect(pages.heading).toHaveText(pages.t('list.title'))
      return expect(page.getByRole('listitem').filter({ hasText: CHRISTMAS.reason })).toContainText(
        pages.t('list.timing.coming'),
      )
    }
    case 'pause form':
      await expect(pages.formHeading).toBeVisible()
      return expect(pages.field('reason')).toHaveValue('')
    case 'choice problem':
      await expect(pages.heading).toHaveText(pages.t('new.title'))
      return expect(page.getByText(text('company-pauses:errors.form.chooseApprentice')).first()).toBeVisible()
    case 'choice':
      await expect(pages.heading).toHaveText(pages.t('new.title'))
      await expect(page.getByText(text('company-pauses:errors.form.chooseApprentice'))).toHaveCount(0)
      if (s.context.chosenId !== null)
        await expect(
          page.getByRole('radio', { name: ELIN_NAME }).and(page.locator(`[value="${s.context.chosenId}"]`)),
        ).toBeChecked()
      return
    default:
      throw new Error(`no assertion for ${JSON.stringify(s.value)}`)
  }
}

const PAGES = ['choice', 'choice problem', 'pause form', 'pause list'] as const

const coarse = (s: S) => `${screenOf(s)}|${JSON.stringify(s.context.choiceError)}`

const base = {
  name: 'register a pause walks',
  machine: companyPauseMachine,
  events: companyPauseEvents,
  input: companyPausePathInput,
  serialize: companyPausePathKey,
  unreachable: () => false,
  notReplayed: {},
  persona: 'companyAdmin' as const,
  seeOpened: true,
  open: async ({ app }: R) => {
    await app.page.goto(`/company/${WALK_COMPANY}/paused/new`)
    await expect(new PausePages(app.page).heading).toHaveText(text('company-pauses:new.title'))
  },
  actions: {
    'choice.submit': async (_event, replay) => view(replay).next.click(),
    'apprentice.choose': async (event, replay) =>
      replay.app.page.locator(`input[type="radio"][value="${String(event.bookId)}"]`).check(),
    'apprentice.change': async (_event, replay) =>
      replay.app.page.getByRole('button', { name: pressable(view(replay).t('new.changeApprentice')) }).click(),
    // The shared form's end: registered (filled in, sent, confirmed) or cancelled (nothing sent).
    [PAUSE_FORM_DONE]: async (event, replay) => {
      const pages = view(replay)
      const page = replay.app.page
      if (event.output === null)
        return page
          .getByTestId('pause-form')
          .getByRole('button', { name: text('common:cancel'), exact: true })
          .click()
      await pages.field('from').fill(CHRISTMAS.fromDate)
      await pages.field('to').fill(CHRISTMAS.toDate)
      await pages.field('reason').fill(CHRISTMAS.reason)
      await page.getByRole('button', { name: pressable(pages.t('new.submit')) }).click()
      await expect(pages.dialog).toContainText(
        pages.t('new.confirmText', { from: formatDate(CHRISTMAS.fromDate), to: formatDate(CHRISTMAS.toDate) }),
      )
      await pages.dialog.getByRole('button', { name: pressable(pages.t('new.confirmAccept')) }).click()
    },
  },
  ...callFlow({ busy: () => false, call: 'educations/book-pauses/create', seeState, screen: screenOf }),
} satisfies Omit<WalkFlow<typeof companyPauseMachine>, 'target'>

replayCoarseWalks(base, coarse, PAGES)
