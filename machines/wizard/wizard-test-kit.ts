/**
 * Test-only: starting a wizard machine in a machine test and recording the screens it shows. Not
 * imported by production code.
 */
import { createActor, type Actor, type AnyStateMachine, type InputFrom, type SnapshotFrom } from 'xstate'

/** Starts the machine with its input; `visited` lists each screen it showed, in order (once while it stays). */
export function startRecording<M extends AnyStateMachine, Screen>(
  machine: M,
  input: InputFrom<M>,
  screenOf: (snapshot: SnapshotFrom<M>) => Screen,
): { actor: Actor<M>; visited: Screen[] } {
  const actor = createActor(machine, { input } as never) as Actor<M>
  const visited: Screen[] = []
  actor.subscribe((s) => {
    const screen = screenOf(s as SnapshotFrom<M>)
    if (visited.at(-1) !== screen) visited.push(screen)
  })
  actor.start()
  return { actor, visited }
}

/** Lets the invoked fakes answer (they resolve on the next turn). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Sends the answers as the page's `answers.change` and lets the machine settle. */
export async function answer<A>(actor: { send: (event: { type: 'answers.change'; answers: A }) => void }, answers: A) {
  actor.send({ type: 'answers.change', answers })
  await settle()
}
