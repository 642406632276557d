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

/** How long a download's object URL is kept: a browser may still be reading it after the click. */
const REVOKE_AFTER_MS = 60_000

/** Offers `blob` as a download named `fileName` (an object URL on a link with `download`, clicked once). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
