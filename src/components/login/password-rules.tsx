import { useTranslation } from 'react-i18next'
import { passwordProblems, type PasswordProblem } from '../../domain/validation'
import styles from './login.module.css'

const RULES: PasswordProblem[] = ['tooShort', 'noLower', 'noUpper', 'noDigit', 'noSpecial']

/** The §5 password rules, each marked as met or not while the person types. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('login-forms')
  const problems = new Set(passwordProblems(password))
  return (
    <div id={id} className={styles.rules}>
      <p className={styles.rulesTitle}>{t('passwordRules.title')}</p>
      <ul>
        {RULES.map((rule) => {
          const met = password !== '' && !problems.has(rule)
          return (
            <li key={rule} className={met ? styles.ruleMet : styles.ruleOpen} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {t(`passwordRules.${rule}`)}
              <span className="visually-hidden"> {met ? t('passwordRules.met') : t('passwordRules.notMet')}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
