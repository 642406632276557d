import { expect, type Locator, type Page } from '@playwright/test'
import { text } from '../support/texts'

/** /notifications (§2): newest first, unread labelled new, click opens and marks read, mark all read. */
export class NotificationsPage {
  constructor(readonly page: Page) {}

  get list(): Locator {
    return this.page.getByRole('list', { name: text('shell-notifications:listLabel') })
  }

  get items(): Locator {
    return this.list.getByRole('button')
  }

  /** Unread items carry the visible label "Ny" at the end of their name. */
  get unreadItems(): Locator {
    return this.items.filter({ hasText: new RegExp(`${text('shell-notifications:new')}$`) })
  }

  async goto(): Promise<void> {
    await this.page.goto('/notifications')
    await this.seePage()
  }

  async seePage(): Promise<void> {
    await expect(this.page).toHaveURL(/\/notifications$/)
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(text('shell-notifications:title'))
    await expect(this.list).toBeVisible()
  }

  async seeSummary(shown: number, total: number, unread: number): Promise<void> {
    await expect(
      this.page.getByText(text('shell-notifications:summary', { shown, total, unread }), { exact: true }),
    ).toBeVisible()
  }

  /** The sent times of the listed items, in list order. */
  async sentTimes(): Promise<number[]> {
    const values = await this.list
      .locator('time')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''))
    return values.map((v) => Date.parse(v))
  }

  async seeNewestFirst(): Promise<void> {
    const times = await this.sentTimes()
    expect(times.length).toBeGreaterThan(1)
    expect(times.every((t) => !Number.isNaN(t))).toBe(true)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  }

  item(subject: string): Locator {
    return this.items.filter({ hasText: subject })
  }

  async seeUnread(subject: string): Promise<void> {
    await expect(this.item(subject).getByText(text('shell-notifications:new'), { exact: true })).toBeVisible()
  }

  async seeRead(subject: string): Promise<void> {
    await expect(this.item(subject)).toBeVisible()
    await expect(this.item(subject).getByText(text('shell-notifications:new'), { exact: true })).toHaveCount(0)
  }

  async clickNotification(subject: string): Promise<void> {
    await this.item(subject).first().click()
  }

  async clickMarkAllRead(): Promise<void> {
    await this.page.getByRole('button', { name: text('shell-notifications:markAllRead'), exact: true }).click()
  }

  async seeMarkAllReadDisabled(): Promise<void> {
    await expect(
      this.page.getByRole('button', { name: text('shell-notifications:markAllRead'), exact: true }),
    ).toBeDisabled()
  }

  async clickShowAll(total: number): Promise<void> {
    await this.page
      .getByRole('button', { name: text('shell-notifications:showAll', { count: total }), exact: true })
      .click()
  }
}
