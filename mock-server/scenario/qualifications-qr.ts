/**
 * The QR codes' own data (issue 21), beside the certificates of scenario/qualifications.ts (which the
 * qualifications pages own): Maria Lindqvist (companyAdmin) holds a valid wheel-loader qualification
 * (a certificate with a machine type and an end date) and a distance qualification that is revoked on
 * the day after the scenario's first day, so a code made on 2026-11-16 late in the evening answers
 * "revoked" a few minutes later, after midnight (UTC), while the code itself still holds. Codes are
 * never seeded: they are signed with the backend's own key, made on its first start.
 */
import type { Db } from '../db'
import type { CertificateRecord, DistanceQualificationRecord } from '../db/qualifications.records'
import { createAll } from './create-all'
import { PERSONAS, PROFESSION_SCAFFOLDING } from './shell'

const BOARD = 'Byggnadsindustrins Yrkesnämnd'

/** Named ids and dates: tests, Pact states and e2e import these. */
export const QR_IDS = {
  holder: PERSONAS.companyAdmin.id,
  /** Maria's wheel loader (machine 2): valid until 2028-04-02. */
  validMachineQualification: 9611,
  validMachineCardNumber: 'MB-2-11872',
  machineType: 'Hjullastare',
  /** Maria's fall-protection distance qualification: revoked from REVOKED_ON on. */
  revokedDistanceQualification: 9612,
  revokedOn: '2026-11-17',
  /** The last minutes before the revocation: a code made then is answered "revoked" after midnight. */
  beforeRevocation: '2026-11-16T23:55:00.000Z',
} as const

const MACHINE_QUALIFICATIONS = [{ id: QR_IDS.validMachineQualification, personId: QR_IDS.holder, machineId: 2 }]

const DISTANCE_QUALIFICATIONS: DistanceQualificationRecord[] = [
  {
    id: QR_IDS.revokedDistanceQualification,
    personId: QR_IDS.holder,
    name: 'Fallskydd vid arbete på höjd, distans',
    professionId: PROFESSION_SCAFFOLDING,
  },
]

const CERTIFICATES: CertificateRecord[] = [
  {
    id: 101,
    kind: 'machineQualification',
    qualificationId: QR_IDS.validMachineQualification,
    personId: QR_IDS.holder,
    issuer: BOARD,
    issuedOn: '2023-04-03',
    validUntil: '2028-04-02',
    cardNumber: QR_IDS.validMachineCardNumber,
    revokedOn: null,
  },
  {
    id: 102,
    kind: 'distanceQualification',
    qualificationId: QR_IDS.revokedDistanceQualification,
    personId: QR_IDS.holder,
    issuer: 'Byggutbildning Distans AB',
    issuedOn: '2025-03-10',
    validUntil: null,
    cardNumber: null,
    revokedOn: QR_IDS.revokedOn,
  },
]

export async function seedQualificationsQr(target: Db): Promise<void> {
  await createAll(target.machineQualifications, MACHINE_QUALIFICATIONS)
  await createAll(target.distanceQualifications, DISTANCE_QUALIFICATIONS)
  await createAll(target.certificates, CERTIFICATES)
}
