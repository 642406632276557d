import { structureEditMachine } from '../../machines/company/structure-edit.machine'
import {
  WALK_COMPANY,
  WALK_WORKPLACE,
  structureEditEvents,
  structureEditPathInput,
  structureEditPathKey,
} from '../../machines/company/structure-edit.paths'
import type { StructureEditSnapshot } from '../../machines/company/structure-edit.selectors'
import { STRUCTURE_IDS } from '../../mock-server/scenario/company-structure'
import { COMPANY_NORR, COMPANY_SYD, DEPARTMENT_LUND, DEPARTMENT_MALMO, WORKPLACES } from '../../mock-server/seed'
import { expect, test, type App } from '../fixtures'
import { StructurePages } from '../pages/structure.page'
import { expectNoAxeViolations } from '../support/axe'
import { errorText, type Lang } from '../support/texts'
import {
  answersOf,
  callFlow,
  failuresFirst,
  replayCoarseWalks,
  type Replay,
  type WalkFlow,
} from '../support/walk-replay'
import { openInApp } from '../support/navigate'

/**
 * The company's structure pages (issue 19; §2 workplaces and departments, §3, §6, §8): the lists as
 * each persona sees them, a workplace created, a refused delete (in use) with its §8 reason, a
 * department renamed, axe on every page in sv, en and pl; and the form's flow
 * (machines/company/structure-edit.machine.ts) replayed as coverage walks on a workplace Maria creates
 * first (edited, saved, deleted; each call's failure and its retry).
 */

const names = (companyId: number) => WORKPLACES.filter((w) => w.companyId === companyId).map((w) => w.name)
const nameOf = (id: number) => WORKPLACES.find((w) => w.id === id)?.name ?? ''
const csError = (field: string | null, key: string, lang: Lang = 'sv') =>
  errorText('company-structure', field, { key }, lang)

test("Maria reads all of Norr's workplaces; Lena of Malmö only those of her department", async ({
  app,
  loginByLink,
}) => {
  const view = new StructurePages(app.page)
  await loginByLink('companyAdmin')
  await openInApp(app.page, `/company/${COMPANY_NORR.id}/workplaces`)
  await view.seeWorkplaces(COMPANY_NORR.id)
  await view.seeRows('workplaces', names(COMPANY_NORR.id))
  await expect(view.workplaceRow(101)).toContainText(view.t('workplace.isHeadOffice'))

  await app.shell.logout()
  await loginByLink('departmentAdmin')
  await openInApp(app.page, `/company/${COMPANY_SYD.id}/workplaces`)
  await view.seeWorkplaces(COMPANY_SYD.id)
  await view.seeRows(
    'workplaces',
    names(COMPANY_SYD.id).filter((name) => name !== nameOf(STRUCTURE_IDS.lundWorkplace)),
  )
  // The shared one names both departments; Lena reads it but may not change it.
  await expect(view.workplaceRow(STRUCTURE_IDS.sharedWorkplace)).toContainText(
    view.t('workplaces.departments', { names: `${DEPARTMENT_MALMO.name}, ${DEPARTMENT_LUND.name}` }),
  )
  await view.workplaceRow(STRUCTURE_IDS.sharedWorkplace).getByRole('link').click()
  await expect(app.page.getByText(view.t('workplace.readOnly'))).toBeVisible()
  await expect(view.saveButton).toHaveCount(0)
})

test('Maria creates a workplace (Created once the server has it); a workplace in use is not deleted, with the §8 reason', async ({
  app,
  loginByLink,
}) => {
  const view = new StructurePages(app.page)
  await loginByLink('companyAdmin')
  await openInApp(app.page, `/company/${COMPANY_NORR.id}/workplaces`)
  await app.page.getByRole('link', { name: view.t('workplaces.add') }).click()
  await expect(view.heading).toHaveText(view.t('workplace.titleNew'))
  // A missing name is named before any call.
  await view.createButton.click()
  await expect(
    app.page
      .getByRole('alert')
      .filter({ hasText: csError('name', 'required') })
      .first(),
  ).toBeVisible()
  await view.field('workplace', 'name').fill('Bodbygget')
  await view.field('workplace', 'city').fill('Luleå')
  await view.createButton.click()
  await app.shell.seeToast(view.t('toast.created'))
  await view.seeWorkplaces(COMPANY_NORR.id)
  await view.seeRows('workplaces', [...names(COMPANY_NORR.id), 'Bodbygget'])

  await view.workplaceRow(102).getByRole('link').click()
  await view.deleteButton.click()
  await view.dialogConfirm(nameOf(102)).click()
  await expect(view.deleteFailed).toHaveText(
    'Det gick tyvärr inte att ta bort: arbetsplatsen används av en pågående ansökan eller e-bok.',
  )
  await expect(view.deleteFailed).toHaveAttribute('role', 'alert')
  await expect(app.page).toHaveURL(new RegExp(`/workplaces/102$`))
})

