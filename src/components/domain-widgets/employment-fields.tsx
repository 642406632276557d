import { useTranslation } from 'react-i18next'
import type { Named } from '../../api/shell/baselists.schemas'
import { START_DATE_MAX_MONTHS_BACK, earliestStartDate } from '../../domain/application'
import { ChoiceFieldset } from '../ui/choice-fieldset/choice-fieldset'
import { TextField } from '../ui/text-field/text-field'
import styles from './domain-widgets.module.css'
import { NS } from './texts'

export interface EmploymentFieldsProps {
  ids: { employmentTypeId: string; employmentDate: string }
  employmentTypes: Named[]
  employmentTypeId: number | null
  employmentDate: string
  /** 'yyyy-mm-dd' */
  today: string
  onChange: (change: { employmentTypeId?: number; employmentDate?: string }) => void
  errors: { employmentTypeId?: string | null; employmentDate?: string | null }
}

/**
 * Employment type and start date (§5), as the company states them for an apprentice: the date may be left empty (today is used) and may go back at
 * most 18 months, and only for an apprentice with approved basic education — the hint says so, the
 * machine checks what holds for everyone and the server the basic education.
 */
export function EmploymentFields({
  ids,
  employmentTypes,
  employmentTypeId,
  employmentDate,
  today,
  onChange,
  errors,
}: EmploymentFieldsProps) {
  const { t } = useTranslation(NS)
  const earliest = earliestStartDate(new Date(`${today}T12:00:00`))
  return (
    <>
      <ChoiceFieldset
        type="radio"
        id={ids.employmentTypeId}
        legend={t('employment.typeLabel')}
        value={employmentTypeId === null ? [] : [String(employmentTypeId)]}
        onChange={([value]) => onChange({ employmentTypeId: Number(value) })}
        options={employmentTypes.map((type) => ({ value: String(type.id), label: type.name }))}
        error={errors.employmentTypeId}
        required
      />
      <TextField
        id={ids.employmentDate}
        type="date"
        className={styles.dateInput}
        label={t('employment.dateLabel')}
        hint={
          <>
            <span>{t('employment.dateHintEmpty')}</span>{' '}
            <span>{t('employment.dateHintBack', { months: START_DATE_MAX_MONTHS_BACK, earliest })}</span>
          </>
        }
        value={employmentDate}
        onChange={(value) => onChange({ employmentDate: value })}
        error={errors.employmentDate}
        max={today}
        min={earliest}
      />
    </>
  )
}
