import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CONTACT_CONFIRMATION_MAX_AGE_S,
  hasConfirmedContactRecently,
  rememberContactConfirmation,
} from './contact-confirmation'

describe('the contact confirmation returns after 6 months (§6)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    document.cookie = 'pp_contact_confirmed_7=; max-age=0; path=/'
  })

  it('is remembered per user in a cookie that lives about six months (183 days), then the browser drops it', () => {
    const written: string[] = []
    const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set
    vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value)
      setter?.call(this, value)
    })
    rememberContactConfirmation(7, new Date('2026-01-10T08:00:00Z'))
    expect(CONTACT_CONFIRMATION_MAX_AGE_S).toBe(183 * 24 * 60 * 60)
    expect(written).toEqual([
      `pp_contact_confirmed_7=${encodeURIComponent('2026-01-10T08:00:00.000Z')}; max-age=${183 * 24 * 60 * 60}; path=/; SameSite=Lax`,
    ])
    expect(hasConfirmedContactRecently(7)).toBe(true)
    expect(hasConfirmedContactRecently(8)).toBe(false)
  })

  it('asks again once the cookie is gone', () => {
    expect(hasConfirmedContactRecently(7, 'pp_contact_confirmed_8=x; other=1')).toBe(false)
    expect(hasConfirmedContactRecently(7, 'other=1; pp_contact_confirmed_7=2026-01-10')).toBe(true)
  })
})
