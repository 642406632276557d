import { useSelector } from '@xstate/react'
import { useInspectedActorRef } from '../../../session/inspected-actor'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectBusy,
  selectConfirming,
  selectCreateBlocked,
  selectEducationExtensionId,
  selectMessages,
  selectOrders,
  selectPending,
  selectSelection,
  selectTerms,
  type ExtensionOrderSnapshot,
} from '../../../../machines/orders/extension-order.selectors'
import type { EducationExtension, ExtensionOrder, ProviderExtension } from '../../../api/orders/extension.schemas'
import { formatCurrency, formatDate } from '../../../domain/format'
import { mayExtend } from '../../../domain/orders'
import { Button } from '../../ui/button/button'
import { CheckboxField } from '../../ui/checkbox-field/checkbox-field'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { ConfirmDialog } from '../../ui/dialog/dialog'
import { SelectField } from '../../ui/select-field/select-field'
import { toast } from '../../ui/toast/toaster'
import { useErrorText } from '../../wizard/use-error-text'
import { personName } from './distance-load'
import styles from './distance-orders.module.css'
import { extensionOrderFlow, type ExtensionOrderEdges } from './extension-order.edge'
import type { ExtensionOrdersData } from './extension-load'
import { Fact } from './order-facts'
import { NS } from './texts'

type Shown = Extract<ExtensionOrdersData, { status: 'shown' }>

/** The ids the error messages link to. */
export const EXTENSION_FIELD_IDS = {
  extensionIds: 'extension-ids',
  educationExtensionId: 'extension-education',
  acceptPurchaseTerms: 'extension-terms',
} as const

const names = (order: Pick<ExtensionOrder, 'extensions'>) => order.extensions.map((e) => e.name).join(', ')

/**
 * A distance order's extension orders (machines/orders/extension-order): each with its extensions and
 * the server's amounts; the pending one approved with the purchase terms (§5, asked first); a new one
 * from the provider's extensions (asked first, priced by the server). `onOrders` tells the page what the
 * server answered (an education extension carried by an approved order no longer changes).
 */
export function ExtensionOrderFlow({
  data,
  educationExtensions,
  onOrders,
}: {
  data: Shown
  educationExtensions: readonly EducationExtension[]
  onOrders: (orders: readonly ExtensionOrder[]) => void
}) {
  const { t } = useTranslation(NS)
  const edges = useRef<ExtensionOrderEdges>({ created: () => {}, approved: () => {} })
  const machine = useMemo(() => extensionOrderFlow(() => edges.current), [])
  const [input] = useState(() => ({
    distanceOrderId: data.order.id,
    extendable: mayExtend(data.order.stateId),
    orders: data.extensionOrders,
  }))
  const actor = useInspectedActorRef(machine, { input })
  const orders = useSelector(actor, selectOrders)
  const pending = useSelector(actor, selectPending)
  const blocked = useSelector(actor, selectCreateBlocked)
  const confirming = useSelector(actor, selectConfirming)
  const busy = useSelector(actor, selectBusy)
  const name = personName(data.order.apprentice) || t('hiddenName')
  const selection = useSelector(actor, selectSelection)

  useEffect(() => {
    edges.current = {
      created: () => toast.success(t('extensions.created')),
      approved: () => toast.success(t('extensions.approved')),
    }
  }, [t])
  useEffect(() => onOrders(orders), [orders, onOrders])

  const chosen = data.offered.filter((e) => selection.includes(e.id))
  // The question asked last: the dialog keeps its words while it closes.
  const asked = useRef<'create' | 'approve'>('create')
  if (confirming) asked.current = confirming
  const creating = asked.current === 'create'
  return (
    <section aria-labelledby="extension-orders-title" data-testid="extension-orders">
      <h2 id="extension-orders-title" className={styles.stepTitle}>
        {t('extensions.ordersTitle')}
      </h2>
      {orders.length === 0 && <p>{t('extensions.none')}</p>}
      {orders.map((order) => (
        <ExtensionOrderFacts key={order.id} order={order} educationExtensions={educationExtensions} />
      ))}
      {pending && <ApprovePanel actor={actor} busy={busy} />}
      {blocked === null ? (
        <CreateForm actor={actor} busy={busy} offered={data.offered} educationExtensions={educationExtensions} />
      ) : (
        <p className={styles.infoBox} data-testid="extension-create-blocked">
          {t(`errors.form.${blocked.key}`)}
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t(creating ? 'extensions.confirmCreateTitle' : 'extensions.confirmApproveTitle')}
        description={
          creating
            ? t('extensions.confirmCreateText', { extensions: names({ extensions: chosen }), name })
            : pending
              ? t('extensions.confirmApproveText', {
                  extensions: names(pending),
                  name,
                  amount: formatCurrency(pending.amount),
                })
              : ''
        }
        confirmLabel={t(creating ? 'extensions.confirmCreateAccept' : 'extensions.confirmApproveAccept')}
        busy={busy}
        onConfirm={() => actor.send({ type: 'confirm.accept' })}
        onCancel={() => actor.send({ type: 'confirm.cancel' })}
      />
    </section>
  )
}

function ExtensionOrderFacts({
  order,
  educationExtensions,
}: {
  order: ExtensionOrder
  educationExtensions: readonly EducationExtension[]
}) {
  const { t } = useTranslation(NS)
  const education = educationExtensions.find((e) => e.id === order.educationExtensionId)
  return (
    <article data-testid={`extension-order-${order.id}`} data-state={order.stateId}>
      <h3>{t('extensions.orderTitle', { id: order.id })}</h3>
      <dl className={styles.facts}>
        <Fact term={t('order.state')} testId={`extension-order-${order.id}-state`}>
          {t(`extensions.state.${order.stateId}`, { defaultValue: String(order.stateId) })}
        </Fact>
        <Fact term={t('extensions.extensions')}>{names(order)}</Fact>
        {education && (
          <Fact term={t('extensions.educationExtension')}>{t('extensions.months', { count: education.months })}</Fact>
        )}
        <Fact term={t('order.netAmount')}>{formatCurrency(order.netAmount)}</Fact>
        <Fact term={t('order.amount')}>{formatCurrency(order.amount)}</Fact>
        <Fact term={t('extensions.createdAt')}>{formatDate(order.createdAt)}</Fact>
        {order.approvedAt && <Fact term={t('order.approvedAt')}>{formatDate(order.approvedAt)}</Fact>}
        {order.approvedBy && <Fact term={t('order.approvedBy')}>{personName(order.approvedBy)}</Fact>}
      </dl>
    </article>
  )
}

type Actor = ReturnType<typeof useInspectedActorRef<ReturnType<typeof extensionOrderFlow>>>

/** The form's messages: the summary line, and each field's. */
function useMessages(actor: Actor, form: 'create' | 'approve') {
  const errorText = useErrorText(NS)
  const messages = useSelector(actor, (s: ExtensionOrderSnapshot) => selectMessages(s, form))
  const field = (name: keyof typeof EXTENSION_FIELD_IDS) => {
    const message = messages?.errors[name]
    return message ? errorText.field(name, message) : null
  }
  const summary = messages?.formError ? (
    <p className={styles.errorBox} role="alert" data-testid={`extension-${form}-failed`}>
      {errorText.form(messages.formError)}
    </p>
  ) : null
  return { field, summary }
}

function ApprovePanel({ actor, busy }: { actor: Actor; busy: boolean }) {
  const { t } = useTranslation(NS)
  const accepted = useSelector(actor, selectTerms)
  const { field, summary } = useMessages(actor, 'approve')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'approve' })
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="extension-approve-title">
      <h3 id="extension-approve-title">{t('extensions.approveTitle')}</h3>
      {summary}
      <p className={styles.infoBox}>{t('extensions.termsText')}</p>
      <CheckboxField
        id={EXTENSION_FIELD_IDS.acceptPurchaseTerms}
        label={t('guide.termsAccept')}
        required
        checked={accepted}
        error={field('acceptPurchaseTerms')}
        onChange={(checked) => actor.send({ type: 'terms.change', accepted: checked })}
      />
      <div className={styles.buttons}>
        <Button type="submit" loading={busy}>
          {t('extensions.approve')}
        </Button>
      </div>
    </form>
  )
}

