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
import { COMPANY_NORR, ORDER_IDS } from '../../mock-server/seed'
import { FIELD_IDS } from '../../src/components/orders/distance/approval-steps'
import { expect, test } from '../fixtures'
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
type Key = Parameters<typeof text>[0]

const NS = 'orders-distance' as Parameters<typeof errorText>[0]
const t = (key: string, vars: Record<string, string | number> = {}, lang: Lang = 'sv') =>
  text(`orders-distance:${key}` as Key, vars, lang)
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
  open: async ({ app }: R) => {
    await app.page.goto(ORDER_PATH)
    await expect(guide(app.page)).toBeVisible()
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
