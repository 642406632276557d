import type { Page } from '@playwright/test'
import { extensionOrderMachine } from '../../machines/orders/extension-order.machine'
import {
  APPROVE_ANSWERS,
  extensionOrderEvents,
  extensionOrderPathInput,
  extensionOrderPathKey,
  WALK_COMPANY,
  WALK_DISTANCE_ORDER,
  type ExtensionOrderSnapshot,
} from '../../machines/orders/extension-order.paths'
import { createBlocked, pendingOrder } from '../../machines/orders/extension-order.rules'
import { ORDER_IDS } from '../../mock-server/seed'
import { EXTENSION_FIELD_IDS } from '../../src/components/orders/distance/extension-order-flow'
import { expect, test } from '../fixtures'
import { expectPhonePageOk } from '../support/axe'
import type { PathEvent } from '../support/machine-paths'
import { errorText, text, textsOf } from '../support/texts'
import {
  answersOf,
  callFlow,
  failuresFirst,
  replayCoarseWalks,
  type Replay,
  type WalkFlow,
} from '../support/walk-replay'

/**
 * A distance order's extension orders (machines/orders/extension-order.machine.ts), replayed as coverage
 * walks: Maria Lindqvist (FTGADM and BG at Norr) on Elin's approved order 50503. The pending extension
 * order 13501 approved with the terms (asked for, the binding question cancelled and accepted, a failed
 * call kept), then a new one from Hermods' extensions (one asked for, asked first, a failed call) whose
 * state and amount the server answers, and that one approved. Then the page in Polish at 360 px with axe.
 */

type S = ExtensionOrderSnapshot
type R = Replay<S>

const NS = 'orders-distance'
const t = textsOf(NS)
const PATH = `/company/${WALK_COMPANY}/extension-orders/${WALK_DISTANCE_ORDER}`

const flowOf = (page: Page) => page.getByTestId('extension-orders')
const dialog = (page: Page) => page.getByRole('alertdialog')
const acceptLabel = (s: S) =>
  s.matches('confirmingCreate') || s.matches('creating')
    ? t('extensions.confirmCreateAccept')
    : t('extensions.confirmApproveAccept')

function screenOf(s: S): string {
  if (s.matches('creating')) return 'creating'
  if (s.matches('approving')) return 'approving'
  if (s.matches('confirmingCreate')) return 'confirm create'
  if (s.matches('confirmingApprove')) return 'confirm approve'
  const page = pendingOrder(s.context.orders) ? 'pending' : 'ordering'
  return s.context.formError ? `${page} refused` : page
}

const busy = (s: S) => s.hasTag('busy')

async function seeState(replay: R, s: S): Promise<void> {
  const { page } = replay.app
  const c = s.context
  const screen = screenOf(s)
  if (busy(s))
    return expect(dialog(page).getByRole('button', { name: acceptLabel(s) })).toHaveAttribute('aria-busy', 'true')
  if (screen.startsWith('confirm'))
    return expect(dialog(page)).toContainText(
      t(screen === 'confirm create' ? 'extensions.confirmCreateTitle' : 'extensions.confirmApproveTitle'),
    )
  await expect(dialog(page)).toHaveCount(0)
  // Each order as the server answered it.
  for (const order of c.orders)
    await expect(page.getByTestId(`extension-order-${order.id}-state`)).toHaveText(
      t(`extensions.state.${order.stateId}`),
    )
  const pending = pendingOrder(c.orders)
  const terms = page.locator(`#${EXTENSION_FIELD_IDS.acceptPurchaseTerms}`)
  if (pending) await (c.acceptPurchaseTerms ? expect(terms).toBeChecked() : expect(terms).not.toBeChecked())
  else await expect(terms).toHaveCount(0)
  if (createBlocked(c)) await expect(page.getByTestId('extension-create-blocked')).toBeVisible()
  else
    for (const id of [ORDER_IDS.extensions.longer, ORDER_IDS.extensions.tutoring])
      await (c.selection.includes(id)
        ? expect(extensionInput(page, id)).toBeChecked()
        : expect(extensionInput(page, id)).not.toBeChecked())
  if (c.formError && c.acting)
    await expect(page.getByTestId(`extension-${c.acting}-failed`)).toHaveText(errorText(NS, null, c.formError))
  for (const [field, message] of Object.entries(c.errors))
    if (message) await expect(flowOf(page)).toContainText(errorText(NS, field, message))
}

