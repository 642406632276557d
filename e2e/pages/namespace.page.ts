import type { Locator, Page } from '@playwright/test'
import { text, type Lang, type Namespace } from '../support/texts'

/**
 * What a page object of one namespace's pages starts from: its texts in the page's language and the
 * page's heading (the skeleton the company slice's page objects each wrote again).
 */
export class NamespacePage {
  constructor(
    readonly page: Page,
    readonly ns: Namespace,
    readonly lang: Lang = 'sv',
  ) {}

  t(key: string, vars?: Record<string, string | number>): string {
    return text(`${this.ns}:${key}`, vars, this.lang)
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 })
  }
}
