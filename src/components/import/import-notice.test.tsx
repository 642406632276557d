/**
 * The start page's old-system import notice (issue 22) against the in-process simulated backend: a
 * failed load says so and a retry brings the list; a refusal the server gives (the record was answered
 * meanwhile: answers are final) is said with the import's own text and keeps the item and its choice;
 * nobody without a training waiting sees any notice.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db } from '../../../mock-server/db'
import { mockServer } from '../../../mock-server/node'
import { IMPORT_IDS, type PersonaKey } from '../../../mock-server/seed'
import { renderApp } from '../../test/render-app'
import { rememberContactConfirmation } from '../shell/start/contact-confirmation'
import { rememberTourSeen } from '../shell/start/tour-memory'
import { scenarioUser, withScenarioBackend } from '../../test/scenario-backend'

withScenarioBackend()

/** Logged in, the first-login tour and contact check already done (their modals would hide the page). */
async function open(key: PersonaKey) {
  const user = await scenarioUser(key)
  rememberTourSeen(user.id)
  rememberContactConfirmation(user.id)
  return renderApp({ user, path: '/' })
}

describe('the import notice on the start page', { timeout: 30_000 }, () => {
  it('says when the trainings could not be loaded, and a retry brings them', async () => {
    let failing = true
    mockServer.use(
      http.get('*/api/m/v1/byn2import/get-person', () =>
        failing ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    )
    await open('apprentice')
    const failed = await screen.findByTestId('import-load-failed')
    expect(failed).toHaveTextContent('Utbildningarna från det gamla systemet kunde inte hämtas.')
    expect(screen.queryByTestId(`import-apprentice-${IMPORT_IDS.elinNorr}`)).toBeNull()
    failing = false
    await userEvent.click(within(failed).getByRole('button', { name: 'Försök igen' }))
    expect(await screen.findByTestId(`import-apprentice-${IMPORT_IDS.elinNorr}`)).toBeInTheDocument()
    expect(screen.getByTestId('import-waiting')).toHaveTextContent('2 utbildningar väntar på ditt svar.')
  })

  it('an answer given meanwhile is refused with the import’s text; the item and its choice stay', async () => {
    mockServer.use(
      http.patch('*/api/m/v1/byn2import/update-for-person', () =>
        HttpResponse.json({ message: 'x', errors: [], data: { reason: 'alreadyAnswered' } }, { status: 422 }),
      ),
    )
    await open('apprentice')
    const item = await screen.findByTestId(`import-apprentice-${IMPORT_IDS.elinNorr}`)
    await userEvent.click(within(item).getByRole('radio', { name: 'Ja, importera min utbildning' }))
    await userEvent.click(within(item).getByRole('button', { name: 'Skicka svaret' }))
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skicka svaret' }))
    await waitFor(() =>
      expect(within(item).getByTestId('import-failed')).toHaveTextContent(
        'Utbildningen är redan besvarad: ett svar är slutgiltigt.',
      ),
    )
    expect(within(item).getByRole('radio', { name: 'Ja, importera min utbildning' })).toBeChecked()
    expect(screen.getByTestId('import-result')).toHaveTextContent('')
  })

  it('an education responsible reading a protected identity’s training sees no name or personal number (ADR 0019)', async () => {
    const record = db().byn2Imports.findFirst((q) => q.where({ id: IMPORT_IDS.awaitingNorr }))
    await db().persons.update((q) => q.where({ id: record?.personId ?? 0 }), {
      data(draft) {
        draft.protectedIdentity = true
      },
    })
    await open('yua')
    const item = await screen.findByTestId(`import-company-${IMPORT_IDS.awaitingNorr}`)
    expect(within(item).queryByText('Personnummer')).toBeNull()
    expect(item).not.toHaveTextContent(record?.byn2Data.personName ?? 'x')
    expect(item).not.toHaveTextContent(record?.byn2Data.personalNumber.slice(0, 8) ?? 'x')
  })

  it('shows nothing to someone without a training waiting', async () => {
    let answered = false
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('byn2import/get-person')) answered = true
    }
    mockServer.events.on('response:mocked', listener)
    try {
      await open('bg')
      await screen.findByTestId('start-logged-in')
      // get-person answered (get-company is not hers to call): still no notice.
      await waitFor(() => expect(answered).toBe(true))
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(screen.queryByTestId('import-notice')).toBeNull()
    } finally {
      mockServer.events.removeListener('response:mocked', listener)
    }
  })
})
