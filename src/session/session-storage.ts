import * as v from 'valibot'
import { CurrentUserSchema, type CurrentUser } from '../api/shell/user.schemas'

/** Where the current user (with token) survives a reload. */
export const USER_STORAGE_KEY = 'pp.user'

/** The stored user, or null when there is none or it no longer matches the schema (an older build wrote it). */
export function readStoredUser(): CurrentUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(USER_STORAGE_KEY)
    if (!raw) return null
    const parsed = v.safeParse(CurrentUserSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

export function writeStoredUser(user: CurrentUser): void {
  try {
    globalThis.localStorage?.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  } catch {
    // Private mode or full storage: the session lasts for this page only.
  }
}

export function clearStoredUser(): void {
  try {
    globalThis.localStorage?.removeItem(USER_STORAGE_KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
