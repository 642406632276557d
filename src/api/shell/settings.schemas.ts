import * as v from 'valibot'
import { IsoDate } from '../common.schemas'

export const VersionSchema = v.object({ version: v.string() })
export const SystemSettingsSchema = v.object({ newInstructionsAt: v.nullable(IsoDate) })
export type SystemSettings = v.InferOutput<typeof SystemSettingsSchema>
/**
 * GET /instructions/get-current: the instructor instructions in force, committed at `committedAt`
 * (§3). An instructor whose read date is older sees a warning and confirms them (PUT
 * /trade-certificates/read); the spec names only the date, the text is ours (ADR 0009).
 */
export const InstructionsSchema = v.object({
  committedAt: v.nullable(IsoDate),
  title: v.string(),
  sections: v.array(v.object({ heading: v.string(), text: v.string() })),
})
export type Instructions = v.InferOutput<typeof InstructionsSchema>
