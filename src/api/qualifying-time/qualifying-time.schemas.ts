/**
 * Qualifying time (§3 "Qualifying time or period", §4 "Qualifying time", §7 "Qualifications and
 * certificates"): one apprentice's time towards the trade certificate as a company user, the apprentice
 * or the menu badge reads it, its modifications (extension requests to the region), its length and the
 * bodies of the calls. The server derives the state, "finished" and the caller's powers on the scenario
 * clock and answers them; the page shows them in words and never derives them again. Rules where the
 * spec is silent: notes s28 qualifying-time-backend (ADR to come).
 */
import * as v from 'valibot'
import { Id, IsoDate, Text, TEXT_MAX } from '../common.schemas'

/**
 * §4's states, in the order a qualifying time moves through them. `stopped` is detached from the
 * company (the apprenticeship ended, or aborted); `readyForApproval` is §4's "finished": the end date
 * has passed, the company has not approved it, neither aborted nor cancelled.
 */
export const QUALIFYING_TIME_STATES = [
  'ongoing',
  'paused',
  'stopped',
  'cancelled',
  'readyForApproval',
  'approvedByCompany',
  'approvedByRegion',
  'certificateIssued',
] as const
export const QualifyingTimeStateSchema = v.picklist(QUALIFYING_TIME_STATES)
export type QualifyingTimeState = v.InferOutput<typeof QualifyingTimeStateSchema>

/** The scheme's profession groups and the routes of the basic education (the published hours' keys). */
export const PROFESSION_GROUPS = ['construction', 'machinesScaffolding', 'finishing'] as const
export const BASIC_EDUCATION_ROUTES = ['upperSecondary', 'adultEducation'] as const

/** Why approval is refused before it is tried: §8 "Y4+Y5 not approved". */
export const APPROVAL_BLOCKS = ['courseY4Y5NotApproved'] as const

/** The extension a request may ask for at once, in whole months (the total maximum is the server's). */
export const EXTENSION_MONTHS = { min: 1, max: 12 } as const

export const QualifyingTimePersonSchema = v.object({
  id: Id,
  /** Blank for a protected identity unless the caller is an administrator or the person (§6). */
  firstName: v.string(),
  lastName: v.string(),
  protectedIdentity: v.boolean(),
})
export type QualifyingTimePerson = v.InferOutput<typeof QualifyingTimePersonSchema>

/** An employment-rate period (§3): percent 1–100 from–to, inclusive. */
export const QualifyingTimeRateSchema = v.object({ fromDate: IsoDate, toDate: IsoDate, percent: v.number() })
export type QualifyingTimeRate = v.InferOutput<typeof QualifyingTimeRateSchema>

/** A pause (§3): dates inclusive and its reason. */
export const QualifyingTimePauseSchema = v.object({ fromDate: IsoDate, toDate: IsoDate, reason: v.string() })
export type QualifyingTimePause = v.InferOutput<typeof QualifyingTimePauseSchema>

export const MODIFICATION_STATUSES = ['awaitingRegion', 'approved', 'rejected'] as const

/** A modification of the qualifying time: an extension request and the region's decision. */
export const QualifyingTimeModificationSchema = v.object({
  id: Id,
  qualificationTimeId: Id,
  educationId: Id,
  kind: v.picklist(['extension']),
  months: v.number(),
  motivation: v.string(),
  status: v.picklist(MODIFICATION_STATUSES),
  createdAt: IsoDate,
  /** Who asked (masked as the apprentice is, §6); null when the person is gone. */
  createdBy: v.nullable(v.object({ id: Id, firstName: v.string(), lastName: v.string() })),
  decidedAt: v.nullable(IsoDate),
})
export type QualifyingTimeModification = v.InferOutput<typeof QualifyingTimeModificationSchema>

/** What the forecast needs besides the rates and pauses: the published hours for this apprentice. */
export const QualifyingTimeHoursSchema = v.object({
  professionGroup: v.picklist(PROFESSION_GROUPS),
  basicEducationRoute: v.picklist(BASIC_EDUCATION_ROUTES),
  /** The scheme's total for the group and route (scenario defaults: 6 800 / 5 800, 4 800 / 4 200, 4 800 / 3 300). */
  requiredHours: v.number(),
})

