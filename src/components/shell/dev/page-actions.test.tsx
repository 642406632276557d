import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { nameOf, PageActionReader, roleOf, type RecordedAction } from './page-actions'

/** The path recorder's reading of page events (issue 23): role and name, one fill per value, secrets left out. */

const LOGINS = [
  { key: 'apprentice', password: null, personalNumber: '200403152382' },
  { key: 'passwordUser', password: 'Losen!2026', personalNumber: '' },
]

let stop = () => {}
afterEach(() => stop())

/** Records what the reader makes of the document's click, change and keydown events. */
function listen(): RecordedAction[] {
  const reader = new PageActionReader(LOGINS)
  const recorded: RecordedAction[] = []
  const onEvent = (event: Event) => recorded.push(...reader.read(event))
  for (const type of ['click', 'change', 'keydown']) document.addEventListener(type, onEvent, true)
  stop = () => {
    for (const type of ['click', 'change', 'keydown']) document.removeEventListener(type, onEvent, true)
  }
  return recorded
}

describe('PageActionReader', () => {
  it('records a field filled and Enter pressed in it as one fill and one press', async () => {
    render(
      <form aria-label="Sök" onSubmit={(event) => event.preventDefault()}>
        <label>
          Sökord <input name="q" />
        </label>
      </form>,
    )
    const recorded = listen()
    await userEvent.type(screen.getByRole('textbox', { name: 'Sökord' }), 'ställning{Enter}')
    await userEvent.tab()
    const target = { role: 'textbox', name: 'Sökord', within: { role: 'form', name: 'Sök' } }
    expect(recorded).toEqual([
      { kind: 'action', action: 'fill', target, value: 'ställning' },
      { kind: 'action', action: 'press', target, value: 'Enter' },
    ])
  })

  it("writes a documented persona's personal number as the persona, and an unknown one as nobody's", async () => {
    render(
      <>
        <label htmlFor="pnr">Personnummer</label>
        <input id="pnr" />
        <label htmlFor="other">Annat personnummer</label>
        <input id="other" />
      </>,
    )
    const recorded = listen()
    await userEvent.type(screen.getByRole('textbox', { name: 'Personnummer' }), '20040315-2382')
    await userEvent.type(screen.getByRole('textbox', { name: 'Annat personnummer' }), '199001019876')
    await userEvent.tab()
    expect(recorded.map((step) => [step.value, step.secret])).toEqual([
      [undefined, { kind: 'personal-number', persona: 'apprentice' }],
      [undefined, { kind: 'personal-number', persona: null }],
    ])
  })

  it('records a click on a label as the click on its radio, and leaves unnamed and disabled controls out', async () => {
    render(
      <>
        <input type="radio" id="no" name="transfer" />
        <label htmlFor="no">Nej</label>
        <button type="button">
          <svg aria-hidden="true" />
        </button>
        <button type="button" disabled>
          Skicka
        </button>
      </>,
    )
    const recorded = listen()
    await userEvent.click(screen.getByText('Nej'))
    for (const button of screen.getAllByRole('button')) await userEvent.click(button)
    expect(recorded).toEqual([{ kind: 'action', action: 'click', target: { role: 'radio', name: 'Nej' } }])
  })

  it('reads roles and names as getByRole finds them', () => {
    render(
      <>
        <a href="/x" aria-label="Till start">
          ⌂
        </a>
        <input type="submit" value="Spara" />
        <select aria-labelledby="l">
          <option>a</option>
        </select>
        <span id="l">Län</span>
      </>,
    )
    const [link, submit, select] = [screen.getByRole('link'), screen.getByRole('button'), screen.getByRole('combobox')]
    expect([roleOf(link), nameOf(link)]).toEqual(['link', 'Till start'])
    expect([roleOf(submit), nameOf(submit)]).toEqual(['button', 'Spara'])
    expect([roleOf(select), nameOf(select)]).toEqual(['combobox', 'Län'])
  })
})
