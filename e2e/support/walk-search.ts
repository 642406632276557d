import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AnyStateMachine, InputFrom } from 'xstate'
import { liveLogic, type GeneratedPath, type PathEvent, type Snap } from './machine-paths'

/**
 * Coverage walks searched on the machine's real snapshots, for flows whose serialized key merges
 * snapshots that replay differently (a wizard's key shows the current page's answers only).
 *
 * Like generateCoverageWalks (machine-paths.ts) a walk goes on from where it is to the nearest
 * transition that covers a target not yet taken, and a new walk starts from the initial state when
 * nothing new is reachable or the walk has `maxSteps`. Unlike it, every run is searched from the
 * walk's real snapshot with the machine's real transitions (liveLogic: child machines answer their
 * calls), where runs planned on a graph of merged vertices would replay differently on the real
 * machine (another page's answers come back, a paused wizard resumes elsewhere). One exhaustive search
 * from the initial state finds every target and the way to it, so a new walk starts without searching.
 */

export interface SearchOptions<TMachine extends AnyStateMachine> {
  events: readonly PathEvent[]
  input: InputFrom<TMachine>
  /** What makes two snapshots one vertex of the search. */
  serialize: (s: Snap<TMachine>) => string
  /** What a transition covers (every target is reached by some walk). */
  targets: (event: PathEvent, to: Snap<TMachine>) => string[]
  /** Transitions no user can cause in the browser; each spec names them with the reason. */
  unreachable?: (s: Snap<TMachine>, event: PathEvent) => boolean
  /** Moves the search may leave out because they lead nowhere new (for speed only). */
  skip?: (s: Snap<TMachine>, event: PathEvent) => boolean
  maxSteps: number
  /**
   * The search takes seconds and Playwright loads a spec twice (to list the tests, then in the worker):
   * the walks (their events, by position in the event list) are kept in a file of the OS temp dir named
   * `<name>-walks-<hash>.json`, the hash of these sources (files or folders of .ts files, from the repo
   * root) and this file. A cached walk is replayed on the machine (cheap); should any of its events no
   * longer apply, the walks are searched again.
   */
  cache?: { name: string; sources: readonly string[] }
}

type Walk<S> = GeneratedPath<S> & { covers: string[] }

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

export function searchCoverageWalks<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: SearchOptions<TMachine>,
): Array<Walk<Snap<TMachine>>> {
  type S = Snap<TMachine>
  const logic = liveLogic(machine, options.input)
  const initial = logic.getInitialSnapshot()
  const events = options.events
  /** Whether the machine takes the event here: a call's answer while that call runs (at any depth), else what the flow handles. */
  const takes = (s: S, event: PathEvent): boolean => {
    const answerOf = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
    if (answerOf === undefined) return s.can(event as never)
    if (!logic.isRunning(s, answerOf)) return false
    // A call of the flow itself: only an answer it handles (a call of a code check: the check handles both).
    return !(answerOf in s.children) || s.can(event as never)
  }
  const file = options.cache ? cacheFile(options.cache) : null
  if (file) {
    try {
      const cached = JSON.parse(readFileSync(file, 'utf8')) as Array<{
        title: string
        events: number[]
        covers: string[]
      }>
      const walks = cached.map(({ title, events: indices, covers }) => {
        let state = initial
        const steps = indices.map((index) => {
          const event = events[index]
          if (!event || !takes(state, event)) throw new Error('a cached walk no longer applies')
          state = logic.transition(state, event)
          return { event, state }
        })
        return { title, initial, steps, covers }
      })
      if (walks.length > 0) return walks
    } catch {
      // No cache yet, or one that no longer applies: search.
    }
  }
  const walks = search(
    options,
    initial,
    (s, event) => takes(s, event),
    (s, event) => logic.transition(s, event),
  )
  if (file && options.cache)
    writeCache(
      file,
      options.cache.name,
      walks.map((w) => ({ title: w.title, covers: w.covers, events: w.steps.map((s) => events.indexOf(s.event)) })),
    )
  return walks
}

