import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { configureApi } from '../../api/client'
import '../../i18n/i18n'
import { ExternalLoginButton } from './external-login-button'

/** Answers every call with `status` and `body`, through the real client (hooks, parsing) like the app. */
function answer(status: number, body: unknown) {
  configureApi({
    baseUrl: 'http://localhost',
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  })
}

describe('ExternalLoginButton', () => {
  it('says how many minutes a locked login waits, from the numbers the server sent', async () => {
    answer(429, { message: 'Spärrad', data: { reason: 'loginLocked', retryAfterSeconds: 240 } })
    render(<ExternalLoginButton />)
    await userEvent.click(screen.getByTestId('external-login-start'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Försök igen om 4 minuter')
  })

  it('says the login failed when the server gives no reason', async () => {
    answer(500, { message: 'boom' })
    render(<ExternalLoginButton />)
    await userEvent.click(screen.getByTestId('external-login-start'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Inloggningen misslyckades')
  })
})
