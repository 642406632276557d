import { COMPANY_NORR } from '../../mock-server/seed'
import { expect, mock, test } from '../fixtures'
import { ReceivedApplicationsPage, ReviewWizard } from '../pages/company-application.page'

/**
 * Issue 8 §7: in the answer summaries, a row without a "Change" link (the personal number, the
 * documents, when it last changed) has its value in line with the rows that have one. Layout is
 * only seen in a browser, so this checks the boxes the browser drew.
 */

const SCENARIO_NOW = new Date('2026-11-16T09:00:00.000Z')

test('the review’s decision page: values start at the same x with and without a Change link', async ({
  fresh,
  loginAs,
  page,
}) => {
  await page.clock.setFixedTime(SCENARIO_NOW)
  await mock.setClock(fresh, SCENARIO_NOW)
  await loginAs('companyAdmin')
  const list = new ReceivedApplicationsPage(page)
  const review = new ReviewWizard(page)
  await list.goto(COMPANY_NORR.id)
  await list.clickReview(30602, 'Ali Karimi')
  await review.continueTo('decision')
  await review.seeDecisionPage()

  const rows = page.getByTestId('wizard').locator('dl > div[data-testid^="summary-"]')
  await expect(rows.first()).toBeVisible()
  const measured = await rows.evaluateAll((elements) =>
    elements.map((row) => ({
      key: row.getAttribute('data-testid'),
      hasChange: row.querySelector('button') !== null,
      valueX: Math.round(row.querySelector('dd')!.getBoundingClientRect().left),
      labelWidth: Math.round(row.querySelector('dt')!.getBoundingClientRect().width),
    })),
  )
  const withLink = measured.filter((row) => row.hasChange)
  const withoutLink = measured.filter((row) => !row.hasChange)
  expect(withLink.length, 'rows with a Change link').toBeGreaterThan(0)
  expect(withoutLink.map((row) => row.key)).toContain('summary-personalNumber')
  const x = withLink[0]!.valueX
  expect(
    measured.filter((row) => row.valueX !== x),
    `every value starts at x=${x}`,
  ).toEqual([])
})
