import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

export const NS = 'application-company'

/** A key of this namespace (the machines' error keys are plain words; the server's own texts are not). */
const KEY_LIKE = /^[A-Za-z][A-Za-z0-9]*$/

/**
 * Texts of the machines' error values. A field error is a key (translated, a field-specific text
 * first: "Choose an instructor" reads better than "Required") or the server's own message, which
 * it already gave in the user's language and is shown as it came.
 */
export function useErrorTexts() {
  const { t, i18n } = useTranslation(NS)
  const field = useCallback(
    (name: string, value: string): string => {
      if (!KEY_LIKE.test(value)) return value
      if (i18n.exists(`errors.fields.${name}.${value}`, { ns: NS })) return t(`errors.fields.${name}.${value}`)
      if (i18n.exists(`errors.field.${value}`, { ns: NS })) return t(`errors.field.${value}`)
      return value
    },
    [t, i18n],
  )
  const form = useCallback((key: string): string => (i18n.exists(`errors.form.${key}`, { ns: NS }) ? t(`errors.form.${key}`) : t('errors.form.somethingWentWrong')), [t, i18n])
  return { field, form }
}
