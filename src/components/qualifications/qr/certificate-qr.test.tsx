/**
 * A certificate's QR code (issue 21) against the in-process simulated backend: made only when the
 * holder asks, the code of the validation page's address, a new one a minute before the 15 minutes
 * run out, and the backend's words when no code can be made (a revoked certificate).
 */
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockServer } from '../../../../mock-server/node'
import { QUALIFICATION_IDS as Q } from '../../../../mock-server/seed'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'
import { CertificateQr } from './certificate-qr'

withScenarioBackend()
afterEach(() => {
  vi.useRealTimers()
  mockServer.events.removeAllListeners()
})

const codeAddress = () => screen.getByTestId('certificate-qr-code').getAttribute('data-qr') ?? ''

describe('CertificateQr', { timeout: 30_000 }, () => {
  it('makes no code until asked, then shows the validation address as a QR and a new one a minute before it runs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
    await scenarioUser('instructor')
    const calls = vi.fn()
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('generate-hash')) calls()
    })
    render(<CertificateQr kind="tradeCertificate" qualificationId={Q.validTradeCertificate} label="Yrkesbevis" />)
    expect(calls).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Visa QR-kod för Yrkesbevis' }))
    await waitFor(() => expect(screen.getByRole('img', { name: 'QR-kod för Yrkesbevis' })).toBeInTheDocument())
    const first = codeAddress()
    expect(first).toMatch(/\/qr-validation\/q1\.[\w-]+\.[\w-]+$/)
    expect(screen.getByText(/^Koden gäller till \d\d[:.]\d\d\./)).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(13 * 60_000))
    expect(calls).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(60_000 + 1_000))
    await waitFor(() => expect(codeAddress()).not.toBe(first))
    expect(calls).toHaveBeenCalledTimes(2)

    await userEvent.click(screen.getByRole('button', { name: 'Dölj QR-kod' }))
    expect(screen.queryByTestId('certificate-qr-code')).not.toBeInTheDocument()
  })

  it('shows the backend’s words for a revoked certificate, with "try again", and no code', async () => {
    await scenarioUser('instructor')
    render(<CertificateQr kind="tradeCertificate" qualificationId={Q.revokedTradeCertificate} label="Yrkesbevis" />)
    await userEvent.click(screen.getByRole('button', { name: 'Visa QR-kod för Yrkesbevis' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Intyget har återkallats, så ingen kod kan visas för det.',
    )
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument()
    expect(screen.queryByTestId('certificate-qr-code')).not.toBeInTheDocument()
  })

  it('tells someone who is not the holder that codes are for their own certificates', async () => {
    await scenarioUser('apprentice')
    render(<CertificateQr kind="tradeCertificate" qualificationId={Q.validTradeCertificate} label="Yrkesbevis" />)
    await userEvent.click(screen.getByRole('button', { name: 'Visa QR-kod för Yrkesbevis' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Du kan bara visa koder för dina egna intyg.')
  })
})
