import type { Person } from '../../../api/shell/user.schemas'
import { isValidEmail, isValidPhone } from '../../../domain/validation'
import { message, type FieldErrors } from '../../../api/failure'

export const SETTINGS_FIELDS = ['mobilephone', 'email', 'language', 'emailNotifications'] as const
export type SettingsField = (typeof SETTINGS_FIELDS)[number]
export type SettingsLanguage = 'sv' | 'en' | 'pl'

export interface SettingsForm {
  mobilephone: string
  email: string
  language: SettingsLanguage
  emailNotifications: boolean
}

export function settingsToForm(person: Person | null, fallbackLanguage: SettingsLanguage): SettingsForm {
  return {
    mobilephone: person?.mobilephone ?? '',
    email: person?.email ?? '',
    language: person?.language ?? fallbackLanguage,
    emailNotifications: person?.emailNotifications ?? true,
  }
}

/** §5: phone and e-mail rules of src/domain/validation.ts; both are needed to stay registered (`errors.field.<field>.<key>` of shell-settings). */
export function validateSettings(form: SettingsForm): FieldErrors<SettingsField> {
  const errors: FieldErrors<SettingsField> = {}
  if (!form.mobilephone.trim()) errors.mobilephone = message('required')
  else if (!isValidPhone(form.mobilephone)) errors.mobilephone = message('invalidPhone')
  if (!form.email.trim()) errors.email = message('required')
  else if (!isValidEmail(form.email.trim())) errors.email = message('invalidEmail')
  return errors
}
