import i18n from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { STARTUP_NAMESPACES, ensureNamespaces, initI18n, routeNamespaces, switchLocale } from './i18n'

// Issue 8 §5: the default language's start-up texts come with the entry; the rest loads when used.
describe('locale loading', () => {
  beforeAll(async () => {
    await initI18n()
  })

  it('bundles exactly the start-up namespaces of sv', () => {
    expect([...STARTUP_NAMESPACES].sort()).toEqual(['common', 'login', 'shell', 'shell-start'])
    for (const ns of STARTUP_NAMESPACES) expect(i18n.hasResourceBundle('sv', ns)).toBe(true)
    expect(i18n.t('shell-start:loggedOut.title')).not.toBe('loggedOut.title')
  })

  it('leaves the tour, settings, login forms, register and notifications texts to their pages', async () => {
    const later = await routeNamespaces()
    for (const ns of [
      'shell-tour',
      'shell-settings',
      'login-forms',
      'login-register',
      'shell-notifications',
      'application',
    ]) {
      expect(later.has(ns)).toBe(true)
      expect(i18n.hasResourceBundle('sv', ns)).toBe(false)
    }
  })

  it('loads a later namespace when asked, and takes it along when the language changes', async () => {
    await ensureNamespaces('shell-tour')
    expect(i18n.hasResourceBundle('sv', 'shell-tour')).toBe(true)
    await switchLocale('en')
    expect(i18n.language).toBe('en')
    for (const ns of [...STARTUP_NAMESPACES, 'shell-tour']) expect(i18n.hasResourceBundle('en', ns)).toBe(true)
    expect(i18n.hasResourceBundle('en', 'shell-settings')).toBe(false)
    await switchLocale('sv')
  })

  // Issue 17: Tomasz (saved language pl) logs in on a new device; the logged-in start page asks for its
  // texts while the login's switch to Polish is loading. Before, they came in Swedish until a reload.
  it.each([
    ['asked for just before the switch', 'shell-start-home', 'pl'],
    ['asked for while the switch loads', 'ebook', 'en'],
  ] as const)('takes along a page namespace %s', async (_, ns, lng) => {
    const probe = ns === 'shell-start-home' ? 'shell-start:loggedIn.ebooks.title' : 'ebook:levels.title'
    const [first, second] =
      ns === 'shell-start-home'
        ? [() => ensureNamespaces(ns), () => switchLocale(lng)]
        : [() => switchLocale(lng), () => ensureNamespaces(ns)]
    await Promise.all([first(), second()])
    expect(i18n.language).toBe(lng)
    expect(i18n.t(probe)).not.toBe(probe.split(':')[1])
    expect(i18n.t(probe)).not.toBe(i18n.t(probe, { lng: 'sv' }))
    await switchLocale('sv')
  })
})
