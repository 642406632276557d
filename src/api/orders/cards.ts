/**
 * Card orders (§2 Cards, §9): a machine card per machine-type combination and a trade-certificate
 * card, kept as print orders. The `quote…` functions send `preview: true`: every check runs, nothing
 * is stored, the answer is the server's price (the page shows it, never computes it on its own).
 */
import { http, type CallContext } from '../client'
import { rowsOf } from '../common.schemas'
import {
  CardQuoteSchema,
  CardStaffSchema,
  PrintOrderSchema,
  type CardQuote,
  type CardStaff,
  type MachineCardOrderBody,
  type PrintOrder,
  type PrintOrderListBody,
  type TradeCertificateCardBody,
} from './card.schemas'

type OrderBody<B> = Omit<B, 'preview'>
type TradeCardBody = OrderBody<TradeCertificateCardBody> & { reason: NonNullable<TradeCertificateCardBody['reason']> }

const machineCardPath = (educationId: number) => `educations/${educationId}/create-machine-certificate`
const tradeCardPath = (personId: number) => `persons/${personId}/request-trade-certificate`

/** A card order call: `preview` answers the quote (nothing stored), else the order (201). */
function cardCall<S extends typeof CardQuoteSchema | typeof PrintOrderSchema>(
  path: string,
  body: object,
  preview: boolean,
  schema: S,
  options: CallContext,
) {
  return http()
    .post(path, { json: { ...body, preview }, context: { silent: options.silent } })
    .json(schema)
}

/** POST /educations/{id}/create-machine-certificate with preview: the price, nothing stored. */
export function quoteMachineCard(
  educationId: number,
  body: OrderBody<MachineCardOrderBody>,
  options: CallContext = {},
): Promise<CardQuote> {
  return cardCall(machineCardPath(educationId), body, true, CardQuoteSchema, options)
}

/** POST /educations/{id}/create-machine-certificate: the order, priced by the server (201). */
export function orderMachineCard(
  educationId: number,
  body: OrderBody<MachineCardOrderBody>,
  options: CallContext = {},
): Promise<PrintOrder> {
  return cardCall(machineCardPath(educationId), body, false, PrintOrderSchema, options)
}

/** POST /persons/{id}/request-trade-certificate with a reason and preview: the card's price, nothing stored. */
export function quoteTradeCertificateCard(
  personId: number,
  body: TradeCardBody,
  options: CallContext = {},
): Promise<CardQuote> {
  return cardCall(tradeCardPath(personId), body, true, CardQuoteSchema, options)
}

/** POST /persons/{id}/request-trade-certificate with a reason: a trade-certificate card order (201). */
export function orderTradeCertificateCard(
  personId: number,
  body: TradeCardBody,
  options: CallContext = {},
): Promise<PrintOrder> {
  return cardCall(tradeCardPath(personId), body, false, PrintOrderSchema, options)
}

/** PATCH /print-orders/list: the caller's own orders, or with companyId the company's (§6 card orders for staff). */
export async function listPrintOrders(body: PrintOrderListBody = {}, options: CallContext = {}): Promise<PrintOrder[]> {
  return (
    await http()
      .patch('print-orders/list', { json: body, context: { silent: options.silent } })
      .json(rowsOf(PrintOrderSchema))
  ).rows
}

/** GET /print-orders/{id}/get */
export async function getPrintOrder(id: number, options: CallContext = {}): Promise<PrintOrder> {
  return http()
    .get(`print-orders/${id}/get`, { context: { silent: options.silent } })
    .json(PrintOrderSchema)
}

/** GET /companies/{id}/card-order-staff: whom the caller may order cards for at the company (§6). */
export async function listCardStaff(companyId: number, options: CallContext = {}): Promise<CardStaff[]> {
  return (
    await http()
      .get(`companies/${companyId}/card-order-staff`, { context: { silent: options.silent } })
      .json(rowsOf(CardStaffSchema))
  ).rows
}
