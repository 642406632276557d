import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Element, ElementPart } from '../../../api/ebook/ebook.schemas'
import { switchLocale } from '../../../i18n/i18n'
import { sessionHandlers, setupTestServer } from '../../../test/api-handlers'
import { PERSONAS } from '../../../test/personas'
import { renderApp } from '../../../test/render-app'
import { samplePart } from '../../../test/ebook-samples'
import { bookHandlers, ebook, INSTRUCTOR } from './book.fixtures'
import { Reconciliations } from './reconciliations'
import { RecordPlan } from './record-plan'

const server = setupTestServer()
const apprentice = PERSONAS.apprentice

/** A part of the test's own: its id and name given. */
const part = (overrides: Partial<ElementPart> & Pick<ElementPart, 'id' | 'name'>) => samplePart(overrides)

/**
 * Armering: an optional part listed before an unreported mandatory one, and one at its level.
 * Gjutning: two reconciled parts, one of them (Vibrering) approved below its required level, which the
 * plan lists as the approval box counts it (ADR 0011).
 */
const ELEMENTS: Element[] = [
  {
    id: 11,
    name: 'Gjutning',
    parts: [
      part({
        id: 111,
        name: 'Form och stämp',
        achievedLevel: 3,
        instructorLevel: 3,
        approvedAt: '2026-03-01',
        approvedBy: INSTRUCTOR,
      }),
      part({
        id: 112,
        name: 'Vibrering',
        achievedLevel: 3,
        instructorLevel: 2,
        approvedAt: '2026-02-01',
        approvedBy: INSTRUCTOR,
      }),
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
    expect(h2s.slice(progress, progress + 3)).toEqual([
      'Framsteg per arbetsmoment',
      'Rapporteringsplan',
      'Avstämningar',
    ])
    expect(
      within(plan)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Gjutning', 'Armering'])
    // The approval box on the same page counts Gjutning as missing, naming the part approved below its level.
    const box = screen.getByTestId('approval-box')
    expect(box).toHaveTextContent('Gjutning: 1 av 2 obligatoriska delmoment klara')
    expect(within(box).getByTestId('approved-below')).toHaveTextContent('Vibrering: godkänd på nivå 2, krävd nivå 3')
    expect(screen.getByRole('region', { name: 'Avstämningar' })).toBeInTheDocument()
  })
})

describe('RecordPlan', () => {
  it('lists an unreported mandatory part before an optional one, leaves out a part at its level, and says the counts', () => {
    render(<RecordPlan elements={ELEMENTS} />)
    expect(screen.getByTestId('plan-summary')).toHaveTextContent(
      'Kvar att rapportera: 4 delmoment. Av dem är 3 obligatoriska.',
    )
    // Approved below its required level (the instructor's 2 of 3): still to reach, and says so; the part at its level is not listed.
    const gjutning = screen.getByRole('list', { name: 'Gjutning' })
    expect(within(gjutning).getAllByRole('listitem')).toHaveLength(1)
    expect(gjutning).toHaveTextContent('Rapporterad nivå 2 (Med handledning), krävd nivå 3 (Med visst stöd).')
    expect(gjutning).toHaveTextContent(
      'Godkänd på nivå 2, under den krävda nivån. Rapportera den igen när du har nått nivå 3.',
    )
    expect(gjutning).not.toHaveTextContent('Form och stämp')
    const armering = screen.getByRole('list', { name: 'Armering' })
    const items = within(armering).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Bockning Obligatorisk',
      'Svetsning Obligatorisk',
      'Ritningsläsning',
    ])
    expect(items[0]).toHaveTextContent('Inte rapporterad än. Krävd nivå 3 (Med visst stöd).')
    expect(items[1]).toHaveTextContent('Rapporterad nivå 1 (Har sett), krävd nivå 3 (Med visst stöd).')
    expect(items[2]).not.toHaveTextContent('Obligatorisk')
    expect(armering).not.toHaveTextContent('Najning')
  })

  it('says so when everything is recorded at the required level', () => {
    render(<RecordPlan elements={[{ ...ELEMENTS[0], parts: [ELEMENTS[0].parts[0]] }]} />)
    expect(screen.getByText('Allt är rapporterat på krävd nivå.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('uses the Polish plural forms in the count sentence', async () => {
    await switchLocale('pl')
    render(<RecordPlan elements={ELEMENTS} />)
    expect(screen.getByTestId('plan-summary')).toHaveTextContent(
      'Do zgłoszenia pozostały 4 części. W tym 3 obowiązkowe.',
    )
  })
})

describe('Reconciliations', () => {
  it('shows a disagreement first, with both levels and the agreement in words, and who approved when', () => {
    render(<Reconciliations elements={ELEMENTS} />)
    const items = within(screen.getByRole('list', { name: 'Avstämda delmoment, avvikelser först' })).getAllByRole(
      'listitem',
    )
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
