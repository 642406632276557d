/**
 * Files for the application-documents interactions: a small PDF the apprentice uploads, a text file
 * the upload refuses, the multipart body the client sends for them, and the PDF on disk for Pact's
 * binary answers (withResponseBinaryFile reads a file).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MatchersV3 } from '@pact-foundation/pact'

const { regex } = MatchersV3

/** A one-page PDF (the upload check looks at the bytes, so it has to be a real one). */
export const SMALL_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
  '',
].join('\n')

/** A file the portal must refuse before anything is stored (§5: PDF, JPG, PNG and TIF only). */
export const TEXT_FILE = 'Mina betyg: Svenska A, Matematik B\n'

export interface FilePart {
  name: string
  fileName: string
  contentType: string
  content: string
}

/** The boundary the contract's example uses; the client's is random, so the header is matched by pattern. */
export const MULTIPART_BOUNDARY = 'personal-pages-contract-boundary'

/**
 * A multipart/form-data body as a browser or Node's FormData writes it: text fields in the given
 * order, then the file. Pact compares the parts by name (and the file's bytes), not the boundary.
 */
export function multipartBody(fields: Array<[string, string]>, file: FilePart): string {
  const part = (disposition: string, extraHeaders: string, content: string) =>
    `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n${extraHeaders}\r\n${content}\r\n`
  return [
    ...fields.map(([name, value]) => part(`name="${name}"`, '', value)),
    part(`name="${file.name}"; filename="${file.fileName}"`, `Content-Type: ${file.contentType}\r\n`, file.content),
    `--${MULTIPART_BOUNDARY}--\r\n`,
  ].join('')
}

export const MULTIPART_CONTENT_TYPE = regex(
  '^multipart/form-data; ?boundary=.+$',
  `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
)

/** The file as the portal hands it to the client (a File from the file input or the camera). */
export const fileOf = (content: string, fileName: string, contentType: string): File =>
  new File([content], fileName, { type: contentType })

/** A file on disk, for withResponseBinaryFile (which matches the answer by content type, not bytes). */
export function fileOnDisk(fileName: string, content: string | Uint8Array): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'personal-pages-pact-'))
  const path = join(dir, fileName)
  writeFileSync(path, content)
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** SMALL_PDF on disk. */
export const smallPdfFile = () => fileOnDisk('betyg.pdf', SMALL_PDF)
