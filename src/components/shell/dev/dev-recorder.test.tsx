import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef } from 'react'
import * as v from 'valibot'
import { createActor, createMachine } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { findOpenDialog } from '../../../test/dialogs'
import { inspect } from '../../../session/machine-inspection'
import DevPanel from './dev-panel'
import { RecorderSection, recordingName } from './dev-recorder'
import { stubControlFetch } from './dev-test-kit'
import { pathRecorder } from './path-recorder'
import { RecordedPathSchema, type RecordedPath } from './path-recording'

/** The developer panel's path recorder (issue 23): record, the page's actions captured, stop, the two files. */

const PASSWORD = 'Losen!2026'
let faults = { mode: 'none', latencyMs: 0 }
/** What the download links point at: URL.createObjectURL's blobs (jsdom has none of its own). */
const blobs = new Map<string, Blob>()

beforeEach(() => {
  faults = { mode: 'none', latencyMs: 0 }
  stubControlFetch(({ method, path, body }) => {
    if (path === '/__mock/faults' && method === 'PUT') faults = body as typeof faults
    if (path === '/__mock/faults') return faults
    if (path === '/__mock/scenario') return { scenario: 'default' }
    if (path === '/__mock/clock') return { now: '2026-11-16T08:00:00.000Z' }
    if (path === '/__mock/outbox' || path === '/__mock/import-queue') return { rows: [] }
    return undefined
  })
  let made = 0
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${++made}`
      blobs.set(url, blob)
      return url
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  })
})
afterEach(() => {
  pathRecorder.stop()
  vi.unstubAllGlobals()
})

const login = createMachine({
  id: 'toy-login',
  initial: 'form',
  states: { form: { on: { SUBMIT: 'done' } }, done: {} },
})

/** A page outside the panel: a login form in a named region, with a password and a one-time code. */
function Page() {
  const actor = useRef(createActor(login, { inspect }).start())
  return (
    <section aria-labelledby="page-title">
      <h2 id="page-title">E-post och lösenord</h2>
      <label htmlFor="email">E-post</label>
      <input id="email" type="email" />
      <label htmlFor="password">Lösenord</label>
      <input id="password" type="password" />
      <label htmlFor="sms">Kod från sms</label>
      <input id="sms" inputMode="numeric" maxLength={4} autoComplete="one-time-code" />
      <button type="button" onClick={() => actor.current.send({ type: 'SUBMIT' })}>
        <span aria-hidden="true">→ </span>Logga in
      </button>
    </section>
  )
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Simulerad backend' }))
  return findOpenDialog('Simulerad backend')
}

async function closePanel(panel: HTMLElement) {
  await userEvent.click(within(panel).getAllByRole('button', { name: 'Stäng' }).at(-1)!)
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

const fileText = (link: HTMLElement) => blobs.get(link.getAttribute('href') ?? '')!.text()

describe('the path recorder in the developer panel', () => {
  it('records the page actions, machine states and a fault, and offers the path and its spec without the password', async () => {
    render(
      <>
        <Page />
        <DevPanel />
      </>,
    )
    let panel = await openPanel()
    const name = within(panel).getByRole('textbox', { name: 'Inspelningens namn' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Tomasz loggar in')
    await userEvent.click(within(panel).getByRole('button', { name: 'Spela in' }))
    expect(await within(panel).findByRole('status')).toHaveTextContent('Inspelningen har börjat.')
    await closePanel(panel)

    await userEvent.type(screen.getByRole('textbox', { name: 'E-post' }), 'tomasz.kowalski@example.com')
    await userEvent.type(screen.getByLabelText('Lösenord'), PASSWORD)
    await userEvent.type(screen.getByRole('textbox', { name: 'Kod från sms' }), '4821')
    await userEvent.click(screen.getByRole('button', { name: 'Logga in' }))

    panel = await openPanel()
    expect(within(panel).getByText('Spelar in: 4 handlingar på sidan hittills.')).toBeInTheDocument()
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Fel för API-anrop' }), '500')
    await userEvent.click(within(panel).getByRole('button', { name: 'Använd' }))
    await waitFor(() => expect(faults.mode).toBe('500'))
    await userEvent.click(within(panel).getByRole('button', { name: 'Stoppa inspelningen' }))

    expect(within(panel).getByRole('status')).toHaveTextContent(/Inspelningen är stoppad: \d+ steg/)
    expect(
      within(panel).getByText('4 handlingar på sidan, 1 maskintillstånd, 1 fel- eller klockändringar.'),
    ).toBeInTheDocument()
    expect(within(panel).getByText('Maskiner: toy-login')).toBeInTheDocument()
    const pathLink = within(panel).getByRole('link', { name: /Ladda ned vägen/ })
    const specLink = within(panel).getByRole('link', { name: /Ladda ned Playwright-testet/ })
    expect(pathLink).toHaveAttribute('download', 'tomasz-loggar-in.path.json')
    expect(specLink).toHaveAttribute('download', 'tomasz-loggar-in.spec.ts')

    const json = await fileText(pathLink)
    const spec = await fileText(specLink)
    for (const secret of [PASSWORD, '4821']) {
      expect(json).not.toContain(secret)
      expect(spec).not.toContain(secret)
    }
    const path: RecordedPath = v.parse(RecordedPathSchema, JSON.parse(json))
    const within_ = { role: 'region', name: 'E-post och lösenord' }
    expect(path.start).toEqual({ scenario: 'default', clock: '2026-11-16T08:00:00.000Z', url: '/' })
    expect(path.steps.filter((step) => step.kind !== 'event')).toEqual([
      {
        kind: 'action',
        action: 'fill',
        target: { role: 'textbox', name: 'E-post', within: within_ },
        value: 'tomasz.kowalski@example.com',
      },
      {
        kind: 'action',
        action: 'fill',
        target: { role: 'textbox', name: 'Lösenord', within: within_ },
        secret: { kind: 'password', persona: 'passwordUser' },
      },
      {
        kind: 'action',
        action: 'fill',
        target: { role: 'textbox', name: 'Kod från sms', within: within_ },
        secret: { kind: 'code', persona: null },
      },
      { kind: 'action', action: 'click', target: { role: 'button', name: 'Logga in', within: within_ } },
      { kind: 'state', machineId: 'toy-login', value: 'done' },
      { kind: 'fault', faults: { mode: '500', latencyMs: 0, only: null, hold: null } },
    ])
    expect(spec).toContain(`.fill(await secretValue(page, { kind: 'password', persona: 'passwordUser' }))`)
    expect(spec).toContain(`readRecordedPath(new URL('./tomasz-loggar-in.path.json', import.meta.url))`)
    expect(spec).toContain(`await mock.setFaults(page, '500', 0, null, null)`)
  })

  it('does not start while someone is logged in, and says why in its live region', async () => {
    render(<RecorderSection loggedIn={() => true} />)
    await userEvent.click(screen.getByRole('button', { name: 'Spela in' }))
    expect(screen.getByRole('status')).toHaveTextContent('Logga ut först: en inspelning börjar utloggad')
    expect(pathRecorder.getState().status).not.toBe('recording')
    expect(screen.queryByRole('button', { name: 'Stoppa inspelningen' })).toBeNull()
  })

  it("keeps a fault chosen before the switch's setting arrived (the recorded fault is the one chosen)", async () => {
    let answer = (_: unknown) => {}
    const late = new Promise((resolve) => (answer = resolve))
    const fetch = globalThis.fetch
    vi.stubGlobal('fetch', (path: string, init?: RequestInit) =>
      path === '/__mock/faults' && !init?.method
        ? late.then(() => new Response(JSON.stringify({ mode: 'none', latencyMs: 0 })))
        : fetch(path, init),
    )
    render(<DevPanel />)
    const panel = await openPanel()
    const mode = within(panel).getByRole('combobox', { name: 'Fel för API-anrop' })
    await userEvent.selectOptions(mode, '500')
    answer(null)
    await late
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(mode).toHaveValue('500')
  })

  it('names the files with letters, digits and hyphens only', () => {
    expect(recordingName('Elin: ansök, steg 1!')).toBe('elin-ans-k-steg-1')
    expect(recordingName('  ')).toBe('recorded-path')
  })
})
