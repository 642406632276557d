/** §9: badge cap 9+. Nothing to show for 0 (or less). */
export const BADGE_CAP = 9

/** A badge's text (the bell, the menu): the count, 9+ above the cap, nothing for 0 (src/domain/format.ts re-exports it). */
export function formatBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return ''
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count))
}
