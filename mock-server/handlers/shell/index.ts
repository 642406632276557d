/**
 * The shell slice's handlers, in matching order (MSW answers with the first that matches, so a
 * more specific path stands before a general one it would also match); ../../handlers.ts takes
 * them whole.
 */
import { baselistsHandlers } from './baselists'
import { notificationsHandlers } from './notifications'
import { personsHandlers } from './persons'
import { settingsHandlers } from './settings'

export const shellHandlers = [...personsHandlers, ...notificationsHandlers, ...settingsHandlers, ...baselistsHandlers]
