import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Element, ElementPart } from '../../../api/ebook/ebook.schemas'
import { switchLocale } from '../../../i18n/i18n'
import { sessionHandlers, setupTestServer } from '../../../test/api-handlers'
import { PERSONAS } from '../../../test/personas'
import { renderApp } from '../../../test/render-app'
import { bookHandlers, ebook, INSTRUCTOR } from './book.fixtures'
import { Reconciliations } from './reconciliations'
import { RecordPlan } from './record-plan'

const server = setupTestServer()
const apprentice = PERSONAS.apprentice

const part = (overrides: Partial<ElementPart> & Pick<ElementPart, 'id' | 'name'>): ElementPart => ({
  requiredLevel: 3,
  mandatory: true,
  achievedLevel: null,
  instructorLevel: null,
  approvedAt: null,
  approvedBy: null,
  ...overrides,
})

/** Armering: an optional part listed before an unreported mandatory one, and one at its level. Gjutning: settled, two reconciled parts. */
const ELEMENTS: Element[] = [
  {
    id: 11,
    name: 'Gjutning',
    parts: [
      part({ id: 111, name: 'Form och stämp', achievedLevel: 3, instructorLevel: 3, approvedAt: '2026-03-01', approvedBy: INSTRUCTOR }),
      part({ id: 112, name: 'Vibrering', achievedLevel: 3, instructorLevel: 2, approvedAt: '2026-02-01', approvedBy: INSTRUCTOR }),
    ],
  },
  {
    id: 12,
    name: 'Armering',
    parts: [
      part({ id: 121, name: 'Ritningsläsning', requiredLevel: 1, mandatory: false }),
      part({ id: 122, name: 'Bockning' }),
      part({ id: 123, name: 'Najning', requiredLevel: 2, achievedLevel: 2 }),
      part({ id: 124, name: 'Svetsning', achievedLevel: 1 }),
    ],
  },
]

afterEach(async () => {
  await switchLocale('sv')
})

describe('/book/$id record plan and reconciliations', { timeout: 20_000 }, () => {
  it('come after the progress per element, as sections with their own h2, the elements of the plan as h3', async () => {
    const book = ebook({ personId: apprentice.id, elements: ELEMENTS })
    const { handlers } = bookHandlers({ book })
    server.use(...sessionHandlers({ user: apprentice }), ...handlers)
    await renderApp({ user: apprentice, path: `/book/${book.id}` })
    const plan = await screen.findByRole('region', { name: 'Rapporteringsplan' })
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    const progress = h2s.indexOf('Framsteg per arbetsmoment')
    expect(h2s.slice(progress, progress + 3)).toEqual(['Framsteg per arbetsmoment', 'Rapporteringsplan', 'Avstämningar'])
    expect(within(plan).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Armering'])
    expect(screen.getByRole('region', { name: 'Avstämningar' })).toBeInTheDocument()
  })
})

describe('RecordPlan', () => {
  it('lists an unreported mandatory part before an optional one, leaves out a part at its level, and says the counts', () => {
    render(<RecordPlan elements={ELEMENTS} />)
    expect(screen.getByTestId('plan-summary')).toHaveTextContent('Kvar att rapportera: 3 delmoment. Av dem är 2 obligatoriska.')
    expect(screen.queryByRole('heading', { level: 3, name: 'Gjutning' })).not.toBeInTheDocument()
    const armering = screen.getByRole('list', { name: 'Armering' })
    const items = within(armering).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Bockning Obligatorisk', 'Svetsning Obligatorisk', 'Ritningsläsning'])
    expect(items[0]).toHaveTextContent('Inte rapporterad än. Krävd nivå 3 (Med visst stöd).')
    expect(items[1]).toHaveTextContent('Rapporterad nivå 1 (Har sett), krävd nivå 3 (Med visst stöd).')
    expect(items[2]).not.toHaveTextContent('Obligatorisk')
    expect(armering).not.toHaveTextContent('Najning')
  })

  it('says so when everything is recorded at the required level', () => {
    render(<RecordPlan elements={[ELEMENTS[0]]} />)
    expect(screen.getByText('Allt är rapporterat på krävd nivå.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('uses the Polish plural forms in the count sentence', async () => {
    await switchLocale('pl')
    render(<RecordPlan elements={ELEMENTS} />)
    expect(screen.getByTestId('plan-summary')).toHaveTextContent('Do zgłoszenia pozostały 3 części. W tym 2 obowiązkowe.')
  })
})

describe('Reconciliations', () => {
  it('shows a disagreement first, with both levels and the agreement in words, and who approved when', () => {
    render(<Reconciliations elements={ELEMENTS} />)
    const items = within(screen.getByRole('list', { name: 'Avstämda delmoment, avvikelser först' })).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Gjutning – Vibrering')
    expect(items[0]).toHaveTextContent('Olika nivåer')
    expect(items[0]).toHaveTextContent('Lärlingens nivå: 3')
    expect(items[0]).toHaveTextContent('Handledarens nivå: 2')
    expect(items[0]).toHaveTextContent('Godkänd av Ivar Handledare 2026-02-01.')
    expect(items[1]).toHaveTextContent('Gjutning – Form och stämp')
    expect(items[1]).toHaveTextContent('Samma nivå')
  })

  it('says so when the instructor has reconciled nothing', () => {
    render(<Reconciliations elements={[ELEMENTS[1]]} />)
    expect(screen.getByText('Handledaren har inte stämt av några delmoment än.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })
})
