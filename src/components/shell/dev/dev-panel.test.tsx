import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import DevPanel from './dev-panel'
import { findOpenDialog } from '../../../test/dialogs'
import { stubControlFetch, type ControlCall } from './dev-test-kit'

let calls: ControlCall[] = []
let faults = { mode: 'none', latencyMs: 0 }

beforeEach(() => {
  faults = { mode: 'none', latencyMs: 0 }
  calls = stubControlFetch(({ method, path, body }) => {
    if (path === '/__mock/faults' && method === 'PUT') faults = body as typeof faults
    if (path === '/__mock/faults') return faults
    if (path === '/__mock/outbox')
      return {
        rows: [
          {
            id: 1,
            to: '0701234567',
            kind: 'sms',
            text: 'Din kod är 4821',
            code: '4821',
            sentAt: '2026-05-01T10:00:00Z',
          },
        ],
      }
    if (path === '/__mock/clock') return { now: null }
    if (path === '/__mock/import-queue')
      return {
        rows: [
          {
            id: 67007,
            personName: 'Lucas Wiklund',
            companyName: 'Byggbolaget i Norr AB',
            professionName: 'Träarbetare',
            queuedAt: '2026-11-13',
            monthsLeft: 36,
            hoursLeft: 3600,
            defaultsApplied: true,
          },
        ],
      }
    return undefined
  })
})
afterEach(() => vi.unstubAllGlobals())

async function openPanel() {
  render(<DevPanel />)
  await userEvent.click(screen.getByRole('button', { name: 'Simulerad backend' }))
  return findOpenDialog('Simulerad backend')
}

describe('dev panel', () => {
  it('switches the fault mode and latency', async () => {
    const panel = await openPanel()
    const mode = within(panel).getByRole('combobox', { name: 'Fel för API-anrop' })
    await waitFor(() => expect(calls.some((c) => c.path === '/__mock/faults')).toBe(true))
    await userEvent.selectOptions(mode, '406 utloggad')
    const latency = within(panel).getByRole('textbox', { name: 'Fördröjning (ms)' })
    await userEvent.clear(latency)
    await userEvent.type(latency, '800')
    await userEvent.click(within(panel).getByRole('button', { name: 'Använd' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        path: '/__mock/faults',
        body: { mode: '406', latencyMs: 800, only: null },
      }),
    )
  })

  it('shows the codes in the outbox and that the clock runs in real time', async () => {
    const panel = await openPanel()
    expect(await within(panel).findByText('Kod: 4821')).toBeInTheDocument()
    expect(await within(panel).findByText('Verklig tid')).toBeInTheDocument()
  })

  it('lists the queued old-system imports, with the §9 defaults named', async () => {
    const panel = await openPanel()
    const queue = within(panel).getByRole('region', { name: 'Importkö (gamla systemet)' })
    expect(await within(queue).findByText('Lucas Wiklund')).toBeInTheDocument()
    expect(within(queue).getByText(/36 månader och 3600 timmar kvar \(standardvärden/)).toBeInTheDocument()
  })

  it('resets the scenario only after confirmation', async () => {
    const panel = await openPanel()
    await userEvent.click(within(panel).getByRole('button', { name: 'Återställ scenariot' }))
    const confirm = await findOpenDialog('Återställa scenariot?', 'alertdialog')
    expect(calls.some((c) => c.path === '/__mock/reset')).toBe(false)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Avbryt' }))
    expect(calls.some((c) => c.path === '/__mock/reset')).toBe(false)

    await userEvent.click(within(panel).getByRole('button', { name: 'Återställ scenariot' }))
    await userEvent.click(
      within(await findOpenDialog('Återställa scenariot?', 'alertdialog')).getByRole('button', { name: 'Återställ' }),
    )
    await waitFor(() => expect(calls).toContainEqual({ method: 'POST', path: '/__mock/reset', body: undefined }))
  })

  it('resets to the variant chosen: 1000 more notifications for the apprentice', async () => {
    const panel = await openPanel()
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: 'Scenario att börja om med' }),
      '1 000 fler meddelanden till Elin (lärling)',
    )
    await userEvent.click(within(panel).getByRole('button', { name: 'Återställ scenariot' }))
    await userEvent.click(
      within(await findOpenDialog('Återställa scenariot?', 'alertdialog')).getByRole('button', { name: 'Återställ' }),
    )
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/__mock/reset', body: { scenario: 'many-notifications' } }),
    )
  })
})
