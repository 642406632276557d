/**
 * The export panel on the start page of Elin's approved book 7005, against the in-process simulated
 * backend (mock-server: GET /books/{id}/export signs with its key): the signed JSON as a file that
 * verifies, the PDF made from it, the busy state, and what a failed call or PDF says.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockServer } from '../../../../mock-server/node'
import { EBOOK_IDS as B } from '../../../../mock-server/seed'
import { getExportKey } from '../../../api/ebook/books'
import { verifyEbookExport } from '../../../domain/ebook-export'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'
import { blobText, catchDownloads, serveFonts } from './export-test-kit'

withScenarioBackend()

const EXPORT_CALL = '*/api/m/v1/books/:id/export'

async function openBook(bookId: number, locale: 'sv' | 'en' | 'pl' = 'sv') {
  const user = await scenarioUser('apprentice')
  await renderApp({ user, path: `/book/${bookId}`, locale })
  return within(await screen.findByTestId('export-panel', {}, { timeout: 10_000 }))
}

// Whole-app renders on a shared 2-core machine; the PDF's library loads on the click.
describe('the export panel of an approved e-book', { timeout: 30_000 }, () => {
  it('downloads the signed JSON named after the book and its apprentice; the file verifies with the public key', async () => {
    const downloads = catchDownloads()
    const panel = await openBook(B.approved)
    expect(panel.getByRole('heading', { level: 2, name: 'Exportera e-boken' })).toBeInTheDocument()
    expect(panel.getByRole('link', { name: 'Kontrollera en exporterad fil' })).toHaveAttribute(
      'href',
      '/books/verify-export',
    )

    await userEvent.click(panel.getByRole('button', { name: 'Ladda ner signerad JSON' }))

    expect(await panel.findByText('e-book-7005-elin-andersson.json är nedladdad.')).toBeInTheDocument()
    expect(downloads.map((d) => d.name)).toEqual(['e-book-7005-elin-andersson.json'])
    const file = downloads[0]?.blob
    expect(file?.type).toBe('application/json')
    const exported = JSON.parse(await blobText(file as Blob)) as { document: { book: { id: number } } }
    expect(exported.document.book.id).toBe(B.approved)
    expect(await verifyEbookExport(exported, await getExportKey())).toMatchObject({ valid: true })
  })

  it('makes the PDF from the same export, busy while it works (the buttons say so), and offers it as a file', async () => {
    const downloads = catchDownloads()
    serveFonts()
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    // Counted, the first held until released; then answered by the simulated backend (a resolver that returns nothing passes on).
    let calls = 0
    mockServer.use(
      http.get(EXPORT_CALL, async () => {
        calls += 1
        if (calls === 1) await held
      }),
    )
    const panel = await openBook(B.approved)
    const pdfButton = panel.getByRole('button', { name: 'Ladda ner PDF för utskrift' })

    await userEvent.click(pdfButton)
    await waitFor(() => expect(pdfButton).toHaveAttribute('aria-busy', 'true'))
    expect(panel.getByTestId('export-status')).toHaveTextContent('Skapar PDF-filen …')
    expect(panel.getByRole('button', { name: 'Ladda ner signerad JSON' })).toBeDisabled()
    release()

    expect(
      await panel.findByText('e-book-7005-elin-andersson.pdf är nedladdad.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument()
    expect(pdfButton).not.toHaveAttribute('aria-busy')
    const pdf = downloads.find((d) => d.name.endsWith('.pdf'))?.blob
    expect(pdf?.type).toBe('application/pdf')
    const text = await blobText(pdf as Blob, 'latin1')
    expect(text.startsWith('%PDF-')).toBe(true)
    expect([...text.matchAll(/\/Type \/Page\b(?!s)/g)].length).toBeGreaterThan(2)

    // The JSON of the same visit is the export the PDF was made from: no second call.
    await userEvent.click(panel.getByRole('button', { name: 'Ladda ner signerad JSON' }))
    await panel.findByText('e-book-7005-elin-andersson.json är nedladdad.')
    expect(downloads.map((d) => d.name)).toEqual(['e-book-7005-elin-andersson.pdf', 'e-book-7005-elin-andersson.json'])
    expect(calls).toBe(1)
  })

  it('says so when the export call fails, and works on the next try', async () => {
    const downloads = catchDownloads()
    mockServer.use(http.get(EXPORT_CALL, () => HttpResponse.error(), { once: true }))
    const panel = await openBook(B.approved)
    await userEvent.click(panel.getByRole('button', { name: 'Ladda ner signerad JSON' }))
    expect(await panel.findByRole('alert')).toHaveTextContent(
      'Kunde inte nå servern. Kontrollera anslutningen och försök igen.',
    )
    expect(downloads).toEqual([])

    mockServer.use(
      http.get(
        EXPORT_CALL,
        async () => (await delay(10), HttpResponse.json({ message: 'Serverfel' }, { status: 500 })),
        { once: true },
      ),
    )
    await userEvent.click(panel.getByRole('button', { name: 'Ladda ner PDF för utskrift' }))
    expect(await panel.findByRole('alert')).toHaveTextContent('Exporten kunde inte hämtas. Försök igen om en stund.')

    await userEvent.click(panel.getByRole('button', { name: 'Ladda ner signerad JSON' }))
    await panel.findByText('e-book-7005-elin-andersson.json är nedladdad.')
    expect(panel.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says the PDF could not be made when its font does not load; the JSON is still offered', async () => {
    catchDownloads()
    serveFonts({ fail: true })
    const panel = await openBook(B.approved, 'en')
    await userEvent.click(panel.getByRole('button', { name: 'Download PDF for printing' }))
    expect(await panel.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'The PDF file could not be made. Please try again. The signed JSON file can still be downloaded.',
    )
  })

  it('is not on a book that is not approved', async () => {
    const user = await scenarioUser('apprentice')
    await renderApp({ user, path: `/book/${B.active}` })
    await screen.findByTestId('approval-box', {}, { timeout: 10_000 })
    expect(screen.queryByTestId('export-panel')).not.toBeInTheDocument()
  })
})
