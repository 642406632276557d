/**
 * /qr-validation/$id for a visitor who is not logged in (issue 21), against the in-process simulated
 * backend: valid (the certificate's facts), code too old, revoked, altered, the attempt limit, and a
 * phone without a connection that checks with the key it kept (valid, altered) or has none.
 */
import { cleanup, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setClock } from '../../../../mock-server/clock'
import { mockServer } from '../../../../mock-server/node'
import { QR_IDS, QUALIFICATION_IDS as Q } from '../../../../mock-server/seed'
import { configureApi } from '../../../api/client'
import { generateQrHash } from '../../../api/qualifications/qr'
import type { QualificationKind } from '../../../api/qualifications/qualifications.schemas'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()
afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

const NOW = '2026-11-16T09:00:00.000Z'
const later = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString()

/** A code made by its holder (then the visitor is logged out again). */
async function codeOf(holder: 'instructor' | 'companyAdmin', kind: QualificationKind, id: number): Promise<string> {
  await scenarioUser(holder)
  const { hash } = await generateQrHash(kind, id)
  configureApi({ getToken: () => null })
  return hash
}

const altered = (hash: string) => {
  const [version, payload, signature] = hash.split('.')
  return [version, `${payload.slice(0, 30)}${payload[30] === 'A' ? 'B' : 'A'}${payload.slice(31)}`, signature].join('.')
}

/** Opens the page; the verdict is its h1 once checked (and gets the focus). */
async function open(code: string, locale: 'sv' | 'en' | 'pl' = 'sv'): Promise<HTMLElement> {
  await renderApp({ path: `/qr-validation/${code}`, locale })
  await waitFor(() => expect(screen.getByTestId('qr-validation')).not.toHaveAttribute('data-verdict', 'checking'), {
    timeout: 10_000,
  })
  return screen.getByRole('heading', { level: 1 })
}

describe('/qr-validation/$id', { timeout: 30_000 }, () => {
  it('shows a valid certificate’s facts large, without top bar or menu, and keeps the backend’s key', async () => {
    setClock(NOW)
    const code = await codeOf('companyAdmin', 'machineQualification', QR_IDS.validMachineQualification)
    const verdict = await open(code)
    expect(verdict).toHaveTextContent('Giltigt intyg')
    await waitFor(() => expect(verdict).toHaveFocus())
    for (const text of [
      'Maria Lindqvist',
      'Byggnadsindustrins Yrkesnämnd',
      QR_IDS.validMachineCardNumber,
      'Hjullastare',
    ])
      expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.getByText(/^Kontrollerat mot registret kl\. \d\d[:.]\d\d\.$/)).toBeInTheDocument()
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('qr-validation-keys') ?? '[]')).toHaveLength(1)
  })

  it('says "code too old" once the code’s 15 minutes have passed', async () => {
    setClock(NOW)
    const code = await codeOf('instructor', 'tradeCertificate', Q.validTradeCertificate)
    setClock(later(NOW, 16 * 60))
    expect(await open(code, 'en')).toHaveTextContent('Code too old')
    expect(screen.getByText(/Ask the holder to show a new code/)).toBeInTheDocument()
  })

  it('says "not valid: revoked" for a code made before its certificate was revoked', async () => {
    setClock(QR_IDS.beforeRevocation)
    const code = await codeOf('companyAdmin', 'distanceQualification', QR_IDS.revokedDistanceQualification)
    setClock(later(QR_IDS.beforeRevocation, 10 * 60))
    expect(await open(code, 'pl')).toHaveTextContent('Nieważne')
    expect(screen.getByText('Świadectwo zostało cofnięte.')).toBeInTheDocument()
  })

  it('says "not valid" for an altered code, and "try again in 10 min" past the attempt limit', async () => {
    setClock(NOW)
    const code = await codeOf('instructor', 'tradeCertificate', Q.validTradeCertificate)
    expect(await open(altered(code))).toHaveTextContent('Inte giltigt')
    expect(screen.getByText('Koden har ändrats eller är inte skapad av registret.')).toBeInTheDocument()
    expect(screen.queryByText('Maria Lindqvist')).not.toBeInTheDocument()
    mockServer.use(
      http.get('*/api/m/v1/qualifications/validate', () =>
        HttpResponse.json(
          { message: 'Too many', data: { reason: 'tooManyChecks', retryAfterSeconds: 600 } },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    )
    cleanup()
    expect(await open(code)).toHaveTextContent('Kunde inte kontrolleras')
    expect(screen.getByText('För många kontroller just nu. Försök igen om 10 min.')).toBeInTheDocument()
  })

  it('without a connection, checks on the phone with the key it kept: valid and altered, and says it checked offline', async () => {
    // On the real clock: the phone checks the code's time with its own.
    const first = await codeOf('instructor', 'tradeCertificate', Q.validTradeCertificate)
    const second = await codeOf('companyAdmin', 'machineQualification', QR_IDS.validMachineQualification)
    await open(first)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const validate = vi.fn()
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/qualifications/')) validate()
    })
    cleanup()
    expect(await open(second)).toHaveTextContent('Giltigt intyg')
    expect(screen.getByText('Hjullastare')).toBeInTheDocument()
    expect(screen.getByTestId('qr-checked-offline')).toHaveTextContent(/Kontrollerat offline på den här telefonen/)
    cleanup()
    expect(await open(altered(second))).toHaveTextContent('Inte giltigt')
    expect(validate).not.toHaveBeenCalled()
    mockServer.events.removeAllListeners()
  })

  it('without a connection and no key kept, says it cannot check and why; a lost connection counts as none', async () => {
    setClock(NOW)
    const code = await codeOf('instructor', 'tradeCertificate', Q.validTradeCertificate)
    mockServer.use(http.get('*/api/m/v1/qualifications/*', () => HttpResponse.error()))
    expect(await open(code)).toHaveTextContent('Kunde inte kontrolleras')
    expect(screen.getByText(/har inte kontrollerat någon kod förut/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument()
    expect(screen.queryByTestId('qr-checked-offline')).not.toBeInTheDocument()
  })
})
