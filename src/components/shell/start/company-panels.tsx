import { useTranslation } from 'react-i18next'
import { Accordion } from '../../ui/accordion/accordion'
import { AppLink } from '../../ui/app-link/app-link'
import { buttonClassName } from '../../ui/button/button'
import type { CompanyPanel } from './start-model'
import styles from './start.module.css'

/** Per-company expansion panels with the action buttons the user's roles allow there (§2, §6). */
export function CompanyPanels({ panels }: { panels: CompanyPanel[] }) {
  const { t } = useTranslation('shell-start')
  if (panels.length === 0) return null
  return (
    <section aria-labelledby="companies-title" className={styles.section} data-testid="company-panels">
      <h2 id="companies-title">{t('companies.title')}</h2>
      <Accordion
        headingLevel={3}
        defaultValue={panels.length === 1 ? [String(panels[0]!.companyId)] : []}
        items={panels.map((panel) => ({
          value: String(panel.companyId),
          title: (
            <span className={styles.panelTitle} data-testid={`company-panel-${panel.companyId}`}>
              <span>{panel.name || t('companies.unnamed', { id: panel.companyId })}</span>
              {panel.roles && <span className={styles.roles}>{panel.roles}</span>}
            </span>
          ),
          content: (
            <ul
              className={styles.actionGrid}
              aria-label={t('companies.actionsFor', { name: panel.name || panel.companyId })}
            >
              {panel.actions.map((action) => (
                <li key={action.key}>
                  <AppLink preload href={action.href} className={buttonClassName('secondary', { fullWidth: true })}>
                    {t(`companies.actions.${action.key}`)}
                  </AppLink>
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </section>
  )
}
