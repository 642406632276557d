/**
 * Users and persons (§7): the administrator's user search and imitation, phone and e-mail
 * confirmation with 4-digit codes, the profile update, the person call, the population-register
 * address, GUG course results, qualifying time and the trade-certificate request.
 */
import * as v from 'valibot'
import { isValidZip } from '../../../src/domain/address'
import { Id, Text, TEXT_MAX } from '../../../src/api/common.schemas'
import {
  CourseResultSchema,
  PersonQualificationTimeSchema,
  PersonUpdateSchema,
  RegionaryEmailSchema,
  UserRowSchema,
  VerifyEmailBodySchema,
  VerifyPhoneBodySchema,
} from '../../../src/api/shell/person.schemas'
import { AddressSchema } from '../../../src/api/shell/user.schemas'
import { isValidCode, isValidEmail, isValidPhone } from '../../../src/domain/validation'
import { checkCode, codeResendWaitSeconds, issueCode, sendToOutbox, stableHash } from '../../accounts'
import { now, nowIso } from '../../clock'
import { db, nextId, type PersonRecord } from '../../db'
import { currentUserView, findPerson, personView, userRow } from '../../views'
import { TradeCertificateCardBodySchema } from '../../../src/api/orders/card.schemas'
import { orderTradeCertificateCard } from '../orders/cards'
import { qualifyingTimeStateOf } from '../qualifying-time/-qualifying-time'
import { lengthFacts } from '../../../src/domain/qualifying-time-state'
import { withHeldQualifications } from '../qualifications/qualifications'
import { api, compactPhone, ok, refuseCode, route, rows, tooManyRequests, wire, type Auth, type Ctx } from '../-support'

/** At most this many rows answer a user search. */
export const USER_SEARCH_LIMIT = 100

/** The person a caller may read: themselves (or whom they imitate), anyone for administrators. */
function readablePerson(ctx: Ctx, auth: Auth, id: number): PersonRecord {
  if (id !== auth.person.id && id !== auth.actor.id && !auth.actor.isAdmin) return ctx.forbidden()
  return findPerson(id) ?? ctx.notFound()
}

async function updatePerson(id: number, change: (draft: PersonRecord) => void): Promise<PersonRecord> {
  const updated = await db().persons.update((q) => q.where({ id }), { data: change })
  if (!updated) throw new Error(`person ${id} vanished during an update`)
  return updated
}

/** The answer of calls that change the caller: the person as the session sees them. */
function personAnswer(auth: Auth) {
  const person = findPerson(auth.person.id) ?? auth.person
  return personView(person, auth.imitatedBy)
}

/** GUG course results per profession (§3 "Course results: passed, missing or failed"). */
const GUG_COURSES: Record<number, Array<{ id: number; name: string }>> = {
  848: [
    { id: 1, name: 'Ställningsbyggnad grundkurs (Y1)' },
    { id: 2, name: 'Väderskydd (Y2)' },
    { id: 3, name: 'Särskild ställningsutbildning (Y3)' },
    { id: 4, name: 'Arbetsmiljö och säkerhet (Y4+Y5)' },
  ],
  101: [
    { id: 11, name: 'Träbyggnad grundkurs' },
    { id: 12, name: 'Byggmaterial och verktyg' },
    { id: 13, name: 'Arbetsmiljö och säkerhet' },
  ],
  120: [
    { id: 21, name: 'Maskinsäkerhet' },
    { id: 22, name: 'Markarbete och schakt' },
  ],
}
const COURSE_RESULTS = ['passed', 'missing', 'failed'] as const

