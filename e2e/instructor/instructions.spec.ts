import type { Locator, Page } from '@playwright/test'
import { instructionsReadMachine } from '../../machines/instructor/instructions-read.machine'
import {
  CONFIRMED,
  CURRENT_INSTRUCTIONS,
  INSTRUCTIONS_ANSWERS,
  JOHAN,
  instructionsReadEvents,
  instructionsReadPathInput,
  instructionsReadPathKey,
} from '../../machines/instructor/instructions-read.paths'
import type { InstructionsReadSnapshot } from '../../machines/instructor/instructions-read.selectors'
import type { ErrorMessage } from '../../src/api/failure'
import { formatDate } from '../../src/domain/format'
import { SCENARIO_BASE_DATE } from '../../mock-server/seed'
import { expect, mock, test, type App } from '../fixtures'
import { expectNoAxeViolations } from '../support/axe'
import { declareWalkChecks } from '../support/walk-checks'
import {
  eventLabel,
  eventTypesIn,
  generateCoverageWalks,
  isAnswer,
  performEvent,
  reportCoverage,
  type BrowserActions,
  type GeneratedPath,
  type PathEvent,
} from '../support/machine-paths'
import type { FaultMode } from '../support/mock'
import { Served } from '../support/walk-replay'
import { errorText, text, type Lang } from '../support/texts'

/**
 * The instructor instructions (issue 10; §2 /instructor/instructions, §5, §6, §7; ADR 0009).
 *
 * The flow (machines/instructor/instructions-read.machine.ts) walked through its production state
 * graph with generateCoverageWalks and replayed in Chromium on the simulated backend, as the e-book
 * walks are (e2e/ebook/ebook-report-walks.spec.ts): Johan Berg (persona 'instructor'), whose read date
 * (2026-03-10) is older than the instructions in force (2026-05-04). The coverage target is every page
 * with each message of a failed call, and every event type a browser can cause. Each walk is one
 * test, each event one step that asserts what the user sees in the state the machine reaches; axe
 * checks each distinct page once, in the first walk that shows it. A call a user's step starts is
 * held (the fault switch's hold) until its busy page has been seen; a failure is the fault switch's
 * 500 on that call's path; every success the page receives is compared with the answer the walk replays.
 *
 * Beside the walks: the page in sv, en and pl with axe, who may open it (a non-instructor is sent to
 * /forbidden, a visitor to the start page), and the warning gone from the start page once Johan has
 * confirmed, without a reload. The refusal of a confirmation when newer instructions came into force
 * meanwhile is the machine's test (the scenario cannot change the instructions between two steps).
 */

const SCENARIO_NOW = new Date(SCENARIO_BASE_DATE)
const PAGE = '/instructor/instructions'
/** One walk replays this many steps at most. */
const MAX_STEPS = 60

