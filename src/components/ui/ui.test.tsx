import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Accordion } from './accordion/accordion'
import { Button } from './button/button'
import { CheckboxField } from './checkbox-field/checkbox-field'
import { ConfirmDialog } from './dialog/dialog'
import { ErrorSummary } from './error-summary/error-summary'
import { ChoiceFieldset } from './choice-fieldset/choice-fieldset'
import { TextField } from './text-field/text-field'
import { keptRowHeight } from './windowed-list/row-height'
import { findOpenDialog } from '../../test/dialogs'

describe('Button', () => {
  it('ignores clicks while loading but stays focusable and says it is busy', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Spara
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Spara/ })
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).not.toBeDisabled()
    expect(button).toHaveTextContent('Laddar…')
  })
})

describe('ConfirmDialog', () => {
  function Harness({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Ta bort
        </button>
        <ConfirmDialog
          open={open}
          title="Ta bort utkastet?"
          description="Det går inte att ångra."
          destructive
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
        />
      </>
    )
  }

  // Initial focus on "Cancel" (initialFocusEl) needs layout, which jsdom lacks; the e2e tests see it.
  it('cancels with Escape and returns focus to the opener', async () => {
    const onConfirm = vi.fn()
    render(<Harness onConfirm={onConfirm} />)
    const opener = screen.getByRole('button', { name: 'Ta bort' })
    await userEvent.click(opener)
    const dialog = await findOpenDialog('Ta bort utkastet?', 'alertdialog')
    expect(dialog).toHaveAccessibleDescription('Det går inte att ångra.')
    expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(opener).toHaveFocus())
  })

  it('confirms', async () => {
    const onConfirm = vi.fn()
    render(<Harness onConfirm={onConfirm} />)
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Bekräfta' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
})

describe('form fields', () => {
  it('TextField links its hint and error and marks itself invalid', () => {
    render(
      <TextField
        id="pn"
        label="Personnummer"
        hint="ÅÅÅÅMMDD-NNNN"
        error="Stämmer inte"
        value=""
        onChange={vi.fn()}
        required
      />,
    )
    const input = screen.getByRole('textbox', { name: /Personnummer/ })
    expect(input).toHaveAttribute('id', 'pn')
    expect(input).toHaveAccessibleDescription('ÅÅÅÅMMDD-NNNN Fel: Stämmer inte')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toBeRequired()
  })

  it('TextField without error has no error text', () => {
    render(<TextField label="Namn" value="x" onChange={vi.fn()} />)
    expect(screen.getByRole('textbox', { name: 'Namn' })).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText(/Fel:/)).not.toBeInTheDocument()
  })

  it('CheckboxField toggles with the keyboard', async () => {
    function Harness() {
      const [checked, setChecked] = useState(false)
      return (
        <CheckboxField
          id="terms"
          label="Jag godkänner"
          checked={checked}
          onChange={setChecked}
          error="Måste godkännas"
        />
      )
    }
    render(<Harness />)
    const box = screen.getByRole('checkbox', { name: 'Jag godkänner' })
    expect(box).toHaveAccessibleDescription('Fel: Måste godkännas')
    box.focus()
    await userEvent.keyboard(' ')
    expect(box).toBeChecked()
  })

  it('ChoiceFieldset radios: the legend names the group, a click chooses, arrow keys move, hint and error described', async () => {
    const onChange = vi.fn()
    render(
      <ChoiceFieldset
        type="radio"
        id="lang"
        legend="Språk"
        hint="Texterna i portalen"
        error="Välj ett språk"
        value={['sv']}
        onChange={onChange}
        required
        options={[
          { value: 'sv', label: 'Svenska' },
          { value: 'en', label: 'English' },
        ]}
      />,
    )
    const group = screen.getByRole('group', { name: 'Språk' })
    expect(group).toHaveAccessibleDescription('Texterna i portalen Fel: Välj ett språk')
    const svenska = screen.getByRole('radio', { name: 'Svenska' })
    expect(svenska).toBeChecked()
    expect(svenska).toHaveAttribute('id', 'lang')
    expect(svenska).toBeRequired()
    await userEvent.click(screen.getByRole('radio', { name: 'English' }))
    expect(onChange).toHaveBeenLastCalledWith(['en'])
    onChange.mockClear()
    svenska.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(onChange).toHaveBeenLastCalledWith(['en'])
  })

  it('ChoiceFieldset as the page question holds the h1 in its legend; check boxes add and remove', async () => {
    const onChange = vi.fn()
    render(
      <ChoiceFieldset
        type="checkbox"
        id="courses"
        legend="Vilka kurser?"
        asHeading
        value={['a']}
        onChange={onChange}
        options={[
          { value: 'a', label: 'A', hint: 'Godkänd' },
          { value: 'b', label: 'B' },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Vilka kurser?' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'A' })).toHaveAccessibleDescription('Godkänd')
    await userEvent.click(screen.getByRole('checkbox', { name: 'B' }))
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b'])
    await userEvent.click(screen.getByRole('checkbox', { name: 'A' }))
    expect(onChange).toHaveBeenLastCalledWith([])
  })
})

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('takes focus and moves it to the field of a clicked message', async () => {
    render(
      <>
        <ErrorSummary errors={[{ field: 'email', message: 'Ange e-postadress' }]} />
        <input id="email" aria-label="E-post" />
      </>,
    )
    const summary = screen.getByRole('alert')
    expect(summary).toHaveFocus()
    await userEvent.click(within(summary).getByRole('link', { name: 'Ange e-postadress' }))
    expect(screen.getByRole('textbox', { name: 'E-post' })).toHaveFocus()
  })
})

describe('Accordion', () => {
  it('opens and closes panels by their heading buttons', async () => {
    render(
      <Accordion
        items={[
          { value: 'a', title: 'Bygg AB', content: <p>Åtgärder för Bygg AB</p> },
          { value: 'b', title: 'Stora Bygg AB', content: <p>Åtgärder för Stora Bygg AB</p> },
        ]}
      />,
    )
    const trigger = screen.getByRole('button', { name: 'Bygg AB' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    // The panel is shown once its presence check has run (the next frame), as a user sees it.
    await waitFor(() => expect(screen.getByText('Åtgärder för Bygg AB')).toBeVisible())
    expect(screen.getByRole('heading', { level: 2, name: 'Bygg AB' })).toBeInTheDocument()
  })
})

describe('windowed list rows', () => {
  it('keeps the estimate for a row within a pixel of it (no second render for a sub-pixel difference), and for one not laid out', () => {
    expect(keptRowHeight(122.390625, 122)).toBe(122)
    expect(keptRowHeight(121.5, 122)).toBe(122)
    expect(keptRowHeight(0, 72)).toBe(72)
  })

  it('takes the measured height of a row that really differs (a wrapped line)', () => {
    expect(keptRowHeight(146, 122)).toBe(146)
    expect(keptRowHeight(60, 72)).toBe(60)
  })
})
