/**
 * The windowed list's scroll (issue 17 §4): opening a list page must not lay the page out inside the
 * click that opened it. The virtualizer scrolls the window to where it believes it is when it takes
 * the window; that scroll, to the same place, is left out; a real one still happens.
 */
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollWindowUnlessThere } from './use-windowed-list'
import { TEST_ROWS as ROWS, TestList } from './windowed-list-test-kit'

const List = TestList

afterEach(() => vi.restoreAllMocks())

describe('useWindowedList', () => {
  it('mounts windowed without scrolling the window (a scroll there lays the page out in the click)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    render(<List />)
    expect(screen.getByRole('list', { name: 'Rader' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').length).toBeLessThan(ROWS.length)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('still scrolls where the window is not, and always when asked to scroll smoothly', () => {
    // Where the window is, as the list knows it: from the last scroll event (component tests share
    // one window, and another test's may have moved it).
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0)
    window.dispatchEvent(new Event('scroll'))
    const scrollTo = vi.fn()
    const instance = { scrollElement: { scrollTo }, options: { horizontal: false, isRtl: false } }
    const scroll = (offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }) =>
      scrollWindowUnlessThere(offset, options, instance as unknown as Parameters<typeof scrollWindowUnlessThere>[2])
    scroll(0, {})
    scroll(0, { behavior: 'auto' })
    expect(scrollTo).not.toHaveBeenCalled()
    scroll(400, { adjustments: 20 })
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 420, behavior: undefined })
    scroll(0, { behavior: 'smooth' })
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' })
  })
})
