import { http, type CallContext } from '../client'
import {
  InstructionsSchema,
  SystemSettingsSchema,
  VersionSchema,
  type Instructions,
  type SystemSettings,
} from './settings.schemas'

export async function getApiVersion(): Promise<string> {
  return (await http().get('app/version').json(VersionSchema)).version
}

export async function getSystemSettings(): Promise<SystemSettings> {
  return http().get('system-settings/get').json(SystemSettingsSchema)
}

/** §8: a failed instructions load is only logged; `silent` leaves it to the caller (no global toast). */
export async function getCurrentInstructions(options: CallContext = {}): Promise<Instructions> {
  return http()
    .get('instructions/get-current', { context: { silent: options.silent } })
    .json(InstructionsSchema)
}
