/**
 * The portable export of an approved e-book (issue 10, ADR 0009); not in the spec, so the paths are
 * the project's: `GET /books/{id}/export` answers the book's record (every saved report, both levels
 * of every rated part, every approval and its approver, the book's approval) signed with the
 * backend's ECDSA P-256 key (made by this copy on first use, ADR 0012) over the canonical JSON (src/domain/ebook-export.ts); `GET
 * /books/export-key` answers the public key (a JWK) and needs no session: verifying is for anyone.
 *
 * Who exports: whoever reads the book (its apprentice, its instructors, the company users of §6,
 * global administrators), only once it is approved or issued (422 `notApproved` before). A reader
 * who may not see a protected identity's name gets it masked, signed as such.
 */
import * as v from 'valibot'
import {
  EbookExportDocumentSchema,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type EbookExportDocument,
} from '../../../src/api/ebook/export.schemas'
import { signEbookExport } from '../../../src/domain/ebook-export'
import { nowIso } from '../../clock'
import { db, type ReportDetailRecord } from '../../db'
import { exportSigningKey } from '../../signing-key'
import { api, fail, ok, route, type Ctx } from '../-support'
import {
  apprenticeName,
  bookElements,
  bookTheory,
  bookValidUntil,
  detailView,
  ebookRoute,
  permittedPeriod,
  personName,
  readableBook,
  type BookAccess,
} from './-ebook-support'

function exportDocument(
  ctx: Ctx,
  access: BookAccess,
  approval: { approvedById: number; approvedAt: string },
): EbookExportDocument {
  const book = access.book
  const d = db()
  const company = d.companies.findFirst((q) => q.where({ id: book.companyId }))
  const profession = d.professions.findFirst((q) => q.where({ id: book.professionId }))
  const elements = bookElements(book)
  const partNames = new Map(elements.flatMap((e) => e.parts.map((p) => [p.id, p.name] as const)))
  const workplaces = new Map(
    d.workplaces
      .findMany((q) => q.where({ companyId: book.companyId }))
      .map((w) => [w.id, { id: w.id, name: w.name }] as const),
  )
  const reports = d.reports
    .findMany((q) => q.where({ bookId: book.id, state: 'saved' }))
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.id - b.id)
  const reportIds = new Set(reports.map((r) => r.id))
  const details = new Map<number, ReportDetailRecord[]>()
  for (const detail of d.reportDetails
    .findMany((q) => q.where((x) => reportIds.has(x.reportId)))
    .sort((a, b) => a.id - b.id)) {
    details.set(detail.reportId, [...(details.get(detail.reportId) ?? []), detail])
  }
  return v.parse(EbookExportDocumentSchema, {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: nowIso(),
    book: {
      id: book.id,
      status: book.status,
      apprentice: apprenticeName(ctx, access),
      company: {
        id: book.companyId,
        name: company?.name ?? '',
        organizationalNumber: company?.organizationalNumber ?? '',
      },
      profession: { id: book.professionId, name: profession?.name ?? '' },
      permittedPeriod: permittedPeriod(book),
      employmentDate: book.employmentDate,
      approval: { approvedBy: personName(approval.approvedById), approvedAt: approval.approvedAt },
      issuedAt: book.issuedAt,
      validUntil: bookValidUntil(book),
    },
    elements,
    theory: bookTheory(book.id).map(({ bookId: _bookId, ...module }) => module),
    reports: reports.map((r) => ({
      id: r.id,
      fromDate: r.fromDate,
      toDate: r.toDate,
      date: r.date,
      savedAt: r.savedAt,
      place: r.place,
      comment: r.comment,
      workplace: r.workplaceId === null ? null : (workplaces.get(r.workplaceId) ?? null),
      instructor: r.instructorId === null ? null : personName(r.instructorId),
      details: (details.get(r.id) ?? []).map((detail) => {
        const { reportId: _reportId, ...rest } = detailView(detail)
        return { ...rest, partName: partNames.get(detail.partId) ?? '' }
      }),
    })),
  })
}

/** WebCrypto's subtle API exists in Node and in browsers on secure pages (https, localhost) only. */
function requireWebCrypto(ctx: Ctx): void {
  if (typeof globalThis.crypto?.subtle?.sign !== 'function') fail(503, { message: ctx.t('serverError') })
}

export const bookExportHandlers = [
  // This copy's public key (made on first use, ADR 0012); without WebCrypto there is none to give.
  route('get', api('/books/export-key'), async (ctx) => {
    requireWebCrypto(ctx)
    return ok((await exportSigningKey()).publicKey)
  }),

  ebookRoute('get', '/books/:id/export', async (ctx, auth) => {
    const access = readableBook(ctx, auth, ctx.id())
    const book = access.book
    if (
      (book.status !== 'approved' && book.status !== 'issued') ||
      book.approvedById === null ||
      book.approvedAt === null
    ) {
      const text = ctx.t('exportNotApproved')
      fail(422, { message: text, errors: [{ field: 'id', message: text }], data: { reason: 'notApproved' } })
    }
    requireWebCrypto(ctx)
    const document = exportDocument(ctx, access, { approvedById: book.approvedById, approvedAt: book.approvedAt })
    const key = await exportSigningKey()
    return ok(await signEbookExport(document, key.privateKey, key.publicKey.kid))
  }),
]
