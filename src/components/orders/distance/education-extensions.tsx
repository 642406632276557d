import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  classified,
  failureOf,
  failureMessage,
  message,
  type ErrorMessage,
  type FieldErrors,
} from '../../../api/failure'
import { createEducationExtension, updateEducationExtension } from '../../../api/orders/extension-orders'
import {
  EDUCATION_EXTENSION_MONTHS,
  EXTENSION_MOTIVATION_MAX,
  type EducationExtension,
} from '../../../api/orders/extension.schemas'
import { formatDate } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { SelectField } from '../../ui/select-field/select-field'
import { TextAreaField } from '../../ui/text-area-field/text-area-field'
import { toast } from '../../ui/toast/toaster'
import { useErrorText } from '../../wizard/use-error-text'
import styles from './distance-orders.module.css'
import { EXTENSION_RULES } from './extension-order.edge'
import { Fact } from './order-facts'
import { NS } from './texts'

type Field = 'months' | 'motivation'
interface Draft {
  /** The extension changed, or null for a new one. */
  id: number | null
  months: number
  motivation: string
}

const MONTHS = Array.from(
  { length: EDUCATION_EXTENSION_MONTHS.max - EDUCATION_EXTENSION_MONTHS.min + 1 },
  (_, i) => EDUCATION_EXTENSION_MONTHS.min + i,
)

function draftErrors(draft: Draft): FieldErrors<Field> {
  const text = draft.motivation.trim()
  if (text === '') return { motivation: message('required') }
  if (text.length > EXTENSION_MOTIVATION_MAX)
    return { motivation: message('tooLong', { count: EXTENSION_MOTIVATION_MAX }) }
  return {}
}

/**
 * The order's education extensions (§7 education-extension get/create/update): more months of the
 * education with a motivation, asked for while the order runs; each can change until an extension order
 * carrying it is approved (`locked`). A plain form, saved once: no flow of its own. Only the server's
 * answer changes the list (`onSaved`).
 */
export function EducationExtensions({
  orderId,
  extendable,
  extensions,
  locked,
  onSaved,
}: {
  orderId: number
  extendable: boolean
  extensions: readonly EducationExtension[]
  locked: (id: number) => boolean
  onSaved: (extension: EducationExtension) => void
}) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [formError, setFormError] = useState<ErrorMessage | null>(null)
  const [busy, setBusy] = useState(false)

  const open = (next: Draft | null) => {
    setDraft(next)
    setErrors({})
    setFormError(null)
  }
  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!draft || busy) return
    const found = draftErrors(draft)
    setErrors(found)
    setFormError(Object.keys(found).length > 0 ? message('formNotFilled') : null)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    const body = { months: draft.months, motivation: draft.motivation.trim() }
    try {
      const saved = await classified(
        () =>
          draft.id === null
            ? createEducationExtension({ distanceOrderId: orderId, ...body }, { silent: true })
            : updateEducationExtension({ id: draft.id, ...body }, { silent: true }),
        'couldNotSave',
        EXTENSION_RULES,
      )
      onSaved(saved)
      toast.success(t('extensions.saved'))
      open(null)
    } catch (error) {
      const failure = failureOf(error, 'couldNotSave')
      setErrors(failure.fieldErrors ?? {})
      setFormError(failureMessage(failure))
    } finally {
      setBusy(false)
    }
  }
  const field = (name: Field) => (errors[name] ? errorText.field(name, errors[name]) : null)

  return (
    <section aria-labelledby="education-extensions-title" data-testid="education-extensions">
      <h2 id="education-extensions-title" className={styles.stepTitle}>
        {t('extensions.educationTitle')}
      </h2>
      <p>{t('extensions.educationLead')}</p>
      {extensions.length === 0 && <p>{t('extensions.educationNone')}</p>}
      {extensions.map((e) => (
        <article key={e.id} data-testid={`education-extension-${e.id}`}>
          <dl className={styles.facts}>
            <Fact term={t('extensions.monthsLabel')}>{t('extensions.months', { count: e.months })}</Fact>
            <Fact term={t('extensions.motivation')}>{e.motivation}</Fact>
            <Fact term={t('extensions.createdAt')}>{formatDate(e.createdAt)}</Fact>
            {e.updatedAt && <Fact term={t('extensions.updatedAt')}>{formatDate(e.updatedAt)}</Fact>}
          </dl>
          {locked(e.id) ? (
            <p className={styles.progress}>{t('extensions.locked')}</p>
          ) : (
            draft === null && (
              <Button
                variant="secondary"
                onClick={() => open({ id: e.id, months: e.months, motivation: e.motivation })}
              >
                {t('extensions.changeEducation', { count: e.months })}
              </Button>
            )
          )}
        </article>
      ))}
      {draft === null && extendable && (
        <Button variant="secondary" onClick={() => open({ id: null, months: 1, motivation: '' })}>
          {t('extensions.newEducation')}
        </Button>
      )}
      {draft && (
        <form className={styles.form} onSubmit={save} noValidate aria-labelledby="education-form-title">
          <h3 id="education-form-title">
            {draft.id === null ? t('extensions.newEducation') : t('extensions.changeEducationTitle')}
          </h3>
          {formError && (
            <p className={styles.errorBox} role="alert" data-testid="education-extension-failed">
              {errorText.form(formError)}
            </p>
          )}
          <SelectField
            id="education-months"
            label={t('extensions.monthsLabel')}
            required
            value={String(draft.months)}
            error={field('months')}
            options={MONTHS.map((m) => ({ value: String(m), label: t('extensions.months', { count: m }) }))}
            onChange={(value) => setDraft({ ...draft, months: Number(value) })}
          />
          <TextAreaField
            id="education-motivation"
            label={t('extensions.motivation')}
            required
            value={draft.motivation}
            error={field('motivation')}
            onChange={(value) => setDraft({ ...draft, motivation: value })}
          />
          <div className={styles.buttons}>
            <Button type="submit" loading={busy}>
              {t('extensions.save')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => open(null)}>
              {t('common:cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
