/**
 * Book pauses (§3 Pause, §4 paused, §6 "staff, roles, pauses"): read by the book's readers,
 * created, changed and deleted by the company's administrator, department administrator or
 * education responsible; a new pause is e-mailed to the region of the book's company (§4). Period rules: src/domain/ebook.ts checkPausePeriod (§5); an approved or
 * issued book takes no pause.
 */
import {
  BookPauseSchema,
  PauseCreateBodySchema,
  PauseListBodySchema,
  PauseUpdateBodySchema,
  type PauseSentToRegion,
} from '../../../src/api/ebook/ebook.schemas'
import { MAX_DOCUMENT_BYTES, documentProblem, sniffDocumentType } from '../../../src/domain/application'
import { checkPausePeriod, type PeriodInput } from '../../../src/domain/ebook'
import { sendToOutbox } from '../../accounts'
import { nowIso } from '../../clock'
import { db, nextId, type BookPauseRecord, type BookRecord } from '../../db'
import { message } from '../../messages'
import { fail, ok, rows, wire, type Auth, type Ctx } from '../-support'
import { cleanFileName, multipartForm, storedFileAnswer, toBase64 } from '../-uploads'
import {
  bookAccess,
  ebookRoute,
  loadBook,
  permittedPeriod,
  readableBook,
  regionLetterOf,
  refusePeriod,
} from './-ebook-support'

export const bookPauseReadHandlers = [
  // The client calls it with a trailing slash (§7); both spellings answer.
  ...['/book-pauses/list/', '/book-pauses/list'].map((path) =>
    ebookRoute('patch', path, async (ctx, auth) => {
      const { bookId } = await ctx.body(PauseListBodySchema)
      const { book } = readableBook(ctx, auth, bookId)
      const pauses = db()
        .bookPauses.findMany((q) => q.where({ bookId: book.id }))
        .sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.id - b.id)
      return ok(rows(BookPauseSchema, pauses))
    }),
  ),
]

/** The book of a pause write: 404 unknown, 403 unless the caller manages its pauses. */
function managedBook(ctx: Ctx, auth: Auth, bookId: number): BookRecord {
  const access = bookAccess(auth, loadBook(ctx, bookId))
  if (!access.mayManagePauses) ctx.forbidden()
  return access.book
}

function requirePausable(ctx: Ctx, book: BookRecord): void {
  if (book.status !== 'approved' && book.status !== 'issued') return
  fail(422, {
    message: ctx.t('pauseBookClosed'),
    errors: [{ field: 'bookId', message: ctx.t('pauseBookClosed') }],
    data: { reason: book.status },
  })
}

function checkPause(ctx: Ctx, book: BookRecord, period: PeriodInput, exceptPauseId: number | null): void {
  const d = db()
  refusePeriod(
    ctx,
    book,
    checkPausePeriod(period, {
      permitted: permittedPeriod(book),
      reports: d.reports.findMany((q) => q.where({ bookId: book.id })),
      otherPauses: d.bookPauses.findMany((q) => q.where({ bookId: book.id })).filter((p) => p.id !== exceptPauseId),
    }),
  )
}

function loadPause(ctx: Ctx, id: number): BookPauseRecord {
  return db().bookPauses.findFirst((q) => q.where({ id })) ?? ctx.notFound()
}

const MB = 1024 * 1024

async function replacePause(id: number, change: (draft: BookPauseRecord) => void): Promise<BookPauseRecord> {
  const updated = await db().bookPauses.update((q) => q.where({ id }), { data: change })
  if (!updated) throw new Error(`pause ${id} vanished during an update`)
  return updated
}

/**
 * A pause's attachment (§3 Pause; issue 17): one file per pause, uploaded as multipart `file` by
 * whoever manages the book's pauses, under ADR 0004's document rules (PDF, JPG, PNG, TIF by name and
 * by bytes; not empty; at most 10 MB); a new upload replaces the old one. Read by the book's readers.
 */
