/**
 * The printout of an export (ebook-pdf.ts and pdf-content.ts) on the export the simulated backend
 * signs for Elin's approved book 7005: what it says, in which texts, and that the bytes are a PDF
 * with numbered pages whose Polish letters are drawn by the embedded font.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { EBOOK_IDS as B } from '../../../../mock-server/seed'
import { exportBook } from '../../../api/ebook/books'
import type { EbookExportDocument } from '../../../api/ebook/export.schemas'
import i18n from '../../../i18n/i18n'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'
import { renderEbookPdf, type PdfFonts } from './ebook-pdf'
import { pdfContent, printable, type Translate } from './pdf-content'
import { NS } from './texts'

withScenarioBackend()

const fontsDir = join(import.meta.dirname, 'fonts')
const fonts: PdfFonts = {
  regular: new Uint8Array(readFileSync(join(fontsDir, 'DejaVuSans-latin.ttf'))).buffer,
  bold: new Uint8Array(readFileSync(join(fontsDir, 'DejaVuSans-Bold-latin.ttf'))).buffer,
}

const textsOf = (lng: 'sv' | 'en' | 'pl'): Translate => {
  const t = i18n.getFixedT(lng, NS)
  return (key, values) => t(key, values ?? {})
}

async function approvedBook(): Promise<EbookExportDocument> {
  await scenarioUser('apprentice')
  return (await exportBook(B.approved)).document
}

/** The PDF's bytes as text, its compressed streams (page contents, the fonts' ToUnicode maps) inflated. */
function pdfText(bytes: ArrayBuffer): { raw: string; streams: string } {
  const raw = Buffer.from(bytes).toString('latin1')
  const streams: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      streams.push(inflateSync(Buffer.from(match[1] as string, 'latin1')).toString('latin1'))
    } catch {
      // Not deflated (or not a stream jsPDF compressed): not needed here.
    }
  }
  return { raw, streams: streams.join('\n') }
}

describe('pdfContent', () => {
  it('says who, what and the approval, then each report with every part: both levels, the comments and who approved it', async () => {
    const document = await approvedBook()
    const content = pdfContent(document, textsOf('sv'))
    expect(content.title).toBe('E-bok för Elin Andersson')
    expect(content.subtitle).toBe(`Utskrift av den godkända e-boken ${B.approved}`)
    expect(content.facts).toEqual(
      expect.arrayContaining([
        ['Lärling', 'Elin Andersson'],
        ['Yrke', 'Träarbetare'],
        ['Företag', 'Takmästarna Mitt AB (556934-5670)'],
        ['Godkänd av', expect.stringMatching(/^Johan Berg den 2025-06-30 \d\d:\d\d$/)],
      ]),
    )
    expect(content.reportsHeading).toBe(`${B.approvedReportCount} rapporter`)
    expect(content.reports).toHaveLength(B.approvedReportCount)
    const first = document.reports[0]
    const report = content.reports[0]
    if (!first || !report) throw new Error('7005 has reports')
    expect(report.title).toBe(`Rapport ${first.fromDate} till ${first.toDate}`)
    expect(report.facts[0]).toEqual(['Arbetsplats', first.workplace?.name ?? '–'])
    expect(report.parts.map((p) => p.name)).toEqual(first.details.map((d) => d.partName))
    const detail = first.details[0]
    if (!detail) throw new Error('the first report has a rated part')
    expect(report.parts[0]?.lines[0]).toBe(
      `Lärlingens nivå: ${detail.level} av 4 · Handledarens nivå: ${detail.instructorLevel === null ? 'inte bedömd' : `${detail.instructorLevel} av 4`}`,
    )
    expect(report.parts[0]?.lines.at(-1)).toBe(
      detail.approvedAt ? expect.stringMatching(/^Godkänt av /) : 'Inte godkänt',
    )
    expect(content.original).toBe(
      'Den signerade JSON-filen är det verifierbara originalet; den här PDF-filen är en utskrift av den.',
    )
    expect(content.page(2, 9)).toBe('Sida 2 av 9')
  })

  it('shows an instructor comment and an approval with its approver, in English and Polish too', async () => {
    const document = await approvedBook()
    const report = structuredClone(document.reports[0])
    if (!report?.details[0]) throw new Error('7005 has a rated part')
    report.details = [
      {
        ...report.details[0],
        level: 2,
        instructorLevel: 3,
        instructorComment: 'Bra jobbat.',
        approvedAt: '2025-03-01',
        approvedBy: { id: 1002, firstName: 'Johan', lastName: 'Berg' },
      },
    ]
    const one = { ...document, reports: [report] }
    expect(pdfContent(one, textsOf('en')).reports[0]?.parts[0]?.lines).toEqual([
      "Apprentice's level: 2 of 4 · Instructor's level: 3 of 4",
      ...(report.details[0].comment.trim() ? [`Apprentice's comment: ${report.details[0].comment}`] : []),
      "Instructor's comment: Bra jobbat.",
      'Approved by Johan Berg on 2025-03-01',
    ])
    const pl = pdfContent(one, textsOf('pl'))
    expect(pl.reportsHeading).toBe('1 raport')
    expect(pl.reports[0]?.parts[0]?.lines.at(-1)).toBe('Zatwierdził(a) Johan Berg, 2025-03-01')
    expect(pl.page(1, 3)).toBe('Strona 1 z 3')
  })
})

describe('printable', () => {
  it('composes letters, keeps line breaks, and marks what the font cannot draw', () => {
    expect(printable('Zo\u0308e\r\nrad 2\tslut')).toBe('Zöe\nrad 2 slut')
    expect(printable('Łucja Wiśniewska-Żak, Åsa Öberg, Ștefan')).toBe('Łucja Wiśniewska-Żak, Åsa Öberg, Ștefan')
    expect(printable('Иван 😀')).toBe('???? ?')
  })
})

describe('renderEbookPdf', () => {
  it('makes a PDF of several numbered A4 pages with the title in its properties', async () => {
    const document = await approvedBook()
    const bytes = renderEbookPdf(document, textsOf('sv'), fonts, 'sv')
    const { raw } = pdfText(bytes)
    expect(raw.startsWith('%PDF-')).toBe(true)
    const pages = [...raw.matchAll(/\/Type \/Page\b(?!s)/g)].length
    expect(pages).toBeGreaterThan(2)
    expect(raw).toMatch(new RegExp(`/Count ${pages}\\b`))
    expect(raw).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/)
    expect(raw).toContain('/Lang (sv)')
  })

  it('draws Polish and Swedish letters with the embedded font (not WinAnsi): they are in its Unicode map', async () => {
    const document = await approvedBook()
    const named = {
      ...document,
      book: {
        ...document.book,
        apprentice: { ...document.book.apprentice, firstName: 'Łucja', lastName: 'Wiśniewska-Żak' },
      },
    }
    const { raw, streams } = pdfText(renderEbookPdf(named, textsOf('pl'), fonts, 'pl'))
    expect(raw).toContain('/FontFile2')
    expect(raw).toContain('/Encoding /Identity-H')
    // Only the embedded font: no standard font (WinAnsi, no ł) is in the file at all.
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/)
    expect(raw).not.toContain('/WinAnsiEncoding')
    // The font's ToUnicode map names each letter drawn: Ł ś Ż of the name, ł ż ó of the Polish labels.
    for (const letter of ['Ł', 'ś', 'Ż', 'ł', 'ż', 'ó']) {
      expect(streams, letter).toContain(`<${(letter.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}>`)
    }
  })
})