/** A button's name, also while it shows busy (the spinner's hidden "Loading…" follows the label). */
function pressable(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`)
}

const ii = (key: string, vars?: Record<string, string | number>, lang: Lang = 'sv') =>
  text(`instructor-instructions:${key}`, vars, lang)
const iiError = (message: ErrorMessage, lang: Lang = 'sv') => errorText('instructor-instructions', null, message, lang)

// ---------------------------------------------------------------------------------------------
// The page

class InstructionsPageObject {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'sv',
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(PAGE)
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 })
  }

  get warning(): Locator {
    return this.page.getByTestId('instructions-warning')
  }

  get facts(): Locator {
    return this.page.getByTestId('instructions-facts')
  }

  get instructions(): Locator {
    return this.page.getByTestId('instructions-text')
  }

  get confirmation(): Locator {
    return this.page.getByTestId('instructions-confirmation')
  }

  get confirmButton(): Locator {
    return this.confirmation.getByRole('button', { name: ii('confirmation.button', {}, this.lang), exact: true })
  }

  get retryConfirmButton(): Locator {
    return this.confirmation.getByRole('button', { name: pressable(text('common:tryAgain', {}, this.lang)) })
  }

  get dialog(): Locator {
    return this.page.getByRole('alertdialog', { name: ii('confirmation.dialogTitle', {}, this.lang) })
  }

  get dialogConfirm(): Locator {
    return this.dialog.getByRole('button', { name: pressable(ii('confirmation.confirm', {}, this.lang)) })
  }

  get dialogCancel(): Locator {
    return this.dialog.getByRole('button', { name: text('common:cancel', {}, this.lang), exact: true })
  }

  get loadFailed(): Locator {
    return this.page.getByTestId('instructions-load-failed')
  }

  async seeHeading(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${PAGE}$`))
    await expect(this.heading).toHaveText(ii('title', {}, this.lang))
  }

  /** The instructions in force: their title and each section's heading and text. */
  async seeInstructions(): Promise<void> {
    await expect(this.instructions.getByRole('heading', { level: 2 })).toHaveText(CURRENT_INSTRUCTIONS.title)
    await expect(this.instructions.getByRole('heading', { level: 3 })).toHaveText(
      CURRENT_INSTRUCTIONS.sections.map((s) => s.heading),
    )
    for (const section of CURRENT_INSTRUCTIONS.sections) await expect(this.instructions).toContainText(section.text)
  }

  /** §6 and what it means (§5), with the two dates. */
  async seeWarning(readOn: string): Promise<void> {
    await expect(this.warning.getByRole('heading', { level: 2 })).toHaveText(ii('warning.title', {}, this.lang))
    await expect(this.warning).toContainText(
      ii(
        'warning.updated',
        { committedAt: formatDate(CURRENT_INSTRUCTIONS.committedAt), readOn: formatDate(readOn) },
        this.lang,
      ),
    )
    await expect(this.warning).toContainText(ii('warning.consequence', {}, this.lang))
  }

  async seeFacts(readOn: string): Promise<void> {
    await expect(this.facts).toContainText(
      `${ii('facts.committedAt', {}, this.lang)}${formatDate(CURRENT_INSTRUCTIONS.committedAt)}`,
    )
    await expect(this.facts).toContainText(`${ii('facts.readOn', {}, this.lang)}${formatDate(readOn)}`)
  }
}

/** The start page's §6 warning (src/components/shell/start/instructions-warning.tsx). */
const startWarning = (page: Page) => page.getByTestId('start-instructions-warning')

// ---------------------------------------------------------------------------------------------
// The walks

type S = InstructionsReadSnapshot
type Walk = GeneratedPath<S> & { covers: string[] }

/** The page a state shows, as the walks name it. */
function screenOf(s: S): string {
  if (s.matches('loading')) return 'loading'
  if (s.matches('loadFailed')) return 'load failed'
  if (s.matches({ ready: 'asking' })) return 'confirm dialog'
  if (s.matches({ ready: 'confirming' })) return s.context.retrying ? 'retrying' : 'confirming'
  if (s.matches({ ready: 'failed' })) return 'confirm failed'
  return s.context.confirmedAt !== null ? 'confirmed' : 'instructions'
}

const busy = (s: S) => s.hasTag('busy')
const PAGES = ['load failed', 'instructions', 'confirm dialog', 'confirm failed', 'confirmed'] as const

/** The page and its message. */
function coarse(s: S): string {
  const c = s.context
  const message = c.confirmError ?? c.loadError
  return `${screenOf(s)}|${message ? JSON.stringify(message) : null}`
}

/** The call a busy state waits for (its path after /api/m/v1/). */
function callOf(s: S): string {
  if (s.matches('loading')) return 'instructions/get-current'
  if (s.matches({ ready: 'confirming' })) return 'trade-certificates/read'
  throw new Error(`no call runs in ${JSON.stringify(s.value)}`)
}

const isErrorAnswer = (event: PathEvent | undefined) => !!event && event.type.startsWith('xstate.error.actor.')

/** Answers come only while their call runs; while it runs, nothing on the page sends an event the machine takes. */
const unreachable = (s: S, event: PathEvent) => busy(s) && !isAnswer(event)

/** What a transition covers: the page it reaches with its message, or an event type no page target took. */
function targets(): { target: (from: S, event: PathEvent, to: S) => string | null } {
  const own = new Set<string>()
  const target = (_from: S, event: PathEvent, to: S) => (own.has(event.type) ? `event ${event.type}` : coarse(to))
  for (;;) {
    const taken = new Set(eventTypesIn(walksFor(target)))
    const missing = [...new Set(instructionsReadEvents.map((e) => e.type))].filter(
      (type) => !taken.has(type) && !own.has(type),
    )
    if (missing.length === 0) return { target }
    for (const type of missing) own.add(type)
  }
}

