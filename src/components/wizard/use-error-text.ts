import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ErrorMessage, MessageValues } from '../../api/failure'
import { resolveErrorText } from './error-text'

export interface ErrorTexts {
  /** A field's message (field-specific -> errors.field.any -> errors.form). */
  field: (field: string, message: ErrorMessage) => string
  /** A page's message (errors.form -> errors.field.any -> somethingWentWrong). */
  form: (message: ErrorMessage) => string
}

/**
 * The one error-text hook of the wizards and forms: texts of `ns` in the layout of error-text.ts. Several
 * namespaces are read in order (a slice whose start-page texts are bundled and the rest load with its routes).
 */
export function useErrorText(ns: string | readonly string[]): ErrorTexts {
  const { t, i18n } = useTranslation(ns)
  const lookup = useCallback(
    (path: string, values?: MessageValues) =>
      i18n.exists(path, { ns, ...values }) ? t(path, { ns, ...values }) : undefined,
    [t, i18n, ns],
  )
  return useMemo(
    () => ({
      field: (field, message) => resolveErrorText(lookup, field, message),
      form: (message) => resolveErrorText(lookup, null, message),
    }),
    [lookup],
  )
}
