import { render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useDocumentTitle } from './use-document-title'

function Titled({ title }: { title: string }) {
  useDocumentTitle(title)
  return <h1>{title}</h1>
}

/** Two frames and a task: past the paint of the frame after a commit. */
const afterNextPaint = () =>
  new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))))

describe('useDocumentTitle', () => {
  afterEach(() => {
    document.title = ''
  })

  it('names the page after the frame that shows it, not in the commit (issue 17 §4)', async () => {
    document.title = 'Startsida – Personliga sidor'
    render(<Titled title="Lärlingarnas e-böcker – Personliga sidor" />)
    // The commit and its effects have run: the page is in, its title not yet.
    expect(document.title).toBe('Startsida – Personliga sidor')
    await waitFor(() => expect(document.title).toBe('Lärlingarnas e-böcker – Personliga sidor'))
  })

  it('follows a changed title (a wizard step with errors)', async () => {
    const { rerender } = render(<Titled title="Steg 1 – Ansökan" />)
    await waitFor(() => expect(document.title).toBe('Steg 1 – Ansökan'))
    rerender(<Titled title="Fel: Steg 1 – Ansökan" />)
    await waitFor(() => expect(document.title).toBe('Fel: Steg 1 – Ansökan'))
  })

  it('never writes the title of a page left before its frame was painted', async () => {
    document.title = 'Startsida – Personliga sidor'
    const { unmount } = render(<Titled title="Mina kort – Personliga sidor" />)
    unmount()
    await afterNextPaint()
    expect(document.title).toBe('Startsida – Personliga sidor')
  })
})
