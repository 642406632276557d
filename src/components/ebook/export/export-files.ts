import type { EbookExport, EbookExportDocument } from '../../../api/ebook/export.schemas'

/** Letters NFD does not take apart into a base letter and a mark. */
const PLAIN: Readonly<Record<string, string>> = { ł: 'l', đ: 'd', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', þ: 'th', ı: 'i' }

/** A name as a file-name part every system takes: 'Łucja Wiśniewska' -> 'lucja-wisniewska'. */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/./gu, (char) => PLAIN[char] ?? char)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** 'e-book-7005-elin-andersson.json': the book's id and its apprentice, the same for the JSON and the PDF. */
export function exportFileName(document: Pick<EbookExportDocument, 'book'>, extension: 'json' | 'pdf'): string {
  const apprentice = fileNamePart(`${document.book.apprentice.firstName} ${document.book.apprentice.lastName}`)
  return `e-book-${document.book.id}${apprentice ? `-${apprentice}` : ''}.${extension}`
}

/** The signed export as a file: the answer as it came (readable, two-space indents; JCS ignores layout). */
export function exportJsonBlob(exported: EbookExport): Blob {
  return new Blob([`${JSON.stringify(exported, null, 2)}\n`], { type: 'application/json' })
}

/** Offers `blob` as a download named `fileName` (the ui kit's, shared with every stored document's button). */
export { saveFile } from '../../ui/file-download/file-download'
