import type { Page } from '@playwright/test'
import { distanceApprovalMachine } from '../../machines/orders/distance-approval.machine'
import {
  distanceApprovalEvents,
  distanceApprovalPathInput,
  distanceApprovalPathKey,
  WALK_COMPANY,
  WALK_ORDER_ID,
  type DistanceApprovalSnapshot,
} from '../../machines/orders/distance-approval.paths'
import { APPROVAL_STEP_FIELDS, type ApprovalAnswers } from '../../machines/orders/distance-approval.steps'
import { COMPANY_NORR, EBOOK_IDS, ORDER_IDS, THEO } from '../../mock-server/seed'
import { FIELD_IDS } from '../../src/components/orders/distance/approval-steps'
import { expect, test } from '../fixtures'
import { expectPhonePageOk } from '../support/axe'
import { mock } from '../support/mock'
import type { PathEvent } from '../support/machine-paths'
import { errorText, text, textsOf } from '../support/texts'
import {
  answersOf,
  callFlow,
  failuresFirst,
  isErrorAnswer,
  replayCoarseWalks,
  SCENARIO_NOW,
  type Replay,
  type WalkFlow,
} from '../support/walk-replay'

/**
 * The company approves a distance-education order (machines/orders/distance-approval.machine.ts),
 * replayed as coverage walks: Maria Lindqvist (FTGADM and BG at Norr) on Sara Holm's order 50501 (10 of
 * 30 days left: the §4 warning). The seven steps, the occasion and terms asked for, a "Change" from the
 * review, the binding question (cancelled, accepted), a failed call (a 500) kept on the review, and the
 * approval the server confirms. §8's closed order is the machine's and the page test's (the server
 * refuses it only once another approved the order). Then the list and the order page in sv, en and pl
 * at 360 px with axe.
 */

type S = DistanceApprovalSnapshot
type R = Replay<S>

const NS = 'orders-distance'
const t = textsOf(NS)
const CALL = `companies/${WALK_COMPANY}/approve-distance-order/${WALK_ORDER_ID}`
const ORDER_PATH = `/company/${WALK_COMPANY}/distance-orders/${WALK_ORDER_ID}`

const guide = (page: Page) => page.getByTestId('approval-guide')
const dialog = (page: Page) => page.getByRole('alertdialog')
const submit = (page: Page, s: S) =>
  guide(page).getByRole('button', { name: s.context.step === 'review' ? t('guide.approve') : t('guide.continue') })

function screenOf(s: S): string {
  if (s.matches('approving')) return 'approving'
  if (s.matches('approved')) return 'approved'
  if (s.matches('confirming')) return 'confirm'
  return s.context.formError ? `${s.context.step} refused` : s.context.step
}

const busy = (s: S) => s.matches('approving')

async function seeState(replay: R, s: S): Promise<void> {
  const { page } = replay.app
  const c = s.context
  switch (screenOf(s)) {
    case 'approving':
      return expect(dialog(page).getByRole('button', { name: t('guide.confirmAccept') })).toHaveAttribute(
        'aria-busy',
        'true',
      )
    case 'approved':
      await replay.app.shell.seeToast(t('guide.approvedTitle'))
      return expect(page.getByTestId('approval-approved')).toContainText(t('state.2'))
    case 'confirm':
      return expect(dialog(page)).toContainText(t('guide.confirmTitle'))
  }
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.locator('#approval-step-title')).toHaveText(t(`guide.steps.${c.step}`))
  if (c.formError) {
    const named = Object.keys(c.errors).length > 0
    await expect(guide(page)).toContainText(errorText(NS, null, c.formError))
    if (!named) await expect(page.getByTestId('approval-failed')).toBeVisible()
  }
  for (const [field, message] of Object.entries(c.errors))
    if (message) await expect(guide(page)).toContainText(errorText(NS, field, message))
  // The answers stay as given.
  if (c.step === 'occasion' && c.answers.courseOpportunityId !== null)
    await expect(occasionInput(page, c.answers.courseOpportunityId)).toBeChecked()
  if (c.step === 'reference') await expect(page.locator(`#${FIELD_IDS.reference}`)).toHaveValue(c.answers.reference)
  if (c.step === 'terms')
    await (c.answers.acceptPurchaseTerms
      ? expect(page.locator(`#${FIELD_IDS.acceptPurchaseTerms}`)).toBeChecked()
      : expect(page.locator(`#${FIELD_IDS.acceptPurchaseTerms}`)).not.toBeChecked())
  if (c.step === 'review' && c.answers.reference !== '')
    await expect(page.getByTestId('review-reference')).toContainText(c.answers.reference)
}

