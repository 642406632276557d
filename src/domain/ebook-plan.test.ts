import { describe, expect, it } from 'vitest'
import type { Element, ElementPart } from '../api/ebook/ebook.schemas'
import { reconciliations, recordPlan } from './ebook-plan'
import { samplePart } from '../test/ebook-samples'

const IVAR = { id: 2101, firstName: 'Ivar', lastName: 'Handledare' }

let nextId = 1
function part(overrides: Partial<ElementPart>): ElementPart {
  const id = nextId++
  return samplePart({ id, name: `Part ${id}`, ...overrides })
}

const element = (id: number, parts: ElementPart[]): Element => ({ id, name: `Element ${id}`, parts })

describe('recordPlan', () => {
  it('keeps the parts below their required level or never reported, and says what is left for each', () => {
    const plan = recordPlan([
      element(1, [
        part({ name: 'never', achievedLevel: null }),
        part({ name: 'below', achievedLevel: 2, requiredLevel: 3 }),
        part({ name: 'at', achievedLevel: 3, requiredLevel: 3 }),
        part({ name: 'above', achievedLevel: 4, requiredLevel: 3 }),
      ]),
    ])
    expect(plan.elements).toHaveLength(1)
    expect(plan.elements[0].parts.map((p) => [p.name, p.nextStep])).toEqual([
      ['never', 'notReported'],
      ['below', 'raiseLevel'],
    ])
    expect(plan.elements[0].parts[1]).toMatchObject({ achievedLevel: 2, requiredLevel: 3 })
  })

  it('keeps a part approved below its required level, marked so (ADR 0011: the approval box counts it missing too)', () => {
    const plan = recordPlan([
      element(1, [
        part({ name: 'approved low', achievedLevel: 1, approvedAt: '2026-03-01', approvedBy: IVAR }),
        part({ name: 'open' }),
      ]),
    ])
    expect(plan.elements[0].parts.map((p) => [p.name, p.nextStep, p.approvedBelow])).toEqual([
      ['approved low', 'raiseLevel', true],
      ['open', 'notReported', false],
    ])
  })

  it('reads the level that counts: the instructor’s below the required level keeps a part the apprentice rated high enough', () => {
    const plan = recordPlan([
      element(1, [
        part({ name: 'assessed low', achievedLevel: 3, instructorLevel: 2 }),
        part({ name: 'assessed up', achievedLevel: 2, instructorLevel: 3 }),
      ]),
    ])
    expect(plan.elements[0].parts.map((p) => [p.name, p.achievedLevel])).toEqual([['assessed low', 2]])
  })

  it('lists the mandatory parts of an element first, otherwise in the book order', () => {
    const plan = recordPlan([
      element(1, [
        part({ name: 'opt A', mandatory: false }),
        part({ name: 'man B' }),
        part({ name: 'opt C', mandatory: false }),
        part({ name: 'man D', achievedLevel: 1 }),
      ]),
    ])
    expect(plan.elements[0].parts.map((p) => p.name)).toEqual(['man B', 'man D', 'opt A', 'opt C'])
  })

  it('keeps the element order and omits elements with nothing left', () => {
    const plan = recordPlan([
      element(3, [part({ achievedLevel: 1 })]),
      element(1, [part({ achievedLevel: 3 }), part({ achievedLevel: 4, approvedAt: '2026-01-01', approvedBy: IVAR })]),
      element(2, [part({})]),
      element(4, []),
    ])
    expect(plan.elements.map((e) => e.id)).toEqual([3, 2])
  })

  it('counts the parts left and the mandatory ones among them', () => {
    const plan = recordPlan([
      element(1, [part({}), part({ mandatory: false }), part({ achievedLevel: 4 })]),
      element(2, [part({ mandatory: false, achievedLevel: 1 }), part({ achievedLevel: 2 })]),
    ])
    expect(plan.partsLeft).toBe(4)
    expect(plan.mandatoryLeft).toBe(2)
  })

  it('is empty, with zero counts, when everything is recorded at the required level', () => {
    expect(recordPlan([element(1, [part({ achievedLevel: 3 })])])).toEqual({
      elements: [],
      partsLeft: 0,
      mandatoryLeft: 0,
    })
    expect(recordPlan([])).toEqual({ elements: [], partsLeft: 0, mandatoryLeft: 0 })
  })
})

describe('reconciliations', () => {
  it('holds only the parts where the instructor set a level or approved', () => {
    const rows = reconciliations([
      element(1, [
        part({ name: 'untouched', achievedLevel: 2 }),
        part({ name: 'level set', achievedLevel: 2, instructorLevel: 2 }),
        part({ name: 'approved', achievedLevel: 3, instructorLevel: 3, approvedAt: '2026-03-01', approvedBy: IVAR }),
      ]),
    ])
    expect(rows.map((r) => r.partName).sort()).toEqual(['approved', 'level set'])
  })

  it("agrees when the instructor's level is the apprentice's, or the part was approved without a level of the instructor's own", () => {
    const rows = reconciliations([
      element(7, [
        part({ name: 'same', achievedLevel: 3, instructorLevel: 3 }),
        part({ name: 'lower', achievedLevel: 3, instructorLevel: 2 }),
        part({ name: 'higher', achievedLevel: 2, instructorLevel: 3 }),
        part({ name: 'approved without a level', achievedLevel: 4, approvedAt: '2026-03-02', approvedBy: IVAR }),
      ]),
    ])
    const agree = Object.fromEntries(rows.map((r) => [r.partName, r.agree]))
    expect(agree).toEqual({ same: true, lower: false, higher: false, 'approved without a level': true })
    expect(rows.find((r) => r.partName === 'lower')).toMatchObject({
      elementId: 7,
      elementName: 'Element 7',
      achievedLevel: 3,
      instructorLevel: 2,
    })
  })

  it('puts disagreements first, then the newest approval first, the unapproved last', () => {
    const rows = reconciliations([
      element(1, [
        part({ name: 'agree old', achievedLevel: 2, instructorLevel: 2, approvedAt: '2026-01-10', approvedBy: IVAR }),
        part({ name: 'agree unapproved', achievedLevel: 2, instructorLevel: 2 }),
        part({ name: 'agree new', achievedLevel: 3, instructorLevel: 3, approvedAt: '2026-04-01', approvedBy: IVAR }),
      ]),
      element(2, [
        part({ name: 'differ old', achievedLevel: 3, instructorLevel: 2, approvedAt: '2026-02-01', approvedBy: IVAR }),
        part({ name: 'differ unapproved', achievedLevel: 4, instructorLevel: 3 }),
        part({ name: 'differ new', achievedLevel: 1, instructorLevel: 2, approvedAt: '2026-05-01', approvedBy: IVAR }),
      ]),
    ])
    expect(rows.map((r) => r.partName)).toEqual([
      'differ new',
      'differ old',
      'differ unapproved',
      'agree new',
      'agree old',
      'agree unapproved',
    ])
  })

  it('carries who approved and when', () => {
    const [row] = reconciliations([
      element(1, [part({ achievedLevel: 3, instructorLevel: 3, approvedAt: '2026-03-01', approvedBy: IVAR })]),
    ])
    expect(row).toMatchObject({ approvedAt: '2026-03-01', approvedBy: IVAR, agree: true })
  })

  it('is empty when the instructor has taken no position', () => {
    expect(reconciliations([element(1, [part({ achievedLevel: 4 })])])).toEqual([])
  })
})