export const bookPauseAttachmentHandlers = [
  ebookRoute('post', '/educations/book-pauses/:id/attachment/upload', async (ctx, auth) => {
    const pause = loadPause(ctx, ctx.id())
    const book = managedBook(ctx, auth, pause.bookId)
    requirePausable(ctx, book)
    const form = await multipartForm(ctx)
    const file = form.get('file')
    if (file === null || typeof file === 'string') return ctx.invalid('file', 'fieldRequired', { field: 'file' })
    const problem = documentProblem({ name: file.name, type: file.type, size: file.size })
    if (problem === 'wrongType') return ctx.invalid('file', 'documentWrongType')
    if (problem === 'empty') return ctx.invalid('file', 'documentEmpty')
    if (problem === 'tooLarge' || problem === 'totalTooLarge')
      return ctx.invalid('file', 'documentTooLarge', { max: String(MAX_DOCUMENT_BYTES / MB) })
    const bytes = new Uint8Array(await file.arrayBuffer())
    // What the bytes are, not what the file name says.
    const contentType = sniffDocumentType(bytes)
    if (contentType === null) return ctx.invalid('file', 'documentWrongType')
    const updated = await replacePause(pause.id, (draft) => {
      draft.attachment = {
        fileName: cleanFileName(file.name, 'attachment'),
        contentType,
        size: bytes.length,
        uploadedAt: nowIso(),
      }
      draft.attachmentBase64 = toBase64(bytes)
    })
    return ok(wire(BookPauseSchema, updated))
  }),

  ebookRoute('delete', '/educations/book-pauses/:id/attachment/delete', async (ctx, auth) => {
    const pause = loadPause(ctx, ctx.id())
    const book = managedBook(ctx, auth, pause.bookId)
    requirePausable(ctx, book)
    if (!pause.attachment) return ctx.notFound()
    const updated = await replacePause(pause.id, (draft) => {
      delete draft.attachment
      delete draft.attachmentBase64
    })
    return ok(wire(BookPauseSchema, updated))
  }),

  // The stored bytes with the content type they were found to be; every reader of the book.
  ebookRoute('get', '/educations/book-pauses/:id/attachment/get', (ctx, auth) => {
    const pause = loadPause(ctx, ctx.id())
    readableBook(ctx, auth, pause.bookId)
    if (!pause.attachment || pause.attachmentBase64 === undefined) return ctx.notFound()
    return storedFileAnswer(pause.attachment, pause.attachmentBase64)
  }),
]

/**
 * §4 "Pauses … go to the nearest region": a new pause is e-mailed (in Swedish, the region's language,
 * as the certificate hand-off) to the region of the book's company, the region the company belongs to.
 * A company without a region, or a region without an address, is sent nothing, and the pause says so
 * by carrying no `sentToRegion`.
 */
async function reportPauseToRegion(
  book: BookRecord,
  pause: BookPauseRecord,
  by: Auth['person'],
): Promise<PauseSentToRegion | undefined> {
  const letter = regionLetterOf(book)
  if (!letter || letter.region.email.trim() === '') return undefined
  const sent = await sendToOutbox({
    to: letter.region.email,
    kind: 'email',
    text: message('sv', 'pauseRegionEmail', {
      id: String(book.id),
      name: letter.apprentice,
      profession: letter.profession,
      company: letter.company.name,
      from: pause.fromDate.slice(0, 10),
      to: pause.toDate.slice(0, 10),
      reason: pause.reason,
      by: `${by.firstName} ${by.lastName}`.trim(),
    }),
  })
  return { regionId: letter.region.id, regionName: letter.region.name, sentAt: sent.sentAt }
}

export const bookPauseWriteHandlers = [
  ebookRoute('post', '/educations/book-pauses/create', async (ctx, auth) => {
    const body = await ctx.body(PauseCreateBodySchema)
    const book = managedBook(ctx, auth, body.bookId)
    requirePausable(ctx, book)
    if (body.reason.trim() === '') ctx.invalid('reason', 'pauseReasonRequired')
    checkPause(ctx, book, body, null)
    const d = db()
    const pause: BookPauseRecord = {
      id: nextId(d.bookPauses.all(), 1),
      bookId: book.id,
      fromDate: body.fromDate,
      toDate: body.toDate,
      reason: body.reason.trim(),
    }
    const sentToRegion = await reportPauseToRegion(book, pause, auth.person)
    await d.bookPauses.create(sentToRegion ? { ...pause, sentToRegion } : pause)
    return ok(wire(BookPauseSchema, sentToRegion ? { ...pause, sentToRegion } : pause))
  }),

  ebookRoute('patch', '/educations/book-pauses/:id/update', async (ctx, auth) => {
    const pause = loadPause(ctx, ctx.id())
    const book = managedBook(ctx, auth, pause.bookId)
    const body = await ctx.body(PauseUpdateBodySchema)
    requirePausable(ctx, book)
    if (body.reason !== undefined && body.reason.trim() === '') ctx.invalid('reason', 'pauseReasonRequired')
    const period = { fromDate: body.fromDate ?? pause.fromDate, toDate: body.toDate ?? pause.toDate }
    checkPause(ctx, book, period, pause.id)
    const updated = await db().bookPauses.update((q) => q.where({ id: pause.id }), {
      data(draft) {
        draft.fromDate = period.fromDate
        draft.toDate = period.toDate
        if (body.reason !== undefined) draft.reason = body.reason.trim()
      },
    })
    if (!updated) throw new Error(`pause ${pause.id} vanished during an update`)
    return ok(wire(BookPauseSchema, updated))
  }),

  ebookRoute('delete', '/educations/book-pauses/:id/delete', (ctx, auth) => {
    const pause = loadPause(ctx, ctx.id())
    const book = managedBook(ctx, auth, pause.bookId)
    requirePausable(ctx, book)
    db().bookPauses.delete((q) => q.where({ id: pause.id }))
    return ok({ ok: true })
  }),
]
