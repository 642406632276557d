import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger'

/** The button look for other elements, e.g. a router <Link> that acts as a call to action. */
export function buttonClassName(variant: ButtonVariant = 'primary', options: { fullWidth?: boolean } = {}): string {
  return [styles.button, styles[variant], options.fullWidth ? styles.fullWidth : ''].filter(Boolean).join(' ')
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  /** Shows a spinner and ignores clicks while a call runs; stays focusable so focus is not lost. */
  loading?: boolean
  fullWidth?: boolean
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, fullWidth, type = 'button', className, children, onClick, disabled, ...rest },
  ref,
) {
  const { t } = useTranslation('common')
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <button
      ref={ref}
      type={type}
      className={[buttonClassName(variant, { fullWidth }), className].filter(Boolean).join(' ')}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      disabled={disabled}
      onClick={handleClick}
      {...rest}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
      {loading && <span className="visually-hidden">{t('loading')}</span>}
    </button>
  )
})
