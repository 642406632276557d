import { useSelector } from '@xstate/react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectRating,
  selectRatingBusy,
  selectRatingOpen,
  selectRatingPart,
} from '../../../../machines/ebook/ebook-report.selectors'
import { LEVEL_MAX, LEVEL_MIN, REPORT_TEXT_MAX, type Level } from '../../../api/ebook/ebook.schemas'
import { Button } from '../../ui/button/button'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { TextAreaField } from '../../ui/text-area-field/text-area-field'
import { useErrorText } from '../../wizard/use-error-text'
import { useLevelWords } from '../level-words'
import { NativeModal } from './native-modal'
import styles from './report.module.css'
import { NS } from './texts'
import type { ReportActor } from './use-report-flow'

const LEVELS = Array.from({ length: LEVEL_MAX - LEVEL_MIN + 1 }, (_, i) => (LEVEL_MIN + i) as Level)

/** The part the modal rates is a new pair on every snapshot; the same element and part render nothing anew. */
type RatingTarget = ReturnType<typeof selectRatingPart>
const sameTarget = (a: RatingTarget, b: RatingTarget) =>
  a === b || (a !== null && b !== null && a.element === b.element && a.part === b.part)

export const RATING_FIELD_IDS = { level: 'rating-level', comment: 'rating-comment' } as const

/**
 * The rating modal (a native <dialog>, ./native-modal.tsx: it opens within issue 17's 100 ms): the
 * apprentice's own level 1 to 4 for one element part as native radios (arrow keys move between
 * them), the part's required level beside the choice, an optional comment. Enter sends it; Esc or Cancel closes it with nothing changed; a failed call keeps it open
 * with what was chosen.
 */
export function RatingDialog({ actor }: { actor: ReportActor }) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const words = useLevelWords()
  const open = useSelector(actor, selectRatingOpen)
  const rating = useSelector(actor, selectRating)
  const target = useSelector(actor, selectRatingPart, sameTarget)
  const busy = useSelector(actor, selectRatingBusy)

  const cancel = () => {
    if (!busy) actor.send({ type: 'rating.cancel' })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // The modal is portalled, but React passes its submit on to the page's own form (Continue).
    event.stopPropagation()
    actor.send({ type: 'rating.submit' })
  }
  const levelError = rating?.errors.level ? errorText.field('level', rating.errors.level) : null
  const commentError = rating?.errors.comment ? errorText.field('comment', rating.errors.comment) : null
  const part = target?.part

  if (!open || !rating || !target || !part) return null
  return (
    <NativeModal
      onClose={cancel}
      title={t('rating.title', { part: part.name })}
      description={t('rating.element', { element: target.element.name })}
      width={480}
    >
      <form onSubmit={submit} noValidate data-testid="rating-form">
        {rating.formError && (
          <div className={styles.errorBox} role="alert">
            {errorText.form(rating.formError)}
          </div>
        )}
        <p className={styles.required} data-testid="rating-required">
          {t('rating.required', { level: part.requiredLevel })}
        </p>
        <p className={`${styles.small} ${styles.muted}`}>
          {part.achievedLevel === null ? t('parts.notYet') : t('parts.achieved', { level: part.achievedLevel })}
        </p>
        <ChoiceFieldset
          type="radio"
          id={RATING_FIELD_IDS.level}
          legend={t('rating.legend')}
          value={rating.level === null ? [] : [String(rating.level)]}
          onChange={([chosen]) => actor.send({ type: 'rating.change', level: Number(chosen) as Level })}
          options={LEVELS.map((level) => ({
            value: String(level),
            label: t('common.level', { level }),
            // What the level means (../level-words.tsx, the same words as the overview and the review), and the part's required one.
            hint: (
              <>
                {words.name(level)}: {words.description(level)}
                {level === part.requiredLevel && (
                  <>
                    {' '}
                    <strong>{t('rating.requiredHint')}</strong>
                  </>
                )}
              </>
            ),
          }))}
          error={levelError}
          required
        />
        <TextAreaField
          id={RATING_FIELD_IDS.comment}
          label={t('rating.comment')}
          hint={t('common.maxLength', { max: REPORT_TEXT_MAX.comment })}
          value={rating.comment}
          onChange={(comment) => actor.send({ type: 'rating.change', comment })}
          error={commentError}
          rows={3}
        />
        <div className={styles.buttonRow}>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {t('rating.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="rating-save">
            {t('rating.save')}
          </Button>
        </div>
      </form>
    </NativeModal>
  )
}
