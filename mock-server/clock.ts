/**
 * The scenario clock. null means real time; QA and tests pin it (PUT /__mock/clock) to make time
 * rules (BankID expiry, qualifying time, read times) repeatable.
 */
import { readSetting, writeSetting } from './kv'

const KEY = 'clock'

export function getClock(): string | null {
  const value = readSetting(KEY)
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null
}

export function setClock(iso: string | null): void {
  writeSetting(KEY, iso === null ? undefined : new Date(iso).toISOString())
}

export function now(): Date {
  const pinned = getClock()
  return pinned ? new Date(pinned) : new Date()
}

export function nowIso(): string {
  return now().toISOString()
}
