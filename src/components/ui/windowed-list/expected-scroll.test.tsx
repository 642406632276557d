/**
 * A windowed list opened by a link starts its rows at the top of the new page (issue 17 §4): the router
 * scrolls a new history entry to the top, and rows chosen for where the page being left was scrolled
 * were rendered a second time before the first paint.
 */
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/render-app'
import { expectWindowScroll, expectedWindowScroll, scrollAfterNavigation } from './expected-scroll'
import { renderLog } from './windowed-list-test-kit'

/** The rows each render of the list asked for, in order: the first is what the first paint would show. */
const { renders, List, clear } = renderLog()

/** The window as the list knows it: scrolled to `y` by a scroll event. */
function scrolledTo(y: number) {
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(y)
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  window.dispatchEvent(new Event('scroll'))
}

/** The first row of the list's first render. */
const firstRow = () => renders[0][0]

afterEach(() => {
  expectWindowScroll(null)
  vi.restoreAllMocks()
})

describe('where a windowed list mounting in a navigation starts', () => {
  it('a new history entry without a hash starts at the top; back, forward, a hash or the first load are not known', () => {
    expect(scrollAfterNavigation('PUSH', true, '')).toBe(0)
    expect(scrollAfterNavigation('REPLACE', true, '')).toBe(0)
    expect(scrollAfterNavigation('BACK', true, '')).toBeNull()
    expect(scrollAfterNavigation('FORWARD', true, '')).toBeNull()
    expect(scrollAfterNavigation('GO', true, '')).toBeNull()
    expect(scrollAfterNavigation('PUSH', true, 'section')).toBeNull()
    expect(scrollAfterNavigation('PUSH', false, '')).toBeNull()
    expect(scrollAfterNavigation('', true, '')).toBeNull()
  })

  it('renders the rows of the top when the navigation will scroll there, not those of the page it left', () => {
    scrolledTo(5000)
    clear()
    const { unmount } = render(<List />)
    expect(firstRow()).toBeGreaterThan(50)
    unmount()

    expectWindowScroll(0)
    clear()
    render(<List />)
    expect(firstRow()).toBe(0)
    expect(screen.getByRole('list', { name: 'Rader' })).toBeInTheDocument()
  })

  it('forgets the expectation at the next scroll event: the window says where it is again', () => {
    expectWindowScroll(0)
    scrolledTo(5000)
    expect(expectedWindowScroll()).toBeNull()
  })

  it('is set by the app router: a link (a new entry) expects the top, going back does not', async () => {
    const app = await renderApp({ path: '/' })
    await app.router.navigate({ to: '/accessibility' })
    await waitFor(() => expect(app.path()).toBe('/accessibility'))
    expect(expectedWindowScroll()).toBe(0)
    app.router.history.back()
    await waitFor(() => expect(app.path()).toBe('/'))
    expect(expectedWindowScroll()).toBeNull()
  })
})
