/**
 * The instructor instructions' confirmation (§2 /instructor/instructions and /my-qualifications, §6
 * "instructor ... must confirm instructions", §7 PUT /trade-certificates/read; ADR 0009). The spec
 * names the call, not its body: the portal sends the commit date of the instructions it showed, so
 * a confirmation never covers instructions the person has not seen.
 */
import * as v from 'valibot'
import { IsoDate } from '../common.schemas'
import { TradeCertificateSchema } from '../shell/user.schemas'

export const InstructionsReadBodySchema = v.object({ committedAt: IsoDate })
export type InstructionsReadBody = v.InferOutput<typeof InstructionsReadBodySchema>

/** The new read date, on the person and on each of the person's trade certificates. */
export const InstructionsReadSchema = v.object({
  readInstructionsOn: IsoDate,
  tradeCertificates: v.array(TradeCertificateSchema),
})
export type InstructionsRead = v.InferOutput<typeof InstructionsReadSchema>
