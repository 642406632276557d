/** Lower case without diacritics: "Åsa" is found by "asa", "Bergström" by "bergstrom" (the lists' searches on the page). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** The words of a search, folded; none for an empty one. */
export function searchWords(search: string): string[] {
  const needle = fold(search.trim())
  return needle === '' ? [] : needle.split(/\s+/)
}
