/**
 * The instructor slice's one call of its own (ADR 0009): confirming the current instructions. The
 * qualifications slice's /my-qualifications calls it too (the api layer is shared); the instructions
 * themselves are read with src/api/shell/settings.ts getCurrentInstructions.
 */
import { http, type CallContext } from '../client'
import { InstructionsReadSchema, type InstructionsRead } from './instructions.schemas'

/** Confirms the instructions committed at `committedAt` (422 `instructionsChanged` when newer ones are in force). */
export async function confirmInstructionsRead(
  committedAt: string,
  options: CallContext = {},
): Promise<InstructionsRead> {
  return http()
    .put('trade-certificates/read', { json: { committedAt }, context: { silent: options.silent } })
    .json(InstructionsReadSchema)
}
