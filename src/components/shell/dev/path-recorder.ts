import { PERSONAS } from '../../../../mock-server/scenario/shell'
import { inspectionLog, type LogEntry } from './inspection-log'
import { PageActionReader, type KnownLogin } from './page-actions'
import { recordingFrom, type RecordedPath, type RecordedStep, type RecordingStart } from './path-recording'

/**
 * The developer panel's path recorder (issue 23, mock builds only): between Record and Stop it listens
 * to the page (clicks, changes and Enter, in the capture phase, outside the panel) and takes the faults
 * and clock moves the panel makes; Stop merges them with the inspection log's machine events and states
 * after Record, in the order they happened. Lives outside the panel's React tree, so closing the panel
 * to use the portal does not end a recording (a full page load does).
 */

/** A page action, fault or clock move, placed after the log entry that was the latest when it happened. */
interface Note {
  afterSeq: number
  step: RecordedStep
}

export type RecorderState =
  | { status: 'idle' }
  | { status: 'recording'; name: string; start: RecordingStart; since: number; actions: number }
  | { status: 'stopped'; name: string; path: RecordedPath }

/** The path of a recording: the log's steps after `since`, each note placed after its entry. */
export function pathFrom(
  entries: readonly LogEntry[],
  since: number,
  start: RecordingStart,
  notes: readonly Note[],
): RecordedPath {
  const after = entries.filter((entry) => entry.seq > since)
  const machineSteps = recordingFrom(after, since, start).steps
  const steps: RecordedStep[] = []
  let next = 0
  after.forEach((entry, index) => {
    for (; next < notes.length && notes[next].afterSeq < entry.seq; next += 1) steps.push(notes[next].step)
    steps.push(machineSteps[index])
  })
  for (; next < notes.length; next += 1) steps.push(notes[next].step)
  return { version: 1, start, steps }
}

/** Elements the recorder does not listen to: the panel, its launcher, and dialogs holding the panel. */
export const SKIP_ATTRIBUTE = 'data-recorder-skip'
function inPanel(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true
  if (target.closest(`[${SKIP_ATTRIBUTE}]`)) return true
  return target.closest('[role="dialog"], [role="alertdialog"]')?.querySelector(`[${SKIP_ATTRIBUTE}]`) != null
}

const EVENTS = ['click', 'change', 'keydown'] as const

export class PathRecorder {
  private state: RecorderState = { status: 'idle' }
  private notes: Note[] = []
  private readonly listeners = new Set<() => void>()
  private reader: PageActionReader

  constructor(
    private readonly log: { entries(): readonly LogEntry[] },
    private readonly doc: Document,
    private readonly logins: readonly KnownLogin[],
  ) {
    this.reader = new PageActionReader(logins)
  }

  readonly getState = (): RecorderState => this.state

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private readonly seq = () => this.log.entries().at(-1)?.seq ?? 0

  private readonly onPage = (event: Event) => {
    if (this.state.status !== 'recording' || inPanel(event.target)) return
    const actions = this.reader.read(event)
    if (actions.length === 0) return
    for (const step of actions) this.notes.push({ afterSeq: this.seq(), step })
    this.set({ ...this.state, actions: this.state.actions + actions.length })
  }

  /** `name`: the files' name (the panel closes and opens again while recording). */
  start(start: RecordingStart, name: string): void {
    if (this.state.status === 'recording') return
    this.notes = []
    this.reader = new PageActionReader(this.logins)
    for (const type of EVENTS) this.doc.addEventListener(type, this.onPage, true)
    this.set({ status: 'recording', name, start, since: this.seq(), actions: 0 })
  }

  /** A fault or clock move the panel made: kept while recording, ignored otherwise. */
  note(step: Extract<RecordedStep, { kind: 'fault' | 'clock' }>): void {
    if (this.state.status === 'recording') this.notes.push({ afterSeq: this.seq(), step })
  }

  stop(): RecordedPath | null {
    if (this.state.status !== 'recording') return null
    for (const type of EVENTS) this.doc.removeEventListener(type, this.onPage, true)
    const path = pathFrom(this.log.entries(), this.state.since, this.state.start, this.notes)
    this.notes = []
    this.set({ status: 'stopped', name: this.state.name, path })
    return path
  }

  private set(state: RecorderState) {
    this.state = state
    for (const listener of this.listeners) listener()
  }
}

/** The README's personas' login data: what a secret typed while recording is matched against. */
const LOGINS: KnownLogin[] = Object.values(PERSONAS).map(({ key, password, personalNumber }) => ({
  key,
  password,
  personalNumber,
}))

/** The panel's one recorder (created with the panel's chunk, mock builds only). */
export const pathRecorder = new PathRecorder(inspectionLog, document, LOGINS)
