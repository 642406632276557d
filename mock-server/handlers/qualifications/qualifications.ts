/**
 * What a person holds, as GET /persons/get/{id} answers it (issue 21, §2 /my-qualifications, §3):
 * each held trade certificate, education, machine qualification and distance qualification with the
 * facts of its certificate (`certificate`, null when none was issued) and its state on the scenario
 * clock. The person call itself (who may read whom) stays in ../shell/persons.ts; this module only
 * widens its lists. Confirming the instructions is ../instructor/instructions.ts (PUT
 * /trade-certificates/read), a profession's courses ../company/companies.ts.
 */
import type { CertificateFacts, QualificationKind } from '../../../src/api/qualifications/qualifications.schemas'
import { certificateState } from '../../../src/domain/qualifications'
import { nowIso } from '../../clock'
import { db } from '../../db'

/** The certificate of one held item, with its state today; null when none was issued. */
export function certificateOf(kind: QualificationKind, qualificationId: number): CertificateFacts | null {
  const record = db().certificates.findFirst((q) => q.where({ kind, qualificationId }))
  if (!record) return null
  const { issuer, issuedOn, validUntil, cardNumber, revokedOn } = record
  return {
    issuer,
    issuedOn,
    validUntil,
    cardNumber,
    revokedOn,
    state: certificateState({ validUntil, revokedOn }, nowIso()),
  }
}

/** The lists of the person answer, each item with its certificate; oldest first (by id). */
export function heldQualifications(personId: number) {
  const d = db()
  const withCertificates =
    (kind: QualificationKind) =>
    <T extends { id: number }>(items: T[]) =>
      items.sort((a, b) => a.id - b.id).map((item) => ({ ...item, certificate: certificateOf(kind, item.id) }))
  return {
    tradeCertificates: withCertificates('tradeCertificate')(d.tradeCertificates.findMany((q) => q.where({ personId }))),
    educations: withCertificates('education')(d.educations.findMany((q) => q.where({ personId }))),
    machinequalifications: withCertificates('machineQualification')(
      d.machineQualifications.findMany((q) => q.where({ personId })),
    ),
    distanceQualifications: withCertificates('distanceQualification')(
      d.distanceQualifications.findMany((q) => q.where({ personId })),
    ),
  }
}

/** The person answer with the held lists widened. */
export function withHeldQualifications<T extends { id: number }>(person: T): T & ReturnType<typeof heldQualifications> {
  return { ...person, ...heldQualifications(person.id) }
}
