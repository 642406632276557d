import { useTranslation } from 'react-i18next'
import { statusIcon } from '../../domain/application'
import styles from './application.module.css'

const GLYPH = { draft: '✎', approvedByApprentice: '✓', approvedByCompany: '✓✓', none: '•' } as const

/**
 * The §4 list icon of an application's status number (= its state id, src/domain/application.ts),
 * with its meaning as text for screen readers and a tooltip for everyone else.
 */
export function StatusIcon({ stateId }: { stateId: number }) {
  const { t } = useTranslation('application')
  const icon = statusIcon(stateId) ?? 'none'
  const label = t(`statusIcon.${icon}`)
  return (
    <span className={[styles.statusIcon, styles[`status-${icon}`]].join(' ')} title={label} data-testid={`status-icon-${icon}`}>
      <span aria-hidden="true">{GLYPH[icon]}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
