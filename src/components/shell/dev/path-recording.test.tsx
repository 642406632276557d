import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { LogEntry } from './inspection-log'
import {
  divergenceMessage,
  firstDivergence,
  playwrightSpecFrom,
  RecordedPathSchema,
  recordingFrom,
  replayHook,
  type RecordedPath,
} from './path-recording'

const START = { scenario: 'default', clock: '2026-11-02T08:00:00.000Z', url: '/' } as const

let seq = 0
const event = (machineId: string, payload: Record<string, unknown>): LogEntry => ({
  seq: ++seq,
  at: 0,
  kind: 'event',
  sessionId: 'x:1',
  machineId,
  event: { type: 'SUBMIT', ...payload },
})
const state = (machineId: string, value: Extract<LogEntry, { kind: 'state' }>['value']) =>
  ({ seq: ++seq, at: 0, kind: 'state', sessionId: 'x:1', machineId, value }) satisfies LogEntry

/** A short session: login on the start page, one wizard step, then a fault and a clock move. */
const sample: RecordedPath = {
  version: 1,
  start: START,
  steps: [
    { kind: 'action', action: 'click', target: { role: 'button', name: 'Logga in som Elin' } },
    { kind: 'event', machineId: 'session', event: { type: 'LOGIN' } },
    { kind: 'state', machineId: 'session', value: 'active' },
    { kind: 'action', action: 'fill', target: { role: 'textbox', name: 'Gatuadress' }, value: 'Storgatan 1' },
    { kind: 'action', action: 'select', target: { role: 'combobox', name: 'Län' }, value: 'Uppsala' },
    { kind: 'action', action: 'press', target: { role: 'button', name: 'Nästa' }, value: 'Enter' },
    { kind: 'state', machineId: 'application', value: { step: 'address' } },
    { kind: 'state', machineId: 'application', value: { step: 'education' } },
    { kind: 'fault', faults: { mode: '500', latencyMs: 0, only: 'applications/update', hold: null } },
    { kind: 'clock', now: '2026-11-03T08:00:00.000Z' },
  ],
}

describe('RecordedPathSchema (the path file)', () => {
  it('reads a recorded path back as written', () => {
    expect(v.parse(RecordedPathSchema, JSON.parse(JSON.stringify(sample)))).toEqual(sample)
  })

  it('refuses a file of another version, an unknown scenario or an unknown action', () => {
    expect(v.safeParse(RecordedPathSchema, { ...sample, version: 2 }).success).toBe(false)
    expect(v.safeParse(RecordedPathSchema, { ...sample, start: { ...START, scenario: 'nope' } }).success).toBe(false)
    const drag = { kind: 'action', action: 'drag', target: { role: 'button', name: 'x' } }
    expect(v.safeParse(RecordedPathSchema, { ...sample, steps: [drag] }).success).toBe(false)
  })
})

describe('recordingFrom (the inspection log after Record)', () => {
  it('keeps the entries after the seq Record was pressed at, in order, as events and states', () => {
    const before = state('session', 'anonymous')
    const entries = [before, event('session', { method: 'hash' }), state('session', 'active')]
    const path = recordingFrom(entries, before.seq, START)
    expect(path.steps).toEqual([
      { kind: 'event', machineId: 'session', event: { type: 'SUBMIT', method: 'hash' } },
      { kind: 'state', machineId: 'session', value: 'active' },
    ])
    expect(v.parse(RecordedPathSchema, path)).toEqual(path)
  })

  it('writes no token, code or raw personal number of an event', () => {
    const entries = [
      event('login', { token: 'token-elin', smsCode: '4821', personalNumber: '200101011234' }),
      event('application', { note: 'Min pnr är 199001019876' }),
    ]
    const written = JSON.stringify(recordingFrom(entries, 0, START))
    for (const secret of ['token-elin', '4821', '200101011234', '20010101-1234', '199001019876'])
      expect(written).not.toContain(secret)
    expect(written).toContain('20010101-XXXX')
    expect(written).toContain('19900101-XXXX')
  })
})

