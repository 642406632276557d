import { addEmployeeMachine } from '../../machines/company/add-employee.machine'
import {
  addEmployeeEvents,
  addEmployeePathInput,
  addEmployeePathKey,
  LINKED_NUMBER,
  type AddEmployeeSnapshot,
} from '../../machines/company/add-employee.paths'
import type { AddEmployeeField } from '../../machines/company/add-employee.steps'
import { COMPANY_SYD, DEPARTMENT_MALMO } from '../../mock-server/seed'
import { formatPersonalNumber } from '../../src/domain/format'
import { expect } from '../fixtures'
import type { PathEvent } from '../support/machine-paths'
import { StaffPages } from '../pages/staff.page'
import { errorText } from '../support/texts'
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
 * Adding a person (machines/company/add-employee.machine.ts) replayed as coverage walks: Lena Persson,
 * Syd's Malmö department administrator, at /company/{Syd}/employees/new. The form's own check (a
 * personal number, Malmö required), the confirmation, §8 "person already linked" (Amra Kovač: the
 * simulated backend refuses her by itself) back on the form, a failed call (a 500) kept on the
 * confirmation, and a new person added ("Person added", their page).
 */

type S = AddEmployeeSnapshot
type R = Replay<S>

const SYD = COMPANY_SYD.id
const CALL = 'employments/create/'
const view = (replay: R) => new StaffPages(replay.app.page)
const FIELD_IDS: Record<AddEmployeeField, string> = {
  personalNumber: 'add-personal-number',
  departmentIds: 'add-departments',
  fromDate: 'add-from-date',
}

function screenOf(s: S): string {
  if (s.matches('saving')) return 'saving'
  if (s.matches('added')) return 'added'
  if (s.matches('confirming')) return s.context.formError ? 'confirm failed' : 'confirm'
  if (Object.values(s.context.errors).some((e) => e?.text !== undefined)) return 'form refused'
  return Object.values(s.context.errors).some(Boolean) ? 'form missing' : 'form'
}

const busy = (s: S) => s.matches('saving')
/** The server's own §8 refusal (no fault to arrange): the number it refuses is Amra's. */
const isLinkedRefusal = (answer: PathEvent) =>
  isErrorAnswer(answer) && (answer.error as { fieldErrors?: unknown } | undefined)?.fieldErrors !== undefined

async function seeState(replay: R, s: S): Promise<void> {
  const pages = view(replay)
  const c = s.context
  switch (screenOf(s)) {
    case 'saving':
      return expect(pages.addButton).toHaveAttribute('aria-busy', 'true')
    case 'added':
      await replay.app.shell.seeToast(pages.t('add.added'))
      await expect(replay.app.page).toHaveURL(new RegExp(`/company/${SYD}/employees/\\d+$`))
      return expect(pages.facts).toContainText(formatPersonalNumber(c.values.personalNumber))
    case 'confirm':
    case 'confirm failed':
      await expect(pages.confirmation).toContainText(formatPersonalNumber(c.values.personalNumber))
      await expect(pages.confirmation).toContainText(DEPARTMENT_MALMO.name)
      if (c.formError)
        return expect(pages.confirmation.getByRole('alert')).toHaveText(errorText('company-staff', null, c.formError))
      return expect(pages.confirmation.getByRole('alert')).toHaveCount(0)
  }
  // The form: the input kept, each field's message beside it.
  await expect(pages.personalNumber).toHaveValue(c.values.personalNumber)
  await expect(pages.fromDate).toHaveValue(c.values.fromDate)
  await (c.values.departmentIds.length > 0
    ? expect(pages.department(DEPARTMENT_MALMO.name)).toBeChecked()
    : expect(pages.department(DEPARTMENT_MALMO.name)).not.toBeChecked())
  for (const field of Object.keys(FIELD_IDS) as AddEmployeeField[]) {
    const message = c.errors[field]
    await (message
      ? expect(pages.fieldError(FIELD_IDS[field])).toContainText(errorText('company-staff', field, message))
      : expect(pages.fieldError(FIELD_IDS[field])).toHaveCount(0))
  }
}

const base = {
  name: 'add a person walks',
  machine: addEmployeeMachine,
  events: failuresFirst(addEmployeeEvents),
  input: addEmployeePathInput,
  serialize: addEmployeePathKey,
  unreachable: (s: S, event: PathEvent) =>
    (busy(s) && !event.type.startsWith('xstate.')) ||
    // Typing what the field holds already is no input in the browser.
    (event.type === 'field.change' && s.context.values[event.field as 'personalNumber' | 'fromDate'] === event.value) ||
    // The server refuses Amra by itself and adds anyone else.
    (busy(s) && event.type.startsWith('xstate.done.') && s.context.values.personalNumber === LINKED_NUMBER) ||
    (busy(s) && isLinkedRefusal(event) && s.context.values.personalNumber !== LINKED_NUMBER),
  notReplayed: {},
  persona: 'departmentAdmin' as const,
  open: async ({ app }: R) => {
    await app.page.goto(`/company/${SYD}/employees/new`)
    await expect(new StaffPages(app.page).personalNumber).toBeVisible()
  },
  actions: {
    ...answersOf<R>(addEmployeeMachine, addEmployeeEvents),
    'field.change': async (event, replay) => {
      const field = event.field === 'fromDate' ? view(replay).fromDate : view(replay).personalNumber
      await field.fill(String(event.value))
    },
    'department.toggle': async (_event, replay) => view(replay).department(DEPARTMENT_MALMO.name).check(),
    'add.continue': async (_event, replay) => view(replay).continueButton.click(),
    'add.change': async (_event, replay) => view(replay).changeButton.click(),
    'add.confirm': async (_event, replay) => view(replay).addButton.click(),
  },
  refusedByServer: isLinkedRefusal,
  ...callFlow({ busy, call: CALL, seeState, screen: screenOf }),
} satisfies Omit<WalkFlow<typeof addEmployeeMachine>, 'target'>

const PAGES = ['form', 'form missing', 'form refused', 'confirm', 'confirm failed', 'added'] as const
replayCoarseWalks(base, (s) => `${screenOf(s)}|${JSON.stringify(s.context.formError)}`, PAGES)
