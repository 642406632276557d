/**
 * The instructor slice's handlers, in matching order (MSW answers with the first that matches, so a
 * more specific path stands before a general one it would also match); ../../handlers.ts takes
 * them whole.
 */
import { instructionsHandlers } from './instructions'

export const instructorHandlers = [...instructionsHandlers]
