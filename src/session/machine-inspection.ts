import type { InspectionEvent } from 'xstate'
import { inspectionLog } from '../components/shell/dev/inspection-log'
import { REPLAY_HOOK, replayHook } from '../components/shell/dev/replay-hook'

/**
 * XState's inspection API for the developer panel's machine inspector (issue 23): every root actor is
 * created with `{ inspect }` (children share their root's system, so they are reported too). Mock builds
 * only: in a real-API build `__MOCK__` is false, `inspect` is undefined (createActor's default) and the
 * log is not bundled (scripts/production-bundle.build.test.ts checks it).
 */
// `typeof` first: the Playwright runner loads this module in Node (e2e specs import page modules for
// their texts and ids), where no build defines __MOCK__; there nothing is inspected.
const mockBuild = typeof __MOCK__ !== 'undefined' && __MOCK__

export const inspect: ((event: InspectionEvent) => void) | undefined = mockBuild ? inspectionLog.record : undefined

// The path recorder's replay hook (ADR 0020): a recorded spec reads the states the machines reached
// through it. Set where the log is chosen, so it is there before the first actor starts.
if (mockBuild && typeof window !== 'undefined')
  Object.assign(window, { [REPLAY_HOOK]: replayHook(() => inspectionLog.entries()) })
