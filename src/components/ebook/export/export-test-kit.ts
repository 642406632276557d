/**
 * Test helpers of the export's component tests: the downloads a page offers (object URL + link
 * click, export-files.ts saveFile) caught instead of jsdom's navigation, and the PDF's fonts served
 * from disk as the build serves its assets.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { http, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { mockServer } from '../../../../mock-server/node'
import { registerTestCleanup } from '../../../test/test-cleanup'

export interface Download {
  name: string
  blob: Blob
}

/** What catchDownloads changed, undone after the test (one cleanup function: registered once, run after every test). */
let undoDownloads: (() => void) | null = null
function restoreDownloads(): void {
  undoDownloads?.()
  undoDownloads = null
}

/**
 * Catches every file the page offers from now on, until the test ends. jsdom has no object URLs and
 * would try to navigate on the link's click.
 */
export function catchDownloads(): Download[] {
  restoreDownloads()
  const downloads: Download[] = []
  const blobs = new Map<string, Blob>()
  let next = 0
  const created = Object.getOwnPropertyDescriptor(URL, 'createObjectURL')
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      const url = `blob:http://localhost:3000/test-${++next}`
      blobs.set(url, blob)
      return url
    },
  })
  // Left in place after the test: saveFile revokes its URL a minute later, when this test is long over.
  if (!('revokeObjectURL' in URL))
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => undefined })
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) downloads.push({ name: this.download, blob })
  })
  undoDownloads = () => {
    click.mockRestore()
    if (created) Object.defineProperty(URL, 'createObjectURL', created)
    else Reflect.deleteProperty(URL, 'createObjectURL')
  }
  registerTestCleanup(restoreDownloads)
  return downloads
}

const FONTS = join(import.meta.dirname, 'fonts')

let fontsServed = false
function stopServingFonts(): void {
  if (fontsServed) mockServer.resetHandlers()
  fontsServed = false
}

/** The PDF's fonts as the build serves them (its own origin), until the test ends; `fail` answers 404 instead. */
export function serveFonts({ fail = false }: { fail?: boolean } = {}): void {
  mockServer.use(
    http.get('*/fonts/:file', ({ params }) => {
      const file = String(params.file)
      if (fail || !/^DejaVuSans(-Bold)?-latin\.ttf$/.test(file)) return new HttpResponse(null, { status: 404 })
      return HttpResponse.arrayBuffer(new Uint8Array(readFileSync(join(FONTS, file))).buffer, {
        headers: { 'Content-Type': 'font/ttf' },
      })
    }),
  )
  fontsServed = true
  registerTestCleanup(stopServingFonts)
}

/** The blob's bytes as latin1 text (what a PDF's structure is written in). */
export async function blobText(blob: Blob, encoding: 'utf8' | 'latin1' = 'utf8'): Promise<string> {
  return Buffer.from(await blob.arrayBuffer()).toString(encoding)
}
