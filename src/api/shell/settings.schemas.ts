import * as v from 'valibot'
import { IsoDate } from '../common.schemas'

export const VersionSchema = v.object({ version: v.string() })
export const SystemSettingsSchema = v.object({ newInstructionsAt: v.nullable(IsoDate) })
export type SystemSettings = v.InferOutput<typeof SystemSettingsSchema>
export const InstructionsSchema = v.object({ committedAt: v.nullable(IsoDate) })
export type Instructions = v.InferOutput<typeof InstructionsSchema>
