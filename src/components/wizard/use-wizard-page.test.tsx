import { serverText } from '../../api/failure'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { stepIn, useWizardPage } from './use-wizard-page'
import { WizardFrame } from './wizard-frame'

type Step = 'one' | 'two'
const STEPS: readonly Step[] = ['one', 'two']

function renderPage(send: (event: { type: string }) => void) {
  const actor = { send, getSnapshot: () => 'one' }
  function Page() {
    const { frame } = useWizardPage({
      actor,
      ns: 'common',
      step: stepIn(STEPS, 'one'),
      stepOf: (snapshot: string) => stepIn(STEPS, snapshot),
      urlStep: 'one',
      setUrlStep: () => {},
      order: STEPS,
      // Server texts (no keys): shown as they came.
      errors: { b: serverText('Fel i B.'), other: serverText('Fel utan fält.'), a: serverText('Fel i A.') },
      fieldIds: { a: 'field-a', b: 'field-b' },
      formError: null,
      busy: false,
    })
    return <WizardFrame {...frame} title="Fråga" continueLabel="Fortsätt" />
  }
  const root = createRootRoute({ component: Page })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/?step=one'] }) })
  render(<RouterProvider router={router} />)
}

describe('useWizardPage (the wizard kit)', () => {
  it('lists field errors in page order, linked to their inputs, and Continue sends step.continue', async () => {
    const send = vi.fn()
    renderPage(send)
    const summary = await screen.findByRole('alert')
    const links = within(summary).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fel i A.', '#field-a'],
      ['Fel i B.', '#field-b'],
      ['Fel utan fält.', '#other'],
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    expect(send).toHaveBeenCalledWith({ type: 'step.continue' })
  })

  it('knows a step from another screen', () => {
    expect(stepIn(STEPS, 'two')).toBe('two')
    expect(stepIn(STEPS, 'loading')).toBeNull()
  })
})
