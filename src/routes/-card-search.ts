/** The card routes' searches (issue 20): tiny, in the start page's entry with their routes. */

/** The choice an address carries (`?card=trade-848`, `?card=machine-6601&machines=1.2`): plain text, checked by the page. */
export interface CardSearch {
  card?: string
  machines?: string
}

// Plain code, no schema: a route's validateSearch is part of the start page's entry (issue 8 §5).
const text = (value: unknown) => (typeof value === 'string' && /^[\w.-]{1,40}$/.test(value) ? value : undefined)

export function validateCardSearch(search: Record<string, unknown>): CardSearch {
  const card = text(search.card)
  const machines = text(search.machines)
  return { ...(card ? { card } : {}), ...(machines ? { machines } : {}) }
}

/** The thank-you page's search: the order's id. */
export function validateThankYouSearch(search: Record<string, unknown>): { order?: number } {
  const value = typeof search.order === 'number' ? String(search.order) : search.order
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? { order: Number(value) } : {}
}
