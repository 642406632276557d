import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { findOpenDialog } from '../../../test/dialogs'
import { ConfirmDialog, Dialog } from './dialog'

/** Drafts, each with a delete button that asks first; deleting removes the row the opener was in. */
function DraftRows({ withFallback = false }: { withFallback?: boolean }) {
  const [rows, setRows] = useState(['Träarbetare', 'Plattsättare'])
  const [asking, setAsking] = useState<string | null>(null)
  const list = useRef<HTMLUListElement>(null)
  return (
    <main>
      <h1>Dina ansökningar</h1>
      <ul ref={list} tabIndex={-1} aria-label="Utkast">
        {rows.map((row) => (
          <li key={row}>
            {row}
            <button type="button" onClick={() => setAsking(row)}>
              Ta bort {row}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title="Ta bort utkastet?"
        destructive
        onConfirm={() => {
          setRows((current) => current.filter((row) => row !== asking))
          setAsking(null)
        }}
        onCancel={() => setAsking(null)}
        fallbackFocusEl={withFallback ? () => list.current : undefined}
      />
    </main>
  )
}

describe('Dialog focus on close', () => {
  it('returns focus to the opener when it is still there', async () => {
    render(<DraftRows />)
    const opener = screen.getByRole('button', { name: 'Ta bort Träarbetare' })
    await userEvent.click(opener)
    await findOpenDialog('Ta bort utkastet?', 'alertdialog')
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }))
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('moves focus to the page heading when the opener went away with its row', async () => {
    render(<DraftRows />)
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Träarbetare' }))
    await findOpenDialog('Ta bort utkastet?', 'alertdialog')
    await userEvent.click(screen.getByRole('button', { name: 'Bekräfta' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Dina ansökningar' })).toHaveFocus())
    expect(document.body).not.toHaveFocus()
  })

  it('moves focus to the caller’s fallback (the list) when one is given', async () => {
    render(<DraftRows withFallback />)
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Plattsättare' }))
    await findOpenDialog('Ta bort utkastet?', 'alertdialog')
    await userEvent.click(screen.getByRole('button', { name: 'Bekräfta' }))
    await waitFor(() => expect(screen.getByRole('list', { name: 'Utkast' })).toHaveFocus())
  })

  it('does not leave focus on the body when what had focus before it opened is gone (a dialog opening after another)', async () => {
    function Chain() {
      const [first, setFirst] = useState(true)
      const [second, setSecond] = useState(false)
      return (
        <main>
          <h1>Hej Elin!</h1>
          <Dialog
            open={first}
            title="Rundtur"
            onClose={() => {
              setFirst(false)
              setSecond(true)
            }}
            actions={
              <button
                type="button"
                onClick={() => {
                  setFirst(false)
                  setSecond(true)
                }}
              >
                Stäng rundturen
              </button>
            }
          />
          <Dialog
            open={second}
            title="Stämmer dina kontaktuppgifter?"
            onClose={() => setSecond(false)}
            actions={
              <button type="button" onClick={() => setSecond(false)}>
                Ja, de stämmer
              </button>
            }
          />
        </main>
      )
    }
    render(<Chain />)
    await findOpenDialog('Rundtur')
    await userEvent.click(screen.getByRole('button', { name: 'Stäng rundturen' }))
    await findOpenDialog('Stämmer dina kontaktuppgifter?')
    await userEvent.click(screen.getByRole('button', { name: 'Ja, de stämmer' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Hej Elin!' })).toHaveFocus())
  })
})
