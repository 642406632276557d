import { assign, createActor, setup } from 'xstate'
import { describe, expect, it } from 'vitest'
import { acceptedEvents, coverage, REDACTED, stateLabel, stateTree, summarizeContext } from './dev-inspector-model'

describe('summarizeContext (what the inspector shows of a context)', () => {
  it('never shows a token, password, code or hash, but says the key is there', () => {
    const shown = summarizeContext({
      accessToken: 'eyJhbGciOi.secret',
      password: 'Hemligt1!',
      smsCode: '4821',
      loginHash: 'a1b2c3',
      user: { name: 'Elin', refreshToken: 'r-1' },
    })
    expect(shown).toEqual({
      accessToken: REDACTED,
      password: REDACTED,
      smsCode: REDACTED,
      loginHash: REDACTED,
      user: { name: 'Elin', refreshToken: REDACTED },
    })
    const text = JSON.stringify(shown)
    for (const secret of ['eyJhbGciOi', 'Hemligt1!', '4821', 'a1b2c3', 'r-1']) expect(text).not.toContain(secret)
  })

  it('masks personal numbers as §3 allows (the last four), in any field and inside texts', () => {
    expect(
      summarizeContext({
        personalNumber: '198112189876',
        other: '19811218-9876',
        note: 'Elin 200501021234 called',
        people: [{ personalNumber: '8112189876' }],
      }),
    ).toEqual({
      personalNumber: '19811218-XXXX',
      other: '19811218-XXXX',
      note: 'Elin 20050102-XXXX called',
      people: [{ personalNumber: '19811218-XXXX' }],
    })
  })

  it('redacts a personal-number field it cannot read as one, rather than show it', () => {
    expect(summarizeContext({ personalNumber: 'x-123', pnr: 1981121898 })).toEqual({
      personalNumber: REDACTED,
      pnr: REDACTED,
    })
  })

  it('cuts long texts and lists, names child actors and survives cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' }
    cyclic.self = cyclic
    const child = createActor(setup({}).createMachine({ id: 'child' }))
    const shown = summarizeContext({
      long: 'a'.repeat(200),
      items: [1, 2, 3, 4, 5, 6, 7],
      child,
      cyclic,
      at: new Date('2026-05-01T10:00:00Z'),
      onDone: () => undefined,
    }) as Record<string, unknown>
    expect(shown.long).toBe(`${'a'.repeat(80)}… (200)`)
    expect(shown.items).toEqual([1, 2, 3, 4, 5, '… 2 more'])
    expect(shown.child).toBe(`actor ${child.id}`)
    expect(shown.cyclic).toEqual({ name: 'loop', self: '[circular]' })
    expect(shown.at).toBe('2026-05-01T10:00:00.000Z')
    expect(shown).not.toHaveProperty('onDone')
  })
})

const flow = setup({
  types: {} as {
    context: { name: string }
    events: { type: 'TYPE'; name: string } | { type: 'SAVE' } | { type: 'BACK' }
  },
  guards: { hasName: ({ context }) => context.name !== '' },
}).createMachine({
  id: 'flow',
  initial: 'edit',
  context: { name: '' },
  states: {
    edit: {
      initial: 'first',
      states: { first: { on: { BACK: 'second' } }, second: {} },
      on: {
        TYPE: { actions: assign({ name: ({ event }) => event.name }) },
        SAVE: { target: 'saved', guard: 'hasName' },
      },
    },
    saved: { type: 'final' },
  },
})

describe('the machine model', () => {
  it('lists the events the active states accept, and which a guard refuses now', () => {
    const actor = createActor(flow).start()
    expect(acceptedEvents(actor.getSnapshot())).toEqual([
      { type: 'BACK', now: true },
      { type: 'SAVE', now: false },
      { type: 'TYPE', now: true },
    ])
    actor.send({ type: 'TYPE', name: 'Elin' })
    expect(acceptedEvents(actor.getSnapshot()).find((event) => event.type === 'SAVE')?.now).toBe(true)
  })

  it("builds the production machine's graph with the current and visited states, and counts coverage", () => {
    const tree = stateTree(flow, new Set(['flow', 'flow.edit', 'flow.edit.first']), new Set(['flow.edit.first']))
    expect(tree.children.map((node) => node.name)).toEqual(['edit', 'saved'])
    const [edit, saved] = tree.children
    expect(edit.transitions).toEqual([
      { event: 'TYPE', target: 'edit', guarded: false },
      { event: 'SAVE', target: 'saved', guarded: true },
    ])
    expect(edit.children[0]).toMatchObject({ name: 'first', current: true, visited: true })
    expect(edit.children[1]).toMatchObject({ name: 'second', current: false, visited: false })
    expect(saved).toMatchObject({ current: false, visited: false })
    expect(coverage(tree)).toEqual({ visited: 2, total: 4 })
  })

  it('writes a state value on one line', () => {
    expect(stateLabel('edit')).toBe('edit')
    expect(stateLabel({ edit: 'first' })).toBe('edit.first')
    expect(stateLabel({ a: { x: 'y' }, b: 'z' })).toBe('a.x.y, b.z')
  })
})
