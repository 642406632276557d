import type { Page } from '@playwright/test'
import { IMPORT_IDS } from '../../mock-server/seed'
import { expect, test, type App, type PersonaKey } from '../fixtures'
import { expectNoAxeViolations, expectPhonePageOk } from '../support/axe'
import { inLang, textsOf, type Lang } from '../support/texts'

/**
 * The old-system import end to end (§4: the apprentice answers first, then the company; both OK queues
 * it; answered items leave the list), beside the generated walks of import-answer.spec.ts: in English
 * Elin accepts her training at Norr by keyboard, then Maria finds it among Norr's, sees §5's disabled
 * instructors with their reasons in words, and accepts it: queued. In Polish at 360 px each refusal:
 * §9's defaults shown as defaults, §8's missing-answer toast, NOK2 and NOK1 by Elin, NOK by Maria on
 * the training no Norr instructor may take.
 */

const t = textsOf('import')
const item = (page: Page, side: 'apprentice' | 'company', id: number) => page.getByTestId(`import-${side}-${id}`)
const result = (page: Page) => page.getByTestId('import-result')
const NORR = 'Byggbolaget i Norr AB'

async function answer(page: Page, lang: Lang, side: 'apprentice' | 'company', id: number, choice: string) {
  const here = item(page, side, id)
  const radio = here.getByRole('radio', { name: t(`answer.${side}.${choice}`, {}, lang) })
  await radio.focus()
  await page.keyboard.press('Space')
  await expect(radio).toBeChecked()
}

