/**
 * The qualifications slice's data (issue 21): the certificates issued for what the personas hold
 * (mock-server/scenario/shell.ts seeds the held items themselves) and one distance qualification.
 * Johan Berg (instructor) holds a valid scaffolding trade certificate, a revoked carpentry one, an
 * expired excavator qualification and a distance qualification; Elin Andersson (apprentice) two
 * educations with basic-education certificates; Ahmed Hassan (YUA) a valid trade certificate. The
 * scenario clock starts at 2026-11-16 (SCENARIO_BASE_DATE).
 */
import type { Db } from '../db'
import type { CertificateRecord, DistanceQualificationRecord } from '../db/qualifications.records'
import { createAll } from './create-all'
import { PERSONAS, PROFESSION_SCAFFOLDING } from './shell'

const BOARD = 'Byggnadsindustrins Yrkesnämnd'

/** Named ids: tests, Pact states and e2e import these. */
export const QUALIFICATION_IDS = {
  /** Johan's scaffolding trade certificate (8001): valid, no end date. */
  validTradeCertificate: 8001,
  /** Johan's carpentry trade certificate (8002): revoked 2026-09-01. */
  revokedTradeCertificate: 8002,
  /** Johan's excavator machine qualification (9101): ended 2026-06-30. */
  expiredMachineQualification: 9101,
  /** Elin's carpentry education (6001) with its basic-education certificate. */
  basicEducation: 6001,
  /** Johan's distance qualification. */
  distanceQualification: 9501,
  /** Card numbers as printed. */
  validCardNumber: 'YB-848-04578',
} as const

const DISTANCE_QUALIFICATIONS: DistanceQualificationRecord[] = [
  {
    id: QUALIFICATION_IDS.distanceQualification,
    personId: PERSONAS.instructor.id,
    name: 'Arbetsmiljö och säkerhet (Y4+Y5), distans',
    professionId: PROFESSION_SCAFFOLDING,
  },
]

const CERTIFICATES: CertificateRecord[] = [
  {
    id: 1,
    kind: 'tradeCertificate',
    qualificationId: QUALIFICATION_IDS.validTradeCertificate,
    personId: PERSONAS.instructor.id,
    issuer: BOARD,
    issuedOn: '2012-05-14',
    validUntil: null,
    cardNumber: QUALIFICATION_IDS.validCardNumber,
    revokedOn: null,
  },
  {
    id: 2,
    kind: 'tradeCertificate',
    qualificationId: QUALIFICATION_IDS.revokedTradeCertificate,
    personId: PERSONAS.instructor.id,
    issuer: BOARD,
    issuedOn: '2009-03-02',
    validUntil: null,
    cardNumber: 'YB-101-04578',
    revokedOn: '2026-09-01',
  },
  {
    id: 3,
    kind: 'machineQualification',
    qualificationId: QUALIFICATION_IDS.expiredMachineQualification,
    personId: PERSONAS.instructor.id,
    issuer: BOARD,
    issuedOn: '2021-07-01',
    validUntil: '2026-06-30',
    cardNumber: 'MB-1-04578',
    revokedOn: null,
  },
  {
    id: 4,
    kind: 'distanceQualification',
    qualificationId: QUALIFICATION_IDS.distanceQualification,
    personId: PERSONAS.instructor.id,
    issuer: 'Byggutbildning Distans AB',
    issuedOn: '2025-10-03',
    validUntil: '2030-10-02',
    cardNumber: null,
    revokedOn: null,
  },
  {
    id: 5,
    kind: 'education',
    qualificationId: QUALIFICATION_IDS.basicEducation,
    personId: PERSONAS.apprentice.id,
    issuer: 'Byggprogrammet, Norrby gymnasium',
    issuedOn: '2024-06-14',
    validUntil: null,
    cardNumber: null,
    revokedOn: null,
  },
  {
    id: 6,
    kind: 'tradeCertificate',
    qualificationId: 8003,
    personId: PERSONAS.yua.id,
    issuer: BOARD,
    issuedOn: '2018-02-20',
    validUntil: null,
    cardNumber: 'YB-101-07813',
    revokedOn: null,
  },
]

export async function seedQualifications(target: Db): Promise<void> {
  await createAll(target.distanceQualifications, DISTANCE_QUALIFICATIONS)
  await createAll(target.certificates, CERTIFICATES)
}
