import type { Page } from '@playwright/test'
import { cardOrderMachine } from '../../machines/orders/card-order.machine'
import {
  CARD_ANSWERS,
  cardOrderEvents,
  cardOrderPathInput,
  cardOrderPathKey,
  FIRST_CARD_PROFESSION,
  FREE_QUOTE,
  JOHAN,
  ONGOING,
  REASON_LATER,
  REPLACEMENT_PROFESSION,
  REPLACEMENT_QUOTE,
  type CardOrderSnapshot,
} from '../../machines/orders/card-order.paths'
import type { CardOrderField } from '../../machines/orders/card-order.steps'
import { personaToken } from '../../mock-server/seed'
import { formatCurrency } from '../../src/domain/format'
import { expect, test } from '../fixtures'
import { NamespacePage } from '../pages/namespace.page'
import { expectPhonePageOk } from '../support/axe'
import type { PathEvent } from '../support/machine-paths'
import { errorText, text, type Lang } from '../support/texts'
import {
  answersOf,
  callFlow,
  failuresFirst,
  isErrorAnswer,
  replayCoarseWalks,
  type Replay,
  type WalkFlow,
} from '../support/walk-replay'

/**
 * A card order for oneself (machines/orders/card-order.machine.ts, issue 20) replayed as coverage
 * walks: Johan Berg orders a trade-certificate card, 101's first (free) or 848's replacement (450 kr
 * incl. VAT, the §9 terms asked), from the types page through the server's quote and the binding
 * confirmation to the thank-you page; the server's own refusals (848 as a first card, §9; an order of
 * the card type placed meanwhile, §4) at their fields, failed calls kept with what was typed. Then the
 * pages in sv, en and pl at 360 px with axe.
 */

type S = CardOrderSnapshot
type R = Replay<S>

const CALL = `persons/${JOHAN.id}/request-trade-certificate`
const NAMES: Record<string, string> = {
  [`trade-${REPLACEMENT_PROFESSION}`]: 'Ställningsbyggare',
  [`trade-${FIRST_CARD_PROFESSION}`]: 'Träarbetare',
}
/** The input ids of the fields (src/components/orders/card-types-page.tsx, card-order-page.tsx). */
const FIELD_IDS: Partial<Record<CardOrderField, string>> = {
  card: 'card-option',
  reason: 'card-reason',
  zip: 'order-zip',
  acceptTerms: 'order-terms',
}

class CardPages extends NamespacePage {
  constructor(page: Page, lang: Lang = 'sv') {
    super(page, 'orders', lang)
  }
  option(key: string) {
    return this.page.getByRole('radio', { name: `${this.t('cards.type.tradeCertificate')} – ${NAMES[key]}` })
  }
  reason(reason: string) {
    return this.page.getByRole('radio', { name: this.t(`cards.reason.${reason}`) })
  }
  get continueButton() {
    return this.page.getByTestId('wizard-continue')
  }
  get zip() {
    return this.page.getByRole('textbox', { name: this.t('order.address.zip') })
  }
  get terms() {
    return this.page.getByRole('checkbox', { name: this.t('order.acceptTerms') })
  }
  fieldError(field: CardOrderField) {
    return this.page.locator(`#${FIELD_IDS[field]}-error`)
  }
}

const view = (replay: R) => new CardPages(replay.app.page)

function screenOf(s: S): string {
  const c = s.context
  const messages = Object.values(c.errors)
  if (s.matches('choosing') || s.matches('start'))
    return messages.some((e) => e?.text !== undefined)
      ? 'types refused'
      : messages.length > 0
        ? 'types missing'
        : 'types'
  if (s.matches('quoting')) return 'quoting'
  if (s.matches('quoteFailed')) return 'price failed'
  if (s.matches('ready')) return messages.length > 0 ? 'order missing' : 'order'
  if (s.matches('confirming')) return c.formError ? 'confirm failed' : 'confirm'
  if (s.matches('ordering')) return 'ordering'
  return 'thanks'
}

const busy = (s: S) => s.matches('quoting') || s.matches('ordering')
const choice = (s: S) => `${s.context.values.optionKey}|${s.context.values.reason}`
const FREE = `trade-${FIRST_CARD_PROFESSION}|firstCard`
const PAID = `trade-${REPLACEMENT_PROFESSION}|lostOrStolen`
const LATER = `trade-${REPLACEMENT_PROFESSION}|firstCard`
const isRefusal = (answer: PathEvent, refusal: object) =>
  isErrorAnswer(answer) && JSON.stringify(answer.error) === JSON.stringify(refusal)

