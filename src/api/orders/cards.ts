/**
 * Card orders (§2 Cards, §9): a machine card per machine-type combination and a trade-certificate
 * card, kept as print orders. The `quote…` functions send `preview: true`: every check runs, nothing
 * is stored, the answer is the server's price (the page shows it, never computes it on its own).
 */
import { http, type CallContext } from '../client'
import { rowsOf } from '../common.schemas'
import {
  CardQuoteSchema,
  PrintOrderSchema,
  type CardQuote,
  type MachineCardOrderBody,
  type PrintOrder,
  type PrintOrderListBody,
  type TradeCertificateCardBody,
} from './card.schemas'

type OrderBody<B> = Omit<B, 'preview'>

/** POST /educations/{id}/create-machine-certificate with preview: the price, nothing stored. */
export async function quoteMachineCard(
  educationId: number,
  body: OrderBody<MachineCardOrderBody>,
  options: CallContext = {},
): Promise<CardQuote> {
  return http()
    .post(`educations/${educationId}/create-machine-certificate`, {
      json: { ...body, preview: true },
      context: { silent: options.silent },
    })
    .json(CardQuoteSchema)
}

/** POST /educations/{id}/create-machine-certificate: the order, priced by the server (201). */
export async function orderMachineCard(
  educationId: number,
  body: OrderBody<MachineCardOrderBody>,
  options: CallContext = {},
): Promise<PrintOrder> {
  return http()
    .post(`educations/${educationId}/create-machine-certificate`, {
      json: { ...body, preview: false },
      context: { silent: options.silent },
    })
    .json(PrintOrderSchema)
}

/** POST /persons/{id}/request-trade-certificate with a reason and preview: the card's price, nothing stored. */
export async function quoteTradeCertificateCard(
  personId: number,
  body: OrderBody<TradeCertificateCardBody> & { reason: NonNullable<TradeCertificateCardBody['reason']> },
  options: CallContext = {},
): Promise<CardQuote> {
  return http()
    .post(`persons/${personId}/request-trade-certificate`, {
      json: { ...body, preview: true },
      context: { silent: options.silent },
    })
    .json(CardQuoteSchema)
}

/** POST /persons/{id}/request-trade-certificate with a reason: a trade-certificate card order (201). */
export async function orderTradeCertificateCard(
  personId: number,
  body: OrderBody<TradeCertificateCardBody> & { reason: NonNullable<TradeCertificateCardBody['reason']> },
  options: CallContext = {},
): Promise<PrintOrder> {
  return http()
    .post(`persons/${personId}/request-trade-certificate`, {
      json: { ...body, preview: false },
      context: { silent: options.silent },
    })
    .json(PrintOrderSchema)
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
