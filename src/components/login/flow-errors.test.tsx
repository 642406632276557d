import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ErrorMessage } from '../../api/failure'
import { configureApi } from '../../api/client'
import { loginEmail, requestPasswordReset, resetPassword, verifyResetCode } from '../../api/login/login'
import i18n from '../../i18n/i18n'
import { useErrorText } from '../wizard/use-error-text'
import { asFlowCall, flowErrorKeyOf, flowMessageOf } from './flow-errors'
import { FORM_TEXTS } from './form-texts'

/** Answers every call with `status` and `body`, through the real client (hooks, parsing) like the app. */
function answer(status: number, body: unknown) {
  configureApi({
    baseUrl: 'http://localhost',
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  })
}

async function keyOf(call: () => Promise<unknown>, flow: Parameters<typeof flowErrorKeyOf>[1]) {
  try {
    await call()
  } catch (error) {
    return flowErrorKeyOf(error, flow)
  }
  throw new Error('the call did not fail')
}

const invalid = (field: string, message: string) => ({
  message: 'Formuläret är inte korrekt ifyllt.',
  errors: [{ field, message }],
})

describe('flowErrorKeyOf', () => {
  it('tells a missing phone from an unknown e-mail on a reset request', async () => {
    answer(422, invalid('mobilephone', 'Telefonnummer saknas'))
    expect(await keyOf(() => requestPasswordReset('a@b.se'), 'resetRequest')).toBe('phoneMissing')
    answer(422, invalid('email', 'Inget konto'))
    expect(await keyOf(() => requestPasswordReset('a@b.se'), 'resetRequest')).toBe('unknownEmail')
  })

  it('names the limits on the ways in (ADR 0007): a void code, a resend too soon, a locked password login', async () => {
    answer(422, { ...invalid('code', 'Koden är spärrad'), data: { reason: 'codeVoid', attemptsLeft: 0 } })
    expect(await keyOf(() => verifyResetCode('a@b.se', '1234'), 'code')).toBe('codeVoid')
    answer(429, { message: 'Vänta', data: { reason: 'resendTooSoon', retryAfterSeconds: 42 } })
    expect(await keyOf(() => requestPasswordReset('a@b.se'), 'resetRequest')).toBe('resendTooSoon')
    answer(429, {
      message: 'Spärrad',
      errors: [{ field: 'password', message: 'Spärrad' }],
      data: { reason: 'loginLocked', retryAfterSeconds: 900 },
    })
    expect(await keyOf(() => loginEmail('a@b.se', 'x'), 'emailLogin')).toBe('loginLocked')
  })

  it('reads a rejected code, a weak password and an expired reset', async () => {
    answer(422, invalid('code', 'Fel kod'))
    expect(await keyOf(() => verifyResetCode('a@b.se', '1234'), 'code')).toBe('wrongCode')
    answer(422, invalid('password', 'Lösenordet måste innehålla en siffra'))
    expect(await keyOf(() => resetPassword('t', 'x'), 'reset')).toBe('weakPassword')
    answer(401, { message: 'Återställningen är inte giltig längre.' })
    expect(await keyOf(() => resetPassword('t', 'Abcdef!1'), 'reset')).toBe('resetFailed')
  })

  it('reads wrong credentials, and a server failure as a failed login', async () => {
    answer(422, invalid('password', 'Fel e-postadress eller lösenord.'))
    expect(await keyOf(() => loginEmail('a@b.se', 'x'), 'emailLogin')).toBe('wrongCredentials')
    answer(500, { message: 'boom' })
    expect(await keyOf(() => loginEmail('a@b.se', 'x'), 'emailLogin')).toBe('loginFailed')
  })

  it('calls an unreachable server a network problem', async () => {
    configureApi({
      baseUrl: 'http://localhost',
      fetch: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    expect(await keyOf(() => loginEmail('a@b.se', 'x'), 'emailLogin')).toBe('network')
  })

  it('hands machines a { key } they understand', async () => {
    answer(422, invalid('code', 'Fel kod'))
    await expect(asFlowCall('code', () => verifyResetCode('a@b.se', '1234'))).rejects.toEqual({ key: 'wrongCode' })
  })
})

/** The message as the login pages word it (the wizard kit's error-text hook over the login texts). */
function Shown({ field, message }: { field: string | null; message: ErrorMessage }) {
  const errorText = useErrorText(FORM_TEXTS)
  return <p data-testid="shown">{field === null ? errorText.form(message) : errorText.field(field, message)}</p>
}

async function messageOf(
  call: () => Promise<unknown>,
  flow: Parameters<typeof flowMessageOf>[1],
): Promise<ErrorMessage> {
  try {
    await call()
  } catch (error) {
    return flowMessageOf(error, flow)
  }
  throw new Error('the call did not fail')
}

describe('the limits on the ways in as the portal words them (issue 8 §1)', () => {
  it('says how many attempts a wrong code has left, and what to do with a void one', async () => {
    answer(422, { ...invalid('code', 'Fel kod'), data: { reason: 'codeWrong', attemptsLeft: 3 } })
    const { rerender } = render(
      <Shown field="code" message={await messageOf(() => verifyResetCode('a@b.se', '1234'), 'code')} />,
    )
    expect(screen.getByTestId('shown')).toHaveTextContent('Fel kod. Du har 3 försök kvar.')

    answer(422, { ...invalid('code', 'Fel kod'), data: { reason: 'codeWrong', attemptsLeft: 1 } })
    const one = await messageOf(() => verifyResetCode('a@b.se', '1234'), 'code')
    await act(() => i18n.changeLanguage('en'))
    rerender(<Shown field="code" message={one} />)
    expect(screen.getByTestId('shown')).toHaveTextContent('Wrong code. You have 1 attempt left.')
    await act(() => i18n.changeLanguage('pl'))
    rerender(<Shown field="code" message={{ key: 'wrongCode', values: { count: 2 } }} />)
    expect(screen.getByTestId('shown')).toHaveTextContent('Nieprawidłowy kod. Pozostały Ci 2 próby.')
    await act(() => i18n.changeLanguage('sv'))

    answer(422, { ...invalid('code', 'Koden är spärrad'), data: { reason: 'codeVoid', attemptsLeft: 0 } })
    rerender(<Shown field={null} message={await messageOf(() => verifyResetCode('a@b.se', '1234'), 'code')} />)
    expect(screen.getByTestId('shown')).toHaveTextContent(
      'Koden har spärrats efter fem felaktiga försök. Begär en ny kod.',
    )
  })

  it('says in how many seconds a new code can be sent, and in how many minutes a locked password login opens', async () => {
    answer(429, { message: 'Vänta', data: { reason: 'resendTooSoon', retryAfterSeconds: 42 } })
    const { rerender } = render(
      <Shown field={null} message={await messageOf(() => requestPasswordReset('a@b.se'), 'resetRequest')} />,
    )
    expect(screen.getByTestId('shown')).toHaveTextContent('Du kan be om en ny kod om 42 sekunder.')

    answer(429, {
      message: 'Spärrad',
      errors: [{ field: 'password', message: 'Spärrad' }],
      data: { reason: 'loginLocked', retryAfterSeconds: 900 },
    })
    rerender(<Shown field={null} message={await messageOf(() => loginEmail('a@b.se', 'x'), 'emailLogin')} />)
    expect(screen.getByTestId('shown')).toHaveTextContent(
      'För många felaktiga inloggningsförsök. Försök igen om 15 minuter, eller logga in med e-legitimation.',
    )
  })

  it('hands machines the numbers along with the key', async () => {
    answer(422, { ...invalid('code', 'Fel kod'), data: { reason: 'codeWrong', attemptsLeft: 4 } })
    await expect(asFlowCall('code', () => verifyResetCode('a@b.se', '1234'))).rejects.toEqual({
      key: 'wrongCode',
      values: { count: 4 },
    })
  })
})