function walksFor(target: (from: S, event: PathEvent, to: S) => string | null): Walk[] {
  return generateCoverageWalks(instructionsReadMachine, {
    events: instructionsReadEvents,
    input: instructionsReadPathInput,
    serialize: instructionsReadPathKey,
    target,
    unreachable,
    maxSteps: MAX_STEPS,
  }) as Walk[]
}

const walks = walksFor(targets().target)

interface Replay {
  app: App
  /** The state before the event. */
  from: S
  view: InstructionsPageObject
}

/** The page gets the answer by itself: seeState waits for what it shows. */
const answered = async () => {}

const actions: BrowserActions<Replay> = {
  'instructions.retry': async (_event, { view }) =>
    view.loadFailed.getByRole('button', { name: text('common:tryAgain'), exact: true }).click(),
  'confirm.start': async (_event, { view }) => view.confirmButton.click(),
  'confirm.cancel': async (_event, { view }) => view.dialogCancel.click(),
  'confirm.accept': async (_event, { view }) => view.dialogConfirm.click(),
  'confirm.retry': async (_event, { view }) => view.retryConfirmButton.click(),
  [INSTRUCTIONS_ANSWERS.loadDone]: answered,
  [INSTRUCTIONS_ANSWERS.loadError]: answered,
  [INSTRUCTIONS_ANSWERS.confirmDone]: answered,
  [INSTRUCTIONS_ANSWERS.confirmError]: answered,
}

async function seeState({ app, from, view }: Replay, s: S): Promise<void> {
  const { page } = app
  const c = s.context
  switch (screenOf(s)) {
    case 'loading':
      // The first load answers before the page can be seen; a retry is held.
      if (from.matches('loadFailed'))
        await expect(page.getByRole('status').filter({ hasText: ii('loading') })).toBeVisible()
      return
    case 'confirming':
      return expect(view.dialogConfirm).toHaveAttribute('aria-busy', 'true')
    case 'retrying':
      await expect(view.retryConfirmButton).toHaveAttribute('aria-busy', 'true')
      // The reason stays while the retry runs.
      return expect(view.confirmation.getByRole('alert')).toHaveText(iiError(c.confirmError ?? { key: 'couldNotSave' }))
    case 'load failed':
      await view.seeHeading()
      await expect(view.loadFailed.getByRole('alert')).toHaveText(iiError(c.loadError ?? { key: 'couldNotLoad' }))
      await expect(view.instructions).toHaveCount(0)
      return
    case 'confirm dialog':
      await expect(view.dialog).toBeVisible()
      await expect(view.dialog).toContainText(
        ii('confirmation.dialogText', { committedAt: formatDate(CURRENT_INSTRUCTIONS.committedAt) }),
      )
      // The safe choice has focus.
      return expect(view.dialogCancel).toBeFocused()
  }
  // The page with the instructions: no dialog over it.
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await view.seeHeading()
  await view.seeInstructions()
  const readOn = c.readOn ?? ''
  await view.seeFacts(readOn)
  switch (screenOf(s)) {
    case 'instructions':
      await view.seeWarning(readOn)
      await expect(view.confirmButton).toBeVisible()
      await expect(view.confirmation.getByRole('alert')).toHaveCount(0)
      // Focus: the heading once the page has come, the button again after a cancelled question.
      if (from.matches('loading')) await expect(view.heading).toBeFocused()
      if (from.matches({ ready: 'asking' })) await expect(view.confirmButton).toBeFocused()
      return
    case 'confirm failed': {
      await view.seeWarning(readOn)
      const alert = view.confirmation.getByRole('alert')
      await expect(alert).toHaveText(iiError(c.confirmError ?? { key: 'couldNotSave' }))
      await expect(alert).toBeFocused()
      await expect(view.retryConfirmButton).toBeVisible()
      await expect(view.confirmButton).toHaveCount(0)
      return
    }
    case 'confirmed': {
      // The toast first: it is gone after a few seconds.
      if (from.matches({ ready: 'confirming' })) await app.shell.seeToast(text('common:saved'))
      const done = view.confirmation.getByRole('status')
      await expect(done).toHaveText(ii('confirmation.done', { at: formatDate(c.confirmedAt, { time: true }) }))
      await expect(done).toBeFocused()
      await expect(view.warning).toHaveCount(0)
      await expect(view.confirmButton).toHaveCount(0)
      expect(c.readOn).toBe(CONFIRMED.readInstructionsOn)
      return
    }
    default:
      throw new Error(`no assertion for ${JSON.stringify(s.value)}`)
  }
}

