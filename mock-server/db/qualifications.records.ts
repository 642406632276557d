/**
 * The qualifications slice's records (issue 21): the certificate issued for a held item (trade
 * certificate, education, machine qualification, distance qualification), by kind and the item's id,
 * and the distance qualifications. A certificate's state is never stored: it is derived on the
 * scenario clock (src/domain/qualifications.ts certificateState).
 */
import * as v from 'valibot'
import { Id } from '../../src/api/common.schemas'
import {
  CertificateFactsSchema,
  DistanceQualificationSchema,
  QUALIFICATION_KINDS,
} from '../../src/api/qualifications/qualifications.schemas'

export const CertificateRecordSchema = v.object({
  ...v.omit(CertificateFactsSchema, ['state']).entries,
  id: Id,
  kind: v.picklist(QUALIFICATION_KINDS),
  /** The id of the held item (tradeCertificates, educations, machineQualifications, distanceQualifications). */
  qualificationId: Id,
  personId: Id,
})
export type CertificateRecord = v.InferOutput<typeof CertificateRecordSchema>

export const DistanceQualificationRecordSchema = v.object({
  ...v.omit(DistanceQualificationSchema, ['certificate']).entries,
  personId: Id,
})
export type DistanceQualificationRecord = v.InferOutput<typeof DistanceQualificationRecordSchema>
