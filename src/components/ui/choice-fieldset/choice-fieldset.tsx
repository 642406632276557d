import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './choice-fieldset.module.css'

export interface Choice {
  value: string
  label: ReactNode
  hint?: ReactNode
  disabled?: boolean
}

export interface ChoiceFieldsetProps {
  type: 'radio' | 'checkbox'
  /** The first option's input id: ErrorSummary links to it. Other options get `${id}-${value}`. */
  id: string
  /** The inputs' name; the id when absent. */
  name?: string
  legend: ReactNode
  /** The legend holds the page's h1 (GOV.UK question page with one question). */
  asHeading?: boolean
  hint?: ReactNode
  error?: string | null
  options: Choice[]
  /** Chosen values (one at most for radios). */
  value: readonly string[]
  onChange: (value: string[]) => void
  inline?: boolean
  /** Screen readers say the question must be answered (forms are noValidate: the page checks). */
  required?: boolean
}

/**
 * Radios or check boxes as GOV.UK builds them: native inputs in a fieldset whose legend asks the
 * question (or holds the page's h1), hint and error linked with aria-describedby, arrow keys between
 * radios for free. The kit's one radio group: native inputs need no hidden-input stand-ins, and a
 * legend (unlike a label) may hold the heading.
 */
export function ChoiceFieldset({
  type,
  id,
  name = id,
  legend,
  asHeading,
  hint,
  error,
  options,
  value,
  onChange,
  inline,
  required,
}: ChoiceFieldsetProps) {
  const { t } = useTranslation('common')
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const inputId = (index: number, optionValue: string) => (index === 0 ? id : `${id}-${optionValue}`)

  const toggle = (optionValue: string, checked: boolean) => {
    if (type === 'radio') onChange([optionValue])
    else
      onChange(
        checked ? [...value.filter((v) => v !== optionValue), optionValue] : value.filter((v) => v !== optionValue),
      )
  }

  return (
    <fieldset
      className={[styles.fieldset, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
    >
      <legend className={[styles.legend, asHeading ? styles.legendHeading : ''].filter(Boolean).join(' ')}>
        {asHeading ? <h1>{legend}</h1> : legend}
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <span className="visually-hidden">{t('errorPrefix')}</span> {error}
        </p>
      )}
      <div className={[styles.choices, inline ? styles.choicesInline : ''].filter(Boolean).join(' ')}>
        {options.map((option, index) => {
          const optionId = inputId(index, option.value)
          const optionHintId = option.hint ? `${optionId}-item-hint` : undefined
          return (
            <div key={option.value} className={styles.choice}>
              <input
                id={optionId}
                type={type}
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                disabled={option.disabled}
                required={type === 'radio' ? required : undefined}
                aria-describedby={optionHintId}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
              <div>
                <label htmlFor={optionId}>{option.label}</label>
                {option.hint && (
                  <span id={optionHintId} className={styles.choiceHint}>
                    {option.hint}
                  </span>
                )}
              </div>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
