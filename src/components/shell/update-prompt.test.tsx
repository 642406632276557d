import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UPDATE_RELOAD_DELAY_MS, UpdatePrompt } from './update-prompt'
import { findOpenDialog } from '../../test/dialogs'

afterEach(() => vi.useRealTimers())

describe('service-worker update prompt', () => {
  it('stays hidden while no new version waits', () => {
    render(<UpdatePrompt needRefresh={false} updateServiceWorker={vi.fn()} onDismiss={vi.fn()} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks, and reloads into the new version 1000 ms after acceptance', async () => {
    const update = vi.fn()
    render(<UpdatePrompt needRefresh updateServiceWorker={update} onDismiss={vi.fn()} />)
    const dialog = await findOpenDialog('Ny version')
    expect(dialog).toHaveTextContent('En ny version finns tillgänglig. Vill du uppdatera nu?')

    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: /Uppdatera nu/ }))
    act(() => vi.advanceTimersByTime(UPDATE_RELOAD_DELAY_MS - 1))
    expect(update).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(update).toHaveBeenCalledTimes(1)
    expect(UPDATE_RELOAD_DELAY_MS).toBe(1000)
  })

  it('"Later" dismisses without updating', async () => {
    const update = vi.fn()
    const dismiss = vi.fn()
    render(<UpdatePrompt needRefresh updateServiceWorker={update} onDismiss={dismiss} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Senare' }))
    expect(dismiss).toHaveBeenCalled()
    expect(update).not.toHaveBeenCalled()
  })
})
