import { useTranslation } from 'react-i18next'
import { statusIcon, type StatusIcon as StatusIconKind } from '../../../domain/application'
import styles from './company-application.module.css'
import { NS } from './texts'

const ICON_CLASS: Record<StatusIconKind, string | undefined> = {
  draft: styles.iconDraft,
  approvedByApprentice: styles.iconApprentice,
  approvedByCompany: styles.iconCompany,
}

/** Simple shapes that differ in form, not only in colour (a pencil, a person with a tick, a building with a tick). */
function Glyph({ kind }: { kind: StatusIconKind }) {
  switch (kind) {
    case 'draft':
      return (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <path d="M4 20h4L19 9l-4-4L4 16z" />
          <path d="M13.5 6.5l4 4" />
        </svg>
      )
    case 'approvedByApprentice':
      return (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <circle cx="9" cy="7" r="4" />
          <path d="M2 21v-1a6 6 0 0 1 6-6h2" />
          <path d="M14 18l3 3 5-6" />
        </svg>
      )
    case 'approvedByCompany':
      return (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <path d="M3 21V4h10v17" />
          <path d="M7 8h2M7 12h2M7 16h2" />
          <path d="M13 18l3 3 6-7" />
        </svg>
      )
  }
}

/**
 * The §4 status icon of an application in a list (status number = state id, see statusIcon), with
 * its text alternative. States without an icon (8, 10, 11) show nothing here; the row names the state.
 */
export function ApplicationStatusIcon({ stateId }: { stateId: number }) {
  const { t } = useTranslation(NS)
  const kind = statusIcon(stateId)
  if (!kind) return null
  return (
    <span className={`${styles.statusIcon} ${ICON_CLASS[kind] ?? ''}`} role="img" aria-label={t(`status.${kind}`)} title={t(`status.${kind}`)} data-testid={`status-icon-${kind}`}>
      <Glyph kind={kind} />
    </span>
  )
}
