/**
 * The login slice's handlers, in matching order (MSW answers with the first that matches, so a
 * more specific path stands before a general one it would also match); ../../handlers.ts takes
 * them whole. One file today, so its array is the slice's.
 */
export { loginHandlers } from './login'
