/** The import slice's handlers (issue 22); ../../handlers.ts takes them whole. */
import { byn2ImportHandlers } from './byn2import'

export const importHandlers = [...byn2ImportHandlers]
