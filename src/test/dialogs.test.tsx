import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findOpenDialog } from './dialogs'

function Dialog() {
  return (
    <div role="alertdialog" aria-label="Logga ut?">
      <button type="button">Avbryt</button>
    </div>
  )
}

describe('findOpenDialog', () => {
  it('waits until the dialog has focus and no ancestor blocks the pointer (the race of issue 7)', async () => {
    document.body.style.pointerEvents = 'none'
    render(<Dialog />)
    let settled = false
    const found = findOpenDialog('Logga ut?', 'alertdialog').then((dialog) => {
      settled = true
      return dialog
    })
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(settled).toBe(false)
    document.querySelector('button')?.focus()
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect(settled).toBe(false)
    document.body.style.pointerEvents = ''
    expect((await found).getAttribute('aria-label')).toBe('Logga ut?')
  })
})
