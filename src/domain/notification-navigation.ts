/** Where a clicked notification leads (spec §2, "Notification navigation"). */
import type { Notification } from '../api/shell/notification.schemas'
import { isCompanyUser, isDistanceAdmin, type RoleUser } from './roles'

export interface NotificationTarget {
  path: string
  /** The user is already on the target page: go home first so the page loads afresh (§2). */
  viaHome: boolean
}

/**
 * The same page: the paths without their search and hash (§2 names the target by its page, so
 * another report on InstructorApprenticesReport is the same page and goes home first too).
 */
function samePath(a: string, b: string): boolean {
  const trim = (p: string) => {
    const path = p.split(/[?#]/)[0] ?? ''
    return path.length > 1 ? path.replace(/\/+$/, '') : path
  }
  return trim(a) === trim(b)
}

/**
 * Decides whether a Book or Application notification is handled as a company user or as the
 * apprentice. A notification that concerns the user themself (additionalInfo.belongsToPersonId)
 * is theirs as an apprentice even when they also hold a company role.
 */
function actsAsCompanyUser(notification: Notification, user: NonNullable<RoleUser>): boolean {
  const owner = notification.additionalInfo?.belongsToPersonId
  if (owner !== undefined && owner !== null && owner === user.id) return false
  return isCompanyUser(user)
}

function pathFor(notification: Notification, user: NonNullable<RoleUser>): string | null {
  const { concernId } = notification
  const info = notification.additionalInfo
  switch (notification.type) {
    case 'Book': {
      const reportId = info?.reportId
      if (reportId === undefined || reportId === null) return `/book/${concernId}/education` // EbookEducationStart
      // InstructorApprenticesReport: /instructor/{id}/apprentices-report with the user's own id and the
      // book and report as search params (bookId, reportId).
      if (actsAsCompanyUser(notification, user))
        return `/instructor/${user.id}/apprentices-report?bookId=${concernId}&reportId=${reportId}`
      return `/book/${concernId}/report/${reportId}` // EbookReportNew
    }
    case 'Application': {
      if (!actsAsCompanyUser(notification, user)) return `/application/${concernId}` // ApplicationStart
      const companyId = info?.companyId
      // AdminApplicationStart needs the company; without it there is no page to open.
      return companyId ? `/company/${companyId}/applications/${concernId}/review` : null
    }
    case 'TradeCertificate':
      return '/my-qualifications' // PersonQualifications
    case 'DistanceOrder': {
      const companyId = info?.companyId
      // CompanyDistanceOrder, only for distance education administrators of that company.
      return companyId && isDistanceAdmin(user, companyId) ? `/company/${companyId}/distance-orders/${concernId}` : null
    }
    default:
      return null
  }
}

/** The page a clicked notification opens, or null when it leads nowhere for this user. */
export function notificationTarget(
  notification: Notification,
  user: RoleUser,
  currentPath: string,
): NotificationTarget | null {
  if (!user) return null
  const path = pathFor(notification, user)
  if (path === null) return null
  return { path, viaHome: samePath(currentPath, path) }
}
