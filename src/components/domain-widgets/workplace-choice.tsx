import { useTranslation } from 'react-i18next'
import type { Workplace } from '../../api/company/company.schemas'
import { ChoiceFieldset } from '../ui/choice-fieldset/choice-fieldset'
import styles from './domain-widgets.module.css'
import { NS } from './texts'

export interface WorkplaceChoiceProps {
  /** id of the first radio: the error summary links to it. */
  id: string
  legend: string
  workplaces: Workplace[]
  value: number | null
  onChange: (workplaceId: number) => void
  error: string | null
}

/** A workplace of the company, as radios (§5): name – address, city; a notice when the company has none. */
export function WorkplaceChoice({ id, legend, workplaces, value, onChange, error }: WorkplaceChoiceProps) {
  const { t } = useTranslation(NS)
  if (workplaces.length === 0) return <p className={styles.warningBox}>{t('workplace.none')}</p>
  return (
    <ChoiceFieldset
      type="radio"
      id={id}
      legend={legend}
      value={value === null ? [] : [String(value)]}
      onChange={([chosen]) => onChange(Number(chosen))}
      options={workplaces.map((w) => ({
        value: String(w.id),
        label: [w.name, [w.address1, w.city].filter(Boolean).join(', ')].filter(Boolean).join(' – '),
      }))}
      error={error}
      required
    />
  )
}
