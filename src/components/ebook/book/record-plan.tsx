import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Element } from '../../../api/ebook/ebook.schemas'
import { recordPlan, type PlanPart } from '../../../domain/ebook-plan'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { useLevelWords } from '../level-words'
import styles from './book.module.css'
import { NS } from './texts'

function PartLine({ part }: { part: PlanPart }) {
  const { t } = useTranslation(NS)
  const words = useLevelWords()
  const requiredName = words.name(part.requiredLevel)
  return (
    <li>
      <p className={styles.partName}>
        {part.name}
        {part.mandatory && ' '}
        {part.mandatory && <span className={styles.tag}>{t('plan.mandatory')}</span>}
      </p>
      <p className={styles.partLine}>
        {part.nextStep === 'notReported'
          ? t('plan.notReported', { required: part.requiredLevel, requiredName })
          : t('plan.raiseLevel', {
              level: part.achievedLevel,
              levelName: words.name(part.achievedLevel ?? 0),
              required: part.requiredLevel,
              requiredName,
            })}
      </p>
      {part.approvedBelow && (
        <p className={styles.partLine}>
          {t('plan.approvedBelow', { level: part.achievedLevel, required: part.requiredLevel })}
        </p>
      )}
    </li>
  )
}

/**
 * The record plan (§2 e-book screens): what is left to report, per work element in the book's order,
 * the mandatory parts first. Read from the book's parts (no API call serves it): see domain/ebook-plan.
 */
export function RecordPlan({ elements }: { elements: readonly Element[] }) {
  const { t } = useTranslation(NS)
  const idPrefix = useId()
  const plan = useMemo(() => recordPlan(elements), [elements])
  if (elements.length === 0) return <p>{t('progress.noElements')}</p>
  if (plan.partsLeft === 0) return <EmptyState title={t('plan.empty')} />
  return (
    <>
      <p data-testid="plan-summary">
        {t('plan.lead', { count: plan.partsLeft })}{' '}
        {plan.mandatoryLeft === 0 ? t('plan.noneMandatory') : t('plan.mandatoryLeft', { count: plan.mandatoryLeft })}
      </p>
      <ul className={styles.elementList} data-testid="record-plan">
        {plan.elements.map((element) => {
          const headingId = `${idPrefix}-element-${element.id}`
          return (
            <li key={element.id}>
              <h3 className={styles.elementName} id={headingId}>
                {element.name}
              </h3>
              <ul className={styles.partList} aria-labelledby={headingId}>
                {element.parts.map((part) => (
                  <PartLine key={part.id} part={part} />
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </>
  )
}
