import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/button/button'
import { ErrorSummary, type FieldError } from '../ui/error-summary/error-summary'
import { Page } from '../ui/page/page'
import backLinkStyles from '../ui/back-link/back-link.module.css'
import styles from '../login/login.module.css'

export interface WizardFrameProps {
  /** Changes with the step; focus moves to the new heading (not on first load, the shell does that). */
  stepKey: string
  title: string
  lead?: ReactNode
  /** The back link's action; absent on the first step. */
  onBack?: () => void
  backLabel?: string
  fieldErrors: FieldError[]
  /** Increments on every Continue so the summary takes focus again after each failed attempt. */
  attempt: number
  pageError?: string | null
  onContinue: () => void
  continueLabel: string
  busy: boolean
  /** Anything beside the Continue button (resend, links). */
  secondary?: ReactNode
  children: ReactNode
}

/** One question page of a wizard (GOV.UK pattern): back link, h1, error summary, fields, Continue. */
export function WizardFrame(props: WizardFrameProps) {
  const { t } = useTranslation('common')
  const { stepKey, title, lead, onBack, backLabel, fieldErrors, attempt, pageError, onContinue, continueLabel, busy, secondary, children } = props
  const frame = useRef<HTMLDivElement>(null)
  const firstStep = useRef(stepKey)

  useEffect(() => {
    if (stepKey === firstStep.current) return
    firstStep.current = '' // from now on every step change moves focus
    const heading = frame.current?.querySelector<HTMLElement>('h1')
    if (!heading) return
    heading.tabIndex = -1
    heading.focus()
  }, [stepKey])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onContinue()
  }

  return (
    <div ref={frame} data-step={stepKey} data-testid="wizard">
      <Page
        title={title}
        lead={lead}
        narrow
        before={
          onBack ? (
            <button type="button" className={backLinkStyles.back} onClick={onBack}>
              {backLabel ?? t('back')}
            </button>
          ) : undefined
        }
      >
        <ErrorSummary errors={fieldErrors} focusKey={attempt} />
        {pageError && (
          <p className={styles.errorBox} role="alert" data-testid="wizard-error">
            {pageError}
          </p>
        )}
        <form onSubmit={submit} noValidate>
          {children}
          <div className={styles.buttonRow}>
            <Button type="submit" loading={busy}>
              {continueLabel}
            </Button>
            {secondary}
          </div>
        </form>
      </Page>
    </div>
  )
}
