/**
 * §3 strict input, enforced once in the handlers' shared wrapper (-support.ts): JSON object
 * bodies only, JSON content type, safe integers in paths and bodies, and maximum text lengths.
 * Raw requests, because the portal's client never sends such bodies.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { TEXT_MAX } from '../../src/api/common.schemas'
import { db } from '../db'
import { IMPORT_IDS, personaToken, PERSONAS, SEEDED_APPLICATIONS, type PersonaKey } from '../seed'
import { withSimulatedBackend } from '../test-kit'
import { arrayForObjectPath } from './-support'

withSimulatedBackend()

interface Raw {
  status: number
  body: { message?: string; errors?: Array<{ field?: string; message?: string }>; data?: unknown }
}

async function raw(
  method: string,
  path: string,
  options: { as?: PersonaKey; body?: string; contentType?: string | null } = {},
): Promise<Raw> {
  const headers: Record<string, string> = { 'Accept-Language': 'en' }
  if (options.as) headers.Authorization = `Bearer ${personaToken(options.as)}`
  const contentType = options.contentType === undefined ? 'application/json' : options.contentType
  if (options.body !== undefined && contentType !== null) headers['Content-Type'] = contentType
  const response = await fetch(`http://localhost/api/m/v1${path}`, { method, headers, body: options.body })
  return { status: response.status, body: (await response.json()) as Raw['body'] }
}

const unreadOf = (key: PersonaKey) =>
  db().notifications.findMany((q) => q.where({ personId: PERSONAS[key].id, readTime: (t) => t === null })).length

describe('a body that must be a JSON object', () => {
  it('refuses an array for notifications/mark-read (422 errors[]) and marks nothing read', async () => {
    const before = unreadOf('companyAdmin')
    expect(before).toBeGreaterThan(0)
    const answer = await raw('PATCH', '/notifications/mark-read', { as: 'companyAdmin', body: '[]' })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual([{ field: 'body', message: 'The request body must be a JSON object.' }])
    expect(unreadOf('companyAdmin')).toBe(before)
  })

  it('refuses an array for applications/create and creates no draft', async () => {
    const before = new Set(
      db()
        .applications.all()
        .map((a) => a.id),
    )
    const answer = await raw('POST', '/applications/create', { as: 'apprentice', body: '[]' })
    expect(answer.status).toBe(422)
    expect(answer.body.errors?.[0]?.field).toBe('body')
    // (the call purges expired drafts first, so compare ids, not the count)
    expect(
      db()
        .applications.all()
        .filter((a) => !before.has(a.id)),
    ).toEqual([])
  })

  it('refuses scalars and null', async () => {
    for (const body of ['42', '"text"', 'true', 'null']) {
      const answer = await raw('PATCH', '/notifications/mark-read', { as: 'companyAdmin', body })
      expect(answer.status, body).toBe(422)
      expect(answer.body.errors?.[0]?.field, body).toBe('body')
    }
  })

  it('refuses a body nested 2 000 levels deep with 422, on every call, and stores nothing (once a 500: a recursion overflowed)', async () => {
    const before = unreadOf('companyAdmin')
    const deep = `{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`
    for (let call = 0; call < 3; call++) {
      const answer = await raw('PATCH', '/notifications/mark-read', { as: 'companyAdmin', body: deep })
      expect(answer.status).toBe(422)
      expect(answer.body.errors).toEqual([
        { field: 'body', message: 'The request body is nested deeper than 32 levels.' },
      ])
      expect(answer.body.data).toEqual({ reason: 'bodyTooDeep' })
    }
    expect(unreadOf('companyAdmin')).toBe(before)
    // The API's own nesting (an object of arrays of objects) passes the check.
    const shallow = await raw('PATCH', '/notifications/mark-read', {
      as: 'companyAdmin',
      body: JSON.stringify({ id: [[{ a: [1] }]] }),
    })
    expect(shallow.status).toBe(422)
    expect(shallow.body.data).toBeUndefined()
  })

  it('still reads an empty body as no fields (mark-read without a body marks all read)', async () => {
    const answer = await raw('PATCH', '/notifications/mark-read', { as: 'companyAdmin' })
    expect(answer.status).toBe(200)
    expect(unreadOf('companyAdmin')).toBe(0)
  })
})

describe('the content type of a JSON body', () => {
  it('answers 415 for text/plain, a form type or none, and changes nothing', async () => {
    const before = unreadOf('companyAdmin')
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', null]) {
      const answer = await raw('PATCH', '/notifications/mark-read', { as: 'companyAdmin', body: '{}', contentType })
      expect(answer.status, String(contentType)).toBe(415)
      expect(answer.body.message).toBe('The request body must be sent as application/json.')
    }
    expect(unreadOf('companyAdmin')).toBe(before)
  })

  it('accepts application/json with a charset', async () => {
    const answer = await raw('PATCH', '/notifications/mark-read', {
      as: 'companyAdmin',
      body: '{}',
      contentType: 'application/json; charset=utf-8',
    })
    expect(answer.status).toBe(200)
  })
})

describe('ids and numbers', () => {
  it('answers 422 (not 404) for a path id that is not a safe whole number', async () => {
    for (const id of ['abc', '1.5', '99999999999999999999', '-1']) {
      const answer = await raw('GET', `/applications/get/${id}`, { as: 'apprentice' })
      expect(answer.status, id).toBe(422)
      expect(answer.body.errors?.[0]?.field, id).toBe('id')
    }
    expect((await raw('GET', '/applications/get/123456', { as: 'apprentice' })).status).toBe(404)
  })

  it('answers 422 for an id in a body beyond the safe integers', async () => {
    for (const id of ['9007199254740993', '1e300']) {
      const answer = await raw('PATCH', '/notifications/mark-read', { as: 'companyAdmin', body: `{"id":${id}}` })
      expect(answer.status, id).toBe(422)
      expect(answer.body.errors?.[0]?.field, id).toBe('id')
    }
    // The multipart upload's applicationId too.
    const form = new FormData()
    form.set('applicationId', '99999999999999999999')
    form.set('type', 'grades')
    form.set('file', new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }))
    const upload = await fetch('http://localhost/api/m/v1/application-documents/create', {
      method: 'POST',
      headers: { Authorization: `Bearer ${personaToken('apprentice')}` },
      body: form,
    })
    expect(upload.status).toBe(422)
    const nested = await raw('PATCH', `/applications/update/${SEEDED_APPLICATIONS.elinFreshDraft}`, {
      as: 'apprentice',
      body: '{"confirmedCourseIds":[11, 1e20]}',
    })
    expect(nested.status).toBe(422)
    expect(nested.body.errors?.[0]?.field).toBe('confirmedCourseIds.1')
  })
})

describe('maximum text lengths', () => {
  it('refuses a 2 MB address2 on persons/update with the field named, and stores nothing', async () => {
    const answer = await raw('PATCH', '/persons/update', {
      as: 'apprentice',
      body: JSON.stringify({ address2: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual([
      { field: 'address2', message: `The field address2 may be at most ${TEXT_MAX.addressLine} characters.` },
    ])
    expect(db().persons.findFirst((q) => q.where({ id: PERSONAS.apprentice.id }))?.address2).toBeNull()
  })

  it('accepts a text at its limit and refuses one character more (application fields)', async () => {
    const id = SEEDED_APPLICATIONS.elinFreshDraft
    const atLimit = await raw('PATCH', `/applications/update/${id}`, {
      as: 'apprentice',
      body: JSON.stringify({ address2: 'a'.repeat(TEXT_MAX.addressLine) }),
    })
    expect(atLimit.status).toBe(200)
    for (const [field, max] of [
      ['firstName', TEXT_MAX.name],
      ['address1', TEXT_MAX.addressLine],
      ['messageToBoard', TEXT_MAX.freeText],
    ] as const) {
      const answer = await raw('PATCH', `/applications/update/${id}`, {
        as: 'apprentice',
        body: JSON.stringify({ [field]: 'a'.repeat(max + 1) }),
      })
      expect(answer.status, field).toBe(422)
      expect(answer.body.errors?.[0]?.field, field).toBe(field)
    }
  })

  it('limits the login bodies too (e-mail 254)', async () => {
    const answer = await raw('PATCH', '/persons/login-email', {
      body: JSON.stringify({ email: `${'a'.repeat(TEXT_MAX.email)}@example.com`, password: 'x' }),
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors?.[0]?.field).toBe('email')
  })
})

describe('an array where the body wants an object (valibot takes one for the other)', () => {
  const Filter = v.object({
    companyId: v.number(),
    filter: v.optional(v.object({ stateId: v.optional(v.number()), search: v.optional(v.string()) })),
    rows: v.optional(v.array(v.object({ id: v.optional(v.number()) }))),
  })

  it('names the first such place: a nested filter, an item of a list, the body itself', () => {
    expect(arrayForObjectPath(Filter, { companyId: 1, filter: [] })).toBe('filter')
    expect(arrayForObjectPath(Filter, { companyId: 1, rows: [{ id: 1 }, []] })).toBe('rows.1')
    expect(arrayForObjectPath(Filter, [])).toBe('body')
    // valibot alone reads the nested [] as a filter with no fields.
    expect(v.safeParse(Filter, { companyId: 1, filter: [] }).success).toBe(true)
  })

  it('lets objects, absent and null values through', () => {
    expect(arrayForObjectPath(Filter, { companyId: 1, filter: { stateId: 1 }, rows: [{}] })).toBeNull()
    expect(arrayForObjectPath(Filter, { companyId: 1 })).toBeNull()
    expect(arrayForObjectPath(v.object({ a: v.nullish(v.object({})) }), { a: null })).toBeNull()
  })

  it('a call refuses it at that field (422) instead of reading it as no fields', async () => {
    const answer = await raw('PATCH', '/apprenticeships/update/3002', {
      as: 'companyAdmin',
      body: JSON.stringify({ employmentRate: [] }),
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors?.map((e) => e.field)).toEqual(['employmentRate'])
  })
})

describe('the import answers (issue 22)', () => {
  const elinsAnswer = () => db().byn2Imports.findFirst((q) => q.where({ id: IMPORT_IDS.elinNorr }))?.apprenticeAnswer

  it('refuses an array, text/plain, an id as a string and an unsafe id, and stores no answer', async () => {
    const call = (body: string, contentType?: string | null) =>
      raw('PATCH', '/byn2import/update-for-person', { as: 'apprentice', body, contentType })
    expect((await call('[]')).status).toBe(422)
    expect((await call(`{"id":${IMPORT_IDS.elinNorr},"apprenticeAnswer":"OK"}`, 'text/plain')).status).toBe(415)
    expect((await call(`{"id":"${IMPORT_IDS.elinNorr}","apprenticeAnswer":"OK"}`)).body.errors?.[0]?.field).toBe('id')
    expect((await call('{"id":9007199254740993,"apprenticeAnswer":"OK"}')).status).toBe(422)
    expect(elinsAnswer()).toBeNull()
  })

  it('refuses a companyId that is no whole number in the address', async () => {
    for (const companyId of ['', 'abc', '1.5', '-1', '1e3', '9'.repeat(40)]) {
      const answer = await raw('GET', `/byn2import/get-company?companyId=${companyId}`, { as: 'companyAdmin' })
      expect(answer.status, companyId).toBe(422)
      expect(answer.body.errors?.[0]?.field).toBe('companyId')
    }
  })
})