function search<TMachine extends AnyStateMachine>(
  options: SearchOptions<TMachine>,
  initial: Snap<TMachine>,
  takes: (s: Snap<TMachine>, event: PathEvent) => boolean,
  nextOf: (s: Snap<TMachine>, event: PathEvent) => Snap<TMachine>,
): Array<Walk<Snap<TMachine>>> {
  type S = Snap<TMachine>
  type Steps = Array<{ event: PathEvent; state: S }>
  const keys = new WeakMap<object, string>()
  const keyOf = (s: S) => {
    let key = keys.get(s)
    if (key === undefined) keys.set(s, (key = options.serialize(s)))
    return key
  }
  const moves = (s: S) => {
    const out: Steps = []
    for (const event of options.events) {
      if (options.skip?.(s, event) || options.unreachable?.(s, event) || !takes(s, event)) continue
      const state = nextOf(s, event)
      if (keyOf(state) !== keyOf(s)) out.push({ event, state })
    }
    return out
  }
  type Tree = Map<string, { from: string | null; event: PathEvent | null; state: S }>
  const runTo = (tree: Tree, key: string, last: { event: PathEvent; state: S }) => {
    const run = [last]
    for (let back = tree.get(key)!; back.from !== null; back = tree.get(back.from)!)
      run.unshift({ event: back.event!, state: back.state })
    return run
  }
  /** Breadth first from `start`: the first run that ends with a move covering a target `isNew` accepts (all of them with `onNew`). */
  const searchFrom = (
    start: S,
    isNew: (target: string) => boolean,
    onNew?: (target: string, run: () => Steps) => void,
  ) => {
    const tree: Tree = new Map([[keyOf(start), { from: null, event: null, state: start }]])
    const queue = [keyOf(start)]
    for (let head = 0; head < queue.length; head++) {
      const key = queue[head] as string
      for (const move of moves(tree.get(key)!.state)) {
        const fresh = options.targets(move.event, move.state).filter(isNew)
        if (fresh.length > 0) {
          if (!onNew) return runTo(tree, key, move)
          for (const target of fresh) onNew(target, () => runTo(tree, key, move))
        }
        const next = keyOf(move.state)
        if (!tree.has(next)) {
          tree.set(next, { from: key, event: move.event, state: move.state })
          queue.push(next)
        }
      }
    }
    return null
  }

  const firstRun = new Map<string, () => Steps>()
  searchFrom(
    initial,
    (target) => !firstRun.has(target),
    (target, run) => firstRun.set(target, run),
  )
  const covered = new Set<string>()
  const walks: Array<Walk<S>> = []
  while (covered.size < firstRun.size) {
    const steps: Steps = []
    const covers: string[] = []
    const take = (run: Steps) => {
      for (const step of run) {
        for (const target of options.targets(step.event, step.state)) {
          if (!covered.has(target)) covers.push(target)
          covered.add(target)
        }
      }
      steps.push(...run)
    }
    const nearest = [...firstRun.keys()].find((target) => !covered.has(target))!
    take(firstRun.get(nearest)!())
    while (steps.length < options.maxSteps && covered.size < firstRun.size) {
      const run = searchFrom(steps[steps.length - 1]!.state, (target) => !covered.has(target))
      if (!run) break
      take(run)
    }
    walks.push({
      title: `walk ${walks.length + 1}: ${steps.length} steps, ${covers.length} new`,
      initial,
      steps,
      covers,
    })
  }
  return walks
}

function cacheFile(cache: { name: string; sources: readonly string[] }): string {
  const filesOf = (path: string): string[] =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
          .sort()
          .map((name) => join(path, name))
      : [path]
  const hash = createHash('sha256')
  for (const file of [
    fileURLToPath(import.meta.url),
    ...cache.sources.flatMap((source) => filesOf(join(ROOT, source))),
  ])
    hash.update(readFileSync(file))
  return join(tmpdir(), `${cache.name}-walks-${hash.digest('hex').slice(0, 16)}.json`)
}

function writeCache(file: string, name: string, walks: unknown): void {
  try {
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(walks))
    renameSync(`${file}.${process.pid}`, file)
    // Walks of earlier sources are of no more use.
    const earlier = new RegExp(`^${name}-walks-[0-9a-f]{16}\\.json$`)
    for (const entry of readdirSync(tmpdir()))
      if (earlier.test(entry) && join(tmpdir(), entry) !== file) unlinkSync(join(tmpdir(), entry))
  } catch {
    // A read-only temp dir: the next load searches again.
  }
}
