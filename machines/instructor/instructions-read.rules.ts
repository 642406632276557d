import { failureOf } from '../../src/api/failure'
import type { Instructions } from '../../src/api/shell/settings.schemas'
import { instructionsOutdated } from '../../src/domain/role-pages'

/**
 * §6 and ADR 0009: the instructions in force were committed after the person's read date, or the
 * person never confirmed any. Only then is there something to confirm; instructions without a
 * commit date ask for nothing.
 */
export function needsConfirmation(
  readOn: string | null,
  instructions: Pick<Instructions, 'committedAt'> | null,
): boolean {
  return instructions !== null && instructionsOutdated({ readInstructionsOn: readOn }, instructions.committedAt)
}

/**
 * ADR 0009: the confirmation names the commit date the page showed; newer instructions in force are
 * refused with 422 `instructionsChanged` on the field `committedAt` (the edge keeps the server's
 * field texts in the Failure). The page then reads the new ones and asks again.
 */
export function instructionsChanged(error: unknown): boolean {
  return failureOf(error, 'couldNotSave').fieldErrors?.committedAt !== undefined
}
