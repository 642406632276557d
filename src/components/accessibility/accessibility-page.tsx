import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Page } from '../ui/page/page'
import styles from './accessibility-page.module.css'
import { AXE_CORE_VERSION, AXE_TAGS, axeGaps, KNOWN_GAPS, STATEMENT_DATE, type KnownGap } from './known-gaps'

export interface AccessibilityPageProps {
  /** The support address (a mailto: link), the one the side menu links. */
  supportMail: string
  /** The known gaps (./known-gaps.ts; a test hands in others). */
  gaps?: readonly KnownGap[]
}

/** How it is tested, after the axe line: `testing.<key>`. */
const TESTING = ['languages', 'phone', 'keyboard', 'browsers', 'screenReaders'] as const

/** One titled section of the statement. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/**
 * The accessibility statement (issue 23, public): the standard aimed for, how the portal is tested, the
 * known gaps with their dates, and how to report a problem. Written from what the tests measure: the
 * axe tags and the left-out rules come from ./known-gaps.ts, which e2e/support/axe.ts runs with.
 */
export function AccessibilityPage({ supportMail, gaps = KNOWN_GAPS }: AccessibilityPageProps) {
  const { t } = useTranslation('accessibility')
  const address = supportMail.replace(/^mailto:/, '')
  return (
    <Page title={t('title')} lead={t('lead')}>
      <Section title={t('standard.title')}>
        <p>{t('standard.text')}</p>
        <p>{t('standard.status')}</p>
      </Section>

      <Section title={t('testing.title')}>
        <ul>
          <li>{t('testing.axe', { version: AXE_CORE_VERSION, tags: AXE_TAGS.join(', ') })}</li>
          {TESTING.map((key) => (
            <li key={key}>{t(`testing.${key}`)}</li>
          ))}
        </ul>
      </Section>

      <Section title={t('gaps.title')}>
        <p data-testid="axe-gaps-summary">{axeGaps(gaps).length === 0 ? t('gaps.noAxe') : t('gaps.someAxe')}</p>
        <ul className={styles.gaps}>
          {gaps.map((gap) => (
            <li key={gap.id} className={styles.gap} data-testid={`known-gap-${gap.id}`}>
              <h3>{t(`gaps.${gap.id}.title`)}</h3>
              {gap.axe && <p>{t('gaps.axeRule', { rule: gap.axe.rule, path: gap.axe.path })}</p>}
              <p>{t(`gaps.${gap.id}.text`)}</p>
              <p className={styles.muted}>
                {t('gaps.since', { date: gap.since })}{' '}
                {gap.plannedFix === null ? t('gaps.notPlanned') : t('gaps.planned', { date: gap.plannedFix })}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('report.title')}>
        <p>{t('report.text')}</p>
        <p className={styles.mail}>
          <a href={supportMail}>{t('report.link', { address })}</a>
        </p>
      </Section>

      <p className={styles.muted}>{t('checked', { date: STATEMENT_DATE })}</p>
    </Page>
  )
}
