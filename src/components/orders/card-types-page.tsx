import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import {
  selectCardAttempt,
  selectCardErrors,
  selectCardOptions,
  selectCardValues,
} from '../../../machines/orders/card-order.selectors'
import type { CardOption, CardOrderField } from '../../../machines/orders/card-order.steps'
import { CARD_ORDER_REASONS, type CardOrderReason } from '../../api/orders/card.schemas'
import { ChoiceFieldset } from '../ui/choice-fieldset/choice-fieldset'
import { useErrorText } from '../wizard/use-error-text'
import { usePageFocus, WizardFrame } from '../wizard/wizard-frame'
import { CardLoadPage, type CardLoad } from './my-cards-start-page'
import { cardNameKey, NS, reasonKey } from './texts'
import { useCardOrder, type CardOrderRouteProps } from './use-card-order'

/** The input ids of the types page's fields (the error summary links to them). */
export const TYPE_FIELD_IDS: Partial<Record<CardOrderField, string>> = {
  card: 'card-option',
  machineIds: 'card-machines',
  reason: 'card-reason',
}

/**
 * /order-card/{personId}/types/{reasonId?} (§2 Cards, §9, issue 20): which card (a card type with an
 * ongoing order cannot be chosen, §4), for a machine card its machine types, and why (§9 reasons).
 */
export function CardTypesPage(props: { load: CardLoad } & Partial<CardOrderRouteProps>) {
  const { t } = useTranslation(NS)
  const { load } = props
  if (load.status !== 'done' || props.personId === undefined)
    return <CardLoadPage title={t('types.title')} failed={load.status === 'error'} />
  return (
    <CardTypesForm
      options={load.data.options}
      route={{ personId: props.personId, reasonId: props.reasonId, search: props.search ?? {}, staff: props.staff }}
    />
  )
}

function CardTypesForm({ options, route }: { options: CardOption[]; route: CardOrderRouteProps }) {
  const { t } = useTranslation(NS)
  const navigate = useNavigate()
  const errorText = useErrorText(NS)
  const actor = useCardOrder('types', options, route)
  const values = useSelector(actor, selectCardValues)
  const errors = useSelector(actor, selectCardErrors)
  const attempt = useSelector(actor, selectCardAttempt)
  const offered = useSelector(actor, selectCardOptions)
  const focusRoot = usePageFocus('types')
  const errorOf = (field: CardOrderField) => {
    const error = errors[field]
    return error ? errorText.field(field, error) : null
  }
  const fieldErrors = (Object.keys(TYPE_FIELD_IDS) as CardOrderField[]).flatMap((field) => {
    const message = errorOf(field)
    return message ? [{ field: TYPE_FIELD_IDS[field] as string, message }] : []
  })
  const chosen = offered.find((o) => o.key === values.optionKey)
  return (
    <div ref={focusRoot}>
      <WizardFrame
        stepKey="types"
        title={t('types.title')}
        lead={route.staff ? t('staff.typesLead', { name: route.staff.name }) : t('types.lead')}
        onBack={() =>
          void navigate({ href: route.staff ? `/order-card/${route.staff.companyId}/start` : '/order-card/my-start' })
        }
        backLabel={route.staff ? t('staff.back') : t('types.back')}
        fieldErrors={fieldErrors}
        attempt={attempt}
        onContinue={() => actor.send({ type: 'step.continue' })}
        continueLabel={t('types.continue')}
      >
        <ChoiceFieldset
          type="radio"
          id={TYPE_FIELD_IDS.card as string}
          legend={t('types.card')}
          options={offered.map((o) => ({
            value: o.key,
            label: `${t(cardNameKey(o.type))} – ${o.professionName}`,
            hint: o.ongoing ? t('start.ongoing') : undefined,
            disabled: o.ongoing,
          }))}
          value={values.optionKey ? [values.optionKey] : []}
          onChange={([key]) => key && actor.send({ type: 'card.choose', key })}
          error={errorOf('card')}
          required
        />
        {chosen?.type === 'machineCard' && (
          <ChoiceFieldset
            type="checkbox"
            id={TYPE_FIELD_IDS.machineIds as string}
            legend={t('types.machines')}
            hint={t('types.machinesHint')}
            options={chosen.machines.map((m) => ({ value: String(m.id), label: m.name }))}
            value={values.machineIds.map(String)}
            onChange={(next) => {
              for (const m of chosen.machines) {
                const checked = next.includes(String(m.id))
                if (checked !== values.machineIds.includes(m.id))
                  actor.send({ type: 'machine.toggle', machineId: m.id, checked })
              }
            }}
            error={errorOf('machineIds')}
            required
          />
        )}
        <ChoiceFieldset
          type="radio"
          id={TYPE_FIELD_IDS.reason as string}
          legend={t('types.reason')}
          hint={t('types.reasonHint')}
          options={CARD_ORDER_REASONS.map((reason) => ({ value: reason, label: t(reasonKey(reason)) }))}
          value={values.reason ? [values.reason] : []}
          onChange={([reason]) => reason && actor.send({ type: 'reason.choose', reason: reason as CardOrderReason })}
          error={errorOf('reason')}
          required
        />
      </WizardFrame>
    </div>
  )
}
