import { useTranslation } from 'react-i18next'
import type { Profession } from '../../api/shell/baselists.schemas'
import { SelectField } from '../ui/select-field/select-field'
import { NS } from './texts'

export interface ProfessionSelectProps {
  id: string
  label: string
  professions: Profession[]
  value: number | null
  onChange: (professionId: number | null) => void
  error: string | null
}

/** A profession from the base list, none chosen at first. */
export function ProfessionSelect({ id, label, professions, value, onChange, error }: ProfessionSelectProps) {
  const { t } = useTranslation(NS)
  return (
    <SelectField
      id={id}
      label={label}
      placeholder={t('choose')}
      value={value === null ? '' : String(value)}
      onChange={(chosen) => onChange(chosen === '' ? null : Number(chosen))}
      options={professions.map((p) => ({ value: String(p.id), label: p.name }))}
      error={error}
      required
    />
  )
}
