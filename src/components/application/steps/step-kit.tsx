import { useSelector } from '@xstate/react'
import {
  APPRENTICE_STEP_FIELDS,
  type ApprenticeAnswers,
  type ApprenticeField,
  type ApprenticeStep,
} from '../../../../machines/application/apprentice-application.steps'
import {
  selectAnswers,
  selectCanResend,
  selectCodeResent,
  selectErrors,
  selectResendIn,
} from '../../../../machines/application/apprentice-application.selectors'
import { CodeResentStatus, ResendControl } from '../../wizard/resend-control'
import { summaryOf } from '../application-texts'
import { useErrorText } from '../../wizard/use-error-text'
import type { ApprenticeActor } from '../step-props'

/** What the apprentice wizard's step pages share (one component per step in this folder). */

/** Answers, errors and helpers every step page needs. */
export function useStep(actor: ApprenticeActor, step: ApprenticeStep) {
  const errorText = useErrorText('application')
  const answers = useSelector(actor, selectAnswers)
  const errors = useSelector(actor, selectErrors)
  const change = (next: Partial<ApprenticeAnswers>) => actor.send({ type: 'answers.change', answers: next })
  const errorOf = (field: ApprenticeField) => (errors[field] ? errorText.field(field, errors[field]) : null)
  const fieldErrors = summaryOf(errors, APPRENTICE_STEP_FIELDS[step], errorText.field)
  return { answers, errors, change, errorOf, fieldErrors }
}

export const yesNo = (value: boolean | null): string[] => (value === null ? [] : [value ? 'yes' : 'no'])

/** The code page's resend control: the kit's countdown, then the button (ADR 0007: once a minute). */
export function ResendButton({ actor }: { actor: ApprenticeActor }) {
  const canResend = useSelector(actor, selectCanResend)
  const resendIn = useSelector(actor, selectResendIn)
  return (
    <ResendControl
      ns="application"
      canResend={canResend}
      resendIn={resendIn}
      onResend={() => actor.send({ type: 'code.resend' })}
    />
  )
}

/** Says that a new code was sent on request. */
export function CodeResent({ actor }: { actor: ApprenticeActor }) {
  const resent = useSelector(actor, selectCodeResent)
  return <CodeResentStatus ns="application" resent={resent} />
}
