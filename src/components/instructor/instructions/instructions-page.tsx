import { useSelector } from '@xstate/react'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import {
  selectAsking,
  selectConfirmedAt,
  selectConfirmError,
  selectConfirming,
  selectInstructions,
  selectInstructionsChanged,
  selectInstructionsLoadError,
  selectInstructionsLoading,
  selectNeedsConfirmation,
  selectReadOn,
  selectRetrying,
} from '../../../../machines/instructor/instructions-read.selectors'
import type { InstructionsRead } from '../../../api/instructor/instructions.schemas'
import { formatDate } from '../../../domain/format'
import { useSession } from '../../../session/session-context'
import { Button } from '../../ui/button/button'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { EmptyState } from '../../ui/empty-state/empty-state'
import { Page } from '../../ui/page/page'
import { LoadingState } from '../../ui/spinner/spinner'
import { toast } from '../../ui/toast/toaster'
import { useErrorText } from '../../wizard/use-error-text'
import { instructionsReadFlow, type InstructionsReadEdges } from './instructions-read.edge'
import styles from './instructions.module.css'
import { NS } from './texts'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'

/** The confirmation's outcome (success or failure) takes focus once the call has answered. */
const RESULT_ID = 'instructions-result'
/** Newer instructions came into force while the older ones were read: the notice over the new ones takes focus. */
const CHANGED_ID = 'instructions-changed'

const focusById = (id: string) => {
  const el = document.getElementById(id)
  el?.focus()
  return el
}

/**
 * /instructor/instructions (§2, §6; issue 10): the instructions in force, their date and the
 * instructor's read date, the §6 warning while they are unconfirmed with what that means (§5: not
 * to be chosen for new apprentices), and the binding confirmation, asked in a dialog first. A
 * confirmation gives the session's user the new read date, so the warning goes everywhere (the start
 * page too) without a reload.
 */
