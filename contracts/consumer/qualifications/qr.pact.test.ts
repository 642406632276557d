/**
 * QR codes of certificates (issue 21, §7, §8, §9): generate-hash for each kind of held item (the
 * person's own only: 403 someone else's, 404 unknown, 422 revoked, 401 without a login), the public
 * check (valid with the certificate's facts, code too old, revoked, altered, 429 past the limit of
 * ADR 0007) and the public key. The provider's codes are signed with its own key when the state is
 * set up, so the check's `id` is injected from the provider state (`${qrCode}`).
 */
import { describe, expect, it } from 'vitest'
import { MatchersV3, type TemplateHeaders } from '@pact-foundation/pact'
import { errorBody, errorStatus } from '../../../src/api/client'
import { generateQrHash, getQrValidationKey, validateQrCode } from '../../../src/api/qualifications/qr'
import { publicKeyBody } from '../support/bodies'
import { API, bearer, JSON_ANSWER, newPact, rejectionOf, useMockServer } from '../support/pact'
import { personaToken } from '../support/personas'

const { fromProviderState, integer, nullValue, regex, string } = MatchersV3
const pact = newPact()

const [INSTRUCTOR, APPRENTICE, COMPANY_ADMIN] = (['instructor', 'apprentice', 'companyAdmin'] as const).map(
  personaToken,
)
/**
 * Held items (scenario/qualifications.ts, qualifications-qr.ts): Johan's valid scaffolding and revoked
 * carpentry trade certificates and his distance qualification, Elin's education, Maria's wheel loader.
 */
const { VALID_TRADE, REVOKED_TRADE, ELINS_EDUCATION, MARIAS_MACHINE, JOHANS_DISTANCE } = {
  VALID_TRADE: 8001,
  REVOKED_TRADE: 8002,
  ELINS_EDUCATION: 6001,
  MARIAS_MACHINE: 9611,
  JOHANS_DISTANCE: 9501,
}

const TIMESTAMP = regex('\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z', '2026-11-16T09:15:00.000Z')
const CODE_EXAMPLE = 'q1.eyJraW5kIjoidHJhZGVDZXJ0aWZpY2F0ZSJ9.c2lnbmF0dXJl'
const CODE = regex('q1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+', CODE_EXAMPLE)
const generated = { hash: CODE, expiresAt: TIMESTAMP, validSeconds: integer(900) }
const POST_JSON = (token: string) => ({ ...bearer(token), 'Content-Type': 'application/json' })

describe('generate-hash', () => {
  const cases = [
    ['trade-certificates', 'tradeCertificate', VALID_TRADE, 'the instructor', INSTRUCTOR],
    ['educations', 'education', ELINS_EDUCATION, 'the apprentice', APPRENTICE],
    ['machine-qualifications', 'machineQualification', MARIAS_MACHINE, 'the company administrator', COMPANY_ADMIN],
    ['distance-qualifications', 'distanceQualification', JOHANS_DISTANCE, 'the instructor', INSTRUCTOR],
  ] as const
  for (const [path, kind, id, who, token] of cases) {
    it(`${path}/{id}/generate-hash: ${who} gets a code of their own certificate`, async () => {
      pact
        .given(`${who} is logged in`)
        .uponReceiving(`a request for a QR code of ${who}'s own ${kind}`)
        .withRequest({
          method: 'POST',
          path: `${API}/${path}/${id}/generate-hash`,
          headers: POST_JSON(token),
          body: {},
        })
        .willRespondWith({ status: 200, headers: JSON_ANSWER, body: generated })
      await pact.executeTest(async (mockServer) => {
        useMockServer(mockServer, token)
        expect(await generateQrHash(kind, id)).toMatchObject({ hash: CODE_EXAMPLE, validSeconds: 900 })
      })
    })
  }

  const refusals = [
    [
      'trade-certificates',
      'tradeCertificate',
      'someone else’s certificate',
      'the apprentice',
      APPRENTICE,
      VALID_TRADE,
      403,
    ],
    ['trade-certificates', 'tradeCertificate', 'an unknown certificate', 'the instructor', INSTRUCTOR, 999_999, 404],
    [
      'trade-certificates',
      'tradeCertificate',
      'a revoked certificate',
      'the instructor',
      INSTRUCTOR,
      REVOKED_TRADE,
      422,
    ],
    ['educations', 'education', 'someone else’s education', 'the instructor', INSTRUCTOR, ELINS_EDUCATION, 403],
    [
      'machine-qualifications',
      'machineQualification',
      'someone else’s machine qualification',
      'the apprentice',
      APPRENTICE,
      MARIAS_MACHINE,
      403,
    ],
    [
      'distance-qualifications',
      'distanceQualification',
      'someone else’s distance qualification',
      'the apprentice',
      APPRENTICE,
      JOHANS_DISTANCE,
      403,
    ],
  ] as const
  for (const [path, kind, what, who, token, id, status] of refusals) {
    it(`${path}/{id}/generate-hash: ${what} is ${status}`, async () => {
      pact
        .given(`${who} is logged in`)
        .uponReceiving(`a request for a QR code of ${what}`)
        .withRequest({
          method: 'POST',
          path: `${API}/${path}/${id}/generate-hash`,
          headers: POST_JSON(token),
          body: {},
        })
        .willRespondWith({
          status,
          headers: JSON_ANSWER,
          body:
            status === 422
              ? { message: string('Intyget har återkallats.'), data: { reason: 'revoked' } }
              : { message: string('Åtkomst nekad') },
        })
      await pact.executeTest(async (mockServer) => {
        useMockServer(mockServer, token)
        const error = await rejectionOf(() => generateQrHash(kind, id))
        expect(errorStatus(error)).toBe(status)
      })
    })
  }

  it('without a login is 401', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for a QR code without a login')
      .withRequest({
        method: 'POST',
        path: `${API}/trade-certificates/${VALID_TRADE}/generate-hash`,
        headers: { 'Content-Type': 'application/json' },
        body: {},
      })
      .willRespondWith({ status: 401, headers: JSON_ANSWER, body: { message: string('Du är inte inloggad') } })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(errorStatus(await rejectionOf(() => generateQrHash('tradeCertificate', VALID_TRADE)))).toBe(401)
    })
  })
})

