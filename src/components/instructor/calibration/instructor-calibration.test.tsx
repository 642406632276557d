/**
 * An instructor's calibration summed over his apprentices, against the in-process simulated backend:
 * Johan Berg's books (7001, 7002, 7004 scaffolding; 7003, 7011–7013 carpentry).
 */
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EBOOK_IDS as B, INSTRUCTOR_IDS as I, PERSONAS, type PersonaKey } from '../../../../mock-server/seed'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'
import { InstructorCalibration } from './instructor-calibration'

withScenarioBackend()

async function show(key: PersonaKey, instructorId: number) {
  await scenarioUser(key)
  render(<InstructorCalibration instructorId={instructorId} />)
}

const CARPENTRY = 101
const FORMBYGGNAD = 10101
const STOMRESNING = 10102

describe('InstructorCalibration', { timeout: 30_000 }, () => {
  it("sums Johan's apprentices per profession: a column per apprentice, the element's count over all of them", async () => {
    await show('instructor', PERSONAS.instructor.id)
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lärlingarnas självskattning mot handledarens bedömning' }),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Ställningsbyggare',
      'Träarbetare',
    ])

    const carpentry = screen.getByTestId(`calibration-profession-${CARPENTRY}`)
    const table = within(carpentry).getByRole('table', { name: /^Träarbetare: lärlingarnas nivå mot handledarens/ })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Arbetsmoment',
      'Skyddad identitet, 11 rapporter',
      'Oliver Bergström, 3 rapporter',
      'Amir Haddad, 3 rapporter',
      'Hanna Lundqvist, 5 rapporter',
      'Summa',
    ])
    // Formbyggnad over four apprentices: only Oliver's over-rating diverges; the row's count shows it.
    expect(within(carpentry).getByTestId(`calibration-counts-${FORMBYGGNAD}`)).toHaveTextContent('4/13▲1 ▼0')
    expect(within(carpentry).getByTestId(`calibration-counts-${FORMBYGGNAD}`).className).toMatch(/overRating/)
    expect(within(carpentry).getByTestId(`calibration-cell-${FORMBYGGNAD}-${I.divergentBook}`)).toHaveAttribute(
      'data-tone',
      'overRating',
    )
    expect(within(carpentry).getByTestId(`calibration-cell-${FORMBYGGNAD}-${I.readyBook}`)).toHaveAttribute(
      'data-tone',
      'agreement',
    )
    expect(within(carpentry).getByTestId(`calibration-counts-${STOMRESNING}`)).toHaveTextContent('5/10▲1 ▼1')
    // Per apprentice: Oliver's column in words.
    const perColumn = within(table).getByRole('row', { name: /^Per kolumn/ })
    expect(within(perColumn).getAllByRole('cell')[1]).toHaveTextContent(
      'Självskattade: 6, bedömda: 3, överskattade: 2, underskattade: 1',
    )
    // The scaffolding heatmap has Elin's and Tomasz's books.
    const scaffolding = within(screen.getByTestId('calibration-profession-848')).getByRole('table')
    expect(within(scaffolding).getAllByRole('columnheader')).toHaveLength(2 + 3)
    expect(screen.getAllByRole('table')).toHaveLength(2)
  })

  it("shows Norr's administrator only Norr's books, with the protected apprentice's name", async () => {
    await show('companyAdmin', PERSONAS.instructor.id)
    const carpentry = await screen.findByTestId(`calibration-profession-${CARPENTRY}`)
    expect(within(carpentry).getByRole('columnheader', { name: 'Sara Holm, 11 rapporter' })).toBeInTheDocument()
    const scaffolding = within(screen.getByTestId('calibration-profession-848')).getByRole('table')
    expect(
      within(scaffolding)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Arbetsmoment', 'Elin Andersson, 8 rapporter', 'Summa'])
    expect(screen.queryByTestId(`calibration-cell-${FORMBYGGNAD}-${B.paused}`)).not.toBeInTheDocument()
  })

  it('says there is nothing assessed for a person who supervises no books', async () => {
    await show('instructor', PERSONAS.apprentice.id)
    expect(await screen.findByText('Inga bedömda rapporter ännu.')).toBeInTheDocument()
    expect(screen.queryByText(/väntar på handledarens bedömning/)).not.toBeInTheDocument()
  })
})