test('Lena renames Malmö (a taken name refused per field); Norr has no departments, so its page is /forbidden', async ({
  app,
  loginByLink,
}) => {
  const view = new StructurePages(app.page)
  await loginByLink('departmentAdmin')
  await openInApp(app.page, `/company/${COMPANY_SYD.id}/departments`)
  await view.seeDepartments(COMPANY_SYD.id)
  await view.seeRows('departments', [DEPARTMENT_MALMO.name])
  await view.departmentRow(DEPARTMENT_MALMO.id).getByRole('link').click()
  // Creating and deleting are the company administrator's (§6): no delete for Lena.
  await expect(view.deleteButton).toHaveCount(0)
  await view.field('department', 'name').fill(DEPARTMENT_LUND.name)
  await view.saveButton.click()
  await expect(app.page.getByRole('alert').first()).toContainText('Företaget har redan en avdelning med det namnet.')
  await view.field('department', 'name').fill('Malmö city')
  await view.saveButton.click()
  await app.shell.seeToast(view.t('toast.saved'))
  await view.seeRows('departments', ['Malmö city'])

  await openInApp(app.page, `/company/${COMPANY_NORR.id}/departments`)
  await app.status.seeForbidden()
})

for (const lang of ['sv', 'en', 'pl'] as const) {
  test(`the structure pages read in ${lang}, with no axe violations`, async ({ app, loginByLink }) => {
    const view = new StructurePages(app.page, lang)
    await loginByLink('departmentAdmin')
    await app.shell.switchLanguage(lang)
    const syd = COMPANY_SYD.id
    const pages = [
      { path: `/company/${syd}/workplaces`, title: view.t('workplaces.title') },
      { path: `/company/${syd}/workplaces/${STRUCTURE_IDS.sydHeadOffice}`, title: view.t('workplace.title') },
      { path: `/company/${syd}/departments`, title: view.t('departments.title') },
      { path: `/company/${syd}/department/${DEPARTMENT_MALMO.id}`, title: view.t('department.title') },
    ]
    // Polish (the longest words) on a 360 px phone: nothing runs off the side.
    if (lang === 'pl') await app.page.setViewportSize({ width: 360, height: 740 })
    for (const { path, title } of pages) {
      await openInApp(app.page, path)
      await expect(view.heading).toHaveText(title)
      await expect(app.page.locator('html')).toHaveAttribute('lang', lang)
      await expectNoAxeViolations(app.page, `${path} (${lang})`)
      if (lang === 'pl')
        expect(
          await app.page.evaluate(() => document.documentElement.scrollWidth),
          `${path} at 360 px`,
        ).toBeLessThanOrEqual(360)
    }
    // The delete confirmation (Lena may delete Depå Hyllie, wholly Malmö's).
    await openInApp(app.page, `/company/${syd}/workplaces/202`)
    await expect(view.heading).toHaveText(view.t('workplace.title'))
    await view.deleteButton.click()
    await expect(view.dialog(nameOf(202))).toBeVisible()
    await expectNoAxeViolations(app.page, `workplace delete dialog (${lang})`)
  })
}

// ---------------------------------------------------------------------------------------------
// The form's walks

type S = StructureEditSnapshot
type R = Replay<S>

const view = (replay: R) => new StructurePages(replay.app.page)

/** The page a state shows, as the walks name it. */
function screenOf(s: S): string {
  if (s.matches('saving')) return 'saving'
  if (s.matches('deleting')) return 'deleting'
  if (s.matches('confirming')) return 'delete dialog'
  if (s.matches('saved')) return 'saved'
  if (s.matches('deleted')) return 'deleted'
  const c = s.context
  if (c.deleteError) return 'delete failed'
  if (Object.keys(c.fieldErrors).length > 0) return 'form missing'
  if (c.formError) return 'save failed'
  return 'form'
}

const busy = (s: S) => s.hasTag('busy')

function callOf(s: S): string {
  const base = `companies/${WALK_COMPANY}`
  if (s.matches('saving')) return `${base}/workplace-update/${WALK_WORKPLACE.id}`
  if (s.matches('deleting')) return `${base}/workplace-delete/${WALK_WORKPLACE.id}`
  throw new Error(`no call runs in ${JSON.stringify(s.value)}`)
}

