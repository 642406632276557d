/**
 * System settings, API version and current instructions (§7). Public: the version loads before
 * login (§4 start) and none of them holds personal data.
 */
import { InstructionsSchema, SystemSettingsSchema, VersionSchema } from '../../../src/api/shell/settings.schemas'
import { db } from '../../db'
import { api, ok, route, wire } from '../-support'

function settings() {
  const found = db().settings.findFirst()
  if (!found) throw new Error('seed error: settings missing')
  return found
}

export const settingsHandlers = [
  route('get', api('/system-settings/get'), () => ok(wire(SystemSettingsSchema, settings()))),
  route('get', api('/app/version'), () => ok(wire(VersionSchema, { version: settings().apiVersion }))),
  route('get', api('/instructions/get-current'), () => ok(wire(InstructionsSchema, settings()))),
]
