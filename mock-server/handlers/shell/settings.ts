/**
 * System settings, API version and current instructions (§7). Public: the version loads before
 * login (§4 start) and none of them holds personal data. A revoked session's token is still refused (406).
 */
import { InstructionsSchema, SystemSettingsSchema, VersionSchema } from '../../../src/api/shell/settings.schemas'
import { db } from '../../db'
import { api, ok, refuseRevokedSession, route, wire } from '../-support'

function settings() {
  const found = db().settings.findFirst()
  if (!found) throw new Error('seed error: settings missing')
  return found
}

function publicGet(path: string, answer: () => unknown) {
  return route('get', api(path), (ctx) => {
    refuseRevokedSession(ctx.request)
    return ok(answer())
  })
}

export const settingsHandlers = [
  publicGet('/system-settings/get', () => wire(SystemSettingsSchema, settings())),
  publicGet('/app/version', () => wire(VersionSchema, { version: settings().apiVersion })),
  publicGet('/instructions/get-current', () => wire(InstructionsSchema, settings())),
]
