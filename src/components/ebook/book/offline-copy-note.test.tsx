import 'fake-indexeddb/auto'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NO_FAULTS, setFaults } from '../../../../mock-server/faults'
import { EBOOK_IDS as B } from '../../../../mock-server/seed'
import { forgetOfflineCopies, keepOfflineCopies } from '../../../api/ebook/offline-copies'
import { keepUserWhenOffline } from '../../../session/reload-user'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

/**
 * Issue 17: a start without a connection (a real-API build; turned on here) keeps the stored user and
 * shows the last opened book from the device, saying as of when; with a connection nothing is said.
 */
withScenarioBackend()

beforeEach(() => {
  keepOfflineCopies(true)
  keepUserWhenOffline(true)
})
afterEach(async () => {
  setFaults(NO_FAULTS)
  await forgetOfflineCopies()
  keepOfflineCopies(false)
  keepUserWhenOffline(false)
})

describe('the last opened book offline', { timeout: 30_000 }, () => {
  it('reads the overview, catalogue and reports from the device after a start without a connection, "as of" the time they were fetched', async () => {
    const elin = await scenarioUser('apprentice')
    await renderApp({ user: elin, path: `/book/${B.active}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'E-bok för Elin Andersson' })).toBeInTheDocument()
    expect(await screen.findByTestId('report-list')).toBeInTheDocument()
    // Fresh from the server: nothing to say.
    expect(screen.queryByTestId('offline-copy')).not.toBeInTheDocument()
    // The copy is written after the page shows, without being waited for.
    await new Promise((done) => setTimeout(done, 200))
    cleanup()

    setFaults({ ...NO_FAULTS, mode: 'network' })
    const { session } = await renderApp({ user: elin, path: `/book/${B.active}` })
    expect(session.getSnapshot().matches('loggedIn')).toBe(true)
    expect(await screen.findByRole('heading', { level: 1, name: 'E-bok för Elin Andersson' })).toBeInTheDocument()
    expect(screen.getByTestId('offline-copy')).toHaveTextContent(
      /^Servern gick inte att nå\. Du ser det som sparades på den här enheten, per \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/,
    )
    expect(screen.getByTestId('element-progress')).toBeInTheDocument()
    expect(await screen.findByTestId('report-list')).toBeInTheDocument()
  })

  it('a book never opened on the device is the failed page, and a start without a connection in a mock build still logs out', async () => {
    const elin = await scenarioUser('apprentice')
    setFaults({ ...NO_FAULTS, mode: 'network' })
    await renderApp({ user: elin, path: `/book/${B.active}` })
    expect(await screen.findByRole('button', { name: 'Försök igen' })).toBeInTheDocument()
    expect(screen.queryByTestId('offline-copy')).not.toBeInTheDocument()
    cleanup()

    keepUserWhenOffline(false)
    const { session } = await renderApp({ user: elin, path: `/book/${B.active}` })
    expect(session.getSnapshot().matches('loggedOut')).toBe(true)
  })
})
