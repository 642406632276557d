/**
 * Old-system import (§3 "Old-system import record", §4 "Old-system import", §5, §7, §9; issue 22): a
 * training carried over from the 2006 system (byn2), the company it belongs to with what the company's
 * answer chooses from, and the answers so far (byn4). The apprentice answers first (OK, NOK1, NOK2),
 * then the company (OK or NOK, with department, workplace and instructor when accepting); both OK
 * queues the import. The server computes the state, the §9 defaults and each instructor's
 * `disabledReason` (§5's instructor rules); the page shows them and never derives them again.
 * Rules where the spec is silent: notes s29 import-backend (ADR to come).
 *
 * Names: §3's `byn2Data`, `company`, `byn4data` as the spec spells them; the answer fields carry ids
 * (`departmentId`, `workplaceId`, `instructorId`) rather than §7's loose "department, workplace,
 * instructor", as every other call of the portal does.
 */
import * as v from 'valibot'
import { Id } from '../common.schemas'

/** §3 person answer. OK: the training is right, import it. NOK1: no longer employed at that company.
 * NOK2: the data is wrong. Either NOK ends the record; the company is never asked. */
export const APPRENTICE_ANSWERS = ['OK', 'NOK1', 'NOK2'] as const
export const ApprenticeAnswerSchema = v.picklist(APPRENTICE_ANSWERS)
export type ApprenticeAnswer = v.InferOutput<typeof ApprenticeAnswerSchema>

/** §3 company answer. OK needs department (when the company has them), workplace and instructor. */
export const COMPANY_ANSWERS = ['OK', 'NOK'] as const
export const CompanyAnswerSchema = v.picklist(COMPANY_ANSWERS)
export type CompanyAnswer = v.InferOutput<typeof CompanyAnswerSchema>

/**
 * Where a record stands (§4): waiting for the apprentice, then for the company; `queued` when both
 * answered OK (the import is queued), `declined` when either side said no.
 */
export const IMPORT_STATES = ['awaitingApprentice', 'awaitingCompany', 'queued', 'declined'] as const
export const ImportStateSchema = v.picklist(IMPORT_STATES)
export type ImportState = v.InferOutput<typeof ImportStateSchema>

/** §5: why an instructor cannot be chosen (the first rule that fails, in this order). */
export const INSTRUCTOR_DISABLED_REASONS = ['full', 'noEmail', 'noCertificate'] as const
export const InstructorDisabledReasonSchema = v.picklist(INSTRUCTOR_DISABLED_REASONS)
export type InstructorDisabledReason = v.InferOutput<typeof InstructorDisabledReasonSchema>

/** What the old system holds (§3 byn2Data). Months and hours left are null when it has none (§9). */
export const Byn2DataSchema = v.object({
  companyName: v.string(),
  /** Organisation number as the old system wrote it (6 digits, dash, 4 digits). */
  companyOrg: v.string(),
  professionName: v.string(),
  professionId: Id,
  /** Months of qualifying time left; null when missing. */
  qTimeLeft: v.nullable(v.number()),
  /** Hours left; null when missing. */
  timeLeft: v.nullable(v.number()),
  personName: v.string(),
  personalNumber: v.string(),
  machineQualificationIds: v.array(Id),
})
export type Byn2Data = v.InferOutput<typeof Byn2DataSchema>

const Named = { id: Id, name: v.string() }

export const ImportInstructorSchema = v.object({
  ...Named,
  /** The departments the instructor works in (empty: the whole company). */
  departmentIds: v.array(Id),
  /** null: may be chosen. Otherwise the first §5 rule that fails. */
  disabledReason: v.nullable(InstructorDisabledReasonSchema),
})
export type ImportInstructor = v.InferOutput<typeof ImportInstructorSchema>

/** The company the training belongs to and what its answer chooses from (§3 company). */
export const ImportCompanySchema = v.object({
  ...Named,
  hasDepartments: v.boolean(),
  /** For a departmental user only their own departments. */
  departments: v.array(v.object(Named)),
  /** `departmentIds` empty: a workplace of the whole company, offered under every department. */
  workplaces: v.array(v.object({ ...Named, departmentIds: v.array(Id) })),
  instructors: v.array(ImportInstructorSchema),
})
export type ImportCompany = v.InferOutput<typeof ImportCompanySchema>

/** The answers so far and what the import will carry (§3 byn4data). */
export const Byn4DataSchema = v.object({
  apprenticeAnswer: v.nullable(ApprenticeAnswerSchema),
  companyAnswer: v.nullable(CompanyAnswerSchema),
  departmentId: v.nullable(Id),
  workplaceId: v.nullable(Id),
  instructorId: v.nullable(Id),
  /** byn2Data's qTimeLeft, or §9's 36 when missing. */
  monthsLeft: v.number(),
  /** byn2Data's timeLeft, or §9's 3600 when missing. */
  hoursLeft: v.number(),
  /** True when either default of §9 was applied. */
  defaultsApplied: v.boolean(),
  state: ImportStateSchema,
})
export type Byn4Data = v.InferOutput<typeof Byn4DataSchema>

/** One old-system import record as the four calls answer it. */
export const ImportRecordSchema = v.object({
  id: Id,
  byn2Data: Byn2DataSchema,
  company: ImportCompanySchema,
  byn4data: Byn4DataSchema,
})
export type ImportRecord = v.InferOutput<typeof ImportRecordSchema>

/** PATCH /byn2import/update-for-person: the apprentice's answer (final once given). */
export const UpdateForPersonBodySchema = v.object({
  id: Id,
  /** Optional in the shape so a missing answer is §8's "answer missing" 422, not a bare parse failure. */
  apprenticeAnswer: v.optional(v.nullable(ApprenticeAnswerSchema)),
})
export type UpdateForPersonBody = v.InferInput<typeof UpdateForPersonBodySchema>

/** PATCH /byn2import/update-for-company: the company's answer; accepting needs §5's choices. */
export const UpdateForCompanyBodySchema = v.object({
  id: Id,
  companyAnswer: v.optional(v.nullable(CompanyAnswerSchema)),
  departmentId: v.optional(v.nullable(Id)),
  workplaceId: v.optional(v.nullable(Id)),
  instructorId: v.optional(v.nullable(Id)),
})
export type UpdateForCompanyBody = v.InferInput<typeof UpdateForCompanyBodySchema>
