import type { LinkChange, LinkTarget } from './instructor-link.steps'

/** Linking adds the instructor to the apprenticeship's active instructors (once). */
export function linkChange(target: LinkTarget, instructorEmploymentId: number, instructor: string): LinkChange {
  const ids = target.activeInstructorIds.filter((id) => id !== instructorEmploymentId)
  return {
    kind: 'link',
    apprenticeshipId: target.apprenticeshipId,
    instructorEmploymentId,
    instructorEmploymentIds: [...ids, instructorEmploymentId],
    apprentice: target.apprentice,
    instructor,
  }
}

/**
 * Ending a link leaves the others. An apprentice's only instructor is not refused here: the server
 * judges §5's "at least one instructor" and the page shows its words (one judge, no second copy).
 */
export function unlinkChange(target: LinkTarget, instructorEmploymentId: number, instructor: string): LinkChange {
  return {
    kind: 'unlink',
    apprenticeshipId: target.apprenticeshipId,
    instructorEmploymentId,
    instructorEmploymentIds: target.activeInstructorIds.filter((id) => id !== instructorEmploymentId),
    apprentice: target.apprentice,
    instructor,
  }
}
