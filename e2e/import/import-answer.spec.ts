import type { Page } from '@playwright/test'
import { importAnswerMachine } from '../../machines/import/import-answer.machine'
import {
  apprenticeEvents,
  apprenticePathInput,
  companyEvents,
  companyPathInput,
  importAnswerPathKey,
  WALK_COMPANY_RECORD,
  WALK_INSTRUCTORS,
  WALK_PERSON_RECORD,
  type ImportAnswerSnapshot,
} from '../../machines/import/import-answer.paths'
import { selectAccepting, selectWorkplaces } from '../../machines/import/import-answer.selectors'
import type { ImportField, ImportSide } from '../../machines/import/import-answer.steps'
import { IMPORT_IDS, type PersonaKey } from '../../mock-server/seed'
import type { ImportRecord } from '../../src/api/import/import.schemas'
import { importFieldIds } from '../../src/components/import/import-item'
import { expect } from '../fixtures'
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
 * The old-system import (machines/import/import-answer.machine.ts) replayed as coverage walks on the
 * start page, in Swedish: Elin answers her training at Norr (a missing answer refused, the question
 * cancelled, a failed save kept, then OK: the company answers next and focus moves to her next item);
 * Lena (AVDADM Malmö) answers Noah's at Syd (each missing choice refused, the disabled instructor shown
 * with its reason, a failed save, then OK: queued). Axe on each page. import-chain.spec.ts walks the
 * whole chain in English and the refusals in Polish.
 */

type S = ImportAnswerSnapshot
type R = Replay<S>

const NS = 'import'
const t = textsOf(NS)

const item = (page: Page, side: ImportSide, id: number) => page.getByTestId(`import-${side}-${id}`)
const dialog = (page: Page) => page.getByRole('alertdialog')
const FIELDS: readonly ImportField[] = ['answer', 'departmentId', 'workplaceId', 'instructorId']

function screenOf(s: S): string {
  if (s.matches('saving')) return 'saving'
  if (s.matches('confirming')) return 'confirm'
  if (s.status === 'done') return `answered ${s.context.record.byn4data.state}`
  return `editing${s.context.formError ? ' refused' : ''}`
}

