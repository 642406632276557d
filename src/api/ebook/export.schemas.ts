/**
 * The portable export of an approved e-book (issue 10, ADR 0009): a JSON document with every saved
 * report, every rated part with both levels, the instructor's approvals and the book's approval,
 * signed by the backend with ECDSA P-256 (ES256) over the document's canonical JSON (RFC 8785, JCS).
 * Anyone holding the backend's public key (`GET /books/export-key`, a JWK) can check that nothing
 * was altered: src/domain/ebook-export.ts verifyEbookExport. Not in the spec: the paths are ours.
 */
import * as v from 'valibot'
import { Id, IsoDate } from '../common.schemas'
import {
  BookApprovalSchema,
  BookStatusSchema,
  ElementSchema,
  LevelSchema,
  PeriodSchema,
  PersonNameSchema,
  TheoryModuleSchema,
  WorkplaceRefSchema,
} from './ebook.schemas'

export const EXPORT_FORMAT = 'personal-pages/ebook-export'
export const EXPORT_VERSION = 1
/** ECDSA with P-256 and SHA-256 (JWS name), signature as r‖s (64 bytes), base64url. */
export const EXPORT_ALGORITHM = 'ES256'
/** The signed bytes: the UTF-8 of the document's canonical JSON (RFC 8785). */
export const EXPORT_CANONICALIZATION = 'JCS'

export const ExportedDetailSchema = v.object({
  id: Id,
  elementId: Id,
  partId: Id,
  partName: v.string(),
  level: LevelSchema,
  comment: v.string(),
  instructorLevel: v.nullable(LevelSchema),
  instructorComment: v.nullable(v.string()),
  approvedAt: v.nullable(IsoDate),
  approvedBy: v.nullable(PersonNameSchema),
})

export const ExportedReportSchema = v.object({
  id: Id,
  fromDate: IsoDate,
  toDate: IsoDate,
  date: IsoDate,
  savedAt: v.nullable(IsoDate),
  place: v.string(),
  comment: v.string(),
  workplace: v.nullable(WorkplaceRefSchema),
  instructor: v.nullable(PersonNameSchema),
  details: v.array(ExportedDetailSchema),
})

export const EbookExportDocumentSchema = v.object({
  format: v.literal(EXPORT_FORMAT),
  version: v.literal(EXPORT_VERSION),
  exportedAt: IsoDate,
  book: v.object({
    id: Id,
    status: BookStatusSchema,
    apprentice: PersonNameSchema,
    company: v.object({ id: Id, name: v.string(), organizationalNumber: v.string() }),
    profession: v.object({ id: Id, name: v.string() }),
    permittedPeriod: PeriodSchema,
    employmentDate: IsoDate,
    approval: BookApprovalSchema,
    issuedAt: v.nullable(IsoDate),
    validUntil: v.nullable(IsoDate),
  }),
  elements: v.array(ElementSchema),
  theory: v.array(TheoryModuleSchema),
  /** Saved reports, oldest period first; drafts are never part of a book's record. */
  reports: v.array(ExportedReportSchema),
})
export type EbookExportDocument = v.InferOutput<typeof EbookExportDocumentSchema>

export const ExportSignatureSchema = v.object({
  alg: v.literal(EXPORT_ALGORITHM),
  /** The key's id (the `kid` of GET /books/export-key). */
  kid: v.string(),
  canonicalization: v.literal(EXPORT_CANONICALIZATION),
  /** base64url of r‖s. */
  value: v.string(),
})

/** GET /books/{id}/export */
export const EbookExportSchema = v.object({ document: EbookExportDocumentSchema, signature: ExportSignatureSchema })
export type EbookExport = v.InferOutput<typeof EbookExportSchema>

/** GET /books/export-key: the backend's public key as a JWK (RFC 7517). */
export const ExportKeySchema = v.object({
  kty: v.literal('EC'),
  crv: v.literal('P-256'),
  x: v.string(),
  y: v.string(),
  kid: v.string(),
  alg: v.literal(EXPORT_ALGORITHM),
  use: v.literal('sig'),
})
export type ExportKey = v.InferOutput<typeof ExportKeySchema>
