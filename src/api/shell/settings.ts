import { http } from '../client'
import { InstructionsSchema, SystemSettingsSchema, VersionSchema, type Instructions, type SystemSettings } from './settings.schemas'

export async function getApiVersion(): Promise<string> {
  return (await http().get('app/version').json(VersionSchema)).version
}

export async function getSystemSettings(): Promise<SystemSettings> {
  return http().get('system-settings/get').json(SystemSettingsSchema)
}

export async function getCurrentInstructions(): Promise<Instructions> {
  return http().get('instructions/get-current').json(InstructionsSchema)
}