export function InstructionsPage() {
  const { t } = useTranslation([NS, 'common'])
  const errorText = useErrorText(NS)
  const session = useSession()
  // The read date as the session has it when the page opens; the flow keeps it from then on.
  const [initialReadOn] = useState(() => selectUser(session.getSnapshot())?.readInstructionsOn ?? null)
  const edges = useRef<InstructionsReadEdges>({ confirmed: () => {} })
  const confirmed = useCallback(
    (read: InstructionsRead) => {
      const user = selectUser(session.getSnapshot())
      if (user)
        session.send({
          type: 'user.updated',
          person: { ...user, readInstructionsOn: read.readInstructionsOn, tradeCertificates: read.tradeCertificates },
        })
      toast.success(t('common:saved'))
    },
    [session, t],
  )
  useEffect(() => {
    edges.current.confirmed = confirmed
  }, [confirmed])
  // Provided once; its edges read the latest callbacks through the ref.
  const machine = useMemo(() => instructionsReadFlow(() => edges.current), [])
  const actor = useInspectedActorRef(machine, { input: { readOn: initialReadOn } })

  const loading = useSelector(actor, selectInstructionsLoading)
  const loadError = useSelector(actor, selectInstructionsLoadError)
  const instructions = useSelector(actor, selectInstructions)
  const readOn = useSelector(actor, selectReadOn)
  const needsConfirmation = useSelector(actor, selectNeedsConfirmation)
  const asking = useSelector(actor, selectAsking)
  const confirming = useSelector(actor, selectConfirming)
  const retrying = useSelector(actor, selectRetrying)
  const confirmError = useSelector(actor, selectConfirmError)
  const confirmedAt = useSelector(actor, selectConfirmedAt)
  const changed = useSelector(actor, selectInstructionsChanged)
  // The heading on load, and again once the instructions come after a retry (its button is gone then).
  useHeadingFocus(instructions ? 'instructor-instructions' : 'instructor-instructions-loading')

  // The call has answered: focus goes to what it did (the confirmation, or why it failed).
  const wasConfirming = useRef(false)
  useEffect(() => {
    const ended = wasConfirming.current && !confirming
    wasConfirming.current = confirming
    if (!ended) return
    const timer = setTimeout(() => focusById(RESULT_ID), 0)
    return () => clearTimeout(timer)
  }, [confirming])
  useEffect(() => {
    if (changed === null || instructions === null) return
    const timer = setTimeout(() => focusById(CHANGED_ID), 0)
    return () => clearTimeout(timer)
  }, [changed, instructions])

  const committedAt = instructions?.committedAt ? formatDate(instructions.committedAt) : ''
  const readOnText = readOn ? formatDate(readOn) : t('facts.never')

  return (
    <Page title={t('title')} lead={t('lead')}>
      {loading && <LoadingState label={t('loading')} />}

      {loadError && (
        <div data-testid="instructions-load-failed">
          <p className={styles.errorBox} role="alert">
            {errorText.form(loadError)}
          </p>
          <div className={styles.buttonRow}>
            <Button variant="secondary" onClick={() => actor.send({ type: 'instructions.retry' })}>
              {t('common:tryAgain')}
            </Button>
          </div>
        </div>
      )}

      {instructions && (
        <>
          {changed && (
            <p id={CHANGED_ID} tabIndex={-1} className={styles.infoBox} data-testid="instructions-changed">
              {errorText.form(changed)}
            </p>
          )}
          {needsConfirmation && (
            <section
              className={`${styles.warningBox} ${styles.box}`}
              aria-labelledby="instructions-warning-title"
              data-testid="instructions-warning"
            >
              <h2 id="instructions-warning-title" className={styles.boxTitle}>
                {t('warning.title')}
              </h2>
              <p>{readOn ? t('warning.updated', { committedAt, readOn: readOnText }) : t('warning.neverRead')}</p>
              <p>{t('warning.consequence')}</p>
            </section>
          )}

          <dl className={styles.facts} aria-label={t('facts.label')} data-testid="instructions-facts">
            <div>
              <dt>{t('facts.committedAt')}</dt>
              <dd>{committedAt || '–'}</dd>
            </div>
            <div>
              <dt>{t('facts.readOn')}</dt>
              <dd>{readOnText}</dd>
            </div>
          </dl>

          <article className={styles.instructions} aria-labelledby="instructions-title" data-testid="instructions-text">
            <h2 id="instructions-title">{instructions.title}</h2>
            {instructions.sections.length === 0 ? (
              <EmptyState title={t('noSections')} />
            ) : (
              instructions.sections.map((section, i) => (
                <section key={i}>
                  <h3>{section.heading}</h3>
                  <p>{section.text}</p>
                </section>
              ))
            )}
          </article>

          <section
            className={styles.section}
            aria-labelledby="instructions-confirmation-title"
            data-testid="instructions-confirmation"
          >
            <h2 id="instructions-confirmation-title">{t('confirmation.title')}</h2>
            {confirmError ? (
              <>
                <p id={RESULT_ID} tabIndex={-1} className={styles.errorBox} role="alert">
                  {errorText.form(confirmError)}
                </p>
                <div className={styles.buttonRow}>
                  <Button loading={retrying} onClick={() => actor.send({ type: 'confirm.retry' })}>
                    {t('common:tryAgain')}
                  </Button>
                </div>
              </>
            ) : confirmedAt ? (
              <p id={RESULT_ID} tabIndex={-1} className={styles.successBox} role="status">
                {t('confirmation.done', { at: formatDate(confirmedAt, { time: true }) })}
              </p>
            ) : needsConfirmation ? (
              <div className={styles.buttonRow}>
                <Button onClick={() => actor.send({ type: 'confirm.start' })}>{t('confirmation.button')}</Button>
              </div>
            ) : (
              <p className={styles.successBox}>{t('confirmation.upToDate', { readOn: readOnText })}</p>
            )}
          </section>
        </>
      )}

      <ConfirmDialog
        open={asking}
        title={t('confirmation.dialogTitle')}
        description={t('confirmation.dialogText', { committedAt })}
        confirmLabel={t('confirmation.confirm')}
        cancelLabel={t('common:cancel')}
        busy={confirming}
        onConfirm={() => actor.send({ type: 'confirm.accept' })}
        onCancel={() => {
          if (!confirming) actor.send({ type: 'confirm.cancel' })
        }}
        fallbackFocusEl={() => document.getElementById(RESULT_ID) ?? document.getElementById(CHANGED_ID)}
      />
    </Page>
  )
}