async function send(page: Page, lang: Lang, side: 'apprentice' | 'company', id: number) {
  const submit = item(page, side, id).getByRole('button', { name: t('answer.submit', {}, lang) })
  await submit.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(t('confirm.title', {}, lang))
  await dialog.getByRole('button', { name: t('confirm.accept', {}, lang) }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(item(page, side, id)).toHaveCount(0)
}

/** Logs out and in as another persona (the login page object speaks Swedish), back in `lang`. */
async function switchPersona(app: App, loginAs: (key: PersonaKey) => Promise<void>, key: PersonaKey, lang: Lang) {
  await app.shell.switchLanguage('sv', lang)
  await app.shell.logout()
  await loginAs(key)
  await app.shell.switchLanguage(lang)
}

test('the apprentice accepts, then the company: the import is queued (en)', async ({ app, loginAs }) => {
  const page = app.page
  const lang = 'en'
  await loginAs('apprentice')
  await app.shell.switchLanguage(lang)
  await expect(page.getByTestId('import-waiting')).toHaveText(t('notice.waiting_other', { count: 2 }, lang))
  await answer(page, lang, 'apprentice', IMPORT_IDS.elinNorr, 'OK')
  await send(page, lang, 'apprentice', IMPORT_IDS.elinNorr)
  await expect(result(page)).toHaveText(t('result.awaitingCompany', { company: NORR }, lang))
  await expect(item(page, 'apprentice', IMPORT_IDS.elinSydDefaults).getByRole('heading')).toBeFocused()
  await expectNoAxeViolations(page, 'import notice after the apprentice answered (en)')

  await switchPersona(app, loginAs, 'companyAdmin', lang)
  // Her answer put it in Norr's list, before Viktor's and Hanna's.
  const ids = await page
    .locator('[data-testid^="import-company-"]')
    .evaluateAll((els) => els.map((e) => e.dataset.testid))
  expect(ids).toEqual(
    [IMPORT_IDS.elinNorr, IMPORT_IDS.awaitingNorr, IMPORT_IDS.noEligibleInstructor].map((id) => `import-company-${id}`),
  )
  // §5: who cannot take Viktor is shown, disabled, with the reason in words.
  await answer(page, lang, 'company', IMPORT_IDS.awaitingNorr, 'OK')
  const viktor = item(page, 'company', IMPORT_IDS.awaitingNorr)
  for (const [name, reason] of [
    ['Karl Sundberg', 'full'],
    ['Nils Engström', 'noEmail'],
    ['Mikael Olsson', 'noCertificate'],
  ] as const) {
    const radio = viktor.getByRole('radio', { name })
    await expect(radio).toBeDisabled()
    await expect(radio).toHaveAccessibleDescription(t(`answer.disabled.${reason}`, {}, lang))
  }
  await expect(viktor.getByRole('radio', { name: 'Anders Vikström' })).toBeEnabled()
  await expectNoAxeViolations(page, 'import notice, the company accepting with disabled instructors (en)')

  const elin = item(page, 'company', IMPORT_IDS.elinNorr)
  await answer(page, lang, 'company', IMPORT_IDS.elinNorr, 'OK')
  await elin.getByLabel(t('answer.workplace', {}, lang)).selectOption({ label: 'Huvudkontor Luleå' })
  await elin.getByRole('radio', { name: 'Anders Vikström' }).check()
  await send(page, lang, 'company', IMPORT_IDS.elinNorr)
  await expect(result(page)).toHaveText(t('result.queued', { person: 'Elin Andersson' }, lang))
  await expect(viktor.getByRole('heading')).toBeFocused()
  // What Viktor's item had chosen stays as it was.
  await expect(viktor.getByRole('radio', { name: t('answer.company.OK', {}, lang) })).toBeChecked()
})

test('each refusal, with §9 defaults and §8 toast (pl, 360 px)', async ({ app, loginAs }) => {
  const page = app.page
  const lang = 'pl'
  await page.setViewportSize({ width: 360, height: 740 })
  await loginAs('apprentice')
  await app.shell.switchLanguage(lang)
  const syd = item(page, 'apprentice', IMPORT_IDS.elinSydDefaults)
  await expect(syd.getByTestId('import-months-left')).toHaveText(
    `${t('item.months_many', { count: 36 }, lang)} ${t('item.default', {}, lang)}`,
  )
  await expect(syd.getByTestId('import-hours-left')).toHaveText(
    `${t('item.hours_many', { count: 3600 }, lang)} ${t('item.default', {}, lang)}`,
  )
  await syd.getByRole('button', { name: t('answer.submit', {}, lang) }).click()
  const toasts = page.getByRole('region', { name: new RegExp(inLang(lang)('common:notificationsRegion')) })
  await expect(toasts.getByText(t('errors.form.importAnswerMissing', {}, lang))).toBeVisible()
  await expect(syd.getByRole('radio', { name: t('answer.apprentice.OK', {}, lang) })).toBeFocused()
  await expectPhonePageOk(page, `import notice, the answer missing (${lang})`)
  await answer(page, lang, 'apprentice', IMPORT_IDS.elinSydDefaults, 'NOK2')
  await send(page, lang, 'apprentice', IMPORT_IDS.elinSydDefaults)
  await expect(result(page)).toHaveText(t('result.declined', { person: 'Elin Andersson' }, lang))
  await answer(page, lang, 'apprentice', IMPORT_IDS.elinNorr, 'NOK1')
  await send(page, lang, 'apprentice', IMPORT_IDS.elinNorr)
  await expect(result(page)).toHaveText(
    `${t('result.declined', { person: 'Elin Andersson' }, lang)} ${t('notice.allAnswered', {}, lang)}`,
  )
  await expect(result(page)).toBeFocused()
  await expectPhonePageOk(page, `import notice, all answered (${lang})`)

  await switchPersona(app, loginAs, 'companyAdmin', lang)
  const hanna = item(page, 'company', IMPORT_IDS.noEligibleInstructor)
  await answer(page, lang, 'company', IMPORT_IDS.noEligibleInstructor, 'OK')
  await expect(hanna.getByRole('radio', { disabled: false, name: /Vikström|Berg|Olsson/ })).toHaveCount(0)
  // §8: what is missing first is the toast, and focus goes to that field.
  await hanna.getByRole('button', { name: t('answer.submit', {}, lang) }).click()
  await expect(toasts.getByText(t('errors.form.importWorkplaceMissing', {}, lang))).toBeVisible()
  await expect(hanna.getByLabel(t('answer.workplace', {}, lang))).toBeFocused()
  await expectPhonePageOk(page, `import notice, no instructor may take it (${lang})`)
  await answer(page, lang, 'company', IMPORT_IDS.noEligibleInstructor, 'NOK')
  await send(page, lang, 'company', IMPORT_IDS.noEligibleInstructor)
  await expect(result(page)).toHaveText(t('result.declined', { person: 'Hanna Vallin' }, lang))
})
