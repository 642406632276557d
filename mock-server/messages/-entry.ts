/** The languages the simulated backend answers in, and one text of its catalogue in each (below ../messages.ts and its parts). */
export type ServerLocale = 'sv' | 'en' | 'pl'

/** One text of the catalogue, in every language the server answers in. */
export type MessageEntry = Record<ServerLocale, string>
