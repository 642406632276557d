import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { classified, failureMessageOf, failureOf, type ErrorMessage } from '../../api/failure'
import { confirmInstructionsRead } from '../../api/instructor/instructions'
import { formatDate } from '../../domain/format'
import { instructionsOutdated } from '../../domain/role-pages'
import { useSession } from '../../session/session-context'
import { AppLink } from '../ui/app-link/app-link'
import { Button, buttonClassName } from '../ui/button/button'
import { ConfirmDialog } from '../ui/dialog/dialog'
import { useErrorText } from '../wizard/use-error-text'
import styles from './qualifications.module.css'
import { NS } from './texts'

const RESULT_ID = 'qualifications-instructions-result'

type Step = 'idle' | 'asking' | 'confirming'

export interface InstructionsConfirmationProps {
  /** The person's read date (§3 readInstructionsOn) as the page read it. */
  readOn: string | null
  /** The commit date of the instructions in force. */
  committedAt: string | null
  /** An administrator acting as the person: only the person may confirm (the server refuses). */
  imitated: boolean
  /** The instructor's page with the instructions' text (for those with the instructor role). */
  showTextLink: boolean
}

/**
 * §2 /my-qualifications "instructor instructions and their confirmation": the read date against
 * the instructions in force and, while they are unconfirmed, the binding confirmation asked in a
 * dialog first. The call and its rules are the instructor slice's (PUT /trade-certificates/read with
 * the commit date shown, ADR 0009): newer instructions in force are refused, the page reads again and
 * says so. A confirmation updates the session's user (the warnings go everywhere) and the page's data.
 */
export function InstructionsConfirmation({
  readOn,
  committedAt,
  imitated,
  showTextLink,
}: InstructionsConfirmationProps) {
  const { t } = useTranslation([NS, 'common'])
  const errorText = useErrorText(NS)
  const router = useRouter()
  const session = useSession()
  const [step, setStep] = useState<Step>('idle')
  const [problem, setProblem] = useState<ErrorMessage | null>(null)
  const [confirmedAt, setConfirmedAt] = useState<string | null>(null)
  const answered = useRef(false)
  const outdated = instructionsOutdated({ readInstructionsOn: readOn }, committedAt)

  useEffect(() => {
    if (!answered.current || step === 'confirming') return
    answered.current = false
    document.getElementById(RESULT_ID)?.focus()
  }, [step, problem, confirmedAt])

  async function confirm() {
    if (committedAt === null) return
    setStep('confirming')
    try {
      const read = await classified(() => confirmInstructionsRead(committedAt, { silent: true }), 'couldNotSave')
      const user = session.getSnapshot().context.user
      if (user)
        session.send({
          type: 'user.updated',
          person: { ...user, readInstructionsOn: read.readInstructionsOn, tradeCertificates: read.tradeCertificates },
        })
      setProblem(null)
      setConfirmedAt(read.readInstructionsOn)
    } catch (error) {
      // Newer instructions came into force: the page reads them again and asks anew.
      const changed = failureOf(error, 'couldNotSave').fieldErrors?.committedAt !== undefined
      setProblem(changed ? { key: 'instructionsChanged' } : failureMessageOf(error, 'couldNotSave'))
    }
    answered.current = true
    setStep('idle')
    await router.invalidate()
  }

  const committedText = committedAt ? formatDate(committedAt) : '–'
  const readText = readOn ? formatDate(readOn) : t('instructions.never')
  return (
    <section className={styles.section} aria-labelledby="instructions-title" data-testid="qualifications-instructions">
      <h2 id="instructions-title">{t('instructions.title')}</h2>
      <dl className={styles.facts}>
        <dt>{t('instructions.committedAt')}</dt>
        <dd>{committedText}</dd>
        <dt>{t('instructions.readOn')}</dt>
        <dd>{readText}</dd>
      </dl>
      {problem && (
        <p id={RESULT_ID} tabIndex={-1} className={styles.error} role="alert">
          {errorText.form(problem)}
        </p>
      )}
      {confirmedAt && !problem ? (
        <p id={RESULT_ID} tabIndex={-1} className={styles.success} role="status">
          {t('instructions.done', { at: formatDate(confirmedAt, { time: true }) })}
        </p>
      ) : outdated ? (
        <>
          <p className={styles.warning}>{readOn ? t('instructions.updated') : t('instructions.neverRead')}</p>
          {imitated ? (
            <p className={styles.muted}>{t('instructions.onlyInPerson')}</p>
          ) : (
            <div className={styles.actions}>
              <Button loading={step === 'confirming'} onClick={() => setStep('asking')}>
                {t('instructions.confirm')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <p className={styles.success}>{t('instructions.upToDate', { readOn: readText })}</p>
      )}
      {showTextLink && (
        <div className={styles.actions}>
          <AppLink href="/instructor/instructions" className={buttonClassName('secondary')}>
            {t('instructions.read')}
          </AppLink>
        </div>
      )}
      <ConfirmDialog
        open={step === 'asking' || step === 'confirming'}
        title={t('instructions.dialogTitle')}
        description={t('instructions.dialogText', { committedAt: committedText })}
        confirmLabel={t('instructions.confirm')}
        cancelLabel={t('common:cancel')}
        busy={step === 'confirming'}
        onConfirm={() => void confirm()}
        onCancel={() => {
          if (step !== 'confirming') setStep('idle')
        }}
        fallbackFocusEl={() => document.getElementById(RESULT_ID)}
      />
    </section>
  )
}
