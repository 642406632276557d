import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { exemptionFormMachine } from '../../machines/company/exemption-form.machine'
import {
  KARIN,
  WALK_COMPANY,
  WALK_EMPLOYMENT,
  WALK_FILE,
  WALK_PROFESSION,
  exemptionFormEvents,
  exemptionFormPathInput,
  exemptionFormPathKey,
} from '../../machines/company/exemption-form.paths'
import type { ExemptionFormSnapshot } from '../../machines/company/exemption-form.selectors'
import type { ExemptionField } from '../../machines/company/exemption-form.steps'
import { STRUCTURE_IDS } from '../../mock-server/scenario/company-structure'
import { COMPANY_SYD } from '../../mock-server/seed'
import { FIELD_IDS } from '../../src/components/company/exemptions/field-ids'
import { expect, test } from '../fixtures'
import { pressable } from '../pages/structure.page'
import { expectPhonePageOk } from '../support/axe'
import { errorText, text, type Lang } from '../support/texts'
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
 * The company's instructor exemption pages (issue 19; §2 /company/{id}/exemptions, /exemption/{id},
 * /exemption/new[/{employee_id}], /exemption-complited; §3 Exemption; ADR 0004): Maria applies for
 * Karin with a PDF after a wrong file was refused, lands on the thank-you page and finds it listed;
 * list, view and form in sv, en and pl at 360 px with axe; and the form's flow
 * (machines/company/exemption-form.machine.ts) replayed as coverage walks on /exemption/new/2008.
 */

const PDF = {
  name: WALK_FILE.name,
  mimeType: WALK_FILE.type,
  buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
}
const KARIN_NAME = `${KARIN.firstName} ${KARIN.lastName}`

class ExemptionPages extends NamespacePage {
  constructor(page: Page, lang: Lang = 'sv') {
    super(page, 'company-exemptions', lang)
  }

  control(field: ExemptionField): Locator {
    return this.page.locator(`#${FIELD_IDS[field]}`)
  }

  fieldError(field: ExemptionField): Locator {
    return this.page.locator(`#${FIELD_IDS[field]}-error`)
  }

  get sendButton(): Locator {
    return this.page.getByRole('button', { name: pressable(this.t('form.send')) })
  }

  get dialog(): Locator {
    return this.page.getByRole('alertdialog', { name: this.t('form.confirmTitle') })
  }

  get dialogAccept(): Locator {
    return this.dialog.getByRole('button', { name: pressable(this.t('form.confirmAccept')) })
  }

  get dialogCancel(): Locator {
    return this.dialog.getByRole('button', { name: text('common:cancel', {}, this.lang), exact: true })
  }

  get failed(): Locator {
    return this.page.getByTestId('exemption-send-failed')
  }
}

const exError = (field: string | null, message: Parameters<typeof errorText>[2], lang: Lang = 'sv') =>
  errorText('company-exemptions', field, message, lang)

test('Maria applies for Karin with a PDF after a wrong file was refused, lands on the thank-you page and finds it listed', async ({
  app,
  loginByLink,
}) => {
  const view = new ExemptionPages(app.page)
  await loginByLink('companyAdmin')
  await openInApp(app.page, `/company/${WALK_COMPANY}/exemptions`)
  await expect(view.heading).toHaveText(view.t('list.title'))
  const rows = app.page.getByTestId('exemptions').getByRole('listitem')
  const before = await rows.count()
  await app.page.getByRole('link', { name: view.t('list.add') }).click()
  await expect(view.heading).toHaveText(view.t('form.title'))
  await view.control('type').selectOption('foreignCertificate')
  await view.control('employmentId').selectOption(String(WALK_EMPLOYMENT))
  await view.control('professionId').selectOption(String(WALK_PROFESSION))
  await view.control('reason').fill('Gesällbrev från Finland.')
  await view
    .control('file')
    .setInputFiles({ name: 'intyg.docx', mimeType: 'application/msword', buffer: Buffer.from('PK') })
  await expect(view.fieldError('file')).toContainText(exError('file', { key: 'wrongType' }))
  await view.control('file').setInputFiles(PDF)
  await expect(view.fieldError('file')).toHaveCount(0)
  await view.sendButton.click()
  await expect(view.dialog).toContainText(view.t('form.confirmText', { name: KARIN_NAME }))
  await view.dialogAccept.click()
  await expect(view.heading).toHaveText(view.t('sent.title'))
  await expect(app.page.getByTestId('exemption-sent')).toHaveText(view.t('sent.text', { name: KARIN_NAME }))
  await app.page.getByRole('link', { name: view.t('sent.toList') }).click()
  await expect(rows).toHaveCount(before + 1)
  // The newest first: its page hands back the PDF she sent, under its name.
  await rows.first().getByRole('link').click()
  const download = app.page.waitForEvent('download')
  await app.page.getByRole('button', { name: pressable(view.t('view.attachmentOpen', { name: PDF.name })) }).click()
  expect((await download).suggestedFilename()).toBe(PDF.name)
  expect(readFileSync(await (await download).path())).toEqual(PDF.buffer)
})

