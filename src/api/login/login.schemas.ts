import * as v from 'valibot'
import { Text, TEXT_MAX } from '../common.schemas'

export const PersonalNumberBodySchema = v.object({ personalNumber: Text(TEXT_MAX.personalNumber) })

/** Answer of loginbankid-gettoken: a QR payload that changes every call while the session waits. */
export const BankIdTokenSchema = v.object({
  sessionId: v.string(),
  qrCode: v.string(),
  status: v.picklist(['pending', 'confirmed', 'expired']),
})
export type BankIdToken = v.InferOutput<typeof BankIdTokenSchema>

export const ExternalLoginSchema = v.object({ redirectUrl: v.string() })

export const PasswordResetRequestSchema = v.object({ maskedPhone: v.string() })
export const PasswordResetTokenSchema = v.object({ token: v.string() })
