import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph'
import { formatPersonalNumber } from '../../../domain/format'

/**
 * What the machine inspector shows of a machine (issue 23), computed from XState's own objects: the
 * snapshot the inspection API reported and the production machine's definition. Pure, unit tested.
 */

/** Keys whose values never show: secrets and one-time codes (hashes included). */
const SECRET_KEY = /token|password|passwd|secret|code|hash|^otp$|^pin$/i
/** Keys whose string value is a personal number whatever its form. */
const PERSONAL_NUMBER_KEY = /personal.?number|^pnr$|ssn/i
/** A personal number inside any text: 12 digits, or 8 + 4 with a dash (§3's display format). */
const PERSONAL_NUMBER = /\b(?:19|20)\d{6}-?\d{4}\b/g

export const REDACTED = '[redacted]'
const MAX_STRING = 80
const MAX_ITEMS = 5
const MAX_DEPTH = 4

function maskPersonalNumbers(text: string): string {
  return text.replace(PERSONAL_NUMBER, (pn) => formatPersonalNumber(pn, { mask: true }))
}

function truncate(text: string): string {
  return text.length > MAX_STRING ? `${text.slice(0, MAX_STRING)}… (${text.length})` : text
}

function isActorRef(value: object): value is { id: string } {
  return 'sessionId' in value && 'send' in value && typeof (value as { id?: unknown }).id === 'string'
}

/**
 * A machine's context as the panel may show it: secrets redacted, personal numbers masked as §3 allows
 * ("YYYYMMDD-XXXX"), long texts and lists cut, child actors named, functions left out. JSON-safe.
 */
export function summarizeContext(value: unknown): unknown {
  const seen = new WeakSet<object>()
  const walk = (item: unknown, key: string, depth: number): unknown => {
    if (typeof item === 'string') {
      if (PERSONAL_NUMBER_KEY.test(key) && item.trim()) {
        const masked = formatPersonalNumber(item, { mask: true })
        return masked.endsWith('XXXX') ? masked : REDACTED
      }
      return truncate(maskPersonalNumbers(item))
    }
    if (typeof item === 'number') return PERSONAL_NUMBER_KEY.test(key) ? REDACTED : item
    if (item === null || typeof item === 'boolean' || item === undefined) return item ?? null
    if (typeof item !== 'object') return undefined
    if (item instanceof Date) return Number.isNaN(item.getTime()) ? 'Invalid Date' : item.toISOString()
    if (isActorRef(item)) return `actor ${item.id}`
    if (seen.has(item)) return '[circular]'
    if (depth >= MAX_DEPTH) return Array.isArray(item) ? `[${item.length} items]` : '{…}'
    seen.add(item)
    if (Array.isArray(item) || item instanceof Set) {
      const items = [...item]
      const shown = items.slice(0, MAX_ITEMS).map((entry) => walk(entry, key, depth + 1))
      return items.length > MAX_ITEMS ? [...shown, `… ${items.length - MAX_ITEMS} more`] : shown
    }
    const entries =
      item instanceof Map ? [...item.entries()].map(([k, v]) => [String(k), v] as const) : Object.entries(item)
    const result: Record<string, unknown> = {}
    for (const [name, entry] of entries) {
      if (typeof entry === 'function') continue
      result[name] =
        SECRET_KEY.test(name) && entry !== null && entry !== undefined ? REDACTED : walk(entry, name, depth + 1)
    }
    return result
  }
  return walk(value, '', 0)
}

export interface AcceptedEvent {
  type: string
  /** The machine would take it now as it stands (its guards pass with the event's type alone). */
  now: boolean
}

/** The events the active states define transitions for (xstate's own ones left out), as in the production machine. */
export function acceptedEvents(snapshot: AnyMachineSnapshot): AcceptedEvent[] {
  const types = new Set(
    snapshot._nodes.flatMap((node) => node.ownEvents).filter((type) => !/^xstate\.|^\*$/.test(type)),
  )
  return [...types].sort().map((type) => {
    let now = false
    try {
      now = snapshot.can({ type })
    } catch {
      // A guard that reads the event's payload: it depends on what is sent.
    }
    return { type, now }
  })
}

export interface StateTreeNode {
  id: string
  /** The state's own key (the machine's id at the root). */
  name: string
  current: boolean
  visited: boolean
  transitions: Array<{ event: string; target: string; guarded: boolean }>
  children: StateTreeNode[]
}

/** A state id as the panel names it: its path inside the machine ("step.address"). */
function pathOf(id: string, machineId: string): string {
  return id === machineId ? machineId : id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : id
}

/** The machine's states and transitions (xstate/graph), with the current and the visited states marked. */
export function stateTree(
  machine: AnyStateMachine,
  visited: ReadonlySet<string>,
  current: ReadonlySet<string>,
): StateTreeNode {
  const build = (node: DirectedGraphNode): StateTreeNode => ({
    id: node.id,
    name: node.stateNode.key,
    current: current.has(node.id),
    visited: visited.has(node.id),
    transitions: node.edges.map((edge) => ({
      event: edge.label.text,
      target: pathOf(edge.target.id, machine.id),
      guarded: !!edge.transition.guard,
    })),
    children: node.children.map(build),
  })
  return build(toDirectedGraph(machine))
}

/** How many of a tree's states (the root left out) the session visited. */
export function coverage(tree: StateTreeNode): { visited: number; total: number } {
  const all = (node: StateTreeNode): StateTreeNode[] => node.children.flatMap((child) => [child, ...all(child)])
  const states = all(tree)
  return { visited: states.filter((state) => state.visited).length, total: states.length }
}

/** The state value as one line ("step.address", or "a.x, b.y" for parallel states). */
export function stateLabel(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value !== 'object' || value === null) return String(value)
  return Object.entries(value)
    .map(([key, sub]) => {
      const inner = stateLabel(sub)
      return inner && typeof sub === 'object' && Object.keys(sub as object).length === 0 ? key : `${key}.${inner}`
    })
    .join(', ')
}