const priceText = (s: S) =>
  s.context.quote?.price.total === 0
    ? text('orders:order.free')
    : text('orders:order.priceInclVat', { price: formatCurrency(s.context.quote?.price.shown) })

async function seeState(replay: R, s: S): Promise<void> {
  const pages = view(replay)
  const c = s.context
  const screen = screenOf(s)
  switch (screen) {
    case 'quoting':
      return expect(replay.app.page.getByRole('status').filter({ hasText: pages.t('order.quoting') })).toBeVisible()
    case 'price failed':
      await expect(replay.app.page.getByTestId('quote-error')).toContainText(errorText('orders', null, c.formError!))
      return
    case 'ordering':
      return expect(replay.app.page.getByTestId('order-confirm')).toHaveAttribute('aria-busy', 'true')
    case 'thanks':
      await expect(pages.heading).toHaveText(pages.t('thanks.title'))
      return expect(replay.app.page.getByTestId('card-thanks')).toContainText(priceText(s))
    case 'confirm':
    case 'confirm failed':
      await expect(pages.heading).toHaveText(pages.t('order.confirmTitle'))
      await expect(replay.app.page.getByTestId('order-price')).toHaveText(priceText(s))
      return c.formError
        ? expect(replay.app.page.getByTestId('wizard-error')).toHaveText(errorText('orders', null, c.formError))
        : expect(replay.app.page.getByTestId('wizard-error')).toHaveCount(0)
  }
  const fields: CardOrderField[] = screen.startsWith('types') ? ['card', 'reason'] : ['zip', 'acceptTerms']
  if (screen.startsWith('types')) {
    await expect(pages.heading).toHaveText(pages.t('types.title'))
    for (const key of Object.keys(NAMES))
      await (c.values.optionKey === key
        ? expect(pages.option(key)).toBeChecked()
        : expect(pages.option(key)).not.toBeChecked())
    if (c.values.reason) await expect(pages.reason(c.values.reason)).toBeChecked()
  } else {
    await expect(pages.heading).toHaveText(pages.t('order.title'))
    await expect(replay.app.page.getByTestId('order-price')).toHaveText(priceText(s))
    await expect(pages.zip).toHaveValue(c.values.address.zip)
    if (c.quote?.price.total) await expect(pages.terms).toBeChecked({ checked: c.values.acceptTerms })
  }
  for (const field of fields) {
    const message = c.errors[field]
    await (message
      ? expect(pages.fieldError(field)).toContainText(errorText('orders', field, message))
      : expect(pages.fieldError(field)).toHaveCount(0))
  }
}

