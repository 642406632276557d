import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionHandlers, setupTestServer } from '../../../test/api-handlers'
import { PERSONAS } from '../../../test/personas'
import { renderApp } from '../../../test/render-app'
import { bookHandlers, ebook } from './book.fixtures'

const server = setupTestServer()
const user = PERSONAS.apprentice

async function openEducation(book = ebook({ personId: user.id })) {
  const { handlers } = bookHandlers({ book })
  server.use(...sessionHandlers({ user }), ...handlers)
  return renderApp({ user, path: `/book/${book.id}/education` })
}

describe('/book/$id/education', { timeout: 20_000 }, () => {
  it('lists the remaining requirements before those met: elements not complete, theory not approved', async () => {
    await openEducation()
    const heading = await screen.findByRole('heading', { level: 1, name: 'Utbildningsöversikt' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(screen.getByRole('heading', { level: 3, name: 'Kvar: 2 krav' })).toBeInTheDocument()
    const remaining = within(screen.getByTestId('requirements-remaining')).getAllByRole('listitem')
    expect(remaining.map((li) => li.textContent)).toEqual([
      'Arbetsmoment: Armering0 av 3 delmoment klara',
      'Teorimodul: Y2 BetongteknikInte godkänd',
    ])
    const met = within(screen.getByTestId('requirements-met')).getAllByRole('listitem')
    expect(met.map((li) => li.textContent)).toEqual([
      'Arbetsmoment: Gjutning2 av 2 delmoment klara',
      'Teorimodul: Y1 ArbetsmiljöGodkänd',
    ])
    // The remaining list comes first in the page.
    expect(
      screen.getByTestId('requirements-remaining').compareDocumentPosition(screen.getByTestId('requirements-met')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('shows each theory module with course, approval date, teacher, material sent and course opportunity', async () => {
    await openEducation()
    const modules = within(await screen.findByTestId('theory-modules'))
    const y1 = modules.getByRole('heading', { level: 3, name: 'Y1 Arbetsmiljö' }).closest('li')!
    expect(y1).toHaveTextContent('Godkänd2025-10-01')
    expect(y1).toHaveTextContent('LärareKarin Lärare')
    expect(y1).toHaveTextContent('Material skickat2025-09-01')
    expect(y1).toHaveTextContent('KurstillfälleMalmö ht 2025')
    const y2 = modules.getByRole('heading', { level: 3, name: 'Y2 Betongteknik' }).closest('li')!
    expect(y2).toHaveTextContent('GodkändInte godkänd än')
    expect(y2).toHaveTextContent('Material skickatInte skickat')
  })

  it('says when every requirement is met, and stays readable when reporting has ended', async () => {
    const done = ebook({
      personId: user.id,
      displayState: 'approved',
      closedReason: 'approved',
      elements: [
        {
          id: 11,
          name: 'Gjutning',
          parts: [
            {
              id: 111,
              name: 'Form',
              requiredLevel: 2,
              mandatory: true,
              achievedLevel: 3,
              instructorLevel: 3,
              approvedAt: '2026-03-01',
              approvedBy: null,
            },
          ],
        },
      ],
      theory: [
        {
          id: 41,
          courseName: 'Y1 Arbetsmiljö',
          approvedAt: '2025-10-01',
          teacher: null,
          materialSentAt: null,
          courseOpportunity: null,
        },
      ],
    })
    await openEducation(done)
    expect(await screen.findByText('Alla krav är uppfyllda.')).toBeInTheDocument()
    expect(screen.getByTestId('closed-reason')).toHaveTextContent('E-boken är godkänd')
    expect(screen.getByRole('link', { name: 'Tillbaka till e-boken' })).toHaveAttribute('href', '/book/501')
  })

  it('counts requirements with Polish plural forms', async () => {
    const { handlers } = bookHandlers({ book: ebook({ personId: user.id }) })
    server.use(...sessionHandlers({ user }), ...handlers)
    await renderApp({ user, path: '/book/501/education', locale: 'pl' })
    expect(await screen.findByRole('heading', { level: 3, name: 'Pozostały: 2 wymagania' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Spełnione: 2 wymagania' })).toBeInTheDocument()
  })
})
