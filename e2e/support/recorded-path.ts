import { readFileSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'
import * as v from 'valibot'
import { PERSONAS, type PersonaKey } from '../../mock-server/seed'
import {
  divergenceMessage,
  firstDivergence,
  RecordedPathSchema,
  REPLAY_HOOK,
  type ActionTarget,
  type ReachedState,
  type RecordedPath,
  type RecordedSecret,
  type RecordedStep,
  type ReplayHook,
} from '../../src/components/shell/dev/path-recording'
import { mock } from './mock'

/**
 * Replaying a path the developer panel recorded (issue 23, ADR 0020): what the exported specs under
 * e2e/recorded/ import (playwrightSpecFrom writes them) and what e2e/shell/dev-recorder.spec.ts replays
 * an export with, so both check a replay the same way.
 */

/** A path file (`<name>.path.json`), checked against the format. */
export function readRecordedPath(file: URL): RecordedPath {
  return v.parse(RecordedPathSchema, JSON.parse(readFileSync(file, 'utf8')))
}

type HookWindow = Record<string, ReplayHook | undefined>
/** A recorded role is read from the page's element; Playwright's type lists ARIA's roles. */
type Role = Parameters<Page['getByRole']>[0]

/** After the recorded page opened: waits for the mock build's replay hook, returns its log's seq. */
export async function replayStart(page: Page): Promise<number> {
  await page.waitForFunction((key) => (window as unknown as HookWindow)[key] !== undefined, REPLAY_HOOK)
  return page.evaluate((key) => (window as unknown as HookWindow)[key]?.seq() ?? 0, REPLAY_HOOK)
}

/** The machine states the page reached after `since`. */
export function reachedStates(page: Page, since: number): Promise<ReachedState[]> {
  return page.evaluate(({ key, seq }) => (window as unknown as HookWindow)[key]?.statesSince(seq) ?? [], {
    key: REPLAY_HOOK,
    seq: since,
  })
}

/** The first divergence's message, or null while the replay is on the path (for expect.poll). */
export async function divergenceNow(page: Page, path: RecordedPath, since: number): Promise<string | null> {
  const divergence = firstDivergence(path, await reachedStates(page, since))
  return divergence && divergenceMessage(divergence)
}

/** Waits until every machine reached its recorded states; fails with the first state where it did not. */
export async function expectReplayed(page: Page, path: RecordedPath, since: number): Promise<void> {
  await expect.poll(() => divergenceNow(page, path, since)).toBeNull()
}

function isPersonaKey(key: string): key is PersonaKey {
  return Object.hasOwn(PERSONAS, key)
}

/**
 * What a replay fills in for a secret the recording left out: the documented persona's password or
 * personal number (README), or the newest code in the outbox. A secret of nobody documented fails here.
 */
export async function secretValue(page: Page, secret: RecordedSecret): Promise<string> {
  if (secret.kind === 'code') {
    const code = (await mock.outbox(page)).find((message) => message.code)?.code
    if (!code) throw new Error('the recording filled a one-time code, but the outbox holds none')
    return code
  }
  const persona = secret.persona !== null && isPersonaKey(secret.persona) ? PERSONAS[secret.persona] : null
  const value = secret.kind === 'password' ? persona?.password : persona?.personalNumber
  if (!value)
    throw new Error(
      `the recording filled a ${secret.kind} that is no documented persona's: write it into the spec by hand`,
    )
  return secret.kind === 'password' ? value : `${value.slice(0, 8)}-${value.slice(8)}`
}

/** The element a recorded action was made on, found as playwrightSpecFrom's spec finds it. */
export function recordedTarget(page: Page, target: ActionTarget): Locator {
  const scope = target.within
    ? page.getByRole(target.within.role as Role, { name: target.within.name, exact: true })
    : page
  return scope.getByRole(target.role as Role, { name: target.name, exact: true })
}

/** One recorded step, done as the exported spec does it (events and states are only checked). */
async function replayStep(page: Page, step: RecordedStep): Promise<void> {
  if (step.kind === 'fault') {
    const { mode, latencyMs, only, hold } = step.faults
    await mock.setFaults(page, mode, latencyMs, only, hold)
  } else if (step.kind === 'clock') await mock.setClock(page, step.now === null ? null : new Date(step.now))
  else if (step.kind === 'action') {
    const target = recordedTarget(page, step.target)
    const value = step.secret ? await secretValue(page, step.secret) : (step.value ?? '')
    if (step.action === 'click') await target.click()
    else if (step.action === 'fill') await target.fill(value)
    else if (step.action === 'select') await target.selectOption(value)
    else await target.press(value)
  }
}

/** The whole replay of a path read as data: reset, clock, page, the steps, then the states' check. */
export async function replayRecordedPath(page: Page, path: RecordedPath): Promise<void> {
  await mock.reset(page, path.start.scenario)
  if (path.start.clock !== null) await mock.setClock(page, new Date(path.start.clock))
  await page.goto(path.start.url)
  const since = await replayStart(page)
  for (const step of path.steps) await replayStep(page, step)
  await expectReplayed(page, path, since)
}
