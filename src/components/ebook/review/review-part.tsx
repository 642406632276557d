import { useSelector } from '@xstate/react'
import { useEffect, useRef, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { ebookReviewMachine } from '../../../../machines/ebook/ebook-review.machine'
import type { PartRefusal } from '../../../../machines/ebook/ebook-review.rules'
import {
  selectDraftDiffers,
  selectReviewAttempt,
  selectReviewDraft,
  selectReviewErrors,
  selectReviewFormError,
  selectSavingReview,
  type ReviewPart,
} from '../../../../machines/ebook/ebook-review.selectors'
import { REPORT_TEXT_MAX, type Ebook, type Level } from '../../../api/ebook/ebook.schemas'
import { formatDate } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { TextAreaField } from '../../ui/text-area-field/text-area-field'
import { useErrorText } from '../../wizard/use-error-text'
import { personName } from '../book/book-model'
import { LEVELS, useLevelWords } from '../level-words'
import bookStyles from '../book/book.module.css'
import { detailNames } from '../book/report-detail-facts'
import styles from './review.module.css'
import { NS } from './texts'

export type ReviewActor = ActorRefFrom<typeof ebookReviewMachine>

/** Ids of a part's elements: its heading (focus after a save), its form's level radios and comment, its refusal text. */
export const partIds = (detailId: number) => ({
  heading: `review-part-${detailId}`,
  level: `review-level-${detailId}`,
  comment: `review-comment-${detailId}`,
  reason: `review-reason-${detailId}`,
  edit: `review-edit-${detailId}`,
})

export function partLabel(book: Pick<Ebook, 'elements'>, part: ReviewPart, unknown: (id: number) => string) {
  return detailNames(book, part.detail).part ?? unknown(part.detail.partId)
}

/**
 * One rated part of the report under review: the apprentice's level (highlighted) and comment
 * against the required level, the instructor's level and comment, the approval, the §8 difference;
 * then the instructor's controls, or the form while it is being assessed. Where approving is not
 * possible the button stays, disabled, with the reason beside it (§5).
 */
export function ReviewPartItem({
  actor,
  book,
  part,
  editing,
}: {
  actor: ReviewActor
  book: Pick<Ebook, 'elements'>
  part: ReviewPart
  editing: boolean
}) {
  const { t } = useTranslation(NS)
  const { detail } = part
  const names = detailNames(book, detail)
  const name = names.part ?? t('unknownPart', { id: detail.partId })
  const ids = partIds(detail.id)
  const words = useLevelWords()
  const levelText = (level: number) => words.label(level)
  const reason = part.approveRefusal
  const visibleReason: PartRefusal | null = reason === 'detailApproved' ? null : reason
  return (
    <li data-testid={`review-part-${detail.id}`}>
      <h3 className={styles.partName} id={ids.heading} tabIndex={-1}>
        {names.element && <span className={bookStyles.muted}>{names.element} › </span>}
        {name}
      </h3>
      <dl className={bookStyles.facts}>
        <div>
          <dt>{t('apprenticeLevel')}</dt>
          <dd>
            <span className={styles.apprenticeLevel}>{levelText(detail.level)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('requiredLevel')}</dt>
          <dd>{names.requiredLevel === null ? '–' : levelText(names.requiredLevel)}</dd>
        </div>
        <div>
          <dt>{t('apprenticeComment')}</dt>
          <dd>{detail.comment.trim() || t('noComment')}</dd>
        </div>
        <div>
          <dt>{t('instructorLevel')}</dt>
          <dd>{detail.instructorLevel === null ? t('notAssessed') : levelText(detail.instructorLevel)}</dd>
        </div>
        <div>
          <dt>{t('instructorComment')}</dt>
          <dd>{detail.instructorComment?.trim() || t('noComment')}</dd>
        </div>
        <div>
          <dt>{t('approval')}</dt>
          <dd>
            {detail.approvedAt === null
              ? t('notApproved')
              : detail.approvedBy
                ? t('approvedBy', { name: personName(detail.approvedBy), date: formatDate(detail.approvedAt) })
                : t('approvedAt', { date: formatDate(detail.approvedAt) })}
          </dd>
        </div>
      </dl>
      {part.differs && !editing && (
        <p className={bookStyles.warningBox} data-testid="review-differs">
          {t('differs', { instructor: detail.instructorLevel, apprentice: detail.level })}
        </p>
      )}
      {editing ? (
        <ReviewForm actor={actor} part={part} name={name} requiredLevel={names.requiredLevel} />
      ) : (
        part.editRefusal !== 'detailApproved' && (
          <>
            <div className={bookStyles.buttonRow}>
              <Button
                id={ids.edit}
                variant="secondary"
                disabled={part.editRefusal !== null}
                onClick={() => actor.send({ type: 'part.edit', id: detail.id })}
              >
                {t('edit')} <span className="visually-hidden">{name}</span>
              </Button>
              <Button
                disabled={reason !== null}
                aria-describedby={visibleReason ? ids.reason : undefined}
                onClick={() => actor.send({ type: 'part.approve', id: detail.id })}
              >
                {t('approve')} <span className="visually-hidden">{name}</span>
              </Button>
            </div>
            {visibleReason && (
              <p className={styles.reason} id={ids.reason}>
                {t(`refusal.${visibleReason}`)}
              </p>
            )}
          </>
        )
      )}
    </li>
  )
}

/** The part's assessment form: level 1–4 (native radios, arrow keys), a comment, save, save and approve, cancel (Esc too). */
function ReviewForm({
  actor,
  part,
  name,
  requiredLevel,
}: {
  actor: ReviewActor
  part: ReviewPart
  name: string
  requiredLevel: number | null
}) {
  const { t } = useTranslation(NS)
  const words = useLevelWords()
  const errorText = useErrorText(NS)
  const draft = useSelector(actor, selectReviewDraft)
  const errors = useSelector(actor, selectReviewErrors)
  const formError = useSelector(actor, selectReviewFormError)
  const attempt = useSelector(actor, selectReviewAttempt)
  const differs = useSelector(actor, selectDraftDiffers)
  const saving = useSelector(actor, selectSavingReview)
  const ids = partIds(part.detail.id)
  const errorRef = useRef<HTMLDivElement>(null)

  // Opened: focus on the level chosen (the first radio when none is).
  useEffect(() => {
    const checked =
      document.querySelector<HTMLInputElement>(`input[name="${ids.level}"]:checked`) ??
      document.getElementById(ids.level)
    checked?.focus()
  }, [ids.level])
  // Refused: focus on the message (or the first field named), so it is read out.
  useEffect(() => {
    if (attempt === 0) return
    if (errorRef.current) errorRef.current.focus()
    else if (errors.level) document.getElementById(ids.level)?.focus()
    else if (errors.comment) document.getElementById(ids.comment)?.focus()
    // Only a new attempt moves focus, not the messages clearing as the person types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'draft.save' })
  }
  const cancel = () => {
    actor.send({ type: 'draft.cancel' })
    setTimeout(() => document.getElementById(ids.edit)?.focus(), 0)
  }
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={name}
      data-testid="review-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) cancel()
      }}
    >
      {formError && (
        <div className={bookStyles.errorBox} role="alert" tabIndex={-1} ref={errorRef}>
          {errorText.form(formError)}
        </div>
      )}
      <ChoiceFieldset
        type="radio"
        id={ids.level}
        legend={t('form.legend')}
        value={draft.level === null ? [] : [String(draft.level)]}
        onChange={([chosen]) => actor.send({ type: 'draft.change', level: Number(chosen) as Level })}
        options={LEVELS.map((level) => ({
          value: String(level),
          label: words.label(level),
          hint: [
            words.description(level),
            level === part.detail.level ? t('form.apprenticeHint') : null,
            level === requiredLevel ? t('form.requiredHint') : null,
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
        error={errors.level ? errorText.field('level', errors.level) : null}
        required
      />
      {differs && draft.level !== null && (
        <p className={bookStyles.warningBox} role="status" data-testid="review-draft-differs">
          {t('differs', { instructor: draft.level, apprentice: part.detail.level })}
        </p>
      )}
      <TextAreaField
        id={ids.comment}
        label={t('form.comment')}
        hint={t('form.commentHint', { max: REPORT_TEXT_MAX.comment })}
        value={draft.comment}
        onChange={(comment) => actor.send({ type: 'draft.change', comment })}
        error={errors.comment ? errorText.field('comment', errors.comment) : null}
        rows={3}
      />
      <div className={bookStyles.buttonRow}>
        <Button type="submit" loading={saving}>
          {t('form.save')}
        </Button>
        <Button
          variant="secondary"
          disabled={part.approveRefusal !== null || saving}
          aria-describedby={part.approveRefusal ? ids.reason : undefined}
          onClick={() => actor.send({ type: 'draft.approve' })}
        >
          {t('form.approve')}
        </Button>
        <Button variant="secondary" onClick={cancel} disabled={saving}>
          {t('form.cancel')}
        </Button>
      </div>
      {part.approveRefusal && (
        <p className={styles.reason} id={ids.reason}>
          {t(`refusal.${part.approveRefusal}`)}
        </p>
      )}
    </form>
  )
}
