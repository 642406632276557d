/**
 * The qualifications slice's handlers (issue 21), in matching order; ../../handlers.ts takes them
 * whole. What a person holds is answered by the shell's person call (qualifications.ts widens it).
 */
import { qrHandlers } from './qr'

export const qualificationsHandlers = [...qrHandlers]
