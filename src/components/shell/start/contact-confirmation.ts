/**
 * §6: the phone and e-mail confirmation dialog reappears after 6 months, remembered per user in a
 * cookie (so it also holds for other apps on the same site that read it).
 */
export const CONTACT_CONFIRMATION_MAX_AGE_S = 183 * 24 * 60 * 60

export function contactConfirmationCookieName(userId: number): string {
  return `pp_contact_confirmed_${userId}`
}

export function hasConfirmedContactRecently(userId: number, cookies: string = document.cookie): boolean {
  const name = contactConfirmationCookieName(userId)
  return cookies.split(';').some((part) => part.trim().startsWith(`${name}=`))
}

export function rememberContactConfirmation(userId: number, now: Date = new Date()): void {
  const name = contactConfirmationCookieName(userId)
  document.cookie = `${name}=${encodeURIComponent(now.toISOString())}; max-age=${CONTACT_CONFIRMATION_MAX_AGE_S}; path=/; SameSite=Lax`
}
