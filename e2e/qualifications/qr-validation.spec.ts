import type { Page } from '@playwright/test'
import { personaToken, QR_IDS, QUALIFICATION_IDS } from '../../mock-server/seed'
import { expect, mock, test, type PersonaKey } from '../fixtures'
import { NamespacePage } from '../pages/namespace.page'
import { expectNoAxeViolations, expectPhonePageOk } from '../support/axe'
import type { Lang } from '../support/texts'

/**
 * The public QR check (issue 21, §2 /qr-validation/{id}, §8, §9): a phone opens a certificate's code
 * cold (valid: its facts), then, without a connection, checks another code and an altered one with the
 * key it kept (and says it checked offline); back online, an altered code, a code past its 15 minutes
 * ("code too old") and a code whose certificate was revoked since. Axe on each state; valid, altered and
 * too old in English and in Polish at 360 px. The codes are made as their holders get them (generate-hash
 * with their tokens).
 *
 * The simulated backend answers inside the page, which Chromium's offline switch does not cut off: the
 * fault switch ('network') makes its calls fail as a lost connection does (as e2e/ebook/ebook-offline).
 */

const SCENARIO_NOW = new Date('2026-11-16T09:00:00.000Z')
const later = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000)

class QrPage extends NamespacePage {
  constructor(page: Page, lang: Lang = 'sv') {
    super(page, 'qualifications-qr', lang)
  }
  /** The verdict, the page's h1, once the check has answered. */
  async seeVerdict(key: 'valid' | 'codeExpired' | 'invalid', reason?: string): Promise<void> {
    await expect(this.page.getByTestId('qr-validation')).not.toHaveAttribute('data-verdict', 'checking')
    await expect(this.heading).toHaveText(this.t(`page.verdict.${key}`))
    if (reason) await expect(this.page.getByText(this.t(`page.reason.${reason}`), { exact: true })).toBeVisible()
  }
  get offlineNote() {
    return this.page.getByTestId('qr-checked-offline')
  }
  /** Another code opened as a link does (the router's own navigation: offline, no reload is possible). */
  async open(code: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState(null, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, `/qr-validation/${code}`)
  }
}

/** A holder's code, asked for with their token through the page (the simulated backend answers there). */
async function codeOf(page: Page, holder: PersonaKey, path: string): Promise<string> {
  return page.evaluate(
    async ({ path, token }) => {
      const res = await fetch(`/api/m/v1/${path}/generate-hash`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      })
      if (!res.ok) throw new Error(`generate-hash ${path}: ${res.status}`)
      return ((await res.json()) as { hash: string }).hash
    },
    { path, token: personaToken(holder) },
  )
}

const altered = (code: string) => {
  const [version, payload, signature] = code.split('.')
  return [version, `${payload.slice(0, 30)}${payload[30] === 'A' ? 'B' : 'A'}${payload.slice(31)}`, signature].join('.')
}

test.beforeEach(async ({ fresh, page }) => {
  await page.clock.install({ time: SCENARIO_NOW })
  await mock.setClock(fresh, SCENARIO_NOW)
})

test('a phone checks codes: valid, offline with the key it kept, altered, too old, revoked (sv, axe)', async ({
  page,
  context,
}) => {
  const qr = new QrPage(page)
  const marias = await codeOf(page, 'companyAdmin', `machine-qualifications/${QR_IDS.validMachineQualification}`)
  const johans = await codeOf(page, 'instructor', `trade-certificates/${QUALIFICATION_IDS.validTradeCertificate}`)

  await page.goto(`/qr-validation/${marias}`)
  await qr.seeVerdict('valid')
  await expect(page.getByText(QR_IDS.machineType, { exact: true })).toBeVisible()
  await expect(page.getByText(QR_IDS.validMachineCardNumber, { exact: true })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expectNoAxeViolations(page, 'QR valid (sv)')

  // No connection: the phone checks with the key it kept when it checked Maria's code.
  await context.setOffline(true)
  await mock.setFaults(page, 'network')
  await qr.open(johans)
  await qr.seeVerdict('valid')
  await expect(qr.offlineNote).toBeVisible()
  await expectNoAxeViolations(page, 'QR valid offline (sv)')
  await qr.open(altered(johans))
  await qr.seeVerdict('invalid', 'altered')
  await expect(qr.offlineNote).toBeVisible()
  await mock.setFaults(page, 'none')
  await context.setOffline(false)

  await qr.open(altered(marias))
  await qr.seeVerdict('invalid', 'altered')
  await expect(qr.offlineNote).toHaveCount(0)
  await expectNoAxeViolations(page, 'QR altered (sv)')

  await mock.advanceClock(page, 16 * 60)
  await qr.open(marias)
  await qr.seeVerdict('codeExpired', 'codeExpired')
  await expectNoAxeViolations(page, 'QR code too old (sv)')

  await mock.setClock(page, new Date(QR_IDS.beforeRevocation))
  const revoked = await codeOf(page, 'companyAdmin', `distance-qualifications/${QR_IDS.revokedDistanceQualification}`)
  await mock.setClock(page, later(QR_IDS.beforeRevocation, 10 * 60))
  await qr.open(revoked)
  await qr.seeVerdict('invalid', 'revoked')
  await expectNoAxeViolations(page, 'QR revoked (sv)')
})

test.describe('on a phone in English and Polish', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  for (const lang of ['en', 'pl'] as const)
    test(`valid, altered and too old fit 360 px and pass axe (${lang})`, async ({ page }) => {
      const qr = new QrPage(page, lang)
      const code = await codeOf(page, 'companyAdmin', `machine-qualifications/${QR_IDS.validMachineQualification}`)
      // The phone's language (the page has no menu to choose one).
      await page.evaluate((locale) => window.localStorage.setItem('pp.locale', locale), lang)
      await page.goto(`/qr-validation/${code}`)
      await qr.seeVerdict('valid')
      await expect(page.getByText(qr.t('page.facts.machineType'), { exact: true })).toBeVisible()
      await expectPhonePageOk(page, `QR valid (${lang}, 360 px)`)
      await qr.open(altered(code))
      await qr.seeVerdict('invalid', 'altered')
      await expectPhonePageOk(page, `QR altered (${lang}, 360 px)`)
      await mock.advanceClock(page, 16 * 60)
      await qr.open(code)
      await qr.seeVerdict('codeExpired', 'codeExpired')
      await expectPhonePageOk(page, `QR code too old (${lang}, 360 px)`)
    })
})