/** One qualifying time as the list and the page read it. */
export const QualifyingTimeSchema = v.object({
  id: Id,
  educationId: Id,
  state: QualifyingTimeStateSchema,
  /** §4 "finished" (the badge counts these): end date passed, not approved, neither aborted nor cancelled. */
  finished: v.boolean(),
  apprentice: QualifyingTimePersonSchema,
  profession: v.object({ id: Id, name: v.string() }),
  company: v.object({ id: Id, name: v.string() }),
  department: v.nullable(v.object({ id: Id, name: v.string() })),
  fromDate: IsoDate,
  /** The planned end as stored; approved extensions are listed, not added in. */
  toDate: IsoDate,
  ...QualifyingTimeHoursSchema.entries,
  employmentRates: v.array(QualifyingTimeRateSchema),
  pauses: v.array(QualifyingTimePauseSchema),
  /** The pause holding today (state `paused`), else null. */
  currentPause: v.nullable(QualifyingTimePauseSchema),
  approvedExtensions: v.array(v.object({ id: Id, months: v.number(), decidedAt: v.nullable(IsoDate) })),
  /** §4: no new extension request while this one awaits the region. */
  extensionAwaitingRegion: v.nullable(v.object({ id: Id, months: v.number(), createdAt: IsoDate })),
  approval: v.object({
    /** Set when approval would be refused for a reason other than the state (§8 Y4+Y5). */
    blockedBy: v.nullable(v.picklist(APPROVAL_BLOCKS)),
    companyApprovedAt: v.nullable(IsoDate),
    regionApprovedAt: v.nullable(IsoDate),
    certificateIssuedAt: v.nullable(IsoDate),
  }),
  /** The caller's powers, by the server's own rule (§6): the page disables what they do not allow. */
  mayApprove: v.boolean(),
  mayRequestExtension: v.boolean(),
})
export type QualifyingTime = v.InferOutput<typeof QualifyingTimeSchema>

/** PATCH /qualification-times/list. Without companyId and personId: the caller's own qualifying times. */
export const QualifyingTimeListBodySchema = v.object({
  companyId: v.optional(Id),
  /** One person's (an apprentice reads their own; a company user one apprentice at the company). */
  personId: v.optional(Id),
  departmentId: v.optional(Id),
  states: v.optional(v.pipe(v.array(QualifyingTimeStateSchema), v.maxLength(QUALIFYING_TIME_STATES.length))),
  finishedOnly: v.optional(v.boolean()),
  search: v.optional(Text(TEXT_MAX.search)),
  /** The screen opened (§2 "resets to 0 when the screen opens"): the finished ones listed count as seen. */
  markSeen: v.optional(v.boolean()),
})
export type QualifyingTimeListBody = v.InferInput<typeof QualifyingTimeListBodySchema>

/** GET /qualification-times/finished-count: the menu badge's number (§2), cheap enough to poll. */
export const FinishedCountSchema = v.object({
  /** Finished qualifying times the caller sees that the caller has not seen listed; 0 for non-company users. */
  unseen: v.number(),
  /** All finished ones the caller sees. */
  finished: v.number(),
})
export type FinishedCount = v.InferOutput<typeof FinishedCountSchema>

/** POST /qualification-times/create-modification: an extension request to the region. */
export const CreateModificationBodySchema = v.object({
  qualificationTimeId: Id,
  months: v.pipe(Id, v.minValue(EXTENSION_MONTHS.min), v.maxValue(EXTENSION_MONTHS.max)),
  motivation: v.pipe(Text(TEXT_MAX.freeText), v.trim(), v.minLength(1)),
})
export type CreateModificationBody = v.InferInput<typeof CreateModificationBodySchema>

/** PATCH /educations/{id}/get-qualification-time-length: `extensionMonths` previews an extension. */
export const QualifyingTimeLengthBodySchema = v.object({
  extensionMonths: v.optional(v.pipe(Id, v.minValue(0), v.maxValue(EXTENSION_MONTHS.max))),
})
export type QualifyingTimeLengthBody = v.InferInput<typeof QualifyingTimeLengthBodySchema>

export const QualifyingTimeLengthSchema = v.object({
  educationId: Id,
  qualificationTimeId: Id,
  fromDate: IsoDate,
  toDate: IsoDate,
  lengthMonths: v.number(),
  completedMonths: v.number(),
  remainingMonths: v.number(),
  approvedExtensionMonths: v.number(),
  awaitingExtensionMonths: v.number(),
  /** The planned end moved by the approved extensions and the previewed months. */
  endDateWithExtensions: IsoDate,
  /** The total an apprentice's extensions may reach (§9 leaves it a placeholder; the server's value). */
  maxTotalExtensionMonths: v.number(),
  ...QualifyingTimeHoursSchema.entries,
})
export type QualifyingTimeLength = v.InferOutput<typeof QualifyingTimeLengthSchema>

/** PATCH /qualification-times/{id}/approve has no fields; the answer is the qualifying time after it. */
export const ApproveQualifyingTimeBodySchema = v.object({})
