import { COMPANY_NORR, SEEDED_APPLICATIONS } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { appText, ReceivedApplicationsPage, ReviewWizard } from '../pages/company-application.page'
import { text } from '../support/texts'

const ca = (key: string) => appText('application-company', key)
const SIGNED = SEEDED_APPLICATIONS.norrConfirmedByStudent

/**
 * A decision is followed by the received applications read afresh, even when they were loaded ahead
 * before it: the router shows a page it loaded ahead for 30 s without reading it again, and a walk
 * that logs in again mid-review (the start page's link under the pointer) found the deleted application
 * still listed.
 */
test('the received applications pointed at before a delete no longer list the deleted one', async ({
  fresh,
  loginAs,
  page,
}) => {
  void fresh
  await loginAs('companyAdmin')
  await page.goto(`/company/${COMPANY_NORR.id}/applications/${SIGNED}/review`)
  const review = new ReviewWizard(page)
  await review.clickToDecision()
  // To the start page and back, pointing at the received applications on the way (loads them ahead).
  await page.getByRole('link', { name: text('common:appName'), exact: true }).click()
  const loadedAhead = page.waitForResponse((response) => response.url().includes('applications/list'))
  await page.locator(`main a[href="/company/${COMPANY_NORR.id}/applications"]`).hover()
  await loadedAhead
  await page.goBack()
  await review.clickDelete()
  await review.clickConfirmDelete('Emma Svensson')
  const list = new ReceivedApplicationsPage(page)
  await list.seePage()
  await expect(page.getByText(ca('review.outcome.deleted'))).toBeVisible()
  await list.seeNoRow(SIGNED)
})
