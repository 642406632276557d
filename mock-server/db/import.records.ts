/**
 * The import slice's records (issue 22): one old-system (byn2) training per record, whose it is and
 * which company's, and the answers given so far with who gave them and when. The state and the §9
 * defaults are derived per request (src/domain/import.ts), never stored.
 */
import * as v from 'valibot'
import { Id, IsoDate } from '../../src/api/common.schemas'
import { ApprenticeAnswerSchema, Byn2DataSchema, CompanyAnswerSchema } from '../../src/api/import/import.schemas'

export const Byn2ImportRecordSchema = v.object({
  id: Id,
  /** The apprentice the training is theirs (the only person who answers get-person for it). */
  personId: Id,
  companyId: Id,
  byn2Data: Byn2DataSchema,
  apprenticeAnswer: v.nullable(ApprenticeAnswerSchema),
  apprenticeAnsweredAt: v.nullable(IsoDate),
  companyAnswer: v.nullable(CompanyAnswerSchema),
  companyAnsweredAt: v.nullable(IsoDate),
  companyAnsweredById: v.nullable(Id),
  departmentId: v.nullable(Id),
  workplaceId: v.nullable(Id),
  /** The chosen instructor's employment id (as an application's instructorId). */
  instructorId: v.nullable(Id),
  /** When both sides had accepted (the import queue's order). */
  queuedAt: v.nullable(IsoDate),
})
export type Byn2ImportRecord = v.InferOutput<typeof Byn2ImportRecordSchema>