/** §4: an order of the card type placed meanwhile (the other trade certificate's card), through the API as Johan. */
async function placeOtherOrder(replay: R): Promise<void> {
  const other =
    replay.from.context.values.optionKey === `trade-${FIRST_CARD_PROFESSION}`
      ? REPLACEMENT_PROFESSION
      : FIRST_CARD_PROFESSION
  const status = await replay.app.page.evaluate(
    async ({ token, path, body }) =>
      (
        await fetch(`/api/m/v1/${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    {
      token: personaToken('instructor'),
      path: CALL,
      body: {
        professionId: other,
        reason: other === FIRST_CARD_PROFESSION ? 'firstCard' : 'lostOrStolen',
        acceptTerms: true,
        deliveryAddress: { address1: 'Skolgatan 4', zip: '931 30', city: 'Skellefteå' },
      },
    },
  )
  expect(status, 'the order placed meanwhile').toBe(201)
}

const base = {
  name: 'card order walks',
  machine: cardOrderMachine,
  events: failuresFirst(cardOrderEvents),
  input: cardOrderPathInput,
  serialize: cardOrderPathKey,
  unreachable: (s: S, event: PathEvent) => {
    const v = s.context.values
    if (busy(s) && !event.type.startsWith('xstate.')) return true
    switch (event.type) {
      case 'card.choose':
        return v.optionKey === event.key
      case 'reason.choose':
        return v.reason === event.reason
      case 'address.change':
        return v.address.zip === event.value
      // The terms are asked only when the quoted card costs anything.
      case 'terms.toggle':
        return v.acceptTerms || !s.context.quote?.price.total
      // 101 as a replacement is refused by the server (§9) like 848 as a first card: one such walk is enough.
      case 'step.continue':
        return s.matches('choosing') && choice(s) === `trade-${FIRST_CARD_PROFESSION}|lostOrStolen`
      case CARD_ANSWERS.quoted:
        return (
          (event.output === FREE_QUOTE && choice(s) !== FREE) ||
          (event.output === REPLACEMENT_QUOTE && choice(s) !== PAID)
        )
      case CARD_ANSWERS.quoteFailed:
        return isRefusal(event, REASON_LATER) ? choice(s) !== LATER : choice(s) === LATER
      case CARD_ANSWERS.ordered:
      case CARD_ANSWERS.orderFailed:
        return choice(s) === LATER
    }
    return false
  },
  notReplayed: {
    'machine.toggle': "Johan holds no machine education; a machine card's combination is the machine tests'",
  },
  persona: 'instructor' as const,
  open: async ({ app }: R) => {
    await app.page.goto(`/order-card/${JOHAN.id}/types`)
    await expect(new CardPages(app.page).heading).toHaveText(new CardPages(app.page).t('types.title'))
  },
  actions: {
    ...answersOf<R>(cardOrderMachine, cardOrderEvents),
    'card.choose': async (event, replay) => view(replay).option(String(event.key)).check(),
    'reason.choose': async (event, replay) => view(replay).reason(String(event.reason)).check(),
    'step.continue': async (_event, replay) => view(replay).continueButton.click(),
    'step.back': async (_event, replay) => replay.app.page.getByTestId('wizard-back').click(),
    'quote.retry': async (_event, replay) => replay.app.page.getByTestId('quote-error').getByRole('button').click(),
    'address.change': async (event, replay) => view(replay).zip.fill(String(event.value)),
    'terms.toggle': async (_event, replay) => view(replay).terms.check(),
    'order.confirm': async (_event, replay) => replay.app.page.getByTestId('order-confirm').click(),
    'order.change': async (_event, replay) =>
      replay.app.page.getByRole('button', { name: view(replay).t('order.changeDetails') }).click(),
  },
  refusedByServer: (answer: PathEvent) => isRefusal(answer, REASON_LATER) || isRefusal(answer, ONGOING),
  arrangeAnswers: async (run, replay) => {
    if (run.some(({ event }) => isRefusal(event, ONGOING))) await placeOtherOrder(replay)
  },
  ...callFlow({ busy, call: CALL, seeState, screen: screenOf }),
} satisfies Omit<WalkFlow<typeof cardOrderMachine>, 'target'>

const PAGES = [
  'types',
  'types missing',
  'types refused',
  'price failed',
  'order',
  'order missing',
  'confirm',
  'confirm failed',
  'thanks',
] as const
// A page with its message and the fields that carry one: §4's refusal at the card is not §9's at the reason.
replayCoarseWalks(
  base,
  (s) =>
    `${screenOf(s)}|${JSON.stringify(s.context.formError)}|${screenOf(s) === 'types refused' ? Object.keys(s.context.errors).join(',') : ''}`,
  PAGES,
)

for (const lang of ['sv', 'en', 'pl'] as const) {
  test(`the card pages read in ${lang} at 360 px, with no axe violations`, async ({ app, loginAs }) => {
    const pages = new CardPages(app.page, lang)
    await app.page.setViewportSize({ width: 360, height: 740 })
    await loginAs('instructor')
    await app.shell.switchLanguage(lang)
    // The menu's "Order card and e-book" lands on the start page (§2); the other languages open it by address.
    if (lang === 'sv') {
      await app.shell.clickMenu()
      await app.shell.clickMenuItem('orderCard')
    } else await app.page.goto('/order-card/my-start')
    await expect(pages.heading).toHaveText(pages.t('start.title'))
    await expect(app.page.locator('html')).toHaveAttribute('lang', lang)
    await expectPhonePageOk(app.page, `card start page (${lang})`)
    await app.page.getByTestId(`card-option-trade-${REPLACEMENT_PROFESSION}`).getByRole('link').click()
    await expect(pages.heading).toHaveText(pages.t('types.title'))
    await pages.reason('lostOrStolen').check()
    await pages.continueButton.click()
    await expect(app.page.getByTestId('order-price')).toHaveText(
      pages.t('order.priceInclVat', { price: formatCurrency(REPLACEMENT_QUOTE.price.shown) }),
    )
    await pages.continueButton.click()
    await expect(pages.fieldError('acceptTerms')).toContainText(pages.t('errors.field.acceptTerms.acceptTerms'))
    await expectPhonePageOk(app.page, `card order page with its messages (${lang})`)
  })
}