describe('qualifications/validate (no login)', () => {
  /** A check of the provider state's code (`${qrCode}`), or of a code written here. */
  const check = (
    state: string,
    description: string,
    answer: { status: number; body: unknown; headers?: TemplateHeaders },
    id: unknown = fromProviderState('${qrCode}', CODE_EXAMPLE),
  ) =>
    pact
      .given(state)
      .uponReceiving(description)
      .withRequest({ method: 'GET', path: `${API}/qualifications/validate`, query: { id } as never })
      .willRespondWith({ status: answer.status, headers: answer.headers ?? JSON_ANSWER, body: answer.body })

  it('a fresh code of a valid certificate: valid, with the certificate’s facts', async () => {
    check('Johan has a fresh QR code of his valid trade certificate', 'a check of a fresh code', {
      status: 200,
      body: {
        status: 'valid',
        checkedAt: TIMESTAMP,
        certificate: {
          kind: 'tradeCertificate',
          qualificationId: integer(VALID_TRADE),
          holder: string('Johan Berg'),
          profession: string('Ställningsbyggare'),
          issuer: string('Byggnadsindustrins Yrkesnämnd'),
          issuedOn: regex('\\d{4}-\\d{2}-\\d{2}', '2012-05-14'),
          validUntil: nullValue(),
          cardNumber: string('YB-848-04578'),
          machineType: nullValue(),
        },
      },
    })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(await validateQrCode(CODE_EXAMPLE)).toMatchObject({
        status: 'valid',
        certificate: { holder: 'Johan Berg' },
      })
    })
  })

  const ALTERED_CODE = 'q1.eyJraW5kIjoiZm9yZ2VkIn0.c2lnbmF0dXJl'
  const verdicts = [
    [
      'a code past its 15 minutes: code too old',
      'Johan’s QR code of his trade certificate is 16 minutes old',
      { status: 'codeExpired', checkedAt: TIMESTAMP, expiredAt: TIMESTAMP },
      undefined,
    ],
    [
      'a code of a certificate revoked since: invalid, revoked',
      'Maria’s QR code was made before her distance qualification was revoked',
      { status: 'invalid', checkedAt: TIMESTAMP, reason: 'revoked' },
      undefined,
    ],
    [
      'an altered code: invalid, altered',
      'the QR check has no refused codes',
      { status: 'invalid', checkedAt: TIMESTAMP, reason: 'altered' },
      ALTERED_CODE,
    ],
  ] as const
  for (const [title, state, body, code] of verdicts) {
    it(title, async () => {
      check(state, `a check of ${title.split(':')[0]}`, { status: 200, body }, code)
      await pact.executeTest(async (mockServer) => {
        useMockServer(mockServer, null)
        const { checkedAt: _checkedAt, expiredAt: _expiredAt, ...verdict } = { expiredAt: '', ...body }
        expect(await validateQrCode(code ?? CODE_EXAMPLE)).toMatchObject(verdict)
      })
    })
  }

  it('past the limit of refused codes: 429 with when to try again', async () => {
    const guess = 'q1.guess.x'
    check(
      'the QR check has just refused as many altered codes as it allows',
      'a check after too many altered codes',
      {
        status: 429,
        headers: { ...JSON_ANSWER, 'Retry-After': regex('\\d+', '600') },
        body: {
          message: string('För många kontroller'),
          data: { reason: 'tooManyChecks', retryAfterSeconds: integer(600) },
        },
      },
      guess,
    )
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      const error = await rejectionOf(() => validateQrCode(guess))
      expect(errorStatus(error)).toBe(429)
      expect(errorBody(error)?.data).toEqual({ reason: 'tooManyChecks', retryAfterSeconds: 600 })
    })
  })
})

describe('qualifications/validation-key (no login)', () => {
  it('answers the public key the codes are signed with', async () => {
    pact
      .given('the scenario is fresh')
      .uponReceiving('a request for the QR codes’ public key')
      .withRequest({ method: 'GET', path: `${API}/qualifications/validation-key` })
      .willRespondWith({
        status: 200,
        headers: JSON_ANSWER,
        body: publicKeyBody('sim-AbCdEfGhIjKlMnOp'),
      })
    await pact.executeTest(async (mockServer) => {
      useMockServer(mockServer, null)
      expect(await getQrValidationKey()).toMatchObject({ kty: 'EC', alg: 'ES256', kid: 'sim-AbCdEfGhIjKlMnOp' })
    })
  })
})