/** Opens the workplace's form: Maria creates it first through the list's "New workplace". */
async function openWalkWorkplace(app: App): Promise<void> {
  const pages = new StructurePages(app.page)
  await app.page.goto(`/company/${WALK_COMPANY}/workplaces/new`)
  await pages.field('workplace', 'name').fill(WALK_WORKPLACE.name)
  await pages.createButton.click()
  await pages.seeWorkplaces(WALK_COMPANY)
  await pages.workplaceRow(WALK_WORKPLACE.id).getByRole('link', { name: WALK_WORKPLACE.name }).click()
  await expect(app.page).toHaveURL(new RegExp(`/workplaces/${WALK_WORKPLACE.id}$`))
  await expect(pages.heading).toHaveText(pages.t('workplace.title'))
}

async function seeState(replay: R, s: S): Promise<void> {
  const pages = view(replay)
  const c = s.context
  const name = typeof c.draft.name === 'string' ? c.draft.name : ''
  switch (screenOf(s)) {
    case 'saving':
      return expect(pages.saveButton).toHaveAttribute('aria-busy', 'true')
    case 'deleting':
      return expect(pages.dialogConfirm(WALK_WORKPLACE.name)).toHaveAttribute('aria-busy', 'true')
    case 'delete dialog':
      await expect(pages.dialog(WALK_WORKPLACE.name)).toContainText(pages.t('actions.deleteText'))
      return expect(pages.dialogCancel(WALK_WORKPLACE.name)).toBeFocused()
    case 'saved':
      await replay.app.shell.seeToast(pages.t('toast.saved'))
      await pages.seeWorkplaces(WALK_COMPANY)
      return expect(pages.workplaceRow(WALK_WORKPLACE.id).getByRole('heading')).toHaveText(name)
    case 'deleted':
      await replay.app.shell.seeToast(pages.t('toast.deleted'))
      await pages.seeWorkplaces(WALK_COMPANY)
      return expect(pages.workplaceRow(WALK_WORKPLACE.id)).toHaveCount(0)
  }
  // The form, with no dialog over it: the input kept whatever happened.
  await expect(replay.app.page.getByRole('alertdialog')).toHaveCount(0)
  await expect(pages.field('workplace', 'name')).toHaveValue(name)
  switch (screenOf(s)) {
    case 'form':
      await expect(pages.saveFailed).toHaveCount(0)
      return expect(pages.deleteFailed).toHaveCount(0)
    case 'form missing':
      return expect(replay.app.page.getByRole('alert').first()).toContainText(csError('name', 'required'))
    case 'save failed':
      return expect(pages.saveFailed).toHaveText(csError(null, c.formError?.key ?? 'couldNotSave'))
    case 'delete failed':
      return expect(pages.deleteFailed).toHaveText(csError(null, c.deleteError?.key ?? 'couldNotDelete'))
    default:
      throw new Error(`no assertion for ${JSON.stringify(s.value)}`)
  }
}

const PAGES = ['form', 'form missing', 'save failed', 'delete dialog', 'delete failed', 'saved', 'deleted'] as const

/** The page and its messages. */
const coarse = (s: S) => `${screenOf(s)}|${JSON.stringify([s.context.formError, s.context.deleteError])}`

const base = {
  name: 'structure form walks',
  machine: structureEditMachine,
  events: failuresFirst(structureEditEvents),
  input: structureEditPathInput,
  serialize: structureEditPathKey,
  unreachable: (s: S, event: { type: string }) => busy(s) && !event.type.startsWith('xstate.'),
  notReplayed: {},
  persona: 'companyAdmin' as const,
  open: ({ app }: R) => openWalkWorkplace(app),
  actions: {
    ...answersOf<R>(structureEditMachine, structureEditEvents),
    'field.changed': async (event, replay) =>
      view(replay)
        .field('workplace', 'name')
        .fill(typeof event.value === 'string' ? event.value : ''),
    save: async (_event, replay) => view(replay).saveButton.click(),
    'delete.start': async (_event, replay) => view(replay).deleteButton.click(),
    'delete.cancel': async (_event, replay) => view(replay).dialogCancel(WALK_WORKPLACE.name).click(),
    'delete.confirm': async (_event, replay) => view(replay).dialogConfirm(WALK_WORKPLACE.name).click(),
  },
  ...callFlow({ busy, call: callOf, seeState, screen: screenOf }),
} satisfies Omit<WalkFlow<typeof structureEditMachine>, 'target'>

replayCoarseWalks(base, coarse, PAGES)
