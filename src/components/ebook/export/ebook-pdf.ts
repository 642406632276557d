/**
 * The printout of an exported e-book (issue 10): A4 pages made in the browser with jsPDF from the
 * same signed export document the JSON download holds. Loaded only when the user asks for a PDF
 * (export-panel.tsx imports this module with import()), so jsPDF is in no route chunk.
 *
 * The standard 14 PDF fonts know only WinAnsi (no ą ę ł ń ś ź ż), so the text is drawn in an
 * embedded Latin subset of DejaVu Sans (fonts/, ~46 kB a weight, fetched with the library); jsPDF
 * embeds only the letters used.
 */
import { jsPDF } from 'jspdf'
import type { EbookExportDocument } from '../../../api/ebook/export.schemas'
import boldFontUrl from './fonts/DejaVuSans-Bold-latin.ttf?url'
import regularFontUrl from './fonts/DejaVuSans-latin.ttf?url'
import { pdfContent, printable, type FactRow, type PdfContent, type Translate } from './pdf-content'

export interface PdfFonts {
  regular: ArrayBuffer
  bold: ArrayBuffer
}

export type PdfLanguage = 'sv' | 'en' | 'pl'

const FONT = 'DejaVuSans'
const PAGE = { width: 210, height: 297 }
const MARGIN = { left: 18, right: 18, top: 18, bottom: 24 }
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
const LABEL_WIDTH = 46
/** mm per point, and the line height as a factor of the font size. */
const PT = 25.4 / 72
const LEADING = 1.3

function base64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer)
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

async function fetchFont(url: string): Promise<ArrayBuffer> {
  const response = await fetch(new URL(url, document.baseURI))
  if (!response.ok) throw new Error(`ebook-pdf: the font ${url} answered ${response.status}`)
  return response.arrayBuffer()
}

/** The two embedded fonts, from the build's own assets (same origin: CSP connect-src 'self'). */
export async function loadPdfFonts(): Promise<PdfFonts> {
  const [regular, bold] = await Promise.all([fetchFont(regularFontUrl), fetchFont(boldFontUrl)])
  return { regular, bold }
}

/** Writes text top-down on A4 pages, starting a new page when the next block does not fit. */
class Writer {
  private y = MARGIN.top

  constructor(private readonly doc: jsPDF) {}

  private lineHeight(size: number): number {
    return size * PT * LEADING
  }

  private lines(text: string, size: number, bold: boolean, width: number): string[] {
    this.doc.setFont(FONT, bold ? 'bold' : 'normal')
    this.doc.setFontSize(size)
    return this.doc.splitTextToSize(printable(text), width) as string[]
  }

  /** Starts a new page unless `height` mm still fit on this one. */
  keep(height: number): void {
    if (this.y + height <= PAGE.height - MARGIN.bottom) return
    this.doc.addPage()
    this.y = MARGIN.top
  }

  gap(mm: number): void {
    this.y += mm
  }

  paragraph(
    text: string,
    options: { size?: number; bold?: boolean; indent?: number; grey?: boolean; keepWithNext?: number } = {},
  ): void {
    const { size = 10, bold = false, indent = 0, grey = false, keepWithNext = 0 } = options
    const lines = this.lines(text, size, bold, TEXT_WIDTH - indent)
    const height = this.lineHeight(size)
    // A heading stays with the first lines of what follows it.
    this.keep(Math.min(lines.length, 2) * height + keepWithNext)
    this.doc.setTextColor(grey ? 80 : 20)
    for (const line of lines) {
      this.keep(height)
      this.doc.setFont(FONT, bold ? 'bold' : 'normal')
      this.doc.setFontSize(size)
      this.doc.text(line, MARGIN.left + indent, this.y, { baseline: 'top' })
      this.y += height
    }
  }