describe('firstDivergence (a replay against the recording)', () => {
  const reached = [
    { machineId: 'session', value: 'active' },
    { machineId: 'application', value: { step: 'address' } },
    { machineId: 'application', value: { step: 'education' } },
  ]

  it('finds none when the replay reaches the same states (repeats and later states aside)', () => {
    const repeated = [reached[0], reached[0], reached[1], reached[1], reached[2]]
    expect(firstDivergence(sample, repeated)).toBeNull()
    expect(firstDivergence(sample, [...reached, { machineId: 'application', value: 'done' }])).toBeNull()
  })

  it('names the machine and its state where the replay left the path', () => {
    const changed = [reached[0], reached[1], { machineId: 'application', value: { step: 'contact' } }]
    const divergence = firstDivergence(sample, changed)
    expect(divergence).toEqual({
      machineId: 'application',
      index: 1,
      expected: { step: 'education' },
      actual: { step: 'contact' },
    })
    expect(divergenceMessage(divergence!)).toBe(
      'application: state 2 should be {"step":"education"} but the replay reached {"step":"contact"}',
    )
  })

  it('leaves out what a machine did before its first recorded state (the page opening)', () => {
    const opening = [
      { machineId: 'session', value: 'checking' },
      { machineId: 'session', value: 'anonymous' },
    ]
    expect(firstDivergence(sample, [...opening, ...reached])).toBeNull()
    // Never reaching the first recorded state shows what came instead.
    expect(firstDivergence(sample, opening)).toMatchObject({ machineId: 'session', index: 0, actual: 'checking' })
  })

  it('says so when a machine never got as far', () => {
    expect(firstDivergence(sample, [reached[0]])).toMatchObject({ machineId: 'application', index: 0, actual: null })
  })

  it('reads the states of a replay from the log through the replay hook', () => {
    const entries = [state('session', 'anonymous'), event('session', {}), state('session', 'active')]
    const hook = replayHook(() => entries)
    expect(hook.seq()).toBe(entries[2].seq)
    expect(hook.statesSince(entries[0].seq)).toEqual([{ machineId: 'session', value: 'active' }])
  })
})

describe('playwrightSpecFrom (the exported spec)', () => {
  const spec = playwrightSpecFrom(sample, 'elin-address')

  it('resets to the recorded scenario and clock, then opens the recorded page', () => {
    expect(spec).toContain(`await mock.reset(page, 'default')`)
    expect(spec).toContain(`await mock.setClock(page, new Date('2026-11-02T08:00:00.000Z'))`)
    expect(spec).toContain(`await page.goto('/')`)
    expect(spec.indexOf('mock.reset')).toBeLessThan(spec.indexOf('page.goto'))
  })

  it('replays each page action by role and name, with the fault and clock move in order', () => {
    const lines = [
      `await page.getByRole('button', { name: 'Logga in som Elin', exact: true }).click()`,
      `await page.getByRole('textbox', { name: 'Gatuadress', exact: true }).fill('Storgatan 1')`,
      `await page.getByRole('combobox', { name: 'Län', exact: true }).selectOption('Uppsala')`,
      `await page.getByRole('button', { name: 'Nästa', exact: true }).press('Enter')`,
      `await mock.setFaults(page, '500', 0, 'applications/update', null)`,
      `await mock.setClock(page, new Date('2026-11-03T08:00:00.000Z'))`,
    ]
    const at = lines.map((line) => spec.indexOf(line))
    expect(at.every((index) => index > 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
  })

  it('checks the states through the path file next to it, from the seq the page opened at', () => {
    expect(spec).toContain(`readRecordedPath(new URL('./elin-address.path.json', import.meta.url))`)
    expect(spec).toContain('const since = await replayStart(page)')
    expect(spec.trimEnd().split('\n').at(-2)).toBe('  await expectReplayed(page, path, since)')
  })

  it('finds a target within its named region', () => {
    const within = { role: 'region', name: 'E-post och lösenord' }
    const step = { kind: 'action', action: 'click', target: { role: 'button', name: 'Logga in', within } } as const
    const written = playwrightSpecFrom({ ...sample, steps: [step] }, 'x')
    expect(written).toContain(
      `page.getByRole('region', { name: 'E-post och lösenord', exact: true }).getByRole('button', { name: 'Logga in', exact: true }).click()`,
    )
    expect(written).not.toContain('secretValue')
  })

  it('fills a secret from the documented persona (or the outbox), never from the path', () => {
    const step = {
      kind: 'action',
      action: 'fill',
      target: { role: 'textbox', name: 'Lösenord' },
      secret: { kind: 'password', persona: 'passwordUser' },
    } as const
    const written = playwrightSpecFrom({ ...sample, steps: [step] }, 'x')
    expect(written).toContain(`.fill(await secretValue(page, { kind: 'password', persona: 'passwordUser' }))`)
    expect(written).toContain(`import { expectReplayed, readRecordedPath, replayStart, secretValue } from`)
    expect(v.parse(RecordedPathSchema, { ...sample, steps: [step] }).steps[0]).toEqual(step)
  })

  it('writes any name as a valid single-quoted string', () => {
    const step = { kind: 'action', action: 'click', target: { role: 'link', name: `Elin's "bok" \\ 1` } } as const
    const quoted = playwrightSpecFrom({ ...sample, steps: [step] }, 'x')
    expect(quoted).toContain(`{ name: 'Elin\\'s "bok" \\\\ 1', exact: true }`)
    const apostrophe = playwrightSpecFrom(
      { ...sample, steps: [{ ...step, target: { role: 'link', name: "Elin's" } }] },
      'x',
    )
    expect(apostrophe).toContain(`{ name: "Elin's", exact: true }`)
  })

  it('leaves the clock alone when the recording ran in real time', () => {
    const real = playwrightSpecFrom({ ...sample, start: { ...START, clock: null }, steps: [] }, 'x')
    expect(real).not.toContain('setClock')
  })
})
