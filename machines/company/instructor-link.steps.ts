/**
 * What the YUA page's link flow sends (§6 "YUA links apprentices", §5 instructor rules): one change
 * of one apprenticeship's instructors, as PATCH /apprenticeships/update/{id} takes it (the whole new
 * set of active instructors), with the names the page's messages read.
 */
export interface LinkChange {
  kind: 'link' | 'unlink'
  apprenticeshipId: number
  /** The instructor's employment whose card the change came from. */
  instructorEmploymentId: number
  /** The whole new set of the apprenticeship's active instructors. */
  instructorEmploymentIds: number[]
  apprentice: string
  instructor: string
}

/** The apprenticeship as the flow reads it: its id, the apprentice's name and its active instructors. */
export interface LinkTarget {
  apprenticeshipId: number
  apprentice: string
  activeInstructorIds: readonly number[]
}
