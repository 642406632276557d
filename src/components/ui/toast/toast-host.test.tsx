import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AppToaster from './app-toaster'
import { TOASTER_RETRY_MS, ToastHost } from './toast-host'
import { toast } from './toaster'

afterEach(() => {
  toast.clear()
  vi.useRealTimers()
})

/** The renderer's chunk as a browser without a connection loads it: fails `failures` times, then loads. */
function flakyLoad(failures: number) {
  let left = failures
  return vi.fn(async () => {
    if (left > 0) {
      left -= 1
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    return { default: AppToaster }
  })
}

const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(10)))

describe('the toast host without a connection', () => {
  it('shows a toast that waited once the renderer loads, even when the try the online event starts fails too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.spyOn(console, 'info').mockImplementation(() => {})
    // Offline when the first toast is asked for; the try the online event starts fails as well.
    const load = flakyLoad(2)
    render(<ToastHost load={load} />)
    act(() => toast.success('Rapporten är skickad'))
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    act(() => void window.dispatchEvent(new Event('online')))
    await settle()
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('Rapporten är skickad')).not.toBeInTheDocument()
    await act(async () => void (await vi.advanceTimersByTimeAsync(TOASTER_RETRY_MS)))
    expect(await screen.findByText('Rapporten är skickad')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(3)
  })
})
