import * as v from 'valibot'
import { Id, IsoDate, Text, TEXT_MAX } from '../common.schemas'

export const NotificationTypeSchema = v.picklist(['Book', 'Application', 'TradeCertificate', 'DistanceOrder'])
export type NotificationType = v.InferOutput<typeof NotificationTypeSchema>

export const NotificationSchema = v.object({
  id: Id,
  subject: v.string(),
  sentTime: IsoDate,
  /** null means unread. */
  readTime: v.nullable(IsoDate),
  type: NotificationTypeSchema,
  /** Book, QualificationTime, Application, DistanceOrder, TradeCertificate … */
  concernType: v.string(),
  concernId: Id,
  additionalInfo: v.nullable(
    v.object({
      reportId: v.optional(v.nullable(Id)),
      companyId: v.optional(v.nullable(Id)),
      belongsToPersonId: v.optional(v.nullable(Id)),
    }),
  ),
})
export type Notification = v.InferOutput<typeof NotificationSchema>

export const NotificationListRequestSchema = v.object({
  startAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
  sortBy: v.picklist(['sentTime']),
  sortDesc: v.boolean(),
  search: Text(TEXT_MAX.search),
})
export type NotificationListRequest = v.InferOutput<typeof NotificationListRequestSchema>
