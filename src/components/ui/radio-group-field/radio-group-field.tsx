import { RadioGroup } from '@ark-ui/react/radio-group'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './radio-group-field.module.css'

export interface RadioOption {
  value: string
  label: ReactNode
  disabled?: boolean
}

export interface RadioGroupFieldProps {
  label: ReactNode
  value: string | null
  onChange: (value: string) => void
  options: RadioOption[]
  /** The first option's input id: ErrorSummary links to `#${id}`. */
  id?: string
  name?: string
  hint?: ReactNode
  error?: string | null
  required?: boolean
  orientation?: 'vertical' | 'horizontal'
}

/** A labelled group of radio buttons; arrow keys move between options. */
export function RadioGroupField({ label, value, onChange, options, id, name, hint, error, required, orientation = 'vertical' }: RadioGroupFieldProps) {
  const { t } = useTranslation('common')
  const generated = useId()
  const baseId = id ?? `radio-${generated}`
  const firstValue = options[0]?.value
  const hintId = `${baseId}-hint`
  const errorId = `${baseId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <RadioGroup.Root
      className={[styles.root, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      value={value}
      onValueChange={(details) => {
        if (details.value !== null) onChange(details.value)
      }}
      name={name}
      invalid={!!error}
      required={required}
      orientation={orientation}
      aria-describedby={describedBy}
      ids={{ itemHiddenInput: (v) => (v === firstValue ? baseId : `${baseId}-${v}`) }}
    >
      <RadioGroup.Label className={styles.label}>{label}</RadioGroup.Label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          <span className="visually-hidden">{t('errorPrefix')}</span>{' '}
          {error}
        </span>
      )}
      <div className={orientation === 'horizontal' ? styles.horizontal : undefined}>
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.item}>
            <RadioGroup.ItemControl className={styles.control} />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </div>
    </RadioGroup.Root>
  )
}
