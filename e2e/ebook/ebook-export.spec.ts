import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { EBOOK_IDS } from '../../mock-server/seed'
import { expect, PERSONAS, test } from '../fixtures'
import { expectNoAxeViolations } from '../support/axe'
import { text } from '../support/texts'

/**
 * The portable export of an approved e-book (issue 10): Elin (persona 'apprentice') downloads the
 * signed JSON and the PDF of her approved book 7005 from its start page, and the public verify page
 * finds the JSON valid, and altered once one level in it is changed.
 */

const BOOK = EBOOK_IDS.approved
const APPRENTICE = `${PERSONAS.apprentice.firstName} ${PERSONAS.apprentice.lastName}`
const FILE = `e-book-${BOOK}-elin-andersson`
const ex = (key: string, vars?: Record<string, string | number>) => text(`ebook-export:${key}`, vars)

interface SignedExport {
  document: {
    book: { id: number; approval: { approvedAt: string } }
    reports: Array<{ details: Array<{ level: number }> }>
  }
  signature: { kid: string }
}

/** The verify page's answer: its heading has the focus (it was just given). */
async function seeAnswer(page: Page, title: string): Promise<void> {
  const heading = page.getByTestId('verify-result').getByRole('heading', { level: 2 })
  await expect(heading).toHaveText(title)
  await expect(heading).toBeFocused()
}

test('Elin downloads her approved book as signed JSON and as a PDF; the verify page finds the JSON valid, and altered with one level changed', async ({
  fresh,
  page,
  loginAs,
}, testInfo) => {
  await loginAs('apprentice')
  await fresh.goto(`/book/${BOOK}`)
  const panel = page.getByTestId('export-panel')
  await expect(panel.getByRole('heading', { level: 2, name: ex('panel.title') })).toBeVisible()

  // The signed JSON, as the browser saves it.
  const jsonDownload = page.waitForEvent('download')
  await panel.getByRole('button', { name: ex('panel.downloadJson') }).click()
  const json = await jsonDownload
  expect(json.suggestedFilename()).toBe(`${FILE}.json`)
  await expect(panel.getByTestId('export-status')).toHaveText(ex('panel.downloaded', { file: `${FILE}.json` }))
  const jsonPath = testInfo.outputPath(`${FILE}.json`)
  await json.saveAs(jsonPath)
  const exported = JSON.parse(await readFile(jsonPath, 'utf8')) as SignedExport
  expect(exported.document.book.id).toBe(BOOK)

  // The PDF, made in the page from the same export: a PDF whose pages are counted and titled.
  const pdfDownload = page.waitForEvent('download')
  await panel.getByRole('button', { name: ex('panel.downloadPdf') }).click()
  const pdf = await pdfDownload
  expect(pdf.suggestedFilename()).toBe(`${FILE}.pdf`)
  const pdfText = (await readFile(await pdf.path())).toString('latin1')
  expect(pdfText.startsWith('%PDF-')).toBe(true)
  const pages = [...pdfText.matchAll(/\/Type \/Page\b(?!s)/g)].length
  expect(pages).toBeGreaterThan(2)
  expect(pdfText).toContain(`/Count ${pages}\n`)
  expect(pdfText).toContain(`/Title (${ex('pdf.title', { name: APPRENTICE })})`)
  await expect(panel.getByTestId('export-status')).toHaveText(ex('panel.downloaded', { file: `${FILE}.pdf` }))

  // The verify page, from the panel's link: the file as downloaded is valid.
  await panel.getByRole('link', { name: ex('panel.verifyLink') }).click()
  await expect(page.getByRole('heading', { level: 1, name: ex('verify.title') })).toBeVisible()
  await page.getByLabel(ex('verify.file')).setInputFiles(jsonPath)
  await seeAnswer(page, ex('verify.valid.title', { signer: ex('verify.signer.simulated') }))
  await expect(page.getByTestId('verify-result')).toContainText(
    ex('verify.valid.text', {
      id: BOOK,
      name: APPRENTICE,
      approver: `${PERSONAS.instructor.firstName} ${PERSONAS.instructor.lastName}`,
      date: exported.document.book.approval.approvedAt.slice(0, 10),
    }),
  )
  await expectNoAxeViolations(page, '/books/verify-export (valid)')

  // One level changed in the file: altered.
  const changed = structuredClone(exported)
  const detail = changed.document.reports[0]?.details[0]
  if (!detail) throw new Error(`book ${BOOK} has a rated part in its first report`)
  detail.level = detail.level === 4 ? 3 : 4
  await page.getByLabel(ex('verify.file')).setInputFiles({
    name: `${FILE}-changed.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(changed, null, 2)),
  })
  await seeAnswer(page, ex('verify.altered.title'))
  await expect(page.getByTestId('verify-result')).toContainText(
    ex('verify.source.file', { name: `${FILE}-changed.json` }),
  )
})

test('the verify page is public: a visitor who is not logged in pastes a text that is not an export', async ({
  fresh,
  page,
}) => {
  await fresh.goto('/books/verify-export')
  await expect(page.getByRole('heading', { level: 1, name: ex('verify.title') })).toBeVisible()
  await expectNoAxeViolations(page, '/books/verify-export (logged out)')
  await page.getByRole('textbox', { name: ex('verify.paste') }).fill('{"document": "nej"}')
  await page.getByRole('button', { name: ex('verify.check') }).click()
  await seeAnswer(page, ex('verify.notExport.title'))
  await expectNoAxeViolations(page, '/books/verify-export (not an export)')
})
