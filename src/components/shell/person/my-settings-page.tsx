import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { selectLocale, selectUser } from '../../../../machines/shell/session.machine'
import { updatePerson } from '../../../api/shell/persons'
import { Button } from '../../ui/button/button'
import { CheckboxField } from '../../ui/checkbox-field/checkbox-field'
import { ErrorSummary } from '../../ui/error-summary/error-summary'
import { Page } from '../../ui/page/page'
import { ChoiceFieldset } from '../../ui/choice-fieldset/choice-fieldset'
import { TextField } from '../../ui/text-field/text-field'
import { toast } from '../../ui/toast/toaster'
import { useSession, useSessionSelector } from '../../../session/session-context'
import type { FieldErrors } from '../../../api/failure'
import { useErrorText } from '../../wizard/use-error-text'
import { fieldTexts, needsOwnFailureToast, serverFieldErrors, summaryErrors } from '../form-errors'
import {
  SETTINGS_FIELDS,
  settingsToForm,
  validateSettings,
  type SettingsField,
  type SettingsForm,
  type SettingsLanguage,
} from './settings-validation'
import styles from './person-form.module.css'

const ID_PREFIX = 'settings-'
const LANGUAGES: { value: SettingsLanguage; label: string }[] = [
  { value: 'sv', label: 'Svenska' },
  { value: 'en', label: 'English' },
  { value: 'pl', label: 'Polski' },
]

function isLanguage(value: string): value is SettingsLanguage {
  return LANGUAGES.some((l) => l.value === value)
}

export function MySettingsPage() {
  const { t } = useTranslation(['shell-settings', 'common'])
  const session = useSession()
  const user = useSessionSelector(selectUser)
  const locale = useSessionSelector(selectLocale)
  const [form, setForm] = useState<SettingsForm>(() => settingsToForm(user, locale))
  const errorText = useErrorText('shell-settings')
  // The form's own check, or the server's words for the fields it refused (a save clears them first).
  const [messages, setMessages] = useState<FieldErrors<SettingsField>>({})
  const [submits, setSubmits] = useState(0)
  const [saving, setSaving] = useState(false)

  const errors = fieldTexts(messages, SETTINGS_FIELDS, errorText)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setSubmits((n) => n + 1)
    const found = validateSettings(form)
    setMessages(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      const person = await updatePerson({
        mobilephone: form.mobilephone.trim(),
        email: form.email.trim(),
        language: form.language,
        emailNotifications: form.emailNotifications,
      })
      session.send({ type: 'user.updated', person })
      toast.success(t('common:saved'))
    } catch (error) {
      // What was typed stays in the form; the user can correct it and save again.
      setMessages(serverFieldErrors(error, SETTINGS_FIELDS))
      if (needsOwnFailureToast(error)) toast.error(t('common:couldNotSave'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Page title={t('shell-settings:settings.title')} narrow>
      <ErrorSummary errors={summaryErrors(errors, SETTINGS_FIELDS, ID_PREFIX)} focusKey={submits} />
      <form onSubmit={(e) => void save(e)} noValidate>
        <TextField
          id={`${ID_PREFIX}mobilephone`}
          type="tel"
          label={t('shell-settings:settings.mobilephone')}
          hint={t('shell-settings:settings.mobilephoneHint')}
          value={form.mobilephone}
          onChange={(mobilephone) => setForm((f) => ({ ...f, mobilephone }))}
          error={errors.mobilephone ?? null}
          required
          autoComplete="tel"
        />
        <TextField
          id={`${ID_PREFIX}email`}
          type="email"
          label={t('shell-settings:settings.email')}
          value={form.email}
          onChange={(email) => setForm((f) => ({ ...f, email }))}
          error={errors.email ?? null}
          required
          autoComplete="email"
          spellCheck={false}
        />
        <ChoiceFieldset
          type="radio"
          id={`${ID_PREFIX}language`}
          legend={t('shell-settings:settings.language')}
          hint={t('shell-settings:settings.languageHint')}
          value={[form.language]}
          onChange={([language]) => {
            if (isLanguage(language)) setForm((f) => ({ ...f, language }))
          }}
          options={LANGUAGES.map((l) => ({ value: l.value, label: <span lang={l.value}>{l.label}</span> }))}
          error={errors.language ?? null}
        />
        <CheckboxField
          id={`${ID_PREFIX}emailNotifications`}
          label={t('shell-settings:settings.emailNotifications')}
          hint={t('shell-settings:settings.emailNotificationsHint')}
          checked={form.emailNotifications}
          onChange={(emailNotifications) => setForm((f) => ({ ...f, emailNotifications }))}
          error={errors.emailNotifications ?? null}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {t('common:save')}
          </Button>
        </div>
      </form>
      <section aria-labelledby="settings-connect-title">
        <h2 id="settings-connect-title">{t('shell-settings:settings.connectTitle')}</h2>
        <p>{t('shell-settings:settings.connectText')}</p>
        <Link to="/connect-company">{t('shell-settings:settings.connectLink')}</Link>
      </section>
    </Page>
  )
}
