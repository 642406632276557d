import { expect, type Locator, type Page } from '@playwright/test'
import { inLang, text, type Lang } from '../support/texts'

/** The shell (§1, §2): top bar with bell and menu button, the drawer, the session dialogs, toasts. */
export class Shell {
  constructor(readonly page: Page) {}

  get topBar(): Locator {
    return this.page.getByRole('banner')
  }

  get menuButton(): Locator {
    return this.topBar.getByRole('button', { name: text('shell:menu.open'), exact: true })
  }

  drawer(lang: Lang = 'sv'): Locator {
    return this.page.getByRole('dialog', { name: inLang(lang)('shell:menu.title'), exact: true })
  }

  /** The bell link; its name says how many are unread. Only there while logged in. */
  get bell(): Locator {
    return this.topBar.getByRole('link', { name: new RegExp(`^${text('shell:bell.label')}`) })
  }

  get logoutDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: text('shell:logout.confirmTitle'), exact: true })
  }

  get forcedLogoutDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: text('shell:forcedLogout.title'), exact: true })
  }

  // --- drawer

  async clickMenu(): Promise<void> {
    await this.menuButton.click()
    await expect(this.drawer()).toBeVisible()
  }

  async seeDrawer(lang: Lang = 'sv'): Promise<void> {
    await expect(this.drawer(lang)).toBeVisible()
  }

  async clickCloseMenu(lang: Lang = 'sv'): Promise<void> {
    await this.drawer(lang)
      .getByRole('button', { name: inLang(lang)('shell:menu.close'), exact: true })
      .click()
    await expect(this.drawer(lang)).toBeHidden()
  }

  async clickMenuItem(itemKey: string): Promise<void> {
    await this.drawer()
      .getByRole('navigation', { name: text('shell:menu.navLabel') })
      .getByRole('link', { name: text(`shell:items.${itemKey}`), exact: true })
      .click()
  }

  /** Clicks a language by its own name (Svenska, English, Polski); the drawer then speaks that language. */
  async clickLanguage(nativeName: 'Svenska' | 'English' | 'Polski', inDrawerLang: Lang = 'sv'): Promise<void> {
    const to: Lang = nativeName === 'English' ? 'en' : nativeName === 'Polski' ? 'pl' : 'sv'
    await this.drawer(inDrawerLang).getByRole('button', { name: nativeName, exact: true }).click()
    await expect(this.drawer(to).getByRole('button', { name: nativeName, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  }

  /**
   * Switches the portal to a language with the drawer's selector and closes the drawer again; Swedish
   * is what the test's device has already chosen, so nothing is clicked for it. `from`: the language
   * the portal speaks now, when a test has switched it before.
   */
  async switchLanguage(lang: Lang, from: Lang = 'sv'): Promise<void> {
    if (lang === from) return
    await this.topBar.getByRole('button', { name: inLang(from)('shell:menu.open'), exact: true }).click()
    await this.seeDrawer(from)
    await this.clickLanguage(lang === 'en' ? 'English' : lang === 'pl' ? 'Polski' : 'Svenska', from)
    await this.clickCloseMenu(lang)
  }

  // --- logout

  get logoutInDrawer(): Locator {
    return this.drawer().getByRole('button', { name: text('shell:logout.button'), exact: true })
  }

  /** Opens the drawer and clicks its logout button. */
  async clickLogout(): Promise<void> {
    await this.clickMenu()
    await this.clickLogoutInDrawer()
  }

  async clickLogoutInDrawer(): Promise<void> {
    await this.logoutInDrawer.click()
    await this.seeLogoutDialog()
  }

  async seeLogoutDialog(): Promise<void> {
    await expect(this.logoutDialog).toBeVisible()
    await expect(this.logoutDialog).toContainText(text('shell:logout.confirmText'))
  }

  async clickConfirmLogout(): Promise<void> {
    await this.logoutDialog.getByRole('button', { name: text('shell:logout.confirm'), exact: true }).click()
    await expect(this.logoutDialog).toBeHidden()
  }

  async clickCancelLogout(): Promise<void> {
    await this.logoutDialog.getByRole('button', { name: text('shell:logout.cancel'), exact: true }).click()
    await expect(this.logoutDialog).toBeHidden()
  }

  async logout(): Promise<void> {
    await this.clickLogout()
    await this.clickConfirmLogout()
  }

  // --- forced logout (any 406)

  async seeForcedLogoutDialog(): Promise<void> {
    await expect(this.forcedLogoutDialog).toBeVisible()
    await expect(this.forcedLogoutDialog).toContainText(text('shell:forcedLogout.text'))
    await expect(
      this.forcedLogoutDialog.getByRole('button', { name: text('shell:forcedLogout.login'), exact: true }),
    ).toBeVisible()
  }

  async clickForcedLogoutLogin(): Promise<void> {
    await this.forcedLogoutDialog.getByRole('button', { name: text('shell:forcedLogout.login'), exact: true }).click()
    await expect(this.forcedLogoutDialog).toBeHidden()
  }

  async clickForcedLogoutClose(): Promise<void> {
    await this.forcedLogoutDialog.getByRole('button', { name: text('shell:forcedLogout.close'), exact: true }).click()
    await expect(this.forcedLogoutDialog).toBeHidden()
  }

  // --- bell

  async clickBell(): Promise<void> {
    await this.bell.click()
  }

  /** The bell's visible badge ('9+' above nine) and the count in its accessible name. */
  async seeBell(badge: string, unread: number): Promise<void> {
    await expect(this.bell).toHaveAccessibleName(text('shell:bell.labelUnread', { count: unread }))
    await expect(this.bell).toHaveText(badge)
  }

  async seeBellWithoutUnread(): Promise<void> {
    await expect(this.bell).toHaveAccessibleName(text('shell:bell.label'))
    await expect(this.bell).toHaveText('')
  }

  // --- toasts

  async seeToast(message: string): Promise<void> {
    await expect(
      this.page.getByRole('region', { name: new RegExp(text('common:notificationsRegion')) }).getByText(message),
    ).toBeVisible()
  }
}
