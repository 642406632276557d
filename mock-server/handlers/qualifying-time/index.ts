/**
 * The qualifying-time slice's handlers (issue 21), in matching order (the badge's count before
 * `/qualification-times/:id`); ../../handlers.ts takes them whole. `persons/{id}/qualification-time`
 * stays the shell's handler and reads the state from here.
 */
import { modificationHandlers } from './modifications'
import { qualifyingTimeHandlers } from './qualifying-times'

export const qualifyingTimeSliceHandlers = [...qualifyingTimeHandlers, ...modificationHandlers]
