import { expect, type Locator, type Page } from '@playwright/test'
import { containing, text } from '../support/texts'

/**
 * A field error as GOV.UK shows it: a link in the error summary at the top that leads to the field,
 * and the same message beside the field (its accessible description).
 */
export async function seeFieldError(page: Page, field: Locator, message: string): Promise<void> {
  const id = await field.getAttribute('id')
  const summary = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: text('common:errorSummaryTitle') }) })
  await expect(
    summary.getByRole('link', { name: message, exact: true }).and(page.locator(`[href="#${id}"]`)),
  ).toBeVisible()
  await expect(field).toHaveAccessibleDescription(containing(message))
}
