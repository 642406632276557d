/**
 * Test-only: an element part as the e-book answers it, for the e-book's domain and component tests.
 * Not imported by production code.
 */
import type { ElementPart } from '../api/ebook/ebook.schemas'

/** Part 1 "Del": mandatory, level 3 required, nothing achieved, assessed or approved yet; `overrides` says the rest. */
export function samplePart(overrides: Partial<ElementPart> = {}): ElementPart {
  return {
    id: 1,
    name: 'Del',
    requiredLevel: 3,
    mandatory: true,
    achievedLevel: null,
    instructorLevel: null,
    approvedAt: null,
    approvedBy: null,
    ...overrides,
  }
}
