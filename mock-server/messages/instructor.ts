/**
 * The instructor slice's texts (handlers/instructor).
 * Merged into the one catalogue in ../messages.ts; a key lives in exactly one part (messages.test.ts).
 */
import type { MessageEntry } from './-entry'

export const instructorMessages = {
  instructionsChanged: {
    sv: 'Instruktionerna har ändrats sedan du öppnade dem. Läs de nya och bekräfta igen.',
    en: 'The instructions have changed since you opened them. Read the new ones and confirm again.',
    pl: 'Instrukcje zmieniły się od czasu ich otwarcia. Przeczytaj nowe i potwierdź ponownie.',
  },
} satisfies Record<string, MessageEntry>
