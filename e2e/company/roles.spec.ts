import type { Locator, Page } from '@playwright/test'
import { roleEditMachine } from '../../machines/company/role-edit.machine'
import {
  KARIN,
  WALK_COMPANY,
  WALK_EMPLOYMENT,
  roleEditEvents,
  roleEditPathInput,
  roleEditPathKey,
} from '../../machines/company/role-edit.paths'
import type { RoleEditSnapshot } from '../../machines/company/role-edit.selectors'
import { COMPANY_STAFF, COMPANY_SYD, DEPARTMENT_MALMO } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { pressable } from '../pages/structure.page'
import { expectNoAxeViolations, expectPhonePageOk } from '../support/axe'
import { errorText, exact, text, type Lang } from '../support/texts'
import {
  answersOf,
  callFlow,
  failuresFirst,
  replayCoarseWalks,
  type Replay,
  type WalkFlow,
} from '../support/walk-replay'
import { NamespacePage } from '../pages/namespace.page'
import { openInApp } from '../support/navigate'

/**
 * The company's roles pages (issue 19; §2 /company/{id}/permissions and /permissions/{employee_id},
 * §6 powers): Lena of Malmö sees Malmö only, gives a role there and is refused the Administrator role
 * with §6's words; both pages with axe in sv, en and pl; and the form's flow
 * (machines/company/role-edit.machine.ts) replayed as coverage walks: Maria gives Karin Nilsson (Norr)
 * the Administrator role and withdraws it again, asked first; the save's failure on its way.
 */

class RolesPages extends NamespacePage {
  constructor(page: Page, lang: Lang = 'sv') {
    super(page, 'company-roles', lang)
  }

  row(employmentId: number): Locator {
    return this.page.getByTestId(`roles-row-${employmentId}`)
  }

  box(role: 'administrator' | 'educationResponsible' | 'distanceEducationAdministrator' | 'instructor'): Locator {
    return this.page.getByRole('checkbox', { name: exact(this.t(`role.${role}`)) })
  }

  get saveButton(): Locator {
    return this.page.getByRole('button', { name: pressable(this.t('edit.save')) })
  }

  get failed(): Locator {
    return this.page.getByTestId('role-edit-failed')
  }

  get saved(): Locator {
    return this.page.getByTestId('role-edit-saved')
  }

  get dialog(): Locator {
    return this.page.getByRole('alertdialog', { name: this.t('edit.confirmTitle') })
  }

  get dialogAccept(): Locator {
    return this.dialog.getByRole('button', { name: pressable(this.t('edit.confirmAccept')) })
  }

  get dialogCancel(): Locator {
    return this.dialog.getByRole('button', { name: text('common:cancel', {}, this.lang), exact: true })
  }
}

const rolesText = (key: string, lang: Lang = 'sv') => errorText('company-roles', null, { key }, lang)

test('Lena of Malmö sees Malmö only, gives a role there (the list shows it), and is refused the Administrator role in §6 words', async ({
  app,
  loginByLink,
}) => {
  const view = new RolesPages(app.page)
  await loginByLink('departmentAdmin')
  await openInApp(app.page, `/company/${COMPANY_SYD.id}/permissions`)
  await expect(view.heading).toHaveText(view.t('list.title'))
  await expect(app.page.getByRole('heading', { level: 2 })).toHaveText([DEPARTMENT_MALMO.name])
  await expect(view.row(COMPANY_STAFF.lundAdmin.employmentId)).toHaveCount(0)
  await expect(view.row(COMPANY_STAFF.noAccount.employmentId).getByRole('link')).toHaveCount(0)

  // Gunilla is the company's administrator: Lena may not withdraw it.
  await view.row(COMPANY_STAFF.sydAdmin.employmentId).getByRole('link').click()
  await expect(view.box('administrator')).toBeChecked()
  await expect(view.box('administrator')).toBeDisabled()
  await expect(app.page.getByText(view.t('locked.administrator'))).toBeVisible()

  await openInApp(app.page, `/company/${COMPANY_SYD.id}/permissions/${COMPANY_STAFF.malmoYua.employmentId}`)
  await expect(view.heading).toHaveText(view.t('edit.title', { name: 'Amra Kovač' }))
  await expect(view.box('administrator')).toBeDisabled()
  await view.box('distanceEducationAdministrator').check()
  await view.saveButton.click()
  await expect(view.saved).toHaveText(view.t('edit.saved'))
  await app.page.getByRole('link', { name: view.t('edit.back') }).click()
  await expect(view.row(COMPANY_STAFF.malmoYua.employmentId)).toContainText('YUA, BG')
})

