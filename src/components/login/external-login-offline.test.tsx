import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import '../../i18n/i18n'
import { ExternalLoginButton } from './external-login-button'

// The flow's code loads on the first click (ADR 0005); here it never arrives, as on a dropped signal.
vi.mock('./external-login.edge', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('ExternalLoginButton when its flow cannot load', () => {
  it('says the network failed and is ready to be clicked again', async () => {
    render(<ExternalLoginButton />)
    const button = screen.getByTestId('external-login-start')
    await userEvent.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent('Det gick inte att nå servern')
    expect(button).not.toHaveAttribute('aria-busy')
    expect(button).toHaveFocus()
  })
})
