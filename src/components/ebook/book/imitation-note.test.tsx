/**
 * ADR 0012 against the in-process simulated backend: Agneta Sjöberg (global administrator) acting as
 * Elin reads Elin's active book 7001, is offered no reporting and is told why; Elin herself is offered it.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EBOOK_IDS as B, PERSONAS, personaToken, type PersonaKey } from '../../../../mock-server/seed'
import { configureApi } from '../../../api/client'
import { getPerson } from '../../../api/shell/persons'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

/** The session's user: for the imitating administrator, Elin as the server answers her while imitated (imitatingUser set). */
async function sessionUser(key: PersonaKey) {
  if (key !== 'imitatingAdmin') return scenarioUser(key)
  const token = personaToken(key)
  configureApi({ getToken: () => token })
  return { ...(await getPerson(PERSONAS.apprentice.id, { silent: true })), token }
}

async function openBook(key: PersonaKey) {
  const user = await sessionUser(key)
  expect(key !== 'imitatingAdmin' || user.imitatingUser?.firstName === 'Agneta').toBe(true)
  await renderApp({ user, path: `/book/${B.active}` })
  await screen.findByRole('heading', { level: 1, name: /^E-bok för Elin Andersson/ }, { timeout: 10_000 })
}

describe('an administrator acting as the apprentice', { timeout: 30_000 }, () => {
  it('reads her book without the report button, told that only she writes in it', async () => {
    await openBook('imitatingAdmin')
    expect(screen.getByTestId('imitation-read-only')).toHaveTextContent(
      'Du agerar som Elin Andersson och kan läsa e-boken men inte rapportera i den. Bara Elin Andersson själv skriver i sin e-bok. Agneta Sjöberg kan logga in som sig själv.',
    )
    expect(screen.queryByRole('link', { name: 'Rapportera arbetsmoment' })).not.toBeInTheDocument()
  })

  it('the apprentice herself gets the report button and no such note', async () => {
    await openBook('apprentice')
    expect(screen.getByRole('link', { name: 'Rapportera arbetsmoment' })).toBeInTheDocument()
    expect(screen.queryByTestId('imitation-read-only')).not.toBeInTheDocument()
  })
})
