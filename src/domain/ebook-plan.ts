import type { Element, Level, PersonName } from '../api/ebook/ebook.schemas'
import { approvedBelowRequired, assessedLevel, partReachedRequired } from './ebook'

/**
 * The e-book's record plan and reconciliations (spec §2 "Instructor and e-book": e-book screens
 * "record plan" and "reconciliations"). No API call serves them: both are read from the book's
 * element parts, which carry the apprentice's achieved level and the instructor's level and approval.
 */

/** What is left to do for a part: report it at all, or report it again at a higher level. */
export type NextStep = 'notReported' | 'raiseLevel'

export interface PlanPart {
  id: number
  name: string
  mandatory: boolean
  requiredLevel: Level
  /** The level that counts (the instructor's where given, else the apprentice's: assessedLevel). */
  achievedLevel: Level | null
  nextStep: NextStep
  /** Approved, but below the required level (ADR 0011): still to reach, as the approval box says. */
  approvedBelow: boolean
}

export interface PlanElement {
  id: number
  name: string
  parts: PlanPart[]
}

export interface RecordPlan {
  /** The elements with parts left, in the book's order; an element with nothing left is not here. */
  elements: PlanElement[]
  partsLeft: number
  mandatoryLeft: number
}

/**
 * The parts still to record: not at their required level by the assessed level (never reported, or
 * reported or assessed lower). An approval below the required level does not settle a part (ADR
 * 0011): the approval box counts it as missing, so the plan lists it. Within an element the mandatory
 * parts come first, otherwise in the book's order.
 */
export function recordPlan(elements: readonly Pick<Element, 'id' | 'name' | 'parts'>[]): RecordPlan {
  const planned: PlanElement[] = []
  let partsLeft = 0
  let mandatoryLeft = 0
  for (const element of elements) {
    const left = element.parts.filter((part) => !partReachedRequired(part))
    if (left.length === 0) continue
    const mandatory = left.filter((p) => p.mandatory)
    const parts = [...mandatory, ...left.filter((p) => !p.mandatory)].map((part): PlanPart => ({
      id: part.id,
      name: part.name,
      mandatory: part.mandatory,
      requiredLevel: part.requiredLevel,
      achievedLevel: assessedLevel(part),
      nextStep: assessedLevel(part) === null ? 'notReported' : 'raiseLevel',
      approvedBelow: approvedBelowRequired(part),
    }))
    planned.push({ id: element.id, name: element.name, parts })
    partsLeft += parts.length
    mandatoryLeft += mandatory.length
  }
  return { elements: planned, partsLeft, mandatoryLeft }
}

export interface Reconciliation {
  elementId: number
  elementName: string
  partId: number
  partName: string
  /** The apprentice's level; null when never reported. */
  achievedLevel: Level | null
  /** The instructor's level; null when the instructor approved without setting one. */
  instructorLevel: Level | null
  /** The instructor's level is the apprentice's. */
  agree: boolean
  approvedAt: string | null
  approvedBy: PersonName | null
}

/**
 * The parts the instructor has taken a position on (set a level or approved): disagreements first,
 * then the newest approval first; those not approved (a level set, no approval yet) after the
 * approved ones, and otherwise in the book's order.
 */
export function reconciliations(elements: readonly Pick<Element, 'id' | 'name' | 'parts'>[]): Reconciliation[] {
  const rows: Reconciliation[] = elements.flatMap((element) =>
    element.parts
      .filter((part) => part.instructorLevel !== null || part.approvedAt !== null)
      .map((part) => ({
        elementId: element.id,
        elementName: element.name,
        partId: part.id,
        partName: part.name,
        achievedLevel: part.achievedLevel,
        instructorLevel: part.instructorLevel,
        // An approval without a level of the instructor's own confirms the level the apprentice reported.
        agree: part.instructorLevel === null ? part.approvedAt !== null : part.instructorLevel === part.achievedLevel,
        approvedAt: part.approvedAt,
        approvedBy: part.approvedBy,
      })),
  )
  // Array.prototype.sort is stable: equal rows keep the book's order.
  return rows.sort((a, b) => Number(a.agree) - Number(b.agree) || newestFirst(a.approvedAt, b.approvedAt))
}

/** Dates ('yyyy-mm-dd' or ISO) newest first, a missing date last. */
function newestFirst(a: string | null, b: string | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return b.localeCompare(a)
}