const occasionInput = (page: Page, id: number) =>
  page.locator(`input[name="${FIELD_IDS.courseOpportunityId}"][value="${id}"]`)

/** A change the browser can make: a field of the step shown, to another value. */
function changeable(s: S, event: PathEvent): boolean {
  const answers = event.answers as Partial<ApprovalAnswers>
  const step = s.context.step
  return (
    !s.matches('confirming') &&
    Object.entries(answers).every(
      ([field, value]) =>
        APPROVAL_STEP_FIELDS[step].includes(field as keyof ApprovalAnswers) &&
        s.context.answers[field as keyof ApprovalAnswers] !== value,
    )
  )
}

const onStep = (s: S) => s.matches('active')
// The simulated backend refuses a closed order only after another approval: not replayed here.
const EVENTS = failuresFirst(
  distanceApprovalEvents.filter((e) => !(isErrorAnswer(e) && (e.error as { key?: string }).key === 'orderClosed')),
)

const base = {
  name: 'distance-order approval walks',
  machine: distanceApprovalMachine,
  events: EVENTS,
  input: distanceApprovalPathInput,
  serialize: distanceApprovalPathKey,
  unreachable: (s: S, event: PathEvent) =>
    (busy(s) && !event.type.startsWith('xstate.')) ||
    (event.type === 'answers.change' && !changeable(s, event)) ||
    (['step.continue', 'step.back', 'step.goto', 'approve'].includes(event.type) && !onStep(s)) ||
    (event.type === 'step.back' && s.context.step === 'order') ||
    ((event.type === 'step.goto' || event.type === 'approve') && s.context.step !== 'review'),
  notReplayed: {},
  persona: 'companyAdmin' as const,
  // Seeded on the walks' day (the scenario's dates relative to the seed day follow it): 50501 has 10 days left.
  prepare: (page: Page) => mock.resetOn(page, SCENARIO_NOW),
  open: async ({ app }: R) => {
    await app.page.goto(ORDER_PATH)
    await expect(guide(app.page)).toBeVisible()
    // §4: fewer days left than half the allowance (10 of 30), the warning on the order page.
    const deadline = app.page.getByTestId('distance-order-deadline')
    await expect(deadline).toHaveAttribute('data-warning', 'days-left')
    await expect(deadline).toHaveText(t('deadline.warning_other', { count: 10, date: '2026-11-26' }))
  },
  actions: {
    ...answersOf<R>(distanceApprovalMachine, EVENTS),
    'step.continue': async (_event, { app, from }) => submit(app.page, from).click(),
    approve: async (_event, { app, from }) => submit(app.page, from).click(),
    'step.back': async (_event, { app }) =>
      guide(app.page)
        .getByRole('button', { name: t('guide.back') })
        .click(),
    // The walks' one "Change": the course occasion's.
    'step.goto': async (_event, { app }) =>
      guide(app.page)
        .getByRole('button', { name: t('guide.changeLabel', { what: t('order.courseOpportunity') }) })
        .click(),
    'answers.change': async (event, { app }) => {
      const answers = event.answers as Partial<ApprovalAnswers>
      const page = app.page
      if (answers.courseOpportunityId !== undefined && answers.courseOpportunityId !== null)
        await occasionInput(page, answers.courseOpportunityId).check()
      if (answers.reference !== undefined) await page.locator(`#${FIELD_IDS.reference}`).fill(answers.reference)
      if (answers.acceptPurchaseTerms !== undefined) await page.locator(`#${FIELD_IDS.acceptPurchaseTerms}`).check()
    },
    'confirm.accept': async (_event, { app }) =>
      dialog(app.page)
        .getByRole('button', { name: t('guide.confirmAccept') })
        .click(),
    'confirm.cancel': async (_event, { app }) =>
      dialog(app.page)
        .getByRole('button', { name: text('common:cancel') })
        .click(),
  },
  ...callFlow({ busy, call: CALL, seeState, screen: screenOf }),
} satisfies Omit<WalkFlow<typeof distanceApprovalMachine>, 'target'>

const PAGES = [
  'order',
  'provider',
  'occasion',
  'occasion refused',
  'terms refused',
  'review',
  'review refused',
  'confirm',
  'approved',
] as const
replayCoarseWalks(base, (s) => `${screenOf(s)}|${JSON.stringify(s.context.formError)}`, PAGES)