export const personsHandlers = [
  route('patch', api('/users'), async (ctx) => {
    ctx.admin()
    const { search } = await ctx.body(v.object({ search: v.optional(Text(TEXT_MAX.search), '') }))
    const needle = search.trim().toLowerCase()
    const digits = needle.replace(/\D/g, '')
    const matches = db()
      .persons.findMany((q) =>
        q.where(
          (p) =>
            needle === '' ||
            `${p.firstName} ${p.lastName}`.toLowerCase().includes(needle) ||
            (p.email ?? '').toLowerCase().includes(needle) ||
            (digits.length >= 4 && p.personalNumber.includes(digits)),
        ),
      )
      .sort(
        (a, b) =>
          a.lastName.localeCompare(b.lastName, 'sv') || a.firstName.localeCompare(b.firstName, 'sv') || a.id - b.id,
      )
    return ok({ ...rows(UserRowSchema, matches.slice(0, USER_SEARCH_LIMIT).map(userRow)), total: matches.length })
  }),

  // Before users/{id}: 'regionary-emails' is not an id.
  route('get', api('/users/regionary-emails'), (ctx) => {
    ctx.session()
    return ok(rows(RegionaryEmailSchema, db().regions.all()))
  }),

  route('get', api('/users/:id'), (ctx) => {
    ctx.admin()
    const person = findPerson(ctx.id()) ?? ctx.notFound()
    return ok(userRow(person))
  }),

  // The administrator acts as the chosen person; choosing themselves ends the imitation.
  route('patch', api('/users/select'), async (ctx) => {
    const auth = ctx.admin()
    const { id } = await ctx.body(v.object({ id: Id }))
    const target = findPerson(id) ?? ctx.notFound()
    const session = await db().sessions.update((q) => q.where({ token: auth.session.token }), {
      data(draft) {
        draft.imitatedPersonId = target.id === auth.actor.id ? null : target.id
      },
    })
    return ok(currentUserView(session ?? auth.session))
  }),

  route('patch', api('/persons/verify-phone'), async (ctx) => {
    const auth = ctx.session()
    const { mobilephone, code } = await ctx.body(
      v.object({ ...VerifyPhoneBodySchema.entries, code: v.nullish(Text(TEXT_MAX.code)) }),
    )
    if (!isValidPhone(mobilephone)) return ctx.invalid('mobilephone', 'phoneInvalid')
    const target = compactPhone(mobilephone.trim())
    if (code === undefined || code === null) {
      const wait = codeResendWaitSeconds(auth.person.id, 'phone')
      if (wait > 0) return tooManyRequests(ctx, 'resendTooSoon', 'codeResendTooSoon', wait, 'mobilephone')
      await issueCode(auth.person.id, 'phone', target, {
        to: mobilephone.trim(),
        kind: 'sms',
        text: (c) => ctx.t('smsPhoneCode', { code: c }),
      })
      return ok({ sent: true, verified: false })
    }
    if (!isValidCode(code)) return ctx.invalid('code', 'codeFormat')
    const check = await checkCode(auth.person.id, 'phone', target, code)
    if (!check.ok) return refuseCode(ctx, check)
    await updatePerson(auth.person.id, (draft) => {
      draft.mobilephone = mobilephone.trim()
      draft.phoneVerified = true
    })
    return ok({ sent: false, verified: true })
  }),

  route('patch', api('/persons/verify-email'), async (ctx) => {
    const auth = ctx.session()
    const { email, code } = await ctx.body(
      v.object({ ...VerifyEmailBodySchema.entries, code: v.nullish(Text(TEXT_MAX.code)) }),
    )
    if (!isValidEmail(email)) return ctx.invalid('email', 'emailInvalid')
    const target = email.trim().toLowerCase()
    if (code === undefined || code === null) {
      const wait = codeResendWaitSeconds(auth.person.id, 'email')
      if (wait > 0) return tooManyRequests(ctx, 'resendTooSoon', 'codeResendTooSoon', wait, 'email')
      await issueCode(auth.person.id, 'email', target, {
        to: email.trim(),
        kind: 'email',
        text: (c) => ctx.t('emailCode', { code: c }),
      })
      return ok({ sent: true, verified: false })
    }
    if (!isValidCode(code)) return ctx.invalid('code', 'codeFormat')
    const check = await checkCode(auth.person.id, 'email', target, code)
    if (!check.ok) return refuseCode(ctx, check)
    await updatePerson(auth.person.id, (draft) => {
      draft.email = email.trim()
      draft.emailVerified = true
    })
    return ok({ sent: false, verified: true })
  }),

  // A changed phone or e-mail is no longer confirmed: it must go through verify-phone/-email again.
  route('patch', api('/persons/update'), async (ctx) => {
    const auth = ctx.session()
    const changes = await ctx.body(PersonUpdateSchema)
    const errors = ctx.errors()
    const blank = (s: string | null | undefined) => s === undefined || s === null || s.trim() === ''
    if (!blank(changes.email) && !isValidEmail(changes.email as string)) errors.add('email', 'emailInvalid')
    if (!blank(changes.mobilephone) && !isValidPhone(changes.mobilephone as string))
      errors.add('mobilephone', 'phoneInvalid')
    const country = changes.country !== undefined ? changes.country : auth.person.country
    if (!blank(changes.zip) && !isValidZip(changes.zip as string, country)) errors.add('zip', 'zipInvalid')
    errors.throwIfAny()
    const clean = (s: string | null | undefined) => (blank(s) ? null : (s as string).trim())
    await updatePerson(auth.person.id, (draft) => {
      if (changes.email !== undefined) {
        const email = clean(changes.email)
        if ((email ?? '').toLowerCase() !== (draft.email ?? '').toLowerCase()) draft.emailVerified = false
        draft.email = email
      }
      if (changes.mobilephone !== undefined) {
        const phone = clean(changes.mobilephone)
        if (compactPhone(phone ?? '') !== compactPhone(draft.mobilephone ?? '')) draft.phoneVerified = false
        draft.mobilephone = phone
      }
      for (const key of ['address1', 'address2', 'zip', 'city', 'country'] as const) {
        if (changes[key] !== undefined) draft[key] = clean(changes[key])
      }
      if (changes.language !== undefined) draft.language = changes.language
      if (changes.emailNotifications !== undefined) draft.emailNotifications = changes.emailNotifications
    })
    return ok(personAnswer(auth))
  }),

  route('get', api('/persons/get/:id'), (ctx) => {
    const auth = ctx.session()
    const person = readablePerson(ctx, auth, ctx.id())
    // Issue 21: each held item with its certificate (handlers/qualifications), for /my-qualifications.
    return ok(withHeldQualifications(personView(person, person.id === auth.person.id ? auth.imitatedBy : null)))
  }),

  // Protected identities have no address in the register (§6); neither do people without a personal number.
  route('get', api('/persons/fetch-address'), (ctx) => {
    const { person } = ctx.session()
    const empty = { address1: null, address2: null, zip: null, city: null, country: null }
    const address = person.protectedIdentity || person.registeredAddress === null ? empty : person.registeredAddress
    return ok(wire(AddressSchema, address))
  }),

  ...['/persons/fetch-gug-courses/', '/persons/fetch-gug-courses'].map((path) =>
    route('patch', api(path), async (ctx) => {
      const { person } = ctx.session()
      const { professionId } = await ctx.body(v.object({ professionId: Id }))
      if (!db().professions.findFirst((q) => q.where({ id: professionId })))
        return ctx.invalid('professionId', 'professionUnknown')
      const courses = (GUG_COURSES[professionId] ?? []).map((course) => ({
        ...course,
        // The simulated course register: stable per person and course.
        result:
          COURSE_RESULTS[stableHash(`${person.personalNumber || person.id}:${course.id}`) % COURSE_RESULTS.length],
      }))
      return ok(rows(CourseResultSchema, courses))
    }),
  ),

  route('get', api('/persons/:id/qualification-time'), (ctx) => {
    const auth = ctx.session()
    const person = readablePerson(ctx, auth, ctx.id())
    const today = now().toISOString().slice(0, 10)
    const periods = db()
      .educations.findMany((q) => q.where({ personId: person.id }))
      .flatMap((education) => {
        const qt = education.qualificationTime
        if (!qt) return []
        return [
          {
            educationId: education.id,
            professionId: education.professionId,
            fromDate: qt.fromDate,
            expectedEndDate: qt.toDate,
            ...lengthFacts(qt.fromDate, qt.toDate, today),
            isApprovedByInstructor: qt.isApprovedByInstructor,
            ...qualifyingTimeStateOf(education.id),
          },
        ]
      })
    return ok(rows(PersonQualificationTimeSchema, periods))
  }),

  route('post', api('/persons/:id/request-trade-certificate'), async (ctx) => {
    const auth = ctx.session()
    const id = ctx.id()
    const body = await ctx.body(TradeCertificateCardBodySchema)
    // Issue 20: with a reason it is a trade-certificate card order (handlers/orders/cards.ts, §6 §9).
    if (body.reason != null) return orderTradeCertificateCard(ctx, auth, id, body)
    const person = readablePerson(ctx, auth, id)
    const { professionId } = body
    const d = db()
    const profession = d.professions.findFirst((q) => q.where({ id: professionId }))
    if (!profession) return ctx.invalid('professionId', 'professionUnknown')
    if (d.tradeCertificates.findFirst((q) => q.where({ personId: person.id, professionId }))) {
      return ctx.invalid('professionId', 'tradeCertificateExists')
    }
    if (d.tradeCertificateRequests.findFirst((q) => q.where({ personId: person.id, professionId }))) {
      return ctx.invalid('professionId', 'tradeCertificateRequested')
    }
    if (!d.educations.findFirst((q) => q.where({ personId: person.id, professionId }))) {
      return ctx.invalid('professionId', 'noEducationInProfession')
    }
    await d.tradeCertificateRequests.create({
      id: nextId(d.tradeCertificateRequests.all()),
      personId: person.id,
      professionId,
      requestedAt: nowIso(),
    })
    if (person.email) {
      await sendToOutbox({
        to: person.email,
        kind: 'email',
        text: ctx.t('tradeCertificateRequestReceived', { profession: profession.name }),
      })
    }
    return ok({ ok: true })
  }),
]
