/**
 * The signed export of an approved e-book (issue 10, ADR 0009) through the real client functions:
 * what the document holds, that the backend's public key verifies it and finds any change, who may
 * export which book, and the refusals.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { approveBook, exportBook, getExportKey } from '../../../src/api/ebook/books'
import { verifyEbookExport } from '../../../src/domain/ebook-export'
import { forgetLoadedKeys, keyThumbprint } from '../../signing-key'
import { readSetting, writeSetting } from '../../kv'
import { resetScenario } from '../../scenario'
import { EBOOK_IDS as B, INSTRUCTOR_IDS as I, PERSONAS, REVOKED_TOKEN } from '../../seed'
import { failureOf, withSimulatedBackend, type Failure } from '../../test-kit'

const api = withSimulatedBackend()

const reason = (failure: Failure) => (failure.body?.data as { reason?: string } | undefined)?.reason
const JOHAN = { id: PERSONAS.instructor.id, firstName: 'Johan', lastName: 'Berg' }

describe('books/export-key', () => {
  it('answers the public key as a JWK to anyone, without a session', async () => {
    const key = await getExportKey()
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })
    expect(key).not.toHaveProperty('d')
    expect(key.kid).not.toBe('')
  })

  it('is made by this copy on first use, named by its thumbprint, kept in its storage across a reset and a restart (ADR 0012)', async () => {
    const key = await getExportKey()
    expect(key.kid).toBe(`sim-${(await keyThumbprint(key)).slice(0, 16)}`)
    expect(readSetting('exportSigningKey')).toMatchObject({ kid: key.kid, x: key.x, y: key.y, d: expect.any(String) })
    await resetScenario()
    forgetLoadedKeys()
    expect(await getExportKey()).toEqual(key)
  })

  it('a copy with empty storage makes a new key: what the old one signed is "signed with another key" there', async () => {
    api.as('apprentice')
    const before = await exportBook(B.approved)
    const oldKey = await getExportKey()
    writeSetting('exportSigningKey', undefined)
    forgetLoadedKeys()
    const newKey = await getExportKey()
    expect(newKey.kid).not.toBe(oldKey.kid)
    expect(newKey.x).not.toBe(oldKey.x)
    expect(await verifyEbookExport(before, newKey)).toMatchObject({ valid: false, reason: 'otherKey' })
    expect(await verifyEbookExport(await exportBook(B.approved), newKey)).toMatchObject({
      valid: true,
      kid: newKey.kid,
    })
  })
})

describe('the sources the mock-mode bundle is built from', () => {
  it('hold no private key: no JWK "d" member written out (the former constant key, ADR 0012)', () => {
    const root = resolve(import.meta.dirname, '../../..')
    const files = ['mock-server', 'src', 'scripts'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name)),
    )
    expect(files.length).toBeGreaterThan(100)
    // A P-256 private scalar as a JWK member: d, then 43 base64url characters.
    const privateMember = /["']?\bd["']?\s*:\s*["'][A-Za-z0-9_-]{43}["']/
    expect(files.filter((file) => privateMember.test(readFileSync(file, 'utf8')))).toEqual([])
    expect(
      files.filter((file) => readFileSync(file, 'utf8').includes('xoGoPWsCgAwgSRdv1_i0qNKxqEWd1DVtBwGFS-KVj5Q')),
    ).toEqual([])
  })
})

describe('books/{id}/export', () => {
  it('answers the approved book 7005 with every saved report, both levels and every approval, signed', async () => {
    api.as('apprentice')
    const exported = await exportBook(B.approved)
    const { document } = exported
    expect(document).toMatchObject({
      format: 'personal-pages/ebook-export',
      version: 1,
      book: {
        id: B.approved,
        status: 'approved',
        apprentice: { firstName: 'Elin', lastName: 'Andersson' },
        company: { name: 'Takmästarna Mitt AB', organizationalNumber: '556934-5670' },
        profession: { id: 101, name: 'Träarbetare' },
        approval: { approvedBy: JOHAN, approvedAt: '2025-06-30T14:05:00.000Z' },
        validUntil: '2030-06-30',
      },
    })
    expect(document.reports).toHaveLength(B.approvedReportCount)
    expect(document.reports.map((r) => r.fromDate)).toEqual([...document.reports.map((r) => r.fromDate)].sort())
    expect(document.reports[0].details[0]).toMatchObject({ partName: expect.any(String), level: 1, approvedBy: null })
    expect(
      document.elements.flatMap((e) => e.parts).every((p) => p.approvedBy?.id === JOHAN.id && p.instructorLevel === 4),
    ).toBe(true)
    expect(document.theory.every((t) => t.approvedAt !== null)).toBe(true)
    expect(await verifyEbookExport(exported, await getExportKey())).toMatchObject({
      valid: true,
      kid: exported.signature.kid,
    })
  })

  it('is found out when changed: a level raised, an approver renamed', async () => {
    api.as('apprentice')
    const exported = await exportBook(B.approved)
    const key = await getExportKey()
    const raised = structuredClone(exported)
    raised.document.reports[0].details[0].level = 4
    expect(await verifyEbookExport(raised, key)).toEqual({ valid: false, reason: 'altered' })
    const renamed = structuredClone(exported)
    renamed.document.book.approval.approvedBy.firstName = 'Jöran'
    expect(await verifyEbookExport(renamed, key)).toEqual({ valid: false, reason: 'altered' })
  })

  it("is for the book's readers: its instructor and the company's users too; a protected identity stays masked, signed as such", async () => {
    api.as('instructor')
    const masked = await exportBook(B.approvedProtected)
    expect(masked.document.book.apprentice).toEqual({
      id: PERSONAS.protectedIdentity.id,
      firstName: 'Skyddad identitet',
      lastName: '',
    })
    expect((await verifyEbookExport(masked, await getExportKey())).valid).toBe(true)
    api.as('companyAdmin')
    expect((await exportBook(B.approvedProtected)).document.book.apprentice.lastName).toBe('Holm')
    api.as('departmentAdmin')
    expect((await failureOf(exportBook(B.approved))).status).toBe(403)
  })

  it('exports a book once approved, with its approver and date (7011 approved by Johan)', async () => {
    api.as('instructor')
    const before = await failureOf(exportBook(I.readyBook))
    expect([before.status, reason(before)]).toEqual([422, 'notApproved'])
    expect(before.body?.errors?.[0].field).toBe('id')
    const approved = await approveBook(I.readyBook)
    const exported = await exportBook(I.readyBook)
    expect(exported.document.book.approval).toEqual({ approvedBy: JOHAN, approvedAt: approved.approval?.approvedAt })
    expect(
      exported.document.reports
        .flatMap((r) => r.details)
        .filter((d) => d.instructorLevel !== null && d.instructorLevel !== d.level),
    ).toHaveLength(1)
  })

  it('answers 401 without a session, 406 for a revoked one, 404 for an unknown book, 422 for a bad id', async () => {
    expect((await failureOf(exportBook(B.approved))).status).toBe(401)
    api.token(REVOKED_TOKEN)
    expect((await failureOf(exportBook(B.approved))).status).toBe(406)
    api.as('apprentice')
    expect((await failureOf(exportBook(999_999))).status).toBe(404)
    expect((await failureOf(exportBook(-1))).status).toBe(422)
    expect(reason(await failureOf(exportBook(B.active)))).toBe('notApproved')
  })
})
