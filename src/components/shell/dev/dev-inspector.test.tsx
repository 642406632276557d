import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { assign, createActor, setup } from 'xstate'
import { describe, expect, it } from 'vitest'
import { InspectorSection } from './dev-inspector'
import { InspectionLog, LOG_LIMIT } from './inspection-log'

const upload = setup({}).createMachine({
  id: 'upload',
  initial: 'sending',
  states: { sending: { on: { SENT: 'sent' } }, sent: { type: 'final' } },
})

const wizard = setup({
  types: {} as {
    context: { name: string; personalNumber: string; token: string }
    events: { type: 'TYPE'; name: string } | { type: 'SAVE' } | { type: 'CANCEL' }
  },
  actors: { upload },
}).createMachine({
  id: 'wizard',
  initial: 'routing',
  context: { name: '', personalNumber: '198112189876', token: 'tok-secret' },
  states: {
    routing: { always: 'edit' },
    edit: {
      on: { TYPE: { actions: assign({ name: ({ event }) => event.name }) }, SAVE: 'saving' },
    },
    saving: { invoke: { id: 'uploader', src: 'upload' }, on: { CANCEL: 'edit' } },
    done: {},
  },
})

function start(log: InspectionLog) {
  return createActor(wizard, { inspect: log.record }).start()
}

describe("the inspection log (fed by XState's inspect option)", () => {
  it('lists the running machines, a child under its parent, until they stop', () => {
    const log = new InspectionLog()
    const actor = start(log)
    expect(log.running().map((a) => [a.machineId, a.snapshot.value])).toEqual([['wizard', 'edit']])
    actor.send({ type: 'SAVE' })
    expect(log.running().map((a) => [a.machineId, a.id, a.parentSessionId])).toEqual([
      ['wizard', actor.id, null],
      ['upload', 'uploader', actor.sessionId],
    ])
    // Leaving the invoking state stops the child.
    actor.send({ type: 'CANCEL' })
    expect(log.running().map((a) => a.machineId)).toEqual(['wizard'])
    expect(log.size).toBe(1)
    // A page unmounting stops its root: it reports a 'stopped' snapshot.
    actor.send({ type: 'SAVE' })
    actor.stop()
    expect(log.running()).toEqual([])
    // Its child stops with it; the log holds nothing of either.
    expect(log.size).toBe(0)
  })

  it('remembers the states each machine visited this session, after its actor stopped', () => {
    const log = new InspectionLog()
    const actor = start(log)
    actor.send({ type: 'SAVE' })
    actor.stop()
    // The router is passed through within the first step: no snapshot stops there, a microstep leaves it.
    expect([...(log.seenMachines().get('wizard')?.visited ?? [])].sort()).toEqual([
      'wizard',
      'wizard.edit',
      'wizard.routing',
      'wizard.saving',
    ])
    expect([...(log.seenMachines().get('upload')?.visited ?? [])]).toEqual(['upload', 'upload.sending'])
  })

  it('logs the events machines received and the states they reached, in order and bounded', () => {
    let now = 1000
    const log = new InspectionLog(() => now++)
    const actor = start(log)
    actor.send({ type: 'TYPE', name: 'Elin' })
    actor.send({ type: 'SAVE' })
    const wizardEntries = log
      .entries()
      .filter((entry) => entry.machineId === 'wizard')
      .map((entry) => (entry.kind === 'event' ? entry.event : entry.value))
    expect(wizardEntries).toEqual(['edit', { type: 'TYPE', name: 'Elin' }, 'edit', { type: 'SAVE' }, 'saving'])
    const seqs = log.entries().map((entry) => entry.seq)
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
    for (let i = 0; i < LOG_LIMIT; i++) actor.send({ type: 'CANCEL' })
    expect(log.entries()).toHaveLength(LOG_LIMIT)
  })
})

describe('the inspector section of the developer panel', () => {
  it('shows the running wizard with its state, the events it accepts and a redacted context', async () => {
    const log = new InspectionLog()
    const actor = start(log)
    render(<InspectorSection log={log} />)
    const section = screen.getByRole('region', { name: 'Maskininspektör' })
    const running = within(section).getByRole('list', { name: 'Maskiner som körs' })
    expect(within(running).getByText('wizard')).toBeVisible()
    expect(within(running).getByText('edit')).toBeVisible()
    expect(within(running).getByText('SAVE, TYPE')).toBeVisible()
    await userEvent.click(within(running).getByText('Kontext (maskerad)'))
    const context = section.querySelector('pre')?.textContent ?? ''
    expect(context).toContain('19811218-XXXX')
    expect(context).not.toContain('9876')
    expect(context).not.toContain('tok-secret')

    act(() => actor.send({ type: 'SAVE' }))
    expect(within(section).getByText('(barn uploader till wizard)', { exact: false })).toBeVisible()
  })

  it("marks the graph's current and visited states in words, and counts what the session has not covered", async () => {
    const log = new InspectionLog()
    start(log).send({ type: 'SAVE' })
    render(<InspectorSection log={log} />)
    const summary = screen.getByText(/^wizard: besökt 3 av 4 tillstånd/)
    await userEvent.click(summary)
    const graph = summary.closest('details') as HTMLElement
    const item = (name: string) => within(graph).getByText(name, { selector: 'span' }).closest('li')?.textContent
    expect(item('saving')).toContain('(aktuellt)')
    expect(item('edit')).toContain('(besökt)')
    expect(item('edit')).toContain('TYPE → edit; SAVE → saving')
    expect(item('done')).toContain('(ej besökt)')
    expect(screen.getByText(/^upload: besökt 1 av 2 tillstånd/)).toBeVisible()
  })

  it('lists the latest events with their payload redacted', () => {
    const log = new InspectionLog()
    start(log).send({ type: 'TYPE', name: 'Elin 198112189876' })
    render(<InspectorSection log={log} />)
    const latest = screen.getByRole('heading', { name: 'Senaste händelser' }).nextElementSibling as HTMLElement
    expect(latest.textContent).toContain('TYPE till wizard')
    expect(latest.textContent).toContain('19811218-XXXX')
    expect(latest.textContent).not.toContain('9876')
  })
})
