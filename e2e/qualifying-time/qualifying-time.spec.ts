import type { Page } from '@playwright/test'
import { qualifyingTimeMachine } from '../../machines/qualifying-time/qualifying-time.machine'
import {
  qualifyingTimeEvents,
  qualifyingTimePathInput,
  qualifyingTimePathKey,
  WALK_PERSON_ID,
  WALK_QT_ID,
  type QualifyingTimeSnapshot,
} from '../../machines/qualifying-time/qualifying-time.paths'
import { selectCanApprove, selectCanModify } from '../../machines/qualifying-time/qualifying-time.selectors'
import type { ModificationDraft } from '../../machines/qualifying-time/qualifying-time.steps'
import { QUALIFYING_TIME_IDS } from '../../mock-server/seed'
import { FIELD_IDS } from '../../src/components/qualifying-time/qualifying-time-card'
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
 * The qualifying-time page (machines/qualifying-time/qualifying-time.machine.ts) replayed as coverage
 * walks: Maria Lindqvist (FTGADM at Norr) on Hanna Sjölund's finished qualifying time 65012: the
 * approval asked (cancelled, accepted, a failed call kept ready), the extension request checked, sent
 * (then a second one refused while it awaits the region), failed and cancelled; axe on each page. Then
 * the menu badge (3 finished at Norr), its reset when the list opens (the ended ones first, then the
 * others with their state; axe in sv), and §8's Y4+Y5 block, in Polish at 360 px, then both pages in
 * English (axe).
 */

type S = QualifyingTimeSnapshot
type R = Replay<S>

const NS = 'qualifying-time'
const t = textsOf(NS)
const PAGE_PATH = `/qualifying-time/${WALK_PERSON_ID}`

const card = (page: Page) => page.getByTestId(`qualifying-time-${WALK_QT_ID}`)
const dialog = (page: Page) => page.getByRole('alertdialog')
const form = (page: Page) => page.getByTestId('modification-form')

function screenOf(s: S): string {
  if (s.matches('approving')) return 'approving'
  if (s.matches('confirming')) return 'confirm'
  if (s.matches({ modification: 'sending' })) return 'sending'
  const refused = s.context.formError ? ' refused' : ''
  if (s.matches('modification')) return `modification${refused}`
  return `${s.context.qualifyingTime.state}${refused}${s.context.notice ? ` ${s.context.notice}` : ''}`
}

const busy = (s: S) => s.hasTag('busy')
const callOf = (s: S) =>
  s.matches('approving') ? `qualification-times/${WALK_QT_ID}/approve` : 'qualification-times/create-modification'

async function seeState(replay: R, s: S): Promise<void> {
  const { page } = replay.app
  const c = s.context
  switch (screenOf(s)) {
    case 'approving':
      return expect(dialog(page).getByRole('button', { name: t('approve.confirmAccept') })).toHaveAttribute(
        'aria-busy',
        'true',
      )
    case 'sending':
      return expect(form(page).getByRole('button', { name: t('modification.submit') })).toHaveAttribute(
        'aria-busy',
        'true',
      )
    case 'confirm':
      return expect(dialog(page)).toContainText(t('approve.confirmTitle'))
  }
  await expect(dialog(page)).toHaveCount(0)
  if (s.matches('modification')) {
    await expect(page.locator(`#${FIELD_IDS.months}`)).toHaveValue(c.draft.months)
    await expect(page.locator(`#${FIELD_IDS.motivation}`)).toHaveValue(c.draft.motivation)
    for (const [field, message] of Object.entries(c.errors))
      if (message) await expect(form(page)).toContainText(errorText(NS, field, message))
    if (c.formError) await expect(form(page)).toContainText(errorText(NS, null, c.formError))
    return
  }
  await expect(form(page)).toHaveCount(0)
  await expect(card(page).getByTestId('qualifying-time-state')).toHaveText(t(`state.${c.qualifyingTime.state}`))
  if (c.formError)
    await expect(card(page).getByTestId('qualifying-time-failed')).toHaveText(errorText(NS, null, c.formError))
  else await expect(card(page).getByTestId('qualifying-time-failed')).toHaveCount(0)
  if (c.notice)
    await expect(card(page).getByTestId('qualifying-time-notice')).toHaveText(
      t(c.notice === 'approved' ? 'approve.done' : 'modification.sent'),
    )
  await expect(card(page).getByRole('button', { name: t('approve.button') })).toHaveCount(selectCanApprove(s) ? 1 : 0)
  if (c.qualifyingTime.extensionAwaitingRegion)
    await expect(card(page).getByTestId('qualifying-time-extensions')).toContainText(
      t('extensions.awaiting_other', { count: 3, date: '|' }).split('|')[0] ?? '',
    )
}

/** A change the browser can make: a field of the open form, to another value. */
function changeable(s: S, event: PathEvent): boolean {
  const draft = event.draft as Partial<ModificationDraft>
  return (
    s.matches({ modification: 'editing' }) &&
    Object.entries(draft).every(([field, value]) => s.context.draft[field as keyof ModificationDraft] !== value)
  )
}

const EVENTS = failuresFirst(qualifyingTimeEvents)

