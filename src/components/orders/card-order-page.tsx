import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { chosenOption } from '../../../machines/orders/card-order.rules'
import {
  selectCardAttempt,
  selectCardErrors,
  selectCardFormError,
  selectCardQuote,
  selectCardValues,
  selectOrderScreen,
  selectOrdering,
} from '../../../machines/orders/card-order.selectors'
import type {
  AddressField,
  CardOption,
  CardOrderField,
  CardOrderValues,
  CardQuote,
} from '../../../machines/orders/card-order.steps'
import { formatCurrency } from '../../domain/format'
import { Button } from '../ui/button/button'
import { CheckboxField } from '../ui/checkbox-field/checkbox-field'
import { LoadFailed } from '../ui/notice/load-failed'
import { LoadingState } from '../ui/spinner/spinner'
import { TextField } from '../ui/text-field/text-field'
import { useErrorText } from '../wizard/use-error-text'
import { usePageFocus, WizardFrame } from '../wizard/wizard-frame'
import { CardLoadPage, type CardLoad } from './my-cards-start-page'
import styles from './orders.module.css'
import { cardNameKey, NS, reasonKey } from './texts'
import { useCardOrder, type CardOrderRouteProps } from './use-card-order'

/** The input ids of the order page's fields (the error summary links to them). */
export const ORDER_FIELD_IDS: Partial<Record<CardOrderField, string>> = {
  card: 'order-card',
  reason: 'order-reason',
  attention: 'order-attention',
  address1: 'order-address1',
  address2: 'order-address2',
  zip: 'order-zip',
  city: 'order-city',
  deliveryAddress: 'order-address1',
  acceptTerms: 'order-terms',
}
const ADDRESS_FIELDS: readonly AddressField[] = ['attention', 'address1', 'address2', 'zip', 'city']

/**
 * /card/{personId}/order/{reasonId?} (§2 Cards, §5, §9, issue 20): the price the server quotes for the
 * choice (shown, never computed here), the delivery address, the §9 delivery and payment terms when the
 * card costs anything, and the binding order asked once more before it is placed.
 */
export function CardOrderPage(props: { load: CardLoad } & Partial<CardOrderRouteProps>) {
  const { t } = useTranslation(NS)
  const { load } = props
  if (load.status !== 'done' || props.personId === undefined)
    return <CardLoadPage title={t('order.title')} failed={load.status === 'error'} />
  return (
    <CardOrderForm
      options={load.data.options}
      route={{ personId: props.personId, reasonId: props.reasonId, search: props.search ?? {}, staff: props.staff }}
    />
  )
}

