import { useTranslation } from 'react-i18next'
import { MESSAGE_MAX_LENGTH } from '../../../../machines/application/application-rules'
import { fieldId } from '../application-texts'
import type { StepProps } from '../step-props'
import { TextAreaField } from '../../ui/text-area-field/text-area-field'
import { WizardFrame } from '../../wizard/wizard-frame'
import styles from '../application.module.css'
import { useStep } from './step-kit'

export function MessageStep({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const { answers, change, errorOf, fieldErrors } = useStep(actor, 'message')
  const left = MESSAGE_MAX_LENGTH - answers.messageToBoard.length
  return (
    <WizardFrame {...frame} title={t('message.title')} fieldErrors={fieldErrors}>
      <TextAreaField
        id={fieldId('messageToBoard')}
        label={t('message.label')}
        hint={t('message.hint', { max: MESSAGE_MAX_LENGTH })}
        error={errorOf('messageToBoard')}
        value={answers.messageToBoard}
        onChange={(value) => change({ messageToBoard: value })}
        rows={6}
      />
      <p className={left < 0 ? styles.error : styles.muted} data-testid="message-left">
        {left < 0 ? t('message.tooMany', { count: -left }) : t('message.left', { count: left })}
      </p>
    </WizardFrame>
  )
}
