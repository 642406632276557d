import type { Person } from '../../../api/shell/user.schemas'
import { isValidEmail, isValidPhone } from '../../../domain/validation'
import type { FieldErrors } from '../form-errors'

export const SETTINGS_FIELDS = ['mobilephone', 'email', 'language', 'emailNotifications'] as const
export type SettingsField = (typeof SETTINGS_FIELDS)[number]
export type SettingsLanguage = 'sv' | 'en' | 'pl'
export type SettingsProblem = 'phoneRequired' | 'phoneInvalid' | 'emailRequired' | 'emailInvalid'

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

/** §5: phone and e-mail rules of src/domain/validation.ts; both are needed to stay registered. */
export function validateSettings(form: SettingsForm): FieldErrors<SettingsField, SettingsProblem> {
  const errors: FieldErrors<SettingsField, SettingsProblem> = {}
  if (!form.mobilephone.trim()) errors.mobilephone = 'phoneRequired'
  else if (!isValidPhone(form.mobilephone)) errors.mobilephone = 'phoneInvalid'
  if (!form.email.trim()) errors.email = 'emailRequired'
  else if (!isValidEmail(form.email.trim())) errors.email = 'emailInvalid'
  return errors
}
