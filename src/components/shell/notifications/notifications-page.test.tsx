import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { Notification } from '../../../api/shell/notification.schemas'
import { PERSONAS } from '../../../test/personas'
import { API, notification, sessionHandlers, setupTestServer } from '../../../test/api-handlers'
import { inputInItsOwnTask } from '../../../test/input-task'
import { renderApp } from '../../../test/render-app'

const server = setupTestServer()
const user = PERSONAS.apprentice

/** The list the screen loads (page size 1000), answered in the given order; records mark-read bodies. */
function screenHandlers(rows: Notification[]) {
  const markRead: unknown[] = []
  server.use(
    ...sessionHandlers({ user, notifications: rows }),
    http.patch(`${API}/notifications/mark-read`, async ({ request }) => {
      markRead.push(await request.json())
      return HttpResponse.json({ ok: true })
    }),
  )
  return markRead
}

function items() {
  return within(screen.getByRole('list', { name: 'Meddelanden, nyaste först' })).getAllByRole('button')
}

describe('/notifications', () => {
  it('lists newest first, highlights unread as new, and shows 20 until "show all"', async () => {
    const rows = Array.from({ length: 25 }, (_, i) =>
      notification({
        subject: `Ämne ${i + 1}`,
        sentTime: `2026-04-${String(i + 1).padStart(2, '0')}T08:00:00Z`,
        readTime: i % 2 ? '2026-05-01T00:00:00Z' : null,
      }),
    )
    // Answered oldest first: the page must still sort by sentTime descending.
    screenHandlers(rows)
    await renderApp({ user, path: '/notifications' })
    await screen.findByRole('heading', { level: 1, name: 'Meddelanden' })
    await waitFor(() => expect(items()).toHaveLength(20))
    expect(items()[0]).toHaveTextContent('Ämne 25')
    expect(items()[19]).toHaveTextContent('Ämne 6')
    expect(within(items()[0]!).getByText('Ny')).toBeInTheDocument() // 25th (index 24) is unread
    expect(within(items()[1]!).queryByText('Ny')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Visa alla (25)' }))
    expect(items()).toHaveLength(25)
    expect(items()[24]).toHaveTextContent('Ämne 1')
    // The button is gone: focus is on the first row it revealed, not lost to the page.
    expect(items()[20]).toHaveFocus()
    expect(screen.queryByRole('button', { name: /Visa alla/ })).not.toBeInTheDocument()
  })

  it('clicking an unread one marks it read, lowers the bell count and opens its page', async () => {
    const certificate = notification({
      subject: 'Ditt yrkesbevis',
      type: 'TradeCertificate',
      sentTime: '2026-05-02T08:00:00Z',
    })
    const other = notification({ subject: 'Annat', sentTime: '2026-05-01T08:00:00Z' })
    const markRead = screenHandlers([certificate, other])
    const app = await renderApp({ user, path: '/notifications' })
    await screen.findByRole('link', { name: 'Meddelanden, 2 olästa' })

    await userEvent.click(await screen.findByRole('button', { name: /Ditt yrkesbevis/ }))
    await waitFor(() => expect(app.path()).toBe('/my-qualifications'))
    expect(markRead).toEqual([{ id: certificate.id }])
    expect(screen.getByRole('link', { name: 'Meddelanden, 1 olästa' })).toBeInTheDocument()
  })

  it('opens the e-book education page for a book notification without report', async () => {
    const book = notification({
      subject: 'E-boken',
      type: 'Book',
      concernType: 'Book',
      concernId: 501,
      readTime: '2026-05-01T09:00:00Z',
    })
    const markRead = screenHandlers([book])
    const app = await renderApp({ user, path: '/notifications' })
    await userEvent.click(await screen.findByRole('button', { name: /E-boken/ }))
    await waitFor(() => expect(app.path()).toBe('/book/501/education'))
    // Already read: no mark-read call.
    expect(markRead).toEqual([])
  })

  it('marks all read with one call', async () => {
    const markRead = screenHandlers([notification({ subject: 'Ett' }), notification({ subject: 'Två' })])
    await renderApp({ user, path: '/notifications' })
    await screen.findByText('Visar 2 av 2 meddelanden, 2 olästa')
    await userEvent.click(screen.getByRole('button', { name: 'Markera alla som lästa' }))
    await screen.findByText('Visar 2 av 2 meddelanden, 0 olästa')
    expect(screen.queryByText('Ny')).not.toBeInTheDocument()
    expect(markRead).toEqual([{}])
    expect(screen.getByRole('link', { name: 'Meddelanden' })).toBeInTheDocument()
  })

  it('says so when there are none', async () => {
    screenHandlers([])
    await renderApp({ user, path: '/notifications' })
    expect(await screen.findByText('Du har inga meddelanden.')).toBeInTheDocument()
  })

  it('offers to try again when loading fails', async () => {
    screenHandlers([])
    let calls = 0
    server.use(
      http.patch(`${API}/notifications/list`, async ({ request }) => {
        const body = (await request.json()) as { pageSize: number }
        // The menu's polling (100) keeps working; the screen's load (1000) fails once.
        if (body.pageSize === 1000 && calls++ === 0) return HttpResponse.json({ message: 'boom' }, { status: 500 })
        return HttpResponse.json({ rows: [notification({ subject: 'Till slut' })] })
      }),
    )
    await renderApp({ user, path: '/notifications' })
    expect(await screen.findByText('Meddelandena kunde inte hämtas.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }))
    expect(await screen.findByRole('button', { name: /Till slut/ })).toBeInTheDocument()
  })

  it('searches the subjects of all of them, not only the newest 20, and says how many match', async () => {
    const rows = Array.from({ length: 25 }, (_, i) =>
      notification({
        subject: i < 2 ? `Yrkesbevis nummer ${i + 1}` : `Ämne ${i + 1}`,
        sentTime: `2026-04-${String(i + 1).padStart(2, '0')}T08:00:00Z`,
      }),
    )
    screenHandlers(rows)
    await renderApp({ user, path: '/notifications' })
    await waitFor(() => expect(items()).toHaveLength(20))
    // The two oldest: beyond the first 20.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Sök bland meddelandena' }), 'YRKESBEVIS')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('2 av 25 meddelanden matchar ”YRKESBEVIS”'),
    )
    expect(items().map((b) => b.textContent)).toEqual([
      expect.stringContaining('Yrkesbevis nummer 2'),
      expect.stringContaining('Yrkesbevis nummer 1'),
    ])
    expect(screen.queryByRole('button', { name: /Visa alla/ })).not.toBeInTheDocument()

    await userEvent.clear(screen.getByRole('searchbox'))
    await waitFor(() => expect(items()).toHaveLength(20))
    expect(screen.getByRole('status')).toHaveTextContent('Visar 20 av 25 meddelanden, 25 olästa')
    expect(screen.getByRole('button', { name: 'Visa alla (25)' })).toBeInTheDocument()

    await userEvent.type(screen.getByRole('searchbox'), 'finns inte')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('0 av 25 meddelanden matchar ”finns inte”'),
    )
    expect(screen.queryByRole('list', { name: 'Meddelanden, nyaste först' })).not.toBeInTheDocument()
  })

  it('shows the matching rows and their count in the task of the search itself, not in a render after it', async () => {
    const rows = Array.from({ length: 80 }, (_, i) =>
      notification({
        subject: i < 3 ? `Yrkesbevis nummer ${i + 1}` : `Ämne ${i + 1}`,
        sentTime: `2026-04-01T08:${String(i).padStart(2, '0')}:00Z`,
      }),
    )
    screenHandlers(rows)
    await renderApp({ user, path: '/notifications' })
    await waitFor(() => expect(items()).toHaveLength(20))
    await inputInItsOwnTask(screen.getByRole('searchbox', { name: 'Sök bland meddelandena' }), 'yrkesbevis')
    expect(screen.getByRole('status')).toHaveTextContent('3 av 80 meddelanden matchar ”yrkesbevis”')
    expect(items()).toHaveLength(3)
  })

  it('with 1000, "show all" renders the rows in view, tells each its place among all, and follows scrolling and focus', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      notification({
        subject: `Ämne ${i + 1}`,
        sentTime: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
        readTime: '2026-05-01T00:00:00Z',
      }),
    )
    screenHandlers(rows)
    await renderApp({ user, path: '/notifications' })
    await waitFor(() => expect(items()).toHaveLength(20))
    await userEvent.click(screen.getByRole('button', { name: 'Visa alla (1000)' }))
    expect(screen.getByRole('status')).toHaveTextContent('Visar 1000 av 1000 meddelanden, 0 olästa')
    const list = screen.getByRole('list', { name: 'Meddelanden, nyaste först' })
    const listItems = () => within(list).getAllByRole('listitem')
    // Only those near the viewport are in the page; each says where it stands among the 1000.
    expect(items().length).toBeLessThan(60)
    expect(items()[0]).toHaveTextContent(/^Ämne 1000Yrkesbevis/)
    expect(listItems()[0]).toHaveAttribute('aria-posinset', '1')
    expect(listItems()[0]).toHaveAttribute('aria-setsize', '1000')
    items()[0]!.focus()

    // Scrolled to the end: the oldest are rendered, the focused first row stays (focus is not lost).
    // (jsdom lays nothing out: the page is scrolled by setting where the window is and telling it;
    // the rows keep their estimated 74 px.)
    const scrolled = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1000 * 74 - 400)
    try {
      fireEvent.scroll(window)
      await waitFor(() => expect(items().at(-1)).toHaveTextContent(/^Ämne 1Yrkesbevis/))
      expect(listItems().at(-1)).toHaveAttribute('aria-posinset', '1000')
      expect(items()[0]).toHaveTextContent('Ämne 1000')
      expect(items()[0]).toHaveFocus()
      expect(items().length).toBeLessThan(60)
    } finally {
      // Component test files share one window: the next test starts at the top again.
      scrolled.mockRestore()
      fireEvent.scroll(window)
    }
  }, 20_000)
})
