/**
 * What the company's pause pages read from PATCH /apprenticeships/list (issue 19, docs/decisions/notes/pauses.md):
 * each apprenticeship's e-books (id, status, permitted period) and each pause's book and whether it has
 * its file, within the caller's departments (§6).
 */
import { describe, expect, it } from 'vitest'
import { listApprenticeships } from '../../../src/api/company/apprenticeships'
import { uploadPauseAttachment } from '../../../src/api/ebook/pause-attachments'
import { EBOOK_IDS as B, STAFF_IDS } from '../../seed'
import { withSimulatedBackend } from '../../test-kit'

const api = withSimulatedBackend()

const NORR = 1
const SYD = 2

describe('apprenticeships/list for the pause pages', () => {
  it('answers Elin’s books at Norr with status and permitted period, and her pause’s book and file', async () => {
    api.as('companyAdmin')
    const elin = (await listApprenticeships({ companyId: NORR })).find((r) => r.id === STAFF_IDS.elinAtNorr)
    expect(elin?.books?.map((b) => [b.id, b.status])).toEqual(
      expect.arrayContaining([
        [B.active, 'active'],
        [B.notYetActive, null],
      ]),
    )
    expect(elin?.books?.every((b) => b.permittedPeriod.fromDate <= b.permittedPeriod.toDate)).toBe(true)
    expect(elin?.pauses).toEqual([expect.objectContaining({ bookId: B.active, hasAttachment: false })])
    await uploadPauseAttachment(
      elin?.pauses[0]?.id ?? -1,
      new File([new TextEncoder().encode('%PDF-1.4\n%%EOF')], 'intyg.pdf', { type: 'application/pdf' }),
    )
    const after = (await listApprenticeships({ companyId: NORR })).find((r) => r.id === STAFF_IDS.elinAtNorr)
    expect(after?.pauses[0]?.hasAttachment).toBe(true)
  })

  it('a person without a book has none; Malmö’s department administrator sees no Lund book', async () => {
    api.as('departmentAdmin')
    const seen = await listApprenticeships({ companyId: SYD })
    expect(seen.find((r) => r.id === STAFF_IDS.booklessApprenticeship)?.books).toEqual([])
    const bookIds = seen.flatMap((r) => r.books?.map((b) => b.id) ?? [])
    expect(bookIds).toContain(B.paused)
    expect(bookIds).not.toContain(B.distanceOrder)
  })
})