for (const lang of ['sv', 'en', 'pl'] as const) {
  test(`the roles pages read in ${lang} at 360 px, with no axe violations`, async ({ app, loginByLink }) => {
    const view = new RolesPages(app.page, lang)
    await app.page.setViewportSize({ width: 360, height: 740 })
    await loginByLink('departmentAdmin')
    await app.shell.switchLanguage(lang)
    await openInApp(app.page, `/company/${COMPANY_SYD.id}/permissions`)
    await expect(view.heading).toHaveText(view.t('list.title'))
    await expect(app.page.locator('html')).toHaveAttribute('lang', lang)
    await expectNoAxeViolations(app.page, `roles list (${lang})`)
    await view.row(COMPANY_STAFF.malmoYua.employmentId).getByRole('link').click()
    await expect(view.heading).toHaveText(view.t('edit.title', { name: 'Amra Kovač' }))
    await expect(app.page.getByText(view.t('locked.administrator'))).toBeVisible()
    await expectPhonePageOk(app.page, `roles person page (${lang})`)
  })
}

// ---------------------------------------------------------------------------------------------
// The form's walks

type S = RoleEditSnapshot
type R = Replay<S>

const view = (replay: R) => new RolesPages(replay.app.page)
const busy = (s: S) => s.hasTag('busy')
const CALL = `employments/update/${WALK_EMPLOYMENT}`

/** The page a state shows, as the walks name it. */
function screenOf(s: S): string {
  if (s.matches('saving')) return 'saving'
  if (s.matches('confirming')) return 'confirm dialog'
  const c = s.context
  if (c.error?.key === 'noChanges') return 'nothing changed'
  if (c.error) return 'save failed'
  return c.saved ? 'saved' : 'form'
}

async function seeState(replay: R, s: S): Promise<void> {
  const pages = view(replay)
  const c = s.context
  switch (screenOf(s)) {
    case 'saving':
      return expect(pages.saveButton).toHaveAttribute('aria-busy', 'true')
    case 'confirm dialog':
      await expect(pages.dialog).toContainText(pages.t('edit.confirmText', { name: roleEditPathInput.name }))
      return expect(pages.dialogCancel).toBeFocused()
  }
  // The form, with no dialog over it: the ticks as the user left them.
  await expect(replay.app.page.getByRole('alertdialog')).toHaveCount(0)
  await expect(pages.heading).toHaveText(pages.t('edit.title', { name: roleEditPathInput.name }))
  if (c.form.roles.Administrator) await expect(pages.box('administrator')).toBeChecked()
  else await expect(pages.box('administrator')).not.toBeChecked()
  await expect(pages.box('distanceEducationAdministrator')).toBeChecked()
  switch (screenOf(s)) {
    case 'form':
      await expect(pages.failed).toHaveCount(0)
      return expect(pages.saved).toHaveCount(0)
    case 'saved':
      await expect(pages.failed).toHaveCount(0)
      return expect(pages.saved).toHaveText(pages.t('edit.saved'))
    case 'nothing changed':
      return expect(pages.failed).toHaveText(rolesText('noChanges'))
    case 'save failed':
      await expect(pages.saved).toHaveCount(0)
      return expect(pages.failed).toHaveText(rolesText(c.error?.key ?? 'couldNotSave'))
    default:
      throw new Error(`no assertion for ${JSON.stringify(s.value)}`)
  }
}

const PAGES = ['form', 'nothing changed', 'confirm dialog', 'save failed', 'saved'] as const

/** The page, its message and whether the person is administrator (ticked and held). */
const coarse = (s: S) =>
  `${screenOf(s)}|${JSON.stringify([s.context.error, s.context.form.roles.Administrator, s.context.held.roles.Administrator])}`

const base = {
  name: 'roles form walks',
  machine: roleEditMachine,
  events: failuresFirst(roleEditEvents),
  input: roleEditPathInput,
  serialize: roleEditPathKey,
  unreachable: (s: S, event: { type: string }) => busy(s) && !event.type.startsWith('xstate.'),
  notReplayed: {},
  persona: 'companyAdmin' as const,
  open: async ({ app }: R) => {
    await app.page.goto(`/company/${WALK_COMPANY}/permissions/${WALK_EMPLOYMENT}`)
    await expect(new RolesPages(app.page).heading).toHaveText(
      text('company-roles:edit.title', { name: `${KARIN.firstName} ${KARIN.lastName}` }),
    )
  },
  actions: {
    ...answersOf<R>(roleEditMachine, roleEditEvents),
    'role.toggle': async (event, replay) =>
      view(replay)
        .box('administrator')
        .setChecked(event.checked === true),
    save: async (_event, replay) => view(replay).saveButton.click(),
    'confirm.cancel': async (_event, replay) => view(replay).dialogCancel.click(),
    'confirm.accept': async (_event, replay) => view(replay).dialogAccept.click(),
  },
  ...callFlow({ busy, call: CALL, seeState, screen: screenOf }),
} satisfies Omit<WalkFlow<typeof roleEditMachine>, 'target'>

replayCoarseWalks(base, coarse, PAGES)
