import type { InspectionEvent } from 'xstate'
import { inspectionLog } from '../components/shell/dev/inspection-log'

/**
 * XState's inspection API for the developer panel's machine inspector (issue 23): every root actor is
 * created with `{ inspect }` (children share their root's system, so they are reported too). Mock builds
 * only: in a real-API build `__MOCK__` is false, `inspect` is undefined (createActor's default) and the
 * log is not bundled (scripts/production-bundle.build.test.ts checks it).
 */
// `typeof` first: the Playwright runner loads this module in Node (e2e specs import page modules for
// their texts and ids), where no build defines __MOCK__; there nothing is inspected.
export const inspect: ((event: InspectionEvent) => void) | undefined =
  typeof __MOCK__ !== 'undefined' && __MOCK__ ? inspectionLog.record : undefined
