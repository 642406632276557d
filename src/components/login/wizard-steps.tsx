import type { TFunction } from 'i18next'
import type { ReactElement } from 'react'
import { CodeField, type CodeFieldProps } from '../wizard/code-field'
import { CodeResentStatus } from '../wizard/resend-control'
import { WizardFrame, type WizardFrameProps } from '../wizard/wizard-frame'
import { EmailField, type EmailFieldProps } from './email-field'
import styles from './login.module.css'

/*
 * The steps the register and password-reset wizards ask alike. Functions, not components: each step
 * stays the wizard's WizardFrame, as the steps before and after it are, so a step change keeps the
 * frame (and its error summary) mounted as before.
 */

export interface CodeStepOptions {
  /** The wizard's frame with the step's title, progress, back and resend control. */
  frame: Omit<WizardFrameProps, 'continueLabel' | 'children'>
  /** The wizard's `t` (its namespaces include login-forms). */
  t: TFunction<string | readonly string[]>
  /** Where the code was sent ("We sent a code to …"), and that line's test id. */
  sentTo: string
  sentToTestId: string
  /** Adds that an SMS may take a while (a code sent by SMS). */
  mayTake?: boolean
  /** A new code was sent on request (said in a live region). */
  resent: boolean
  code: Omit<CodeFieldProps, 'ns'>
}

export interface EmailStepOptions {
  /** The wizard's frame with the step's title, progress and Continue label. */
  frame: Omit<WizardFrameProps, 'children'>
  /** What the address is for, above the field. */
  text: string
  email: EmailFieldProps
}

/** The step that asks for an e-mail address (register's address, the password reset's request). */
export function emailStep({ frame, text, email }: EmailStepOptions): ReactElement {
  return (
    <WizardFrame {...frame}>
      <p>{text}</p>
      <EmailField {...email} />
    </WizardFrame>
  )
}

/**
 * A login wizard's code step (register's phone and e-mail codes, the password reset's SMS code): where
 * the code went, the resent status, the code field, Continue. The status and field are keyed by the field,
 * so a code step after another one gets new ones, as when they stood at other places in the page.
 */
export function codeStep({ frame, t, sentTo, sentToTestId, mayTake, resent, code }: CodeStepOptions): ReactElement {
  return (
    <WizardFrame {...frame} continueLabel={t('login-forms:continue')}>
      <p data-testid={sentToTestId}>{sentTo}</p>
      {mayTake && <p className={styles.muted}>{t('login-forms:code.mayTake')}</p>}
      <CodeResentStatus key={`${code.id}-resent`} ns="login-forms" resent={resent} />
      <CodeField key={code.id} ns="login-forms" {...code} />
    </WizardFrame>
  )
}
