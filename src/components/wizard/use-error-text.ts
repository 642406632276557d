import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { resolveErrorText, type ErrorValue } from './error-text'

export interface ErrorTexts {
  /** A field's message (field-specific -> errors.field.any -> errors.form). */
  field: (field: string, message: ErrorValue) => string
  /** A page's message (errors.form -> errors.field.any -> somethingWentWrong). */
  form: (message: ErrorValue) => string
}

/** The one error-text hook of the wizards and forms: texts of `ns` in the layout of error-text.ts. */
export function useErrorText(ns: string): ErrorTexts {
  const { t, i18n } = useTranslation(ns)
  const lookup = useCallback((path: string) => (i18n.exists(path, { ns }) ? t(path, { ns }) : undefined), [t, i18n, ns])
  return useMemo(
    () => ({
      field: (field, message) => resolveErrorText(lookup, field, message),
      form: (message) => resolveErrorText(lookup, null, message),
    }),
    [lookup],
  )
}
