import { useTranslation } from 'react-i18next'
import { statusIcon, type StatusIcon as StatusIconKind } from '../../domain/application'
import { LINE_ICON } from '../ui/icon/line-icon'
import styles from './status-icon.module.css'

/** Simple shapes that differ in form, not only in colour (a pencil, a person with a tick, a building with a tick). */
function Glyph({ kind }: { kind: StatusIconKind }) {
  switch (kind) {
    case 'draft':
      return (
        <svg {...LINE_ICON}>
          <path d="M4 20h4L19 9l-4-4L4 16z" />
          <path d="M13.5 6.5l4 4" />
        </svg>
      )
    case 'approvedByApprentice':
      return (
        <svg {...LINE_ICON}>
          <circle cx="9" cy="7" r="4" />
          <path d="M2 21v-1a6 6 0 0 1 6-6h2" />
          <path d="M14 18l3 3 5-6" />
        </svg>
      )
    case 'approvedByCompany':
      return (
        <svg {...LINE_ICON}>
          <path d="M3 21V4h10v17" />
          <path d="M7 8h2M7 12h2M7 16h2" />
          <path d="M13 18l3 3 6-7" />
        </svg>
      )
  }
}

/**
 * The §4 list icon of an application's status number (= its state id, src/domain/application.ts),
 * with its meaning as the accessible name and a tooltip. One icon for the apprentice's and the
 * company's lists. States without an icon (8, 10, 11) show a neutral dot where a row needs a mark
 * (`showNone`), else nothing: the row names the state.
 */
export function StatusIcon({ stateId, showNone = true }: { stateId: number; showNone?: boolean }) {
  const { t } = useTranslation('application')
  const kind = statusIcon(stateId)
  if (!kind && !showNone) return null
  const icon = kind ?? 'none'
  const label = t(`statusIcon.${icon}`)
  return (
    <span
      className={`${styles.statusIcon} ${styles[icon] ?? ''}`}
      role="img"
      aria-label={label}
      title={label}
      data-testid={`status-icon-${icon}`}
    >
      {kind ? <Glyph kind={kind} /> : <span aria-hidden="true">•</span>}
    </span>
  )
}