function CreateForm({
  actor,
  busy,
  offered,
  educationExtensions,
}: {
  actor: Actor
  busy: boolean
  offered: readonly ProviderExtension[]
  educationExtensions: readonly EducationExtension[]
}) {
  const { t } = useTranslation(NS)
  const selection = useSelector(actor, selectSelection)
  const educationId = useSelector(actor, selectEducationExtensionId)
  const { field, summary } = useMessages(actor, 'create')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'create' })
  }
  const change = (values: string[]) => {
    const now = values.map(Number)
    const id = [...now.filter((x) => !selection.includes(x)), ...selection.filter((x) => !now.includes(x))][0]
    if (id !== undefined) actor.send({ type: 'extensions.toggle', id })
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="extension-create-title">
      <h3 id="extension-create-title">{t('extensions.createTitle')}</h3>
      <p>{t('extensions.createLead')}</p>
      {summary}
      {offered.length === 0 ? (
        <p>{t('extensions.noneOffered')}</p>
      ) : (
        <ChoiceFieldset
          type="checkbox"
          id={EXTENSION_FIELD_IDS.extensionIds}
          legend={t('extensions.offeredLegend')}
          required
          error={field('extensionIds')}
          options={offered.map((e) => ({
            value: String(e.id),
            label: t('extensions.offeredOption', { name: e.name, price: formatCurrency(e.price) }),
            hint: e.description ?? undefined,
          }))}
          value={selection.map(String)}
          onChange={change}
        />
      )}
      {educationExtensions.length > 0 && (
        <SelectField
          id={EXTENSION_FIELD_IDS.educationExtensionId}
          label={t('extensions.educationChoice')}
          value={educationId === null ? '' : String(educationId)}
          error={field('educationExtensionId')}
          options={[
            { value: '', label: t('extensions.noEducationExtension') },
            ...educationExtensions.map((e) => ({
              value: String(e.id),
              label: t('extensions.educationOption', { count: e.months, date: formatDate(e.createdAt) }),
            })),
          ]}
          onChange={(value) =>
            actor.send({ type: 'educationExtension.choose', id: value === '' ? null : Number(value) })
          }
        />
      )}
      <div className={styles.buttons}>
        <Button type="submit" loading={busy} disabled={offered.length === 0}>
          {t('extensions.create')}
        </Button>
      </div>
    </form>
  )
}