function CardOrderForm({ options, route }: { options: CardOption[]; route: CardOrderRouteProps }) {
  const { t } = useTranslation(NS)
  const errorText = useErrorText(NS)
  const actor = useCardOrder('order', options, route)
  const screen = useSelector(actor, selectOrderScreen)
  const values = useSelector(actor, selectCardValues)
  const errors = useSelector(actor, selectCardErrors)
  const formError = useSelector(actor, selectCardFormError)
  const attempt = useSelector(actor, selectCardAttempt)
  const quote = useSelector(actor, selectCardQuote)
  const ordering = useSelector(actor, selectOrdering)
  const focusRoot = usePageFocus(screen)
  const errorOf = (field: CardOrderField) => {
    const error = errors[field]
    return error ? errorText.field(field, error) : null
  }
  const fieldErrors = (Object.keys(ORDER_FIELD_IDS) as CardOrderField[]).flatMap((field) => {
    const message = errorOf(field)
    return message ? [{ field: ORDER_FIELD_IDS[field] as string, message }] : []
  })
  const back = () => actor.send({ type: 'step.back' })
  const option = chosenOption(values, options)
  const summary = <ChoiceSummary option={option} values={values} quote={quote} />
  const frame = {
    // For staff (§6): whom the card is for, and that the company pays (its price, §9).
    ...(route.staff ? { lead: t('staff.orderLead', { name: route.staff.name }) } : {}),
    stepKey: screen,
    fieldErrors,
    attempt,
    pageError: formError && screen !== 'quoteFailed' ? errorText.form(formError) : null,
  }

  if (screen === 'quoting' || screen === 'quoteFailed')
    return (
      <div ref={focusRoot}>
        <WizardFrame {...frame} title={t('order.title')} onBack={back} backLabel={t('order.change')}>
          <ChoiceSummary option={option} values={values} quote={null} />
          {screen === 'quoting' ? (
            <LoadingState label={t('order.quoting')} />
          ) : (
            <LoadFailed
              message={formError ? errorText.form(formError) : t('order.quoteFailed')}
              onRetry={() => actor.send({ type: 'quote.retry' })}
              testId="quote-error"
            />
          )}
        </WizardFrame>
      </div>
    )

  if (screen === 'confirm')
    return (
      <div ref={focusRoot}>
        <WizardFrame
          {...frame}
          title={t('order.confirmTitle')}
          lead={t('order.confirmLead')}
          secondary={
            <>
              <Button
                onClick={() => actor.send({ type: 'order.confirm' })}
                loading={ordering}
                data-testid="order-confirm"
              >
                {t('order.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => actor.send({ type: 'order.change' })} disabled={ordering}>
                {t('order.changeDetails')}
              </Button>
            </>
          }
        >
          {summary}
          <dl className={styles.facts} data-testid="order-delivery">
            <dt>{t('order.deliveryAddress')}</dt>
            <dd>
              {[values.address.attention, values.address.address1, values.address.address2]
                .map((line) => line.trim())
                .filter(Boolean)
                .join(', ')}
              {`, ${values.address.zip.trim()} ${values.address.city.trim()}`}
            </dd>
          </dl>
        </WizardFrame>
      </div>
    )

  return (
    <div ref={focusRoot}>
      <WizardFrame
        {...frame}
        title={t('order.title')}
        onBack={back}
        backLabel={t('order.change')}
        onContinue={() => actor.send({ type: 'step.continue' })}
        continueLabel={t('order.continue')}
      >
        {summary}
        {errorOf('card') && (
          <p id={ORDER_FIELD_IDS.card} className={styles.fieldError}>
            {errorOf('card')}
          </p>
        )}
        {errorOf('reason') && (
          <p id={ORDER_FIELD_IDS.reason} className={styles.fieldError}>
            {errorOf('reason')}
          </p>
        )}
        <fieldset className={styles.fieldset}>
          <legend>{t('order.deliveryAddress')}</legend>
          {errorOf('deliveryAddress') && <p className={styles.fieldError}>{errorOf('deliveryAddress')}</p>}
          {ADDRESS_FIELDS.map((field) => (
            <TextField
              key={field}
              id={ORDER_FIELD_IDS[field]}
              label={t(`order.address.${field}`)}
              value={values.address[field]}
              onChange={(value) => actor.send({ type: 'address.change', field, value })}
              error={errorOf(field)}
              autoComplete={AUTOCOMPLETE[field]}
              required={field === 'address1' || field === 'zip' || field === 'city'}
            />
          ))}
        </fieldset>
        {quote !== null && quote.price.total > 0 && (
          <>
            <h2>{t('order.termsTitle')}</h2>
            <p>{t(`order.terms.${option?.type ?? 'tradeCertificate'}`)}</p>
            <CheckboxField
              id={ORDER_FIELD_IDS.acceptTerms}
              label={t('order.acceptTerms')}
              checked={values.acceptTerms}
              onChange={(checked) => actor.send({ type: 'terms.toggle', checked })}
              error={errorOf('acceptTerms')}
              required
            />
          </>
        )}
      </WizardFrame>
    </div>
  )
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  attention: 'name',
  address1: 'address-line1',
  address2: 'address-line2',
  zip: 'postal-code',
  city: 'address-level2',
}

/** The card, its machine types, the reason and the server's price (§9, sv-SE currency). */
function ChoiceSummary({
  option,
  values,
  quote,
}: {
  option: CardOption | null
  values: CardOrderValues
  quote: CardQuote | null
}) {
  const { t } = useTranslation(NS)
  const machines = option?.machines.filter((m) => values.machineIds.includes(m.id)).map((m) => m.name) ?? []
  return (
    <dl className={styles.facts} data-testid="order-summary">
      <dt>{t('order.card')}</dt>
      <dd>{option ? `${t(cardNameKey(option.type))} – ${option.professionName}` : ''}</dd>
      {machines.length > 0 && (
        <>
          <dt>{t('types.machines')}</dt>
          <dd>{machines.join(', ')}</dd>
        </>
      )}
      <dt>{t('order.reason')}</dt>
      <dd>{values.reason ? t(reasonKey(values.reason)) : ''}</dd>
      {quote !== null && (
        <>
          <dt>{t('order.price')}</dt>
          <dd data-testid="order-price">
            {quote.price.total === 0
              ? t('order.free')
              : t(quote.price.includesVat ? 'order.priceInclVat' : 'order.priceExclVat', {
                  price: formatCurrency(quote.price.shown),
                })}
          </dd>
        </>
      )}
    </dl>
  )
}