/** One side's walks: its persona, the record on the start page, what follows an answer. */
function walksOf(side: ImportSide, persona: PersonaKey, record: ImportRecord, events: readonly PathEvent[]) {
  const input = side === 'apprentice' ? apprenticePathInput : companyPathInput
  const ids = importFieldIds(side, record.id)
  const call = side === 'apprentice' ? 'byn2import/update-for-person' : 'byn2import/update-for-company'
  const here = (page: Page) => item(page, side, record.id)
  const busy = (s: S) => s.hasTag('busy')

  async function seeState(replay: R, s: S): Promise<void> {
    const { page } = replay.app
    const c = s.context
    switch (screenOf(s)) {
      case 'saving':
        return expect(dialog(page).getByRole('button', { name: t('confirm.accept') })).toHaveAttribute(
          'aria-busy',
          'true',
        )
      case 'confirm':
        return expect(dialog(page)).toContainText(t('confirm.title'))
    }
    await expect(dialog(page)).toHaveCount(0)
    if (s.status === 'done') {
      // Gone from the list; the notice says what comes next, and focus moved on.
      await expect(here(page)).toHaveCount(0)
      const result = page.getByTestId('import-result')
      await expect(result).toContainText(
        t(`result.${c.record.byn4data.state}`, {
          company: c.record.company.name,
          person: c.record.byn2Data.personName,
        }),
      )
      if (side === 'apprentice')
        await expect(item(page, side, IMPORT_IDS.elinSydDefaults).getByRole('heading')).toBeFocused()
      else await expect(result).toBeFocused()
      return
    }
    const answer = c.draft.answer
    for (const option of answersOf_(side))
      await expect(here(page).getByRole('radio', { name: t(`answer.${side}.${option}`) })).toBeChecked({
        checked: option === answer,
      })
    if (selectAccepting(s)) {
      await expect(page.locator(`#${ids.departmentId}`)).toHaveValue(String(c.draft.departmentId ?? ''))
      await expect(page.locator(`#${ids.workplaceId}`)).toHaveValue(String(c.draft.workplaceId ?? ''))
      if (c.draft.departmentId !== null) {
        // §5: the instructor who cannot take another apprentice is shown, disabled, with the reason in words.
        const full = here(page).getByRole('radio', { name: WALK_INSTRUCTORS.full.name })
        await expect(full).toBeDisabled()
        await expect(full).toHaveAccessibleDescription(t('answer.disabled.full'))
        await expect(here(page).getByRole('radio', { name: WALK_INSTRUCTORS.ready.name })).toBeChecked({
          checked: c.draft.instructorId === WALK_INSTRUCTORS.ready.id,
        })
      }
    }
    for (const field of FIELDS) {
      const message = c.errors[field]
      if (message) await expect(here(page)).toContainText(errorText(NS, field, message))
    }
    if (c.formError && Object.keys(c.errors).length === 0)
      await expect(here(page).getByTestId('import-failed')).toHaveText(errorText(NS, null, c.formError))
    else await expect(here(page).getByTestId('import-failed')).toHaveCount(0)
  }

  const EVENTS = failuresFirst(events)
  const base = {
    name: `import walks: the ${side}`,
    machine: importAnswerMachine,
    events: EVENTS,
    input,
    serialize: importAnswerPathKey,
    unreachable: (s: S, event: PathEvent) => {
      if (busy(s)) return !event.type.startsWith('xstate.')
      const editing = s.matches('editing')
      const d = s.context.draft
      switch (event.type) {
        case 'answer.choose':
          return !editing || d.answer === event.answer
        case 'department.choose':
          return !editing || !selectAccepting(s) || d.departmentId === event.id
        case 'workplace.choose':
          return (
            !editing ||
            !selectAccepting(s) ||
            d.workplaceId === event.id ||
            !selectWorkplaces(s).some((w) => w.id === event.id)
          )
        case 'instructor.choose':
          return !editing || !selectAccepting(s) || d.departmentId === null || d.instructorId === event.id
        case 'submit':
          return !editing
        case 'confirm.accept':
        case 'confirm.cancel':
          return !s.matches('confirming')
      }
      return false
    },
    notReplayed: {},
    persona,
    open: async ({ app }: R) => {
      await expect(here(app.page)).toBeVisible()
      await expect(here(app.page).getByTestId('import-months-left')).toHaveText(
        t('item.months_other', { count: record.byn4data.monthsLeft }),
      )
    },
    actions: {
      ...answersOf<R>(importAnswerMachine, EVENTS),
      'answer.choose': async (event, { app }) =>
        here(app.page)
          .getByRole('radio', { name: t(`answer.${side}.${String(event.answer)}`) })
          .check(),
      'department.choose': async (event, { app }) => {
        await app.page.locator(`#${ids.departmentId}`).selectOption(String(event.id))
      },
      'workplace.choose': async (event, { app }) => {
        await app.page.locator(`#${ids.workplaceId}`).selectOption(String(event.id))
      },
      'instructor.choose': async (event, { app }) => {
        const name = record.company.instructors.find((i) => i.id === event.id)?.name ?? ''
        await here(app.page).getByRole('radio', { name }).check()
      },
      submit: async (_event, { app }) =>
        here(app.page)
          .getByRole('button', { name: t('answer.submit') })
          .click(),
      'confirm.accept': async (_event, { app }) =>
        dialog(app.page)
          .getByRole('button', { name: t('confirm.accept') })
          .click(),
      'confirm.cancel': async (_event, { app }) =>
        dialog(app.page)
          .getByRole('button', { name: text('common:cancel') })
          .click(),
    },
    ...callFlow({ busy, call, seeState, screen: (s: S) => `${side} ${screenOf(s)}` }),
  } satisfies Omit<WalkFlow<typeof importAnswerMachine>, 'target'>
  return base
}

const answersOf_ = (side: ImportSide) => (side === 'apprentice' ? ['OK', 'NOK1', 'NOK2'] : ['OK', 'NOK'])
const coarse = (side: ImportSide) => (s: S) => `${side} ${screenOf(s)}|${JSON.stringify(s.context.formError)}`

replayCoarseWalks(walksOf('apprentice', 'apprentice', WALK_PERSON_RECORD, apprenticeEvents), coarse('apprentice'), [
  'apprentice editing',
  'apprentice editing refused',
  'apprentice confirm',
  'apprentice answered awaitingCompany',
])
replayCoarseWalks(walksOf('company', 'departmentAdmin', WALK_COMPANY_RECORD, companyEvents), coarse('company'), [
  'company editing',
  'company editing refused',
  'company confirm',
  'company answered queued',
])
