/**
 * The application slice's handlers, in matching order (MSW answers with the first that matches, so a
 * more specific path stands before a general one it would also match); ../../handlers.ts takes
 * them whole.
 */
import { applicationDocumentHandlers } from './application-documents'
import { applicationReadHandlers } from './applications-read'
import { applicationTransitionHandlers } from './applications-transitions'
import { applicationWriteHandlers } from './applications-write'

export const applicationHandlers = [
  ...applicationReadHandlers,
  ...applicationWriteHandlers,
  ...applicationTransitionHandlers,
  ...applicationDocumentHandlers,
]
