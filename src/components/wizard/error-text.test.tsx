import { describe, expect, it } from 'vitest'
import { resolveErrorText } from './error-text'

const texts: Record<string, string> = {
  'errors.field.zip.required': 'Enter a postcode',
  'errors.field.any.required': 'Answer the question',
  'errors.form.network': 'Could not reach the server',
  'errors.form.somethingWentWrong': 'Something went wrong',
}
const lookup = (path: string) => texts[path]

describe('resolveErrorText (the error-text layout)', () => {
  it('words a field error field-specific, then generic, then as a page message', () => {
    expect(resolveErrorText(lookup, 'zip', { key: 'required' })).toBe('Enter a postcode')
    expect(resolveErrorText(lookup, 'city', { key: 'required' })).toBe('Answer the question')
    expect(resolveErrorText(lookup, 'city', { key: 'network' })).toBe('Could not reach the server')
  })

  it('words a page error from errors.form, falling back to "something went wrong"', () => {
    expect(resolveErrorText(lookup, null, { key: 'network' })).toBe('Could not reach the server')
    expect(resolveErrorText(lookup, null, { key: 'unheardOf' })).toBe('Something went wrong')
  })

  it("shows the server's own text as it came, even when it looks like a key", () => {
    expect(resolveErrorText(lookup, 'zip', { text: 'required' })).toBe('required')
    expect(resolveErrorText(lookup, null, { text: 'Postnumret finns inte.' })).toBe('Postnumret finns inte.')
  })

  it("fills a message's values into its text (the attempts left, the seconds to wait)", () => {
    const withValues = (path: string, values?: Record<string, number | string>) =>
      path === 'errors.field.any.wrongCode' ? `Wrong code. ${String(values?.count ?? '?')} attempts left` : undefined
    expect(resolveErrorText(withValues, 'phoneCode', { key: 'wrongCode', values: { count: 3 } })).toBe(
      'Wrong code. 3 attempts left',
    )
  })
})
