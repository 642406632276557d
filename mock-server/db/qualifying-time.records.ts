/**
 * The qualifying-time slice's records (issue 21). The dates and the flags of §3 (fromDate, toDate,
 * isCancelled, doAbort, isApprovedByInstructor) stay on the education's `qualificationTime`, the one
 * place the current user's answer reads them; a record here adds what the slice needs beside them:
 * whose company it is, the route of the basic education and the published hours, course Y4+Y5, and the
 * approvals after the company's. The state and "finished" are derived on the scenario clock, never stored.
 */
import * as v from 'valibot'
import { Id, IsoDate } from '../../src/api/common.schemas'
import {
  BASIC_EDUCATION_ROUTES,
  PROFESSION_GROUPS,
  QualifyingTimeModificationSchema,
} from '../../src/api/qualifying-time/qualifying-time.schemas'

export const COURSE_RESULTS = ['passed', 'missing', 'failed'] as const

export const QualificationTimeRecordSchema = v.object({
  id: Id,
  educationId: Id,
  companyId: Id,
  /** The apprenticeship it runs in (department, instructors, employment rates); null for an old one. */
  apprenticeshipId: v.nullable(Id),
  /**
   * Without an apprenticeship record (an imported time): its department and the day it was detached
   * from the company. With one, the apprenticeship's own department and manual end win.
   */
  departmentId: v.nullable(Id),
  detachedOn: v.nullable(IsoDate),
  professionGroup: v.picklist(PROFESSION_GROUPS),
  basicEducationRoute: v.picklist(BASIC_EDUCATION_ROUTES),
  requiredHours: v.number(),
  /** §8: approval is refused while course Y4+Y5 is not passed. */
  courseY4Y5: v.picklist(COURSE_RESULTS),
  companyApprovedAt: v.nullable(IsoDate),
  companyApprovedById: v.nullable(Id),
  regionApprovedAt: v.nullable(IsoDate),
  certificateIssuedAt: v.nullable(IsoDate),
})
export type QualificationTimeRecord = v.InferOutput<typeof QualificationTimeRecordSchema>

/** The answer's modification with who asked kept by id (the answer names the person). */
export const QualificationTimeModificationRecordSchema = v.object({
  ...v.omit(QualifyingTimeModificationSchema, ['createdBy']).entries,
  createdById: v.nullable(Id),
})
export type QualificationTimeModificationRecord = v.InferOutput<typeof QualificationTimeModificationRecordSchema>

/** The menu badge's mark (§2 "resets to 0 when the screen opens"): the finished ones a user has seen listed. */
export const QualificationTimeSeenRecordSchema = v.object({
  id: Id,
  personId: Id,
  qualificationTimeIds: v.array(Id),
})
