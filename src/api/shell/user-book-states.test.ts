import { describe, expect, it } from 'vitest'
import { DISPLAY_STATES } from '../ebook/ebook.schemas'
import { BOOK_DISPLAY_STATES } from './user.schemas'

describe("the current user's book display states", () => {
  it("are the e-book's §4 display states (spelled out twice so the start page does not load the e-book schemas)", () => {
    expect([...BOOK_DISPLAY_STATES]).toEqual([...DISPLAY_STATES])
  })
})
