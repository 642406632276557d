import { describe, expect, it } from 'vitest'
import { actorNotProvided } from './not-provided'

describe('actorNotProvided', () => {
  it('names the machine and the call that was not provided', () => {
    const notProvided = actorNotProvided('book-approval machine')
    expect(() => notProvided('approveBook')).toThrow('book-approval machine: actor "approveBook" was not provided')
  })
})
