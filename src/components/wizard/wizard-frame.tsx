import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/button/button'
import { ErrorSummary, type FieldError } from '../ui/error-summary/error-summary'
import backLinkStyles from '../ui/back-link/back-link.module.css'
import { useDocumentTitle } from '../ui/page/use-document-title'
import styles from './wizard.module.css'

export interface WizardFrameProps {
  /** Names the page (data-step); the wizard moves focus to the heading when it changes (usePageFocus). */
  stepKey: string
  title: string
  /** "Step 3 of 14" above the heading. */
  caption?: string
  /** A line under the heading (muted, larger). */
  lead?: ReactNode
  /**
   * The question is the legend of the page's one fieldset (GOV.UK: the legend holds the h1), so the
   * page renders no h1 of its own; the fieldset does (ChoiceFieldset `asHeading`).
   */
  titleInLegend?: boolean
  /** The back link's action; absent on the first step. */
  onBack?: () => void
  backLabel?: string
  fieldErrors: FieldError[]
  /** Increments on every Continue: the summary takes focus again after each refused attempt. */
  attempt: number
  pageError?: ReactNode
  /** Shown above the question (e.g. why the company sent the application back). */
  notice?: ReactNode
  /** Without it the page has no Continue button (its actions are its own). */
  onContinue?: () => void
  continueLabel?: string
  busy?: boolean
  /** Beside the Continue button (resend, links). */
  secondary?: ReactNode
  wide?: boolean
  children?: ReactNode
}

/**
 * The one page frame of every wizard (GOV.UK question page): back link, error summary, caption,
 * h1, the question, Continue. Outcome pages (paused, load failed, thanks) use it without Continue.
 */
export function WizardFrame(props: WizardFrameProps) {
  const { t } = useTranslation('common')
  const {
    stepKey,
    title,
    caption,
    lead,
    titleInLegend,
    onBack,
    backLabel,
    fieldErrors,
    attempt,
    pageError,
    notice,
    onContinue,
    continueLabel,
    busy,
    secondary,
    wide,
    children,
  } = props
  const appName = t('appName')
  const hasErrors = fieldErrors.length > 0

  // GOV.UK: the title says there is an error, so it is heard first.
  useDocumentTitle(`${hasErrors ? `${t('errorPrefix')} ` : ''}${title} – ${appName}`)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onContinue?.()
  }

  const body = (
    <>
      {children}
      {(onContinue || secondary) && (
        <div className={styles.buttonRow}>
          {onContinue && (
            <Button type="submit" loading={busy} data-testid="wizard-continue">
              {continueLabel}
            </Button>
          )}
          {secondary}
        </div>
      )}
    </>
  )

  return (
    <div
      className={[styles.page, wide ? styles.wide : ''].filter(Boolean).join(' ')}
      data-step={stepKey}
      data-testid="wizard"
    >
      {onBack && (
        <button type="button" className={backLinkStyles.back} onClick={onBack} data-testid="wizard-back">
          {backLabel ?? t('back')}
        </button>
      )}
      {/* GOV.UK: the error summary sits at the top, above the question. */}
      <ErrorSummary errors={fieldErrors} focusKey={attempt} />
      {caption && (
        <span className={styles.caption} data-testid="wizard-progress">
          {caption}
        </span>
      )}
      {!titleInLegend && <h1 className={styles.title}>{title}</h1>}
      {lead && <p className={styles.lead}>{lead}</p>}
      {pageError && (
        <div className={styles.errorBox} role="alert" data-testid="wizard-error">
          {pageError}
        </div>
      )}
      {notice}
      {onContinue ? (
        <form onSubmit={submit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </div>
  )
}

/**
 * GOV.UK question pages: when the page changes, focus goes to its heading (or to the element the
 * page marks `data-page-focus`, or stays on the error summary when the new page opens with errors), so keyboard and screen-reader users start at the
 * top of the new question. Not on the first page (after loading): the shell has placed focus for
 * the route already. Held by the wizard (not the frame), so pages that are different components
 * (an outcome page after the last step) count as a change too.
 */
export function usePageFocus(pageKey: string): RefObject<HTMLDivElement | null> {
  const root = useRef<HTMLDivElement>(null)
  const first = useRef<string | null>(pageKey)
  useEffect(() => {
    if (first.current !== null && (pageKey === first.current || first.current.startsWith('loading'))) {
      // Still the first page (the loading placeholder does not count as one).
      first.current = pageKey
      return
    }
    first.current = null
    const container = root.current
    if (!container || container.querySelector('[role="alert"][tabindex="-1"]')) return
    // A page that is the answer to what the person just did (the company found) names its own
    // target: the answer, not the question they already read.
    const target =
      container.querySelector<HTMLElement>('[data-page-focus]') ?? container.querySelector<HTMLElement>('h1')
    if (!target) return
    target.tabIndex = -1
    target.focus()
  }, [pageKey])
  return root
}
