import { render, screen, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import i18n from '../../i18n/i18n'
import { LOCALES } from '../../i18n/locales-list'
import { AccessibilityPage } from './accessibility-page'
import { AXE_CORE_VERSION, AXE_TAGS, KNOWN_GAPS, STATEMENT_DATE, type KnownGap } from './known-gaps'

const MAIL = 'mailto:support@example.org'

describe('the accessibility statement', () => {
  it('renders every known gap with its dates, and says no axe rule is left out', () => {
    render(<AccessibilityPage supportMail={MAIL} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Tillgänglighetsredogörelse' })).toBeInTheDocument()
    const gaps = screen.getByRole('region', { name: 'Kända brister' })
    expect(
      within(gaps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Inte testad med skärmläsare', 'Testad bara i Chromium', 'Ingen granskning för hand mot WCAG 2.2'])
    for (const gap of KNOWN_GAPS) {
      const item = screen.getByTestId(`known-gap-${gap.id}`)
      expect(item).toHaveTextContent(`Känd sedan ${gap.since}.`)
      expect(item).toHaveTextContent('Inget datum för en åtgärd är bestämt.')
    }
    expect(screen.getByTestId('axe-gaps-summary')).toHaveTextContent('ingen axe-regel är undantagen på någon sida')
    expect(
      screen.getByText(`Redogörelsen jämfördes senast med vad testerna mäter den ${STATEMENT_DATE}.`),
    ).toBeVisible()
  })

  it('names the axe version and the tags the tests run, and links the support address', () => {
    render(<AccessibilityPage supportMail={MAIL} />)
    const testing = screen.getByRole('region', { name: 'Så testas den' })
    expect(testing).toHaveTextContent(`axe-core ${AXE_CORE_VERSION}`)
    expect(testing).toHaveTextContent(`(${AXE_TAGS.join(', ')})`)
    expect(screen.getByRole('link', { name: 'Mejla supporten: support@example.org' })).toHaveAttribute('href', MAIL)
  })

  it('shows a gap axe finds with its rule, its page and its planned fix', () => {
    const gap: KnownGap = {
      id: 'browsers',
      since: '2026-11-20',
      plannedFix: '2027-02-01',
      axe: { rule: 'color-contrast', path: '/login' },
    }
    render(<AccessibilityPage supportMail={MAIL} gaps={[gap]} />)
    expect(screen.getByTestId('axe-gaps-summary')).toHaveTextContent('axe rapporterar fortfarande problemen nedan')
    expect(screen.getByTestId('known-gap-browsers')).toHaveTextContent('axe-regeln color-contrast på /login')
    expect(screen.getByTestId('known-gap-browsers')).toHaveTextContent('Planerad åtgärd: 2027-02-01.')
  })

  it('has every gap’s texts in sv, en and pl, and states the axe version installed', () => {
    for (const lng of LOCALES)
      for (const gap of KNOWN_GAPS)
        for (const part of ['title', 'text'])
          expect(
            i18n.exists(`accessibility:gaps.${gap.id}.${part}`, { lng, fallbackLng: false }),
            `${lng} ${gap.id}`,
          ).toBe(true)
    expect(axe.version.split('.').slice(0, 2).join('.')).toBe(AXE_CORE_VERSION)
  })
})