for (const lang of ['sv', 'en', 'pl'] as const) {
  test(`the distance-order pages read in ${lang} at 360 px, with no axe violations`, async ({ app, loginAs }) => {
    await app.page.setViewportSize({ width: 360, height: 740 })
    await loginAs('companyAdmin')
    await app.shell.switchLanguage(lang)
    const narrow = (name: string) => expectPhonePageOk(app.page, `${name} (${lang})`)
    await app.page.goto(`/company/${COMPANY_NORR.id}/distance-orders`)
    await expect(app.page.getByRole('heading', { level: 1 })).toHaveText(t('list.title', {}, lang))
    // §4: 10 of 30 days left (the plural form of 10: Polish 'many').
    const warning = t(
      lang === 'pl' ? 'deadline.warning_many' : 'deadline.warning_other',
      { count: 10, date: '|' },
      lang,
    )
    const deadline = app.page.getByTestId(`distance-order-deadline-${ORDER_IDS.nearDeadline}`)
    await expect(deadline).toContainText(warning.split('|')[0] ?? '')
    await expect(deadline).toHaveAttribute('data-warning', 'days-left')
    await narrow('distance-order list')
    await app.page.getByRole('radio', { name: t('list.groupDepartment', {}, lang) }).check()
    await app.page.getByTestId(`distance-order-row-${ORDER_IDS.nearDeadline}`).getByRole('link').click()
    await expect(app.page.locator('#approval-step-title')).toHaveText(t('guide.steps.order', {}, lang))
    await narrow('distance order, first step')
  })
}

/**
 * §4 seen by the apprentice: Theo's order 12002 is past its approval date, so his e-book 7007 is "not yet
 * active" for the distance order; Maria approves it through the order page's guide; the book is active
 * again (his basic education is done: ADR 0011's clock does not keep it closed, as it does Tomasz's 7004).
 */
test('the e-book is off while the distance order is past its date and active again once the company approves it', async ({
  app,
  fresh,
  loginAs,
}) => {
  const page = fresh
  const bookState = page.getByTestId('ebook-list').getByTestId('ebook-state')
  const status = page.getByTestId('book-status')
  // Theo is no persona: the test-login prompt, his contact details answered as the fixtures do for personas.
  await page.context().addCookies([
    {
      name: `pp_contact_confirmed_${THEO.id}`,
      value: encodeURIComponent('2026-11-01T08:00:00.000Z'),
      url: page.url(),
    },
  ])
  const loginTheo = async () => {
    await app.testLogin.seeUsersLoaded()
    await app.testLogin.fillPersonalNumber(THEO.personalNumber)
    await app.testLogin.clickPromptLogin()
    await app.start.seeGreeting(THEO.firstName)
  }
  await loginTheo()
  await expect(bookState).toHaveText(text('shell-start:loggedIn.ebooks.states.notYetActive'))
  await page.goto(`/book/${EBOOK_IDS.reactivated}`)
  await expect(status).toContainText(text('ebook:displayState.notYetActive'))
  await expect(page.getByTestId('closed-reason')).toHaveText(text('ebook:closedReason.distanceOrder'))
  await app.shell.logout()

  await loginAs('companyAdmin')
  await page.goto(`/company/${COMPANY_NORR.id}/distance-orders/${ORDER_IDS.reactivates}`)
  await expect(page.getByTestId('distance-order-deadline')).toHaveAttribute('data-warning', 'past')
  for (const step of ['order', 'provider', 'occasion', 'delivery', 'reference', 'terms'] as const) {
    await expect(page.locator('#approval-step-title')).toHaveText(t(`guide.steps.${step}`))
    if (step === 'occasion') await occasionInput(page, ORDER_IDS.firstOccasion).check()
    if (step === 'terms') await page.locator(`#${FIELD_IDS.acceptPurchaseTerms}`).check()
    await guide(page)
      .getByRole('button', { name: t('guide.continue') })
      .click()
  }
  await guide(page)
    .getByRole('button', { name: t('guide.approve') })
    .click()
  await dialog(page)
    .getByRole('button', { name: t('guide.confirmAccept') })
    .click()
  await expect(page.getByTestId('approval-approved')).toContainText(t('state.2'))
  await app.shell.logout()

  await loginTheo()
  await expect(bookState).toHaveText(text('shell-start:loggedIn.ebooks.states.active'))
  await page.goto(`/book/${EBOOK_IDS.reactivated}`)
  await expect(status).toContainText(text('ebook:displayState.active'))
  await expect(page.getByTestId('closed-reason')).toHaveCount(0)
})
