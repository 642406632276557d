import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderAtStart } from '../../../test/session-harness'
import { Tour } from './tour'

// jsdom has no visualViewport; zag's tour measures it for placement.
beforeAll(() =>
  vi.stubGlobal('visualViewport', {
    width: 1024,
    height: 768,
    scale: 1,
    addEventListener: () => {},
    removeEventListener: () => {},
  }),
)
afterAll(() => vi.unstubAllGlobals())

const steps = [
  { id: 'a', title: 'Välkommen', text: 'Här är dina sidor.' },
  { id: 'b', title: 'Menyn', text: 'Allt finns i menyn.' },
]

describe('Tour', () => {
  it('walks through the steps with Next/Previous and reports completion', async () => {
    const onClose = vi.fn()
    render(<Tour steps={steps} open onClose={onClose} />)
    expect(await screen.findByRole('heading', { name: 'Välkommen' })).toBeInTheDocument()
    expect(screen.getByText('Steg 1 av 2')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }))
    expect(await screen.findByRole('heading', { name: 'Menyn' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Föregående' }))
    expect(await screen.findByRole('heading', { name: 'Välkommen' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Klar' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('completed'))
  })

  it('reports a dismissal with Escape and does not start again while still open', async () => {
    const onClose = vi.fn()
    render(<Tour steps={steps} open onClose={onClose} />)
    await screen.findByRole('heading', { name: 'Välkommen' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('dismissed'))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Välkommen' })).not.toBeInTheDocument())
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("offers a step's links; following one opens the page and ends the tour like closing it", async () => {
    const onClose = vi.fn()
    const withLinks = [steps[0]!, { ...steps[1]!, links: [{ href: '/guide', label: 'Öppna guiden' }] }]
    const { router } = renderAtStart(<Tour steps={withLinks} open onClose={onClose} />)
    await screen.findByRole('heading', { name: 'Välkommen' })
    expect(screen.queryByRole('link', { name: 'Öppna guiden' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Nästa' }))
    const link = await screen.findByRole('link', { name: 'Öppna guiden' })
    expect(link).toHaveAttribute('href', '/guide')
    await userEvent.click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide'))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(onClose).toHaveBeenCalledWith('dismissed')
  })
})
