import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { APPRENTICE_STEP_FIELDS, type ApprenticeAnswers, type ApprenticeField, type ApprenticeStep } from '../../../../machines/application/apprentice-application.steps'
import { selectAnswers, selectErrors } from '../../../../machines/application/apprentice-application.selectors'
import { Button } from '../../ui/button/button'
import { summaryOf } from '../application-texts'
import { useErrorText } from '../../wizard/use-error-text'
import type { ApprenticeActor } from '../application-wizard'

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

export function ResendButton({ actor }: { actor: ApprenticeActor }) {
  const { t } = useTranslation('application')
  return (
    <Button variant="secondary" onClick={() => actor.send({ type: 'code.resend' })} data-testid="resend-code">
      {t('code.resend')}
    </Button>
  )
}
