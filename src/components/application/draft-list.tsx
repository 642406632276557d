import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectDrafts,
  selectSameProfessionDraft,
  selectSentApplications,
} from '../../../machines/application/apprentice-application.selectors'
import { professionById } from '../../../machines/application/application-rules'
import type { ApplicationListRow } from '../../api/application/application.schemas'
import { draftExpiresAt, isReturnedToApprentice } from '../../domain/application'
import { formatDate } from '../../domain/format'
import { AppLink } from '../ui/app-link/app-link'
import { Button } from '../ui/button/button'
import { fieldId } from './application-texts'
import type { ApprenticeActor, StepProps } from './step-props'
import { ChoiceFieldset } from '../ui/choice-fieldset/choice-fieldset'
import { WizardFrame } from '../wizard/wizard-frame'
import { ReturnedTag } from './returned-tag'
import { StatusIcon } from './status-icon'
import styles from './application.module.css'

/** Drafts the person can continue, a new application, and what was sent before (with its §4 status icon). */
export function DraftListPage({ actor }: { actor: ApprenticeActor }) {
  const { t } = useTranslation(['application', 'common'])
  const navigate = useNavigate()
  const drafts = useSelector(actor, selectDrafts)
  const professions = useSelector(actor, (s) => s.context.professions)
  const sent = useSelector(actor, selectSentApplications)
  const professionName = (row: ApplicationListRow) =>
    professionById(professions, row.professionId)?.name ?? t('drafts.noProfession')

  return (
    <WizardFrame
      stepKey="draft-list"
      title={t('drafts.title')}
      fieldErrors={[]}
      attempt={0}
      onBack={() => void navigate({ to: '/' })}
      backLabel={t('common:toStartPage')}
      wide
    >
      <p>{t('drafts.text')}</p>
      <ul className={styles.list} aria-label={t('drafts.listLabel')} data-testid="draft-list">
        {drafts.map((row) => {
          // §4: deny sends it back for completion; the list says so and what to do.
          const returned = isReturnedToApprentice(row)
          return (
            <li key={row.id} className={styles.listItem} data-testid={`draft-${row.id}`}>
              <span className={styles.listMain}>
                <StatusIcon stateId={row.stateId} />
                <span className={styles.listText}>
                  <span className={styles.listTitle}>{professionName(row)}</span>
                  {returned && <ReturnedTag id={`draft-returned-${row.id}`} hint={t('drafts.returnedHint')} />}
                  <span className={styles.muted}>
                    {row.initiatedByCompany ? t('drafts.byCompany') : t('drafts.byYou')} ·{' '}
                    {t('drafts.changed', { date: formatDate(row.updatedAt) })}
                  </span>
                  <span className={styles.muted}>{t('drafts.expires', { date: formatDate(draftExpiresAt(row)) })}</span>
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => actor.send({ type: 'draft.continue', applicationId: row.id })}
                aria-label={t('drafts.continueNamed', {
                  profession: professionName(row),
                  date: formatDate(row.updatedAt),
                })}
                // Heard with the button: that it came back and what to do.
                aria-describedby={returned ? `draft-returned-${row.id}` : undefined}
              >
                {t('drafts.continue')}
              </Button>
            </li>
          )
        })}
      </ul>
      <Button onClick={() => actor.send({ type: 'draft.new' })} data-testid="draft-new">
        {t('drafts.new')}
      </Button>

      {sent.length > 0 && (
        <section aria-labelledby="sent-applications-title" className={styles.section}>
          <h2 id="sent-applications-title">{t('drafts.sentTitle')}</h2>
          <ul className={styles.list} data-testid="sent-list">
            {sent.map((row) => (
              <li key={row.id} className={styles.listItem} data-testid={`sent-${row.id}`}>
                <span className={styles.listMain}>
                  <StatusIcon stateId={row.stateId} />
                  <span className={styles.listText}>
                    <span className={styles.listTitle}>{professionName(row)}</span>
                    <span className={styles.muted}>
                      {t(`states.${row.stateId}`, { defaultValue: t('states.unknown') })} ·{' '}
                      {t('drafts.changed', { date: formatDate(row.updatedAt) })}
                    </span>
                  </span>
                </span>
                <AppLink
                  href={`/application/${row.id}`}
                  aria-label={t('drafts.showNamed', { profession: professionName(row) })}
                >
                  {t('drafts.show')}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </WizardFrame>
  )
}

/** A draft for the chosen profession exists: continue it (keeping what was typed now) or start anew. */
export function ContinueOrNewPage({ actor, frame }: StepProps) {
  const { t } = useTranslation('application')
  const draft = useSelector(actor, selectSameProfessionDraft)
  const professions = useSelector(actor, (s) => s.context.professions)
  const [choice, setChoice] = useState<string[]>([])
  const [missing, setMissing] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const profession = professionById(professions, draft?.professionId ?? null)?.name ?? ''
  const error = missing ? t('errors.field.continueOrNew.required') : null

  const onContinue = () => {
    setAttempt((n) => n + 1)
    if (choice[0] === 'continue' && draft) actor.send({ type: 'draft.continue', applicationId: draft.id })
    else if (choice[0] === 'new') actor.send({ type: 'draft.new' })
    else setMissing(true)
  }

  return (
    <WizardFrame
      {...frame}
      title={t('continueOrNew.title', { profession })}
      titleInLegend
      attempt={attempt}
      onContinue={onContinue}
      fieldErrors={error ? [{ field: fieldId('continueOrNew'), message: error }] : []}
    >
      <ChoiceFieldset
        type="radio"
        id={fieldId('continueOrNew')}
        name="continueOrNew"
        legend={t('continueOrNew.title', { profession })}
        asHeading
        hint={draft ? t('continueOrNew.hint', { date: formatDate(draft.updatedAt) }) : undefined}
        error={error}
        options={[
          { value: 'continue', label: t('continueOrNew.continue'), hint: t('continueOrNew.continueHint') },
          { value: 'new', label: t('continueOrNew.new') },
        ]}
        value={choice}
        onChange={(value) => {
          setChoice(value)
          setMissing(false)
        }}
      />
    </WizardFrame>
  )
}