const base = {
  name: 'qualifying-time walks',
  machine: qualifyingTimeMachine,
  events: EVENTS,
  input: qualifyingTimePathInput,
  serialize: qualifyingTimePathKey,
  unreachable: (s: S, event: PathEvent) =>
    (busy(s) && !event.type.startsWith('xstate.')) ||
    (event.type === 'modification.change' && !changeable(s, event)) ||
    (['modification.submit', 'modification.cancel'].includes(event.type) && !s.matches({ modification: 'editing' })) ||
    (event.type === 'modification.open' && !selectCanModify(s)) ||
    (event.type === 'approve' && !selectCanApprove(s)) ||
    (event.type.startsWith('confirm.') && !s.matches('confirming')),
  notReplayed: {},
  persona: 'companyAdmin' as const,
  open: async ({ app }: R) => {
    await app.page.goto(PAGE_PATH)
    await expect(card(app.page)).toBeVisible()
    // The forecast with its calculation: a date and at least one step.
    await expect(card(app.page).getByTestId('forecast-date')).toContainText(/\d{4}-\d{2}-\d{2}/)
    await expect(card(app.page).getByTestId('forecast-steps').locator('tbody tr').first()).toBeVisible()
  },
  actions: {
    ...answersOf<R>(qualifyingTimeMachine, EVENTS),
    approve: async (_event, { app }) =>
      card(app.page)
        .getByRole('button', { name: t('approve.button') })
        .click(),
    'confirm.accept': async (_event, { app }) =>
      dialog(app.page)
        .getByRole('button', { name: t('approve.confirmAccept') })
        .click(),
    'confirm.cancel': async (_event, { app }) =>
      dialog(app.page)
        .getByRole('button', { name: text('common:cancel') })
        .click(),
    'modification.open': async (_event, { app }) =>
      card(app.page)
        .getByRole('button', { name: t('modification.open') })
        .click(),
    'modification.change': async (event, { app }) => {
      const draft = event.draft as Partial<ModificationDraft>
      if (draft.months !== undefined) await app.page.locator(`#${FIELD_IDS.months}`).fill(draft.months)
      if (draft.motivation !== undefined) await app.page.locator(`#${FIELD_IDS.motivation}`).fill(draft.motivation)
    },
    'modification.submit': async (_event, { app }) =>
      form(app.page)
        .getByRole('button', { name: t('modification.submit') })
        .click(),
    'modification.cancel': async (_event, { app }) =>
      form(app.page)
        .getByRole('button', { name: t('modification.cancel') })
        .click(),
  },
  ...callFlow({ busy, call: callOf, seeState, screen: screenOf }),
} satisfies Omit<WalkFlow<typeof qualifyingTimeMachine>, 'target'>

const PAGES = [
  'readyForApproval',
  'readyForApproval refused',
  'modification',
  'modification refused',
  'confirm',
  'readyForApproval modificationSent',
  'approvedByCompany approved',
] as const
replayCoarseWalks(base, (s) => `${screenOf(s)}|${JSON.stringify(s.context.formError)}`, PAGES)

test('the menu badge counts the finished ones until the list opens; §8 Y4+Y5 blocks approval (sv, pl and en, 360 px)', async ({
  app,
  loginAs,
}) => {
  const page = app.page
  const lang = 'pl'
  await page.setViewportSize({ width: 360, height: 740 })
  await loginAs('companyAdmin')
  const itemName = text('shell:items.apprenticeQualifyingTime')
  const item = () => page.getByRole('link', { name: new RegExp(`^${itemName}`) })
  // Sara, Viktor and Hanna at Norr: finished, not approved (the poll after login counted them).
  await app.shell.clickMenu()
  await expect(item()).toContainText(/3$/)
  await item().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('list.title'))
  await expect(page.getByTestId('qualifying-times-finished').getByRole('listitem')).toHaveCount(
    QUALIFYING_TIME_IDS.finishedAtNorr.length,
  )
  await expectPhonePageOk(page, 'apprentice qualifying time list (sv)')
  // Opened: the badge is gone.
  await app.shell.clickMenu()
  await expect(item()).toHaveText(itemName)
  await app.shell.clickCloseMenu()
  await app.shell.switchLanguage(lang)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('list.title', {}, lang))
  // The ended ones awaiting approval first, then the company's others with their state.
  await expect(page.getByTestId('qualifying-times-finished-count')).toHaveText(
    t('list.finishedCount_few', { count: QUALIFYING_TIME_IDS.finishedAtNorr.length }, lang),
  )
  await expect(
    page.getByTestId(`qualifying-time-row-${QUALIFYING_TIME_IDS.paused}`).getByTestId('qualifying-time-row-state'),
  ).toHaveText(t('state.paused', {}, lang))
  await expectPhonePageOk(page, `apprentice qualifying time list (${lang})`)
  await page.getByTestId(`qualifying-time-row-${QUALIFYING_TIME_IDS.blockedByY4Y5}`).getByRole('link').click()
  const blocked = page.getByTestId(`qualifying-time-${QUALIFYING_TIME_IDS.blockedByY4Y5}`)
  await expect(blocked).toContainText(t('approve.blockedNote', {}, lang))
  await blocked.getByRole('button', { name: t('approve.button', {}, lang) }).click()
  await expect(blocked.getByTestId('qualifying-time-failed')).toHaveText(t('errors.form.y4y5NotApproved', {}, lang))
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expectPhonePageOk(page, `qualifying time blocked by Y4+Y5 (${lang})`)

  // Both pages in English too (axe in sv is the walks', above).
  await app.shell.switchLanguage('en', lang)
  await expect(blocked).toContainText(t('approve.blockedNote', {}, 'en'))
  await expectPhonePageOk(page, 'qualifying time blocked by Y4+Y5 (en)')
  await page.goBack()
  await expect(page.getByTestId('qualifying-times-finished-count')).toHaveText(
    t('list.finishedCount_other', { count: QUALIFYING_TIME_IDS.finishedAtNorr.length }, 'en'),
  )
  await expectPhonePageOk(page, 'apprentice qualifying time list (en)')
})