const extensionInput = (page: Page, id: number) => flowOf(page).locator(`input[type="checkbox"][value="${id}"]`)

const idle = (s: S) => s.matches('idle')

const base = {
  name: 'extension-order walks',
  machine: extensionOrderMachine,
  events: failuresFirst(extensionOrderEvents),
  input: extensionOrderPathInput,
  serialize: extensionOrderPathKey,
  unreachable: (s: S, event: PathEvent) =>
    (busy(s) && !event.type.startsWith('xstate.')) ||
    (['create', 'extensions.toggle', 'approve', 'terms.change'].includes(event.type) && !idle(s)) ||
    // The new-order form shows only when one may be made; a third order adds nothing to see.
    (['create', 'extensions.toggle'].includes(event.type) &&
      (createBlocked(s.context) !== null || s.context.orders.length > 1)) ||
    (['approve', 'terms.change'].includes(event.type) && pendingOrder(s.context.orders) === null) ||
    (event.type === 'terms.change' && s.context.acceptPurchaseTerms) ||
    (event.type === APPROVE_ANSWERS.done &&
      (event.output as { id: number }).id !== pendingOrder(s.context.orders)?.id) ||
    (event.type.startsWith('confirm.') && !(s.matches('confirmingCreate') || s.matches('confirmingApprove'))),
  notReplayed: {
    'educationExtension.choose': 'a plain select passed on in the create body: the machine test sends it',
  },
  persona: 'companyAdmin' as const,
  open: async ({ app }: R) => {
    await app.page.goto(PATH)
    await expect(flowOf(app.page)).toBeVisible()
  },
  actions: {
    ...answersOf<R>(extensionOrderMachine, extensionOrderEvents),
    approve: async (_event, { app }) =>
      flowOf(app.page)
        .getByRole('button', { name: t('extensions.approve') })
        .click(),
    create: async (_event, { app }) =>
      flowOf(app.page)
        .getByRole('button', { name: t('extensions.create') })
        .click(),
    'terms.change': async (_event, { app }) => app.page.locator(`#${EXTENSION_FIELD_IDS.acceptPurchaseTerms}`).check(),
    'extensions.toggle': async (event, { app }) => extensionInput(app.page, event.id as number).click(),
    'confirm.accept': async (_event, { app, from }) =>
      dialog(app.page)
        .getByRole('button', { name: acceptLabel(from) })
        .click(),
    'confirm.cancel': async (_event, { app }) =>
      dialog(app.page)
        .getByRole('button', { name: text('common:cancel') })
        .click(),
  },
  ...callFlow({
    busy,
    call: (during: S) => (during.matches('creating') ? 'extension-orders/create' : 'extension-orders/approve'),
    seeState,
    screen: screenOf,
  }),
} satisfies Omit<WalkFlow<typeof extensionOrderMachine>, 'target'>

const PAGES = [
  'pending',
  'pending refused',
  'confirm approve',
  'ordering',
  'ordering refused',
  'confirm create',
] as const
replayCoarseWalks(base, (s) => `${screenOf(s)}|${JSON.stringify(s.context.formError)}`, PAGES)

for (const lang of ['en', 'pl'] as const) {
  test(`the extension-orders page reads in ${lang} at 360 px, with no axe violations`, async ({ app, loginAs }) => {
    await app.page.setViewportSize({ width: 360, height: 740 })
    await loginAs('companyAdmin')
    await app.shell.switchLanguage(lang)
    await app.page.goto(PATH)
    await expect(app.page.getByRole('heading', { level: 1 })).toHaveText(
      t('extensions.title', { number: `DO-${WALK_DISTANCE_ORDER}` }, lang),
    )
    // 3 months: Polish 'few', English 'other'.
    await expect(app.page.getByTestId(`education-extension-${ORDER_IDS.educationExtension}`)).toContainText(
      t(lang === 'pl' ? 'extensions.months_few' : 'extensions.months_other', { count: 3 }, lang),
    )
    await app.page.getByRole('button', { name: t('extensions.newEducation', {}, lang) }).click()
    await expectPhonePageOk(app.page, `extension orders with the education form (${lang})`)
  })
}
