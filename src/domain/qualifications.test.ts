import { describe, expect, it } from 'vitest'
import { certificateState, confirmsInstructions } from './qualifications'

describe('certificateState', () => {
  it.each([
    ['no end date, not revoked', { validUntil: null, revokedOn: null }, 'valid'],
    ['ends today: still valid', { validUntil: '2026-11-27', revokedOn: null }, 'valid'],
    ['ended yesterday', { validUntil: '2026-11-26', revokedOn: null }, 'expired'],
    ['revoked today', { validUntil: null, revokedOn: '2026-11-27T09:00:00.000Z' }, 'revoked'],
    ['revoked and expired: revoked', { validUntil: '2020-01-01', revokedOn: '2021-01-01' }, 'revoked'],
    ['revocation in the future: not yet', { validUntil: null, revokedOn: '2026-12-01' }, 'valid'],
  ] as const)('%s', (_, dates, state) => {
    expect(certificateState(dates, '2026-11-27')).toBe(state)
  })
})

describe('confirmsInstructions', () => {
  const none = { tradeCertificates: [], instructorExemptions: [] }
  it('asks instructors, trade-certificate holders and holders of an approved exemption, nobody else', () => {
    expect(confirmsInstructions(true, none)).toBe(true)
    expect(confirmsInstructions(false, { ...none, tradeCertificates: [{}] })).toBe(true)
    expect(confirmsInstructions(false, { ...none, instructorExemptions: [{ status: 'approved' }] })).toBe(true)
    expect(confirmsInstructions(false, { ...none, instructorExemptions: [{ status: 'pending' }] })).toBe(false)
    expect(confirmsInstructions(false, none)).toBe(false)
  })
})