  /** Label and value in two columns; a long value wraps in its column. */
  facts(rows: readonly FactRow[], indent = 0): void {
    const size = 10
    const height = this.lineHeight(size)
    for (const [label, value] of rows) {
      const labelLines = this.lines(label, size, true, LABEL_WIDTH - 3)
      const valueLines = this.lines(value, size, false, TEXT_WIDTH - indent - LABEL_WIDTH)
      const rows = Math.max(labelLines.length, valueLines.length)
      this.keep(Math.min(rows, 3) * height)
      this.doc.setTextColor(20)
      for (let i = 0; i < rows; i++) {
        this.keep(height)
        this.doc.setFontSize(size)
        if (labelLines[i] !== undefined) {
          this.doc.setFont(FONT, 'bold')
          this.doc.text(labelLines[i] as string, MARGIN.left + indent, this.y, { baseline: 'top' })
        }
        if (valueLines[i] !== undefined) {
          this.doc.setFont(FONT, 'normal')
          this.doc.text(valueLines[i] as string, MARGIN.left + indent + LABEL_WIDTH, this.y, { baseline: 'top' })
        }
        this.y += height
      }
      this.y += 0.8
    }
  }

  rule(): void {
    this.keep(4)
    this.doc.setDrawColor(170)
    this.doc.setLineWidth(0.2)
    this.doc.line(MARGIN.left, this.y, PAGE.width - MARGIN.right, this.y)
    this.y += 4
  }
}

/** Every page's footer: the signed JSON is the original (left), the page number (right). */
function writeFooters(doc: jsPDF, content: PdfContent): void {
  const pages = doc.getNumberOfPages()
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page)
    doc.setFont(FONT, 'normal')
    doc.setFontSize(8)
    doc.setTextColor(80)
    const y = PAGE.height - MARGIN.bottom + 8
    doc.setDrawColor(170)
    doc.setLineWidth(0.2)
    doc.line(MARGIN.left, y - 2, PAGE.width - MARGIN.right, y - 2)
    const number = printable(content.page(page, pages))
    const numberWidth = doc.getTextWidth(number)
    doc.text(
      doc.splitTextToSize(printable(content.original), TEXT_WIDTH - numberWidth - 6) as string[],
      MARGIN.left,
      y,
      { baseline: 'top', lineHeightFactor: LEADING },
    )
    doc.text(number, PAGE.width - MARGIN.right, y, { baseline: 'top', align: 'right' })
  }
}

/** The PDF of the export's `record` with the texts of `t`, as bytes (starts with %PDF). */
export function renderEbookPdf(
  record: EbookExportDocument,
  t: Translate,
  fonts: PdfFonts,
  language: PdfLanguage,
): ArrayBuffer {
  const content = pdfContent(record, t)
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true, putOnlyUsedFonts: true })
  doc.addFileToVFS(`${FONT}.ttf`, base64(fonts.regular))
  doc.addFont(`${FONT}.ttf`, FONT, 'normal')
  doc.addFileToVFS(`${FONT}-Bold.ttf`, base64(fonts.bold))
  // No font weight: jsPDF would file the style as 'boldbold' and draw the bold text in Times.
  doc.addFont(`${FONT}-Bold.ttf`, FONT, 'bold')
  doc.setProperties({ title: printable(content.title), subject: printable(content.subtitle), creator: 'Mina sidor' })
  doc.setLanguage(language)

  const writer = new Writer(doc)
  writer.paragraph(content.title, { size: 18, bold: true })
  writer.gap(1)
  writer.paragraph(content.subtitle, { size: 11, grey: true })
  writer.gap(5)
  writer.facts(content.facts)
  writer.gap(4)
  writer.paragraph(content.reportsHeading, { size: 14, bold: true, keepWithNext: 20 })
  writer.gap(2)
  if (content.noReports) writer.paragraph(content.noReports)
  for (const report of content.reports) {
    writer.rule()
    writer.paragraph(report.title, { size: 12, bold: true, keepWithNext: 20 })
    writer.gap(1.5)
    writer.facts(report.facts)
    if (report.empty) writer.paragraph(report.empty, { grey: true })
    for (const part of report.parts) {
      writer.gap(1.5)
      writer.paragraph(part.name, { bold: true, indent: 4, keepWithNext: 10 })
      for (const line of part.lines) writer.paragraph(line, { indent: 4, size: 9.5 })
    }
    writer.gap(3)
  }
  writeFooters(doc, content)
  return doc.output('arraybuffer')
}

/** The PDF as a file to offer: fonts fetched, pages made. */
export async function makeEbookPdf(record: EbookExportDocument, t: Translate, language: PdfLanguage): Promise<Blob> {
  const fonts = await loadPdfFonts()
  return new Blob([renderEbookPdf(record, t, fonts, language)], { type: 'application/pdf' })
}
