import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { apprenticeshipEditMachine } from '../../../../machines/company/apprenticeship-edit.machine'
import {
  selectBusy,
  selectInstructorIds,
  selectRate,
  selectRateErrors,
  selectSavingRate,
} from '../../../../machines/company/apprenticeship-edit.selectors'
import type { ApprenticeshipDetail } from '../../../api/company/apprenticeship.schemas'
import { InstructorChoice, type InstructorChoiceOption } from '../../domain-widgets/instructor-choice'
import { Button } from '../../ui/button/button'
import { TextField } from '../../ui/text-field/text-field'
import { useErrorText } from '../../wizard/use-error-text'
import { personName } from './apprentice-rows'
import styles from './apprentices.module.css'
import { NS } from './texts'

type EditActor = ActorRefFrom<typeof apprenticeshipEditMachine>

/** The linked instructors, each with "Unlink" when the viewer may change; the company's others to link (§5 reasons shown). */
export function InstructorsSection({
  apprenticeship,
  actor,
  options,
  canChange,
}: {
  apprenticeship: ApprenticeshipDetail
  actor: EditActor
  options: (linked: readonly number[]) => InstructorChoiceOption[]
  canChange: boolean
}) {
  const { t } = useTranslation(NS)
  const linked = useSelector(actor, selectInstructorIds, (a, b) => a.join() === b.join())
  const busy = useSelector(actor, selectBusy)
  const [chosen, setChosen] = useState<number | null>(null)
  const names = new Map(apprenticeship.instructors.map((i) => [i.employmentId, personName(i)]))
  const choices = options(linked)
  return (
    <section className={styles.section} aria-labelledby="apprentice-instructors">
      <h2 id="apprentice-instructors">{t('person.instructors')}</h2>
      <ul className={styles.list} data-testid="apprentice-instructors">
        {linked.map((id) => (
          <li key={id} className={styles.row}>
            <span className={styles.name}>{names.get(id) ?? choices.find((c) => c.id === id)?.name ?? id}</span>
            {canChange && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => actor.send({ type: 'instructor.unlink', employmentId: id })}
                aria-label={t('person.unlinkNamed', { name: names.get(id) ?? '' })}
              >
                {t('person.unlink')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canChange && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (chosen !== null) actor.send({ type: 'instructor.link', employmentId: chosen })
            setChosen(null)
          }}
        >
          <InstructorChoice id="apprentice-link-instructor" options={choices} value={chosen} onChange={setChosen} />
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" disabled={chosen === null} loading={busy && chosen !== null}>
              {t('person.link')}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}

/** The employment rate periods (§3: percent, period, the rate it replaced) and, when the viewer may change, a new one. */
export function RateSection({
  apprenticeship,
  actor,
  canChange,
}: {
  apprenticeship: ApprenticeshipDetail
  actor: EditActor
  canChange: boolean
}) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const rate = useSelector(actor, selectRate)
  const errors = useSelector(actor, selectRateErrors)
  const saving = useSelector(actor, selectSavingRate)
  const fieldError = (field: 'percent' | 'fromDate' | 'toDate') => {
    const e = errors[field]
    return e ? errorText.field(field, e) : null
  }
  return (
    <section className={styles.section} aria-labelledby="apprentice-rates">
      <h2 id="apprentice-rates">{t('person.rates')}</h2>
      {apprenticeship.employmentRates.length === 0 ? (
        <p className={styles.muted}>{t('person.noRates')}</p>
      ) : (
        <ul className={styles.list} data-testid="apprentice-rates">
          {apprenticeship.employmentRates.map((r) => (
            <li key={r.id} className={styles.row}>
              {t('person.ratePeriod', { percent: r.percent, from: r.fromDate, to: r.toDate, was: r.originalPercent })}
            </li>
          ))}
        </ul>
      )}
      {apprenticeship.pauses.length > 0 && (
        <p className={styles.muted}>
          {t('person.pauses', { periods: apprenticeship.pauses.map((p) => `${p.fromDate} – ${p.toDate}`).join(', ') })}
        </p>
      )}
      {canChange && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'rate.submit' })
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend>{t('person.addRate')}</legend>
            <TextField
              id="rate-percent"
              label={t('person.percentLabel')}
              hint={t('person.percentHint')}
              inputMode="decimal"
              value={rate.percent}
              onChange={(value) => actor.send({ type: 'rate.change', field: 'percent', value })}
              error={fieldError('percent')}
            />
            <TextField
              id="rate-from"
              type="date"
              label={t('person.fromLabel')}
              value={rate.fromDate}
              onChange={(value) => actor.send({ type: 'rate.change', field: 'fromDate', value })}
              error={fieldError('fromDate')}
            />
            <TextField
              id="rate-to"
              type="date"
              label={t('person.toLabel')}
              value={rate.toDate}
              onChange={(value) => actor.send({ type: 'rate.change', field: 'toDate', value })}
              error={fieldError('toDate')}
            />
          </fieldset>
          <Button type="submit" variant="secondary" loading={saving}>
            {t('person.saveRate')}
          </Button>
        </form>
      )}
    </section>
  )
}
