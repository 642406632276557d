import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ToastHost } from './toast-host'
import { toast } from './toaster'

afterEach(() => toast.clear())

describe('toasts', () => {
  it('loads the renderer with the first toast and shows what was asked for before it was up', async () => {
    render(<ToastHost />)
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    toast.error('Det gick inte')
    toast.success('Sparat')
    const region = await screen.findByRole('region', { name: 'Meddelanden' })
    expect(await within(region).findByText('Det gick inte')).toBeInTheDocument()
    expect(await within(region).findByText('Sparat')).toBeInTheDocument()
  })

  it('shows error toasts for 2 s and the others for 5 s, top right', async () => {
    render(<ToastHost />)
    toast.error('Fel')
    toast.info('Info')
    const region = await screen.findByRole('region', { name: 'Meddelanden' })
    expect(region).toHaveAttribute('data-placement', 'top-end')
    const error = (await within(region).findByText('Fel')).closest('[data-part="root"]')
    const info = (await within(region).findByText('Info')).closest('[data-part="root"]')
    expect(error).toHaveStyle({ '--duration': '2000ms' })
    expect(info).toHaveStyle({ '--duration': '5000ms' })
  })
})