/** What the simulated backend answered the page for a successful call. */
async function servedFor(served: Served, answer: PathEvent, during: S): Promise<unknown> {
  const body = await served.body(new RegExp(`^${callOf(during).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  return answer.type === INSTRUCTIONS_ANSWERS.loadDone || answer.type === INSTRUCTIONS_ANSWERS.confirmDone ? body : null
}

const flow = {
  machine: instructionsReadMachine,
  serialize: instructionsReadPathKey,
  actions,
  notReplayed: {},
  pages: PAGES,
  screen: screenOf,
}

reportCoverage('instructions page', walks)
if (process.env.DEBUG_WALKS)
  for (const w of walks)
    console.log(`${w.title}\n  ${w.steps.map((st) => `${eventLabel(st.event)} -> ${screenOf(st.state)}`).join('\n  ')}`)

test.describe('instructions page walks', () => {
  declareWalkChecks(flow, walks)

  test('the walks replay every browser action of the page', () => {
    const replayed = new Set(eventTypesIn(walks))
    expect(Object.keys(actions).filter((type) => !replayed.has(type))).toEqual([])
  })

  test.describe('walks', () => {
    test.beforeEach(async ({ fresh, page, loginAs }) => {
      await page.clock.install({ time: SCENARIO_NOW })
      await mock.setClock(fresh, SCENARIO_NOW)
      await loginAs('instructor')
    })

    // Axe checks each distinct page once: in the first walk that shows it.
    const axeIn = new Map<string, Walk>()
    for (const walk of walks) {
      for (const step of walk.steps) {
        const page = busy(step.state) ? null : screenOf(step.state)
        if (page !== null && !axeIn.has(page)) axeIn.set(page, walk)
      }
    }

    for (const walk of walks) {
      const covers = [...new Set(walk.covers.map((c) => c.split('|')[0]))].join(', ')
      test(`${walk.title}: ${covers}`, async ({ app }) => {
        test.setTimeout(60_000 + walk.steps.length * 3_000)
        const served = new Served(app.page)
        const replay: Replay = { app, from: walk.initial, view: new InstructionsPageObject(app.page) }
        const states = [walk.initial, ...walk.steps.map((st) => st.state)]
        const axeChecked = new Set<string>()
        let faultsOn = false
        let held = false

        /** The answers to the calls that step `i` starts (-1: opening the page): a failure, and the call held while its page is busy. */
        const arrange = async (i: number) => {
          const next = walk.steps[i + 1]
          const answer = next && isAnswer(next.event) ? next.event : null
          const after = states[i + 1]!
          const failing = answer && isErrorAnswer(answer) ? callOf(after) : null
          const hold = i >= 0 && busy(after) ? callOf(after) : null
          served.markNow()
          if (failing === null && hold === null && !faultsOn) return
          const mode: FaultMode = failing !== null ? '500' : 'none'
          await mock.setFaults(app.page, mode, 0, failing, hold)
          faultsOn = mode !== 'none'
          held = hold !== null
        }

        await test.step(`open -> ${screenOf(walk.initial)}`, async () => {
          await arrange(-1)
          await replay.view.goto()
        })
        for (const [i, step] of walk.steps.entries()) {
          const from = states[i]!
          await test.step(`${i + 1}. ${eventLabel(step.event)} -> ${screenOf(step.state)}`, async () => {
            replay.from = from
            if (!isAnswer(step.event) && isAnswer(walk.steps[i + 1]?.event)) await arrange(i)
            // The busy page has been seen: the held call answers now.
            if (isAnswer(step.event) && held) {
              held = false
              await mock.releaseHeld(app.page)
            }
            await performEvent(actions, step.event, replay)
            await seeState(replay, step.state)
            if (isAnswer(step.event) && !isErrorAnswer(step.event)) {
              const answer = await servedFor(served, step.event, from)
              if (answer !== null)
                expect(answer, `what the simulated backend answered (${eventLabel(step.event)})`).toEqual(
                  step.event.output,
                )
            }
            if (isAnswer(step.event) && faultsOn) {
              faultsOn = false
              await mock.setFaults(app.page, 'none')
            }
            const page = busy(step.state) ? null : screenOf(step.state)
            if (page !== null && axeIn.get(page) === walk && !axeChecked.has(page)) {
              axeChecked.add(page)
              await expectNoAxeViolations(app.page, `instructions page: ${page}`)
            }
          })
        }
      })
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Languages, who may open it, the start page

const NATIVE = { sv: 'Svenska', en: 'English', pl: 'Polski' } as const

for (const lang of ['sv', 'en', 'pl'] as const) {
  test.describe(`in ${lang}`, () => {
    test(`the page and its confirmation dialog read in ${lang}, with no axe violations`, async ({ app, loginAs }) => {
      await loginAs('instructor')
      if (lang !== 'sv') {
        await app.shell.clickMenu()
        await app.shell.clickLanguage(NATIVE[lang])
        await app.shell.clickCloseMenu(lang)
      }
      const view = new InstructionsPageObject(app.page, lang)
      await view.goto()
      await view.seeHeading()
      await expect(app.page.locator('html')).toHaveAttribute('lang', lang)
      await view.seeWarning(instructionsReadPathInput.readOn ?? '')
      await view.seeInstructions()
      await expect(view.facts).toContainText(ii('facts.committedAt', {}, lang))
      await expectNoAxeViolations(app.page, `instructions page (${lang})`)
      await view.confirmButton.click()
      await expect(view.dialog).toContainText(
        ii('confirmation.dialogText', { committedAt: formatDate(CURRENT_INSTRUCTIONS.committedAt) }, lang),
      )
      await expectNoAxeViolations(app.page, `instructions confirmation dialog (${lang})`)
    })
  })
}

test('someone who is not an instructor is sent to /forbidden, a visitor to the start page', async ({
  app,
  fresh,
  loginAs,
}) => {
  await fresh.goto(PAGE)
  await app.start.seeLoggedOutView()
  await loginAs('apprentice')
  await app.page.goto(PAGE)
  await app.status.seeForbidden()
})

test('once Johan has confirmed, the start page no longer warns him, without a reload and after one', async ({
  app,
  fresh,
  page,
  loginAs,
}) => {
  await page.clock.install({ time: SCENARIO_NOW })
  await mock.setClock(fresh, SCENARIO_NOW)
  const instructionsRead = () =>
    page.waitForResponse((r) => r.url().endsWith('/api/m/v1/instructions/get-current') && r.ok())
  let read = instructionsRead()
  await loginAs('instructor')
  await read
  const warning = startWarning(page)
  await expect(warning.getByRole('heading', { level: 2 })).toHaveText(ii('startWarning.title'))
  await expect(warning).toContainText(ii('startWarning.text'))
  await warning.getByRole('link', { name: ii('startWarning.link'), exact: true }).click()

  const view = new InstructionsPageObject(page)
  await view.seeHeading()
  await view.confirmButton.click()
  await view.dialogConfirm.click()
  await expect(view.confirmation.getByRole('status')).toHaveText(
    ii('confirmation.done', { at: formatDate(SCENARIO_NOW, { time: true }) }),
  )
  await expect(view.warning).toHaveCount(0)

  // Back to the start page in the app (no reload): the session's user has the new read date.
  read = instructionsRead()
  await page.goBack()
  await app.start.seeGreeting(JOHAN.firstName)
  await read
  await expect(page.getByTestId('start-logged-in')).toBeVisible()
  await expect(startWarning(page)).toHaveCount(0)
  // And the server kept it: after a reload too.
  read = instructionsRead()
  await page.reload()
  await app.start.seeGreeting(JOHAN.firstName)
  await read
  await expect(startWarning(page)).toHaveCount(0)
})
