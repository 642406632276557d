/**
 * The instructor's review page against the in-process simulated backend (mock-server: the scenario's
 * books 7011–7013 supervised by Johan Berg, the review handler's §5 refusals).
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockServer } from '../../../../mock-server/node'
import { INSTRUCTOR_IDS as I, type PersonaKey } from '../../../../mock-server/seed'
import { getReport } from '../../../api/ebook/reports'
import { findOpenDialog } from '../../../test/dialogs'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

async function open(key: PersonaKey, bookId: number, reportId: number) {
  const user = await scenarioUser(key)
  const view = await renderApp({ user, path: `/books/${bookId}/report/${reportId}` })
  return { view, user }
}

const partItem = (detailId: number) => screen.getByTestId(`review-part-${detailId}`)

describe('/books/$bookId/report/$reportId for the supervising instructor', { timeout: 30_000 }, () => {
  it("shows the report and the difference in assessment; where the report names another instructor approving is disabled with the reason, and Johan's assessment is saved with focus back on the part", async () => {
    await open('instructor', I.divergentBook, I.otherInstructorsReport)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Granska rapport 2026-06-08 till 2026-06-12' }),
    ).toBeInTheDocument()
    const facts = within(screen.getByTestId('report-facts'))
    expect(facts.getByText('Kv. Hamnen, Luleå')).toBeInTheDocument()
    expect(facts.getByText('Huvudkontor Luleå')).toBeInTheDocument()
    expect(within(partItem(I.otherInstructorsDetail)).getByText('Byggde formen själv.')).toBeInTheDocument()
    const first = partItem(I.otherInstructorsDetail)
    expect(within(first).getByTestId('review-differs')).toHaveTextContent(
      'handledarens nivå 2 skiljer sig från lärlingens nivå 3',
    )
    const approve = within(first).getByRole('button', { name: /^Godkänn/ })
    expect(approve).toBeDisabled()
    expect(approve).toHaveAccessibleDescription(
      'Du kan inte godkänna delmomentet: rapporten anger en annan handledare.',
    )

    await userEvent.click(within(first).getByRole('button', { name: /^Bedöm/ }))
    const form = within(first).getByTestId('review-form')
    const chosen = within(form).getByRole('radio', { name: /Nivå 2/ })
    await waitFor(() => expect(chosen).toHaveFocus())
    expect(within(form).getByRole('radio', { name: /Nivå 3/ })).toHaveAccessibleDescription(
      /Utför momentet själv; handledaren stämmer av resultatet\..*Lärlingens egen nivå/,
    )
    expect(within(form).getByRole('button', { name: 'Spara och godkänn' })).toBeDisabled()
    await userEvent.keyboard('{ArrowRight}')
    expect(within(form).getByRole('radio', { name: /Nivå 3/ })).toBeChecked()
    expect(within(form).queryByTestId('review-draft-differs')).not.toBeInTheDocument()
    await userEvent.click(within(form).getByRole('radio', { name: /Nivå 1/ }))
    expect(within(form).getByTestId('review-draft-differs')).toHaveTextContent(
      'handledarens nivå 1 skiljer sig från lärlingens nivå 3',
    )
    const comment = within(form).getByRole('textbox', { name: 'Din kommentar' })
    await userEvent.clear(comment)
    await userEvent.type(comment, 'Formen måste göras om.')
    await userEvent.click(within(form).getByRole('button', { name: 'Spara bedömning' }))

    expect(await screen.findByText(/Bedömningen av .+ är sparad\./)).toBeInTheDocument()
    await waitFor(() =>
      expect(within(partItem(I.otherInstructorsDetail)).getByRole('heading', { level: 3 })).toHaveFocus(),
    )
    expect(partItem(I.otherInstructorsDetail)).toHaveTextContent('Handledarens nivåNivå 1: Har sett')
    const stored = (await getReport(I.divergentBook, I.otherInstructorsReport)).details.find(
      (d) => d.id === I.otherInstructorsDetail,
    )
    expect(stored).toMatchObject({ instructorLevel: 1, instructorComment: 'Formen måste göras om.', approvedAt: null })
  })

  it('approves a part of his own report after a confirmation (cancel first changes nothing); the approved part shows who approved it and offers no controls', async () => {
    await open('instructor', I.divergentBook, I.unreadReport)
    await screen.findByRole('heading', { level: 1, name: 'Granska rapport 2026-10-26 till 2026-10-30' })
    const approve = () => within(partItem(I.unreadDetail)).getByRole('button', { name: /^Godkänn/ })
    expect(approve()).toBeEnabled()

    await userEvent.click(approve())
    let dialog = await findOpenDialog(/^Godkänna /, 'alertdialog')
    expect(dialog).toHaveTextContent('Nivå 4 godkänns. Ett godkännande är slutgiltigt')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(
      (await getReport(I.divergentBook, I.unreadReport)).details.find((d) => d.id === I.unreadDetail)?.approvedAt,
    ).toBeNull()

    await userEvent.click(approve())
    dialog = await findOpenDialog(/^Godkänna /, 'alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Godkänn' }))
    expect(await screen.findByText(/ är godkänt\./)).toBeInTheDocument()
    const item = partItem(I.unreadDetail)
    await waitFor(() => expect(within(item).getByRole('heading', { level: 3 })).toHaveFocus())
    expect(item).toHaveTextContent(/Godkänt av Johan Berg \d{4}-\d{2}-\d{2}/)
    expect(within(item).queryByRole('button')).not.toBeInTheDocument()
    expect(
      (await getReport(I.divergentBook, I.unreadReport)).details.find((d) => d.id === I.unreadDetail),
    ).toMatchObject({ instructorLevel: 4, approvedBy: { firstName: 'Johan' } })
  })

  it('keeps what was written when the save fails, says why, and saves it when sent again; an approved part has no controls', async () => {
    await open('instructor', I.divergentBook, I.divergentReport)
    await screen.findByRole('heading', { level: 1, name: 'Granska rapport 2026-09-07 till 2026-09-11' })
    // The approved part is final: no controls.
    expect(within(partItem(I.approvedDetail)).queryByRole('button')).not.toBeInTheDocument()
    const item = partItem(I.divergentDetail)
    await userEvent.click(within(item).getByRole('button', { name: /^Bedöm/ }))
    const form = within(item).getByTestId('review-form')
    await userEvent.click(within(form).getByRole('radio', { name: /Nivå 4/ }))
    await userEvent.type(within(form).getByRole('textbox', { name: 'Din kommentar' }), ' Nu sitter det.')
    // The connection drops as it is sent.
    mockServer.use(http.patch('*/report-details/:id/update', () => HttpResponse.error(), { once: true }))
    await userEvent.click(within(form).getByRole('button', { name: 'Spara bedömning' }))
    const alert = await within(form).findByRole('alert')
    expect(alert).toHaveTextContent('Kunde inte nå servern.')
    await waitFor(() => expect(alert).toHaveFocus())
    expect(within(form).getByRole('radio', { name: /Nivå 4/ })).toBeChecked()
    expect(within(form).getByRole('textbox', { name: 'Din kommentar' })).toHaveValue(
      'Bjälklaget behövde rättas två gånger. Nu sitter det.',
    )
    // Sent again, it is saved.
    await userEvent.click(within(form).getByRole('button', { name: 'Spara bedömning' }))
    expect(await screen.findByText(/Bedömningen av .+ är sparad\./)).toBeInTheDocument()
    expect(
      (await getReport(I.divergentBook, I.divergentReport)).details.find((d) => d.id === I.divergentDetail),
    ).toMatchObject({ instructorLevel: 4 })
  })

  it('takes over a report naming a former instructor (ADR 0011): the box says why, the take-over is recorded, focus goes to it, and the parts can be approved', async () => {
    await open('instructor', I.divergentBook, I.otherInstructorsReport)
    const box = await screen.findByRole('region', { name: 'Rapporten anger en tidigare handledare' })
    expect(box).toHaveTextContent('så ingen kan godkänna dess delmoment')
    expect(within(partItem(I.otherInstructorsDetail + 1)).getByRole('button', { name: /^Godkänn/ })).toBeDisabled()

    await userEvent.click(within(box).getByRole('button', { name: 'Ta över bedömningen' }))
    const done = await screen.findByText('Du har tagit över bedömningen. Nu kan du godkänna delmomenten.')
    await waitFor(() => expect(done).toHaveFocus())
    expect(screen.getByTestId('take-over')).toHaveTextContent(
      /Bedömningen togs över från Anders Vikström av Johan Berg \d{4}-\d{2}-\d{2}\./,
    )
    expect(screen.queryByRole('button', { name: 'Ta över bedömningen' })).not.toBeInTheDocument()
    const approve = within(partItem(I.otherInstructorsDetail + 1)).getByRole('button', { name: /^Godkänn/ })
    expect(approve).toBeEnabled()
    await userEvent.click(approve)
    const dialog = await findOpenDialog(/^Godkänna /, 'alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Godkänn' }))
    expect(await screen.findByText(/ är godkänt\./)).toBeInTheDocument()
    expect(
      (await getReport(I.divergentBook, I.otherInstructorsReport)).details.find(
        (d) => d.id === I.otherInstructorsDetail + 1,
      )?.approvedBy?.firstName,
    ).toBe('Johan')
  })

  it('says why a take-over was refused, in the server’s words, and keeps the offer', async () => {
    await open('instructor', I.divergentBook, I.otherInstructorsReport)
    const box = await screen.findByRole('region', { name: 'Rapporten anger en tidigare handledare' })
    mockServer.use(
      http.patch(
        '*/reports/:reportId/take-over',
        () =>
          HttpResponse.json(
            {
              message: 'Nej.',
              errors: [{ field: 'reportId', message: 'Rapporten anger Anders Vikström som handledare.' }],
              data: { reason: 'instructorActive' },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    )
    await userEvent.click(within(box).getByRole('button', { name: 'Ta över bedömningen' }))
    const alert = await within(box).findByRole('alert')
    await waitFor(() => expect(alert).toHaveFocus())
    expect(within(box).getByRole('button', { name: 'Ta över bedömningen' })).toBeEnabled()
    expect((await getReport(I.divergentBook, I.otherInstructorsReport)).instructorId).not.toBe(1002)
  })

  it('offers no take-over for a report naming the instructor himself', async () => {
    await open('instructor', I.divergentBook, I.unreadReport)
    await screen.findByRole('heading', { level: 1, name: 'Granska rapport 2026-10-26 till 2026-10-30' })
    expect(screen.queryByTestId('take-over')).not.toBeInTheDocument()
  })

  it("keeps the read-only view for a reader who does not review the book (Norr's education responsible)", async () => {
    await open('yua', I.divergentBook, I.otherInstructorsReport)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rapport 2026-06-08 till 2026-06-12' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Bedöm/ })).not.toBeInTheDocument()
    expect(screen.queryByTestId('review-parts')).not.toBeInTheDocument()
  })
})
