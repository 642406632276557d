import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { InstructorProblem } from '../../domain/application'
import styles from './domain-widgets.module.css'
import { NS } from './texts'

/** An instructor of the company with the §5 rules they fail for the case at hand (none: selectable). */
export interface InstructorChoiceOption {
  id: number
  name: string
  email: string | null
  problems: readonly InstructorProblem[]
}

export interface InstructorChoiceProps {
  /** id of the first radio: the error summary links to it. */
  id: string
  options: readonly InstructorChoiceOption[]
  value: number | null
  onChange: (instructorId: number) => void
  error?: string | null
  disabled?: boolean
}

/**
 * The instructor question (§5, §6): every instructor of the company as a radio; one who fails a §5
 * rule is disabled and lists the reasons, read out with the option; a person without an own account
 * is greyed out as well. The chosen one stays selectable-looking if it became refused (the machine
 * then shows the reason as the field's error).
 */
export function InstructorChoice({ id, options, value, onChange, error, disabled = false }: InstructorChoiceProps) {
  const { t } = useTranslation([NS, 'common'])
  const generated = useId()
  const errorId = `${id}-error`
  const legendId = `${generated}-legend`
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined} data-testid="instructor-choice">
      <legend id={legendId}>{t('instructor.legend')}</legend>
      {error && (
        <p id={errorId} className={styles.errorBox} style={{ fontWeight: 600 }}>
          <span className="visually-hidden">{t('common:errorPrefix')}</span> {error}
        </p>
      )}
      {options.length === 0 ? (
        <p className={styles.warningBox}>{t('instructor.none')}</p>
      ) : (
        <ul className={styles.choiceList}>
          {options.map((option, index) => {
            const refused = option.problems.length > 0
            const inputId = index === 0 ? id : `${id}-${option.id}`
            const detailsId = `${inputId}-details`
            const classes = [
              styles.choice,
              refused ? styles.choiceDisabled : '',
              option.problems.includes('noOwnAccount') ? styles.choiceNoAccount : '',
            ]
            return (
              <li
                key={option.id}
                className={classes.filter(Boolean).join(' ')}
                data-testid={`instructor-option-${option.id}`}
              >
                <input
                  type="radio"
                  id={inputId}
                  name={`${id}-instructor`}
                  value={option.id}
                  checked={value === option.id}
                  disabled={disabled || refused}
                  onChange={() => onChange(option.id)}
                  aria-describedby={detailsId}
                  aria-invalid={error && value === option.id ? true : undefined}
                />
                <label htmlFor={inputId}>{option.name}</label>
                <div id={detailsId} className={styles.choiceDetails}>
                  <p className={styles.email}>{option.email ?? t('instructor.noEmailShown')}</p>
                  {refused && (
                    <>
                      <p className={styles.reason}>{t('instructor.cannotBeChosen')}</p>
                      <ul className={styles.reasons} data-testid={`instructor-reasons-${option.id}`}>
                        {option.problems.map((problem) => (
                          <li key={problem}>{t(`instructor.problems.${problem}`)}</li>
                        ))}
                      </ul>
                    </>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </fieldset>
  )
}
