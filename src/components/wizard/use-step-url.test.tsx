import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useStepUrl } from './use-step-url'

type Step = 'one' | 'two'

/**
 * A wizard at /wizard whose first page comes late (its data loads), and /elsewhere, whose loader
 * has not answered yet when the wizard's page comes.
 */
function renderWizard(setUrlStep: (step: Step, replace: boolean) => void) {
  let show: (step: Step) => void = () => {}
  function Wizard() {
    const [step, setStep] = useState<Step | null>(null)
    show = setStep
    useStepUrl<Step>({ step, urlStep: undefined, setUrlStep, sendBack: () => step })
    return <h1>Wizard</h1>
  }
  const root = createRootRoute()
  const wizard = createRoute({ getParentRoute: () => root, path: '/wizard', component: Wizard })
  // The draft's id in the address: the child only guards, the wizard above it stays mounted.
  const draft = createRoute({ getParentRoute: () => wizard, path: '$id', component: () => null })
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '/elsewhere',
    loader: () => new Promise<never>(() => {}),
    component: () => <h1>Elsewhere</h1>,
  })
  const router = createRouter({
    routeTree: root.addChildren([wizard.addChildren([draft]), elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/wizard'] }),
  })
  render(<RouterProvider router={router} />)
  return { router, show: (step: Step) => act(() => show(step)) }
}

describe('useStepUrl (the wizard kit)', () => {
  it('puts the first page in the address once it comes', async () => {
    const setUrlStep = vi.fn()
    const { show } = renderWizard(setUrlStep)
    await screen.findByRole('heading', { name: 'Wizard' })
    show('one')
    expect(setUrlStep).toHaveBeenCalledWith('one', true)
  })

  it('still writes once the address has gained the id of a draft (a route below the wizard)', async () => {
    const setUrlStep = vi.fn()
    const { router, show } = renderWizard(setUrlStep)
    await screen.findByRole('heading', { name: 'Wizard' })
    await act(async () => {
      router.history.push('/wizard/31001')
      await router.load()
    })
    show('two')
    expect(setUrlStep).toHaveBeenCalledWith('two', true)
  })

  it('leaves the address alone when the visitor has gone elsewhere while the page was coming', async () => {
    const setUrlStep = vi.fn()
    const { router, show } = renderWizard(setUrlStep)
    await screen.findByRole('heading', { name: 'Wizard' })
    // The visitor follows a link; the next page's data is still on its way (the wizard stays on screen).
    act(() => void router.history.push('/elsewhere'))
    show('one')
    expect(screen.getByRole('heading', { name: 'Wizard' })).toBeVisible()
    expect(setUrlStep).not.toHaveBeenCalled()
  })
})
