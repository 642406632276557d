import { expect, type Locator, type Page } from '@playwright/test'
import { exact, text } from '../support/texts'

/**
 * What the wizard kit's frame (src/components/wizard) shows on every page of a flow built on it: the
 * frame with its `data-step`, the error summary and a failed call's message. The page objects of those
 * flows extend it.
 */
export class WizardFrame {
  constructor(readonly page: Page) {}

  get main(): Locator {
    return this.page.getByRole('main')
  }

  /** The flow's page frame: `data-step` names the page (a step, 'loading', 'read-only', …). */
  get wizard(): Locator {
    return this.page.getByTestId('wizard')
  }

  get errorSummary(): Locator {
    return this.main.getByRole('alert', { name: text('common:errorSummaryTitle') })
  }

  /** The error summary lists exactly these messages, one link each (in any order). */
  async seeErrorSummary(messages: readonly string[]): Promise<void> {
    const links = this.errorSummary.getByRole('link')
    await expect(links).toHaveCount(messages.length)
    for (const message of messages) await expect(links.filter({ hasText: exact(message) })).toHaveCount(1)
  }

  async seeNoErrorSummary(): Promise<void> {
    await expect(this.errorSummary).toHaveCount(0)
  }

  /** A failed call's message (or another refusal of the whole page) above the form. */
  get pageError(): Locator {
    return this.page.getByTestId('wizard-error')
  }

  async seePageError(message: string): Promise<void> {
    await expect(this.pageError).toHaveText(message)
  }

  async seeNoPageError(): Promise<void> {
    await expect(this.pageError).toHaveCount(0)
  }
}
