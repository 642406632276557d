import type { EbookExportDocument } from '../../../api/ebook/export.schemas'
import { formatDate } from '../../../domain/format'

/** A text of the `ebook-export` namespace with its values (i18next's `t`, bound to the namespace). */
export type Translate = (key: string, values?: Record<string, string | number>) => string

/** A label and its value, written as two columns. */
export type FactRow = readonly [label: string, value: string]

export interface PdfPart {
  name: string
  /** One line each: the levels, the comments, the approval. */
  lines: string[]
}

export interface PdfReport {
  title: string
  facts: FactRow[]
  parts: PdfPart[]
  /** Said when the report has no rated part. */
  empty: string | null
}

/** What the printout says, in reading order, before any layout (ebook-pdf.ts lays it out on A4). */
export interface PdfContent {
  /** The document's title (also its PDF title). */
  title: string
  subtitle: string
  facts: FactRow[]
  reportsHeading: string
  reports: PdfReport[]
  /** Said when the book has no saved report. */
  noReports: string | null
  /** In every page's footer: the signed JSON is the original. */
  original: string
  page: (page: number, pages: number) => string
}

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim()

/** The printout of the export `document` in the texts of `t`: the same record, nothing added. */
export function pdfContent(document: EbookExportDocument, t: Translate): PdfContent {
  const { book } = document
  const none = t('pdf.none')
  const orNone = (value: string | null | undefined) =>
    value === null || value === undefined || value.trim() === '' ? none : value
  const level = (value: number | null) => (value === null ? t('pdf.notAssessed') : t('pdf.level', { level: value }))
  const facts: FactRow[] = [
    [t('pdf.apprentice'), fullName(book.apprentice)],
    [t('pdf.profession'), book.profession.name],
    [
      t('pdf.company'),
      book.company.organizationalNumber
        ? t('pdf.companyValue', { name: book.company.name, number: book.company.organizationalNumber })
        : book.company.name,
    ],
    [
      t('pdf.period'),
      t('pdf.periodValue', {
        from: formatDate(book.permittedPeriod.fromDate),
        to: formatDate(book.permittedPeriod.toDate),
      }),
    ],
    [t('pdf.employmentDate'), formatDate(book.employmentDate)],
    [
      t('pdf.approval'),
      t('pdf.approvalValue', {
        name: fullName(book.approval.approvedBy),
        date: formatDate(book.approval.approvedAt, { time: true }),
      }),
    ],
    ...(book.issuedAt ? [[t('pdf.issuedAt'), formatDate(book.issuedAt)] as const] : []),
    ...(book.validUntil ? [[t('pdf.validUntil'), formatDate(book.validUntil)] as const] : []),
    [t('pdf.exportedAt'), formatDate(document.exportedAt, { time: true })],
  ]
  const reports = document.reports.map<PdfReport>((report) => ({
    title: t('pdf.report', { from: formatDate(report.fromDate), to: formatDate(report.toDate) }),
    facts: [
      [t('pdf.workplace'), orNone(report.workplace?.name)],
      [t('pdf.place'), orNone(report.place)],
      [t('pdf.instructor'), report.instructor ? fullName(report.instructor) : none],
      [t('pdf.comment'), orNone(report.comment)],
    ],
    parts: report.details.map((detail) => ({
      name: detail.partName || String(detail.partId),
      lines: [
        `${t('pdf.apprenticeLevel')}: ${level(detail.level)} · ${t('pdf.instructorLevel')}: ${level(detail.instructorLevel)}`,
        ...(detail.comment.trim() ? [`${t('pdf.partComment')}: ${detail.comment}`] : []),
        ...(detail.instructorComment?.trim() ? [`${t('pdf.instructorComment')}: ${detail.instructorComment}`] : []),
        detail.approvedAt
          ? t('pdf.approvedBy', {
              name: detail.approvedBy ? fullName(detail.approvedBy) : none,
              date: formatDate(detail.approvedAt, { time: true }),
            })
          : t('pdf.notApproved'),
      ],
    })),
    empty: report.details.length === 0 ? t('pdf.noParts') : null,
  }))
  return {
    title: t('pdf.title', { name: fullName(book.apprentice) }),
    subtitle: t('pdf.subtitle', { id: book.id }),
    facts,
    reportsHeading: t('pdf.reports', { count: reports.length }),
    reports,
    noReports: reports.length === 0 ? t('pdf.noReports') : null,
    original: t('pdf.original'),
    page: (page, pages) => t('pdf.page', { page, pages }),
  }
}

/** The code points the embedded font (fonts/, a Latin subset of DejaVu Sans) draws. */
const DRAWN: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
]

/**
 * Text as the PDF can draw it: composed (NFC, so 'ś' typed as s + accent is one letter), line breaks
 * kept, tabs and other spaces as a space, and a character the font has no letter for as '?' (rather
 * than an empty box, or nothing at all).
 */
export function printable(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC').replace(/\r\n?/g, '\n')) {
    const code = char.codePointAt(0) ?? 0
    if (char === '\n') out += char
    else if (/\s/u.test(char)) out += ' '
    else out += DRAWN.some(([from, to]) => code >= from && code <= to) ? char : '?'
  }
  return out
}
