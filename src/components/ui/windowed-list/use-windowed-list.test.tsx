/**
 * The windowed list's scroll (issue 17 §4): opening a list page must not lay the page out inside the
 * click that opened it. The virtualizer scrolls the window to where it believes it is when it takes
 * the window; that scroll, to the same place, is left out; a real one still happens.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectWindowScroll } from './expected-scroll'
import { useWindowedList } from './use-windowed-list'
import { scrollWindowUnlessThere } from './window-scroll'
import { renderLog, TEST_ROWS as ROWS, TestList } from './windowed-list-test-kit'

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

describe('the rows of the render that first shows a windowed list (issue 17 §4)', () => {
  /** The rows each render asked for, in order. */
  const { renders, List: ListOfRenders, clear } = renderLog()
  const rows = () => screen.getAllByRole('listitem').filter((item) => !item.hasAttribute('aria-hidden')).length

  afterEach(() => {
    clear()
    expectWindowScroll(null)
    vi.unstubAllGlobals()
  })

  it('are those in view and one more; the rest of the overscan follows after that paint', async () => {
    // The page's top, a 768 px window (jsdom), rows of 50 px: rows 0-15 are in view.
    expectWindowScroll(0)
    render(<ListOfRenders />)
    expect(window.innerHeight).toBe(768)
    expect(renders[0]).toEqual(Array.from({ length: 17 }, (_, index) => index))
    expect(rows()).toBe(17)
    // After the frame: four rows beyond the viewport, so Tab always reaches a rendered row.
    await waitFor(() => expect(rows()).toBe(20))
  })

  it('are chosen for where the list starts at the least, when it has not started anywhere yet', () => {
    // A list at least 400 px down: rows 0-7 reach into the 768 px window.
    expectWindowScroll(0)
    render(<ListOfRenders topAtLeast={400} />)
    expect(renders[0]).toEqual(Array.from({ length: 9 }, (_, index) => index))
  })

  it('wait for the browser to be idle when a corrected top changes only rows out of view', () => {
    // What jsdom lacks: ResizeObservers the test reports through (the list's, not the virtualizer's own
    // for its rows), and idle callbacks the test runs.
    const observing = new Map<Element, () => void>()
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe(target: Element) {
          observing.set(target, this.callback)
        }
        unobserve(target: Element) {
          observing.delete(target)
        }
        disconnect() {}
      },
    )
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    expectWindowScroll(0)
    render(<ListOfRenders />)
    // The list turns out to start 100 px down: rows 0-16, chosen for the top, still fill the window.
    vi.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect)
    const rendered = renders.length
    const report = observing.get(screen.getByRole('list', { name: 'Rader' }))
    expect(report).toBeDefined()
    act(() => report?.())
    expect(renders.length).toBe(rendered)
    act(() => idle.splice(0).forEach((callback) => callback()))
    expect(renders.length).toBeGreaterThan(rendered)
  })
})

describe('focus in a windowed list (issue 17 §4: each focus was a render of the list)', () => {
  /** 20 linked rows of 50 px, windowed, and "Visa alla" that reveals the 500 with focus on the 21st. */
  function RevealList({ onRender }: { onRender: () => void }) {
    const [count, setCount] = useState(20)
    const rows = ROWS.slice(0, count)
    onRender()
    const list = useWindowedList({
      rows,
      windowed: true,
      remeasureOn: null,
      gapClassName: undefined,
      rowEstimate: 50,
      focusSelector: 'a',
      renderRow: (index, measureRef) => (
        <li key={rows[index].id} ref={measureRef} data-index={index}>
          <a href={`#rad-${index + 1}`}>{rows[index].name}</a>
        </li>
      ),
    })
    const showAll = () => {
      list.revealFrom(count)
      setCount(ROWS.length)
    }
    return (
      <>
        <ul ref={list.listRef} aria-label="Rader" onFocus={list.onFocus} onBlur={list.onBlur}>
          {list.rowsAndGaps}
        </ul>
        <button onClick={showAll}>Visa alla</button>
      </>
    )
  }

  afterEach(() => expectWindowScroll(null))

  it('moves between rows without rendering the list again', () => {
    let renders = 0
    expectWindowScroll(0)
    render(<RevealList onRender={() => renders++} />)
    const before = renders
    act(() => screen.getByRole('link', { name: 'Rad 1' }).focus())
    act(() => screen.getByRole('link', { name: 'Rad 2' }).focus())
    expect(screen.getByRole('link', { name: 'Rad 2' })).toHaveFocus()
    expect(renders).toBe(before)
  })

  it('renders a reveal once, with its first row (out of view) rendered and focused in that commit', () => {
    let renders = 0
    expectWindowScroll(0)
    render(<RevealList onRender={() => renders++} />)
    const before = renders
    // A 768 px window of 50 px rows: row 21 is below it, kept rendered because the reveal brought it.
    fireEvent.click(screen.getByRole('button', { name: 'Visa alla' }))
    expect(screen.getByRole('link', { name: 'Rad 21' })).toHaveFocus()
    expect(renders).toBe(before + 1)
  })
})