for (const lang of ['sv', 'en', 'pl'] as const) {
  test(`the exemption pages read in ${lang} at 360 px, with no axe violations`, async ({ app, loginByLink }) => {
    const view = new ExemptionPages(app.page, lang)
    await app.page.setViewportSize({ width: 360, height: 740 })
    await loginByLink('departmentAdmin')
    await app.shell.switchLanguage(lang)
    const narrow = (name: string) => expectPhonePageOk(app.page, `${name} (${lang})`)
    await openInApp(app.page, `/company/${COMPANY_SYD.id}/exemptions`)
    await expect(view.heading).toHaveText(view.t('list.title'))
    await expect(app.page.locator('html')).toHaveAttribute('lang', lang)
    await expect(app.page.getByTestId(`exemption-row-${STRUCTURE_IDS.malmoExemption}`)).toBeVisible()
    await narrow('exemption list')
    await app.page.getByTestId(`exemption-row-${STRUCTURE_IDS.malmoExemption}`).getByRole('link').click()
    await expect(app.page.getByTestId('exemption-facts')).toContainText('intyg.png')
    await narrow('exemption view')
    await openInApp(app.page, `/company/${COMPANY_SYD.id}/exemption/new`)
    await expect(view.heading).toHaveText(view.t('form.title'))
    await view.sendButton.click()
    await expect(view.fieldError('file')).toContainText(exError('file', { key: 'documentRequired' }, lang))
    await narrow('exemption form with its problems')
  })
}

// ---------------------------------------------------------------------------------------------
// The form's walks

type S = ExemptionFormSnapshot
type R = Replay<S>

const view = (replay: R) => new ExemptionPages(replay.app.page)
const busy = (s: S) => s.hasTag('busy')
const CALL = `companies/${WALK_COMPANY}/instructor-exemptions/create`

/** The page a state shows, as the walks name it. */
function screenOf(s: S): string {
  if (s.status === 'done') return 'thank-you page'
  if (s.matches('sending')) return 'sending'
  if (s.matches('confirming')) return 'confirm dialog'
  const c = s.context
  if (Object.keys(c.fieldErrors).length > 0) return 'form problems'
  return c.formError ? 'send failed' : 'form'
}

async function seeState(replay: R, s: S): Promise<void> {
  const pages = view(replay)
  const c = s.context
  switch (screenOf(s)) {
    case 'thank-you page':
      await expect(pages.heading).toHaveText(pages.t('sent.title'))
      return expect(replay.app.page.getByTestId('exemption-sent')).toHaveText(
        pages.t('sent.text', { name: KARIN_NAME }),
      )
    case 'sending':
      return expect(pages.dialogAccept).toHaveAttribute('aria-busy', 'true')
    case 'confirm dialog':
      await expect(pages.dialog).toContainText(pages.t('form.confirmText', { name: KARIN_NAME }))
      return expect(pages.dialogCancel).toBeFocused()
  }
  // The form with no dialog over it: what the user gave is still there.
  await expect(replay.app.page.getByRole('alertdialog')).toHaveCount(0)
  await expect(pages.control('employmentId')).toHaveValue(String(WALK_EMPLOYMENT))
  await expect(pages.control('reason')).toHaveValue(c.draft.reason)
  if (c.draft.professionId !== null) await expect(pages.control('professionId')).toHaveValue(String(WALK_PROFESSION))
  for (const field of Object.keys(FIELD_IDS) as ExemptionField[]) {
    const message = c.fieldErrors[field]
    if (message) await expect(pages.fieldError(field)).toContainText(exError(field, message))
    else await expect(pages.fieldError(field)).toHaveCount(0)
  }
  switch (screenOf(s)) {
    case 'form':
    case 'form problems':
      return expect(pages.failed).toHaveCount(0)
    case 'send failed':
      return expect(pages.failed).toHaveText(exError(null, c.formError ?? { key: 'couldNotSend' }))
    default:
      throw new Error(`no assertion for ${JSON.stringify(s.value)}`)
  }
}

const PAGES = ['form', 'form problems', 'confirm dialog', 'send failed', 'thank-you page'] as const

/** The page and its messages. */
const coarse = (s: S) => `${screenOf(s)}|${JSON.stringify([s.context.formError, Object.keys(s.context.fieldErrors)])}`

const base = {
  name: 'exemption form walks',
  machine: exemptionFormMachine,
  events: failuresFirst(exemptionFormEvents),
  input: exemptionFormPathInput,
  serialize: exemptionFormPathKey,
  unreachable: (s: S, event: { type: string }) => busy(s) && !event.type.startsWith('xstate.'),
  notReplayed: {},
  persona: 'companyAdmin' as const,
  open: async ({ app }: R) => {
    await app.page.goto(`/company/${WALK_COMPANY}/exemption/new/${WALK_EMPLOYMENT}`)
    await expect(new ExemptionPages(app.page).heading).toHaveText(text('company-exemptions:form.title'))
  },
  actions: {
    ...answersOf<R>(exemptionFormMachine, exemptionFormEvents),
    'field.changed': async (event, replay) => {
      const control = view(replay).control(event.field as ExemptionField)
      if (event.field === 'reason') return control.fill(String(event.value))
      await control.selectOption(String(event.value))
    },
    'file.chosen': async (_event, replay) => view(replay).control('file').setInputFiles(PDF),
    send: async (_event, replay) => view(replay).sendButton.click(),
    'confirm.cancel': async (_event, replay) => view(replay).dialogCancel.click(),
    'confirm.accept': async (_event, replay) => view(replay).dialogAccept.click(),
  },
  ...callFlow({ busy, call: CALL, seeState, screen: screenOf }),
} satisfies Omit<WalkFlow<typeof exemptionFormMachine>, 'target'>

replayCoarseWalks(base, coarse, PAGES)
