/**
 * The e-book slice's handlers, in matching order (MSW answers with the first that matches, so a
 * more specific path stands before a general one it would also match); ../../handlers.ts takes
 * them whole.
 */
import { bookExportHandlers } from './book-export'
import { bookPauseAttachmentHandlers, bookPauseReadHandlers, bookPauseWriteHandlers } from './book-pauses'
import { bookAdminHandlers, bookReadHandlers } from './books'
import { calibrationHandlers } from './calibration'
import { reportDetailReadHandlers, reportDetailWriteHandlers } from './report-details'
import { reportReadHandlers, reportWriteHandlers } from './reports'
import { takeOverHandlers } from './take-over'

export const ebookHandlers = [
  ...bookReadHandlers,
  ...bookAdminHandlers,
  ...bookPauseReadHandlers,
  ...bookPauseWriteHandlers,
  ...bookPauseAttachmentHandlers,
  ...reportReadHandlers,
  ...reportWriteHandlers,
  ...takeOverHandlers,
  ...reportDetailReadHandlers,
  ...reportDetailWriteHandlers,
  ...bookExportHandlers,
  ...calibrationHandlers,
]
