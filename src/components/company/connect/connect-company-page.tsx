import { useSelector } from '@xstate/react'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectConnectError,
  selectConnectFieldErrors,
  selectConnectForm,
  selectConnectScreen,
  selectConnectSent,
  selectRegionName,
} from '../../../../machines/company/connect-company.selectors'
import type { ConnectField, ConnectRegion } from '../../../../machines/company/connect-company.steps'
import { formatDate, formatOrganisationNumber } from '../../../domain/format'
import { Button } from '../../ui/button/button'
import { ErrorSummary } from '../../ui/error-summary/error-summary'
import layout from '../../ui/layout/layout.module.css'
import { RouteLoadFailed } from '../../ui/notice/load-failed'
import { Page } from '../../ui/page/page'
import { useHeadingFocus } from '../../ui/page/use-heading-focus'
import { LoadingState } from '../../ui/spinner/spinner'
import { SelectField } from '../../ui/select-field/select-field'
import { TextField } from '../../ui/text-field/text-field'
import { useErrorText } from '../../wizard/use-error-text'
import type { Load } from '../staff/staff-load'
import styles from '../staff/staff.module.css'
import { connectCompanyFlow } from './connect-company.edge'
import { NS } from './texts'

const FIELD_IDS: Record<ConnectField, string> = { regionId: 'connect-region', organizationalNumber: 'connect-number' }
const RESULT_ID = 'connect-result'

/**
 * Connecting a company (§2, §5, §8; issue 19; /connect-company, docs/decisions/notes/connect-ui19.md):
 * region and organisation number, asked first, then to whom the e-mail application went and when.
 */
export function ConnectCompanyPage({ load }: { load: Load<readonly ConnectRegion[]> }) {
  const { t } = useTranslation(NS)
  useHeadingFocus('connect-company')
  return (
    <Page title={t('title')} lead={t('lead')} narrow>
      {load.status === 'loading' && <LoadingState label={t('loading')} />}
      {load.status === 'error' && <RouteLoadFailed message={t('loadFailed')} testId="connect-load-error" />}
      {load.status === 'done' && <ConnectCompanyFlow regions={load.data} />}
    </Page>
  )
}

function ConnectCompanyFlow({ regions }: { regions: readonly ConnectRegion[] }) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const [machine] = useState(connectCompanyFlow)
  const actor = useInspectedActorRef(machine, { input: { regions } })
  const screen = useSelector(actor, selectConnectScreen)
  const form = useSelector(actor, selectConnectForm)
  const errors = useSelector(actor, selectConnectFieldErrors)
  const error = useSelector(actor, selectConnectError)
  const sent = useSelector(actor, selectConnectSent)
  const region = useSelector(actor, selectRegionName)
  const [submits, setSubmits] = useState(0)
  // Each outcome takes focus once it shows (the page's heading stays where it is).
  useEffect(() => {
    if (screen !== 'form' && screen !== 'sending') document.getElementById(RESULT_ID)?.focus()
  }, [screen])

  const fieldError = (field: ConnectField) => {
    const message = errors[field]
    return message ? errorText.field(field, message) : null
  }
  const summary = (Object.keys(FIELD_IDS) as ConnectField[]).flatMap((field) => {
    const message = fieldError(field)
    return message ? [{ field: FIELD_IDS[field], message }] : []
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmits((n) => n + 1)
    actor.send({ type: 'submit' })
  }
  const facts = (
    <dl className={styles.facts}>
      <dt>{t('region')}</dt>
      <dd>{sent?.regionName ?? region}</dd>
      <dt>{t('number')}</dt>
      <dd>{formatOrganisationNumber(sent?.organizationalNumber ?? form.organizationalNumber.trim())}</dd>
    </dl>
  )

  return (
    <>
      {screen === 'form' && (
        <form noValidate onSubmit={submit} data-testid="connect-form">
          <ErrorSummary errors={summary} focusKey={submits} />
          <SelectField
            id={FIELD_IDS.regionId}
            label={t('region')}
            hint={t('regionHint')}
            placeholder={t('regionPlaceholder')}
            options={regions.map((r) => ({ value: String(r.id), label: r.name }))}
            value={form.regionId === null ? '' : String(form.regionId)}
            onChange={(value) => actor.send({ type: 'region.change', regionId: value === '' ? null : Number(value) })}
            error={fieldError('regionId')}
            required
          />
          <TextField
            id={FIELD_IDS.organizationalNumber}
            label={t('number')}
            hint={t('numberHint')}
            value={form.organizationalNumber}
            onChange={(value) => actor.send({ type: 'number.change', value })}
            error={fieldError('organizationalNumber')}
            autoComplete="off"
            inputMode="numeric"
            maxLength={11}
            required
          />
          <div className={layout.buttonRow}>
            <Button type="submit" variant="primary">
              {t('continue')}
            </Button>
          </div>
        </form>
      )}
      {(screen === 'confirm' || screen === 'sending') && (
        <section aria-labelledby="connect-confirm-title" data-testid="connect-confirm" id={RESULT_ID} tabIndex={-1}>
          <h2 id="connect-confirm-title">{t('confirmTitle')}</h2>
          <p>{t('confirmText', { region })}</p>
          {facts}
          <div className={layout.buttonRow}>
            <Button
              variant="primary"
              onClick={() => actor.send({ type: 'confirm.accept' })}
              loading={screen === 'sending'}
            >
              {t('send')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => actor.send({ type: 'confirm.back' })}
              disabled={screen === 'sending'}
            >
              {t('change')}
            </Button>
          </div>
        </section>
      )}
      {(screen === 'refused' || screen === 'failed') && (
        <section aria-labelledby="connect-problem-title" data-testid={`connect-${screen}`} id={RESULT_ID} tabIndex={-1}>
          <h2 id="connect-problem-title">{t(screen === 'refused' ? 'refusedTitle' : 'failedTitle')}</h2>
          <p role="alert" className={styles.formError} data-testid="connect-error">
            {error ? errorText.form(error) : null}
          </p>
          {facts}
          <div className={layout.buttonRow}>
            {screen === 'failed' && (
              <Button variant="primary" onClick={() => actor.send({ type: 'retry' })}>
                {t('retry')}
              </Button>
            )}
            <Button variant="secondary" onClick={() => actor.send({ type: 'edit' })}>
              {t('change')}
            </Button>
          </div>
        </section>
      )}
      {screen === 'sent' && sent && (
        <section aria-labelledby="connect-sent-title" data-testid="connect-sent" id={RESULT_ID} tabIndex={-1}>
          <h2 id="connect-sent-title">{t('sentTitle')}</h2>
          <p role="status">
            {t('sentText', { to: sent.to, region: sent.regionName, at: formatDate(sent.sentAt, { time: true }) })}
          </p>
          {facts}
        </section>
      )}
    </>
  )
}
