/**
 * A pause's file (§3 Pause "attachment", issue 17) in the overview's pause form: a wrong file is
 * refused before anything is sent; a PDF goes to the saved pause and the list offers to open it; a
 * refused upload keeps the saved pause and says so; the file can be removed again. The server's
 * rules are mock-server/handlers/ebook/pause-attachments.test.ts's (jsdom's File does not survive
 * fetch to the in-process backend, so the calls are faked here).
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { BookPause } from '../../../api/ebook/ebook.schemas'
import { findOpenDialog } from '../../../test/dialogs'
import { API, sessionHandlers, setupTestServer } from '../../../test/api-handlers'
import { PERSONAS } from '../../../test/personas'
import { renderApp } from '../../../test/render-app'
import { bookHandlers, ebook } from './book.fixtures'

const server = setupTestServer()
const manager = PERSONAS.yua
const BOOK = ebook({
  id: 501,
  viewer: { mayReport: false, mayManagePauses: true, mayReview: false, mayApprove: false },
})
const SUMMER: BookPause = { id: 1, bookId: 501, fromDate: '2026-06-22', toDate: '2026-08-09', reason: 'Sommaruppehåll' }
const FILE_FACTS = {
  fileName: 'intyg.pdf',
  contentType: 'application/pdf',
  size: 8,
  uploadedAt: '2026-11-16T08:00:00Z',
}

async function openForm(answers: { uploadStatus?: number } = {}) {
  const calls = { uploads: [] as string[], deletes: [] as string[] }
  const { handlers } = bookHandlers({ book: BOOK, pauses: [SUMMER] })
  server.use(
    ...sessionHandlers({ user: manager }),
    ...handlers,
    http.post(`${API}/educations/book-pauses/:id/attachment/upload`, ({ params }) => {
      calls.uploads.push(String(params.id))
      if (answers.uploadStatus)
        return HttpResponse.json(
          { message: 'Validation error', errors: [{ field: 'file', message: 'Fel filtyp (servern).' }] },
          { status: answers.uploadStatus },
        )
      return HttpResponse.json({ ...SUMMER, attachment: FILE_FACTS })
    }),
    http.delete(`${API}/educations/book-pauses/:id/attachment/delete`, ({ params }) => {
      calls.deletes.push(String(params.id))
      return HttpResponse.json(SUMMER)
    }),
  )
  await renderApp({ user: manager, path: `/book/${BOOK.id}` })
  const pauses = await screen.findByTestId('pause-list')
  await userEvent.click(within(pauses).getByRole('button', { name: 'Ändra 2026-06-22 till 2026-08-09' }))
  return { calls, dialog: await findOpenDialog('Ändra paus') }
}

describe('a pause attachment in the pause form', { timeout: 30_000 }, () => {
  it('refuses a text file before sending, attaches a PDF to the saved pause, and removes it again', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { calls, dialog } = await openForm()
    const input = within(dialog).getByLabelText('Bilaga')
    expect(input).toHaveAccessibleDescription(/PDF, JPG, PNG eller TIF, högst 10 MB/)

    await user.upload(input, new File(['Hej'], 'intyg.txt', { type: 'text/plain' }))
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }))
    const summary = await within(dialog).findByRole('alert', { name: 'Det finns ett problem' })
    expect(summary).toHaveTextContent('Fel filtyp. Tillåtna filtyper är PDF, JPG, PNG och TIF.')
    expect(calls.uploads).toEqual([])

    await user.upload(input, new File(['%PDF-1.4'], 'intyg.pdf', { type: 'application/pdf' }))
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.uploads).toEqual(['1'])
    const list = screen.getByTestId('pause-list')
    expect(within(list).getByRole('button', { name: 'Öppna bilagan intyg.pdf' })).toBeInTheDocument()

    await user.click(within(list).getByRole('button', { name: 'Ändra 2026-06-22 till 2026-08-09' }))
    const again = await findOpenDialog('Ändra paus')
    expect(within(again).getByTestId('pause-attachment-current')).toHaveTextContent('Bifogad fil: intyg.pdf.')
    await user.click(within(again).getByRole('button', { name: 'Ta bort bilagan' }))
    expect(within(again).getByText('intyg.pdf tas bort när du sparar.')).toBeInTheDocument()
    await user.click(within(again).getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.deletes).toEqual(['1'])
    expect(
      within(screen.getByTestId('pause-list')).queryByRole('button', { name: /Öppna bilagan/ }),
    ).not.toBeInTheDocument()
  })

  it('keeps the saved pause when the server refuses the file, with the reason at the file and the form open', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { calls, dialog } = await openForm({ uploadStatus: 422 })
    await user.upload(
      within(dialog).getByLabelText('Bilaga'),
      new File(['%PDF-1.4'], 'intyg.pdf', { type: 'application/pdf' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }))
    expect(
      await within(dialog).findByText(
        'Pausen är sparad, men inte bilagan. Välj en annan fil och spara igen, eller stäng.',
      ),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Bilaga')).toHaveAccessibleDescription(/Fel filtyp \(servern\)\./)
    expect(calls.uploads).toEqual(['1'])
  })
})
