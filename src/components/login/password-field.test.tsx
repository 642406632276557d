import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { PasswordField } from './password-field'

function Harness() {
  const [value, setValue] = useState('')
  return <PasswordField id="pw" label="Lösenord" value={value} onChange={setValue} autoComplete="current-password" />
}

describe('PasswordField caps-lock warning (§5, §8)', () => {
  it('warns while Caps Lock is on, says nothing once it is off, and clears on leaving the field', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const warning = screen.getByTestId('pw-caps-lock')
    await user.click(screen.getByLabelText(/Lösenord/))
    await user.keyboard('a')
    expect(warning).toHaveTextContent('')
    await user.keyboard('{CapsLock}b')
    expect(warning).toHaveTextContent('Caps Lock är på')
    await user.keyboard('{CapsLock}c')
    expect(warning).toHaveTextContent('')
    await user.keyboard('{CapsLock}d')
    expect(warning).toHaveTextContent('Caps Lock är på')
    await user.tab()
    expect(warning).toHaveTextContent('')
  })
})
