/**
 * /books/verify-export for a visitor who is not logged in, against the in-process simulated backend
 * (its public key, GET /books/export-key): a valid export, one level changed, what is not an
 * export, another key, and a key that cannot be fetched; the answer gets the focus.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockServer } from '../../../../mock-server/node'
import { EBOOK_IDS as B } from '../../../../mock-server/seed'
import { exportBook, getExportKey } from '../../../api/ebook/books'
import type { EbookExport } from '../../../api/ebook/export.schemas'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

/** Elin's approved book as her export file's text, fetched before the visitor (logged out) opens the page. */
async function signedExport(): Promise<EbookExport> {
  await scenarioUser('apprentice')
  return exportBook(B.approved)
}

async function openPage(locale: 'sv' | 'en' | 'pl' = 'sv') {
  await renderApp({ path: '/books/verify-export', locale })
  return screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })
}

const jsonFile = (text: string, name = 'e-book-7005-elin-andersson.json') =>
  new File([text], name, { type: 'application/json' })

async function upload(text: string, name?: string) {
  await userEvent.upload(screen.getByLabelText('Välj JSON-filen'), jsonFile(text, name))
}

/** The answer's heading, once it has the focus. */
async function answer(): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2 }, { timeout: 10_000 })
  await waitFor(() => expect(heading).toHaveFocus())
  return heading
}

describe('/books/verify-export', { timeout: 30_000 }, () => {
  it('opens without a login, focus on its heading, and says a valid export is valid: which book, whose, approved by whom and when', async () => {
    const text = JSON.stringify(await signedExport(), null, 2)
    const heading = await openPage()
    expect(heading).toHaveTextContent('Kontrollera en exporterad e-bok')
    await waitFor(() => expect(heading).toHaveFocus())

    await upload(text)

    expect(await answer()).toHaveTextContent('Giltig – signerad av den simulerade servern')
    const result = screen.getByTestId('verify-result')
    expect(result).toHaveAttribute('data-result', 'valid')
    expect(result).toHaveTextContent('E-bok 7005 för Elin Andersson, godkänd av Johan Berg den 2025-06-30.')
    expect(result).toHaveTextContent('Kontrollerad fil: e-book-7005-elin-andersson.json')
    // Which key, from which backend (ADR 0012: each copy of the backend has its own).
    const { kid } = await getExportKey()
    expect(kid).toMatch(/^sim-/)
    expect(screen.getByTestId('verify-key')).toHaveTextContent(
      `Kontrollerad mot den publika nyckeln ${kid} från ${window.location.origin}/api/m/v1/books/export-key`,
    )
  })

  it('says altered when one level was changed, and when a member was added', async () => {
    const exported = await signedExport()
    await openPage()
    const changed = structuredClone(exported)
    const detail = changed.document.reports[0]?.details[0]
    if (!detail) throw new Error('7005 has a rated part')
    detail.level = detail.level === 4 ? 3 : 4
    await upload(JSON.stringify(changed))
    expect(await answer()).toHaveTextContent('Ändrad – signaturen stämmer inte')
    expect(screen.getByTestId('verify-result')).toHaveTextContent('Lita inte på innehållet')

    const added = { ...exported, document: { ...exported.document, note: 'Alla delmoment på nivå 4' } }
    await upload(JSON.stringify(added), 'added.json')
    await waitFor(() => expect(screen.getByTestId('verify-result')).toHaveTextContent('Kontrollerad fil: added.json'))
    expect(screen.getByTestId('verify-result')).toHaveAttribute('data-result', 'altered')
  })

  it('says what is not an e-book export, pasted or as a file; an empty text field asks for the text', async () => {
    await openPage()
    await userEvent.click(screen.getByRole('button', { name: 'Kontrollera texten' }))
    const field = screen.getByRole('textbox', { name: 'Eller klistra in JSON-texten' })
    expect(field).toHaveAccessibleDescription(/Klistra in JSON-texten först\./)
    expect(field).toHaveFocus()

    await userEvent.click(field)
    await userEvent.paste('{"hello": "world"}')
    await userEvent.click(screen.getByRole('button', { name: 'Kontrollera texten' }))
    expect(await answer()).toHaveTextContent('Inte en export av en e-bok')
    expect(screen.getByTestId('verify-result')).toHaveTextContent('Kontrollerad: den inklistrade texten')

    await upload('%PDF-1.3 not json', 'book.json')
    await waitFor(() => expect(screen.getByTestId('verify-result')).toHaveTextContent('Kontrollerad fil: book.json'))
    expect(screen.getByTestId('verify-result')).toHaveAttribute('data-result', 'notExport')
  })

  it('takes a dropped file too', async () => {
    const text = JSON.stringify(await signedExport())
    await openPage()
    const zone = screen.getByTestId('verify-drop-zone')
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } })
    expect(zone).toHaveAttribute('data-dragging')
    fireEvent.drop(zone, { dataTransfer: { files: [jsonFile(text, 'dropped.json')] } })
    expect(await answer()).toHaveTextContent('Giltig')
    expect(zone).not.toHaveAttribute('data-dragging')
  })

  it('says so when the public key cannot be fetched, and checks the same file again on "Try again"', async () => {
    const text = JSON.stringify(await signedExport())
    mockServer.use(http.get('*/api/m/v1/books/export-key', () => HttpResponse.error(), { once: true }))
    await openPage('en')
    await userEvent.upload(screen.getByLabelText('Choose the JSON file'), jsonFile(text))
    expect(await answer()).toHaveTextContent('Could not check')
    expect(screen.getByTestId('verify-result')).toHaveTextContent(
      "The server's public key could not be fetched, so the file could not be checked.",
    )

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getByTestId('verify-result')).toHaveAttribute('data-result', 'valid'))
    expect(await answer()).toHaveTextContent('Valid – signed by the simulated backend')
    expect(screen.getByTestId('verify-result')).toHaveTextContent(
      'E-book 7005 of Elin Andersson, approved by Johan Berg on 2025-06-30.',
    )
  })

  it("says a file signed with another key is not the backend's (Polish)", async () => {
    const exported = await signedExport()
    await openPage('pl')
    const other = { ...exported, signature: { ...exported.signature, kid: 'inny-serwer-1' } }
    await userEvent.upload(screen.getByLabelText('Wybierz plik JSON'), jsonFile(JSON.stringify(other)))
    expect(await answer()).toHaveTextContent('Podpisany innym kluczem')
    expect(screen.getByTestId('verify-result')).toHaveTextContent('Plik jest podpisany kluczem inny-serwer-1')
  })
})
