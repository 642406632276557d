/**
 * Extension orders and education extensions (§7 "Distance and extension orders"). The company's
 * approver creates an extension order for a running distance order and approves it with the purchase
 * terms accepted; the amounts are the provider's list prices, summed by the server.
 */
import { http, type CallContext } from '../client'
import { rowsOf } from '../common.schemas'
import {
  EducationExtensionSchema,
  ExtensionOrderSchema,
  ProviderExtensionSchema,
  type EducationExtension,
  type EducationExtensionCreateBody,
  type EducationExtensionUpdateBody,
  type ExtensionOrder,
  type ExtensionOrderApproveBody,
  type ExtensionOrderCreateBody,
  type ProviderExtension,
} from './extension.schemas'

/** POST /extension-orders/create: sent to the company for approval (state 1). */
export async function createExtensionOrder(
  body: ExtensionOrderCreateBody,
  options: CallContext = {},
): Promise<ExtensionOrder> {
  return http()
    .post('extension-orders/create', { json: body, context: { silent: options.silent } })
    .json(ExtensionOrderSchema)
}

/** POST /extension-orders/approve: state 1 → 2 with the terms accepted; 422 `closed` otherwise. */
export async function approveExtensionOrder(
  body: ExtensionOrderApproveBody,
  options: CallContext = {},
): Promise<ExtensionOrder> {
  return http()
    .post('extension-orders/approve', { json: body, context: { silent: options.silent } })
    .json(ExtensionOrderSchema)
}

/** GET /extension-orders/get/{id} */
export async function getExtensionOrder(id: number, options: CallContext = {}): Promise<ExtensionOrder> {
  return http()
    .get(`extension-orders/get/${id}`, { context: { silent: options.silent } })
    .json(ExtensionOrderSchema)
}

/** GET /distance-education-provider-extension/{providerId}/listall: what the provider sells as extensions. */
export async function listProviderExtensions(
  providerId: number,
  options: CallContext = {},
): Promise<ProviderExtension[]> {
  return (
    await http()
      .get(`distance-education-provider-extension/${providerId}/listall`, { context: { silent: options.silent } })
      .json(rowsOf(ProviderExtensionSchema))
  ).rows
}

/** GET /education-extension/{id}/get */
export async function getEducationExtension(id: number, options: CallContext = {}): Promise<EducationExtension> {
  return http()
    .get(`education-extension/${id}/get`, { context: { silent: options.silent } })
    .json(EducationExtensionSchema)
}

/** POST /education-extension/create */
export async function createEducationExtension(
  body: EducationExtensionCreateBody,
  options: CallContext = {},
): Promise<EducationExtension> {
  return http()
    .post('education-extension/create', { json: body, context: { silent: options.silent } })
    .json(EducationExtensionSchema)
}

/** PATCH /education-extension/update */
export async function updateEducationExtension(
  body: EducationExtensionUpdateBody,
  options: CallContext = {},
): Promise<EducationExtension> {
  return http()
    .patch('education-extension/update', { json: body, context: { silent: options.silent } })
    .json(EducationExtensionSchema)
}
