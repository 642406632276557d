/**
 * Rules of what a person holds (§3 Certificate, §9 QR validity): a certificate's state on a given
 * day. Revoked wins over everything from its revocation day on; expired is the day after the end
 * date; a certificate without an end date does not expire.
 */
import type { CertificateState } from '../api/qualifications/qualifications.schemas'

export interface CertificateDates {
  validUntil: string | null
  revokedOn: string | null
}

/** `today` and the dates as yyyy-mm-dd (a date-time is cut to its day). */
export function certificateState(dates: CertificateDates, today: string): CertificateState {
  const day = (iso: string) => iso.slice(0, 10)
  if (dates.revokedOn !== null && day(dates.revokedOn) <= day(today)) return 'revoked'
  if (dates.validUntil !== null && day(dates.validUntil) < day(today)) return 'expired'
  return 'valid'
}

/**
 * §6 "instructor ... must confirm instructions", §2 /my-qualifications "instructor instructions and
 * their confirmation": who is asked to confirm them (as the server's PUT /trade-certificates/read
 * allows): an instructor, a trade-certificate holder or a holder of an approved instructor exemption.
 */
export function confirmsInstructions(
  isInstructor: boolean,
  held: { tradeCertificates: readonly unknown[]; instructorExemptions: ReadonlyArray<{ status: string }> },
): boolean {
  return (
    isInstructor ||
    held.tradeCertificates.length > 0 ||
    held.instructorExemptions.some((exemption) => exemption.status === 'approved')
  )
}
