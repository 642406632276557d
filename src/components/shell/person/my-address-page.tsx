import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { selectUser } from '../../../../machines/shell/session.machine'
import { fetchAddress, updatePerson } from '../../../api/shell/persons'
import { Button } from '../../ui/button/button'
import { ErrorSummary } from '../../ui/error-summary/error-summary'
import { Page } from '../../ui/page/page'
import { TextField } from '../../ui/text-field/text-field'
import { toast } from '../../ui/toast/toaster'
import { useSession, useSessionSelector } from '../../../session/session-context'
import {
  ADDRESS_FIELDS,
  addressToForm,
  validateAddress,
  type AddressField,
  type AddressForm,
} from './address-validation'
import type { FieldErrors } from '../../../api/failure'
import { useErrorText } from '../../wizard/use-error-text'
import { fieldTexts, needsOwnFailureToast, serverFieldErrors, summaryErrors } from '../form-errors'
import styles from './person-form.module.css'

const ID_PREFIX = 'address-'

export function MyAddressPage() {
  const { t } = useTranslation(['shell-settings', 'common'])
  const session = useSession()
  const user = useSessionSelector(selectUser)
  const [form, setForm] = useState<AddressForm>(() => addressToForm(user))
  const errorText = useErrorText('shell-settings')
  // The form's own check, or the server's words for the fields it refused (a save clears them first).
  const [messages, setMessages] = useState<FieldErrors<AddressField>>({})
  const [submits, setSubmits] = useState(0)
  const [saving, setSaving] = useState(false)
  const [fetching, setFetching] = useState(false)

  const set = (field: AddressField) => (value: string) => setForm((f) => ({ ...f, [field]: value }))
  const errors = fieldTexts(messages, ADDRESS_FIELDS, errorText)

  const fetchFromRegister = async () => {
    setFetching(true)
    try {
      const address = await fetchAddress()
      setForm(addressToForm(address))
      setMessages({})
      toast.info(t('shell-settings:address.fetched'))
    } catch (error) {
      console.info('[my-address] fetch-address failed', error)
      if (needsOwnFailureToast(error)) toast.error(t('shell-settings:address.fetchFailed'))
    } finally {
      setFetching(false)
    }
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setSubmits((n) => n + 1)
    const found = validateAddress(form)
    setMessages(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      const person = await updatePerson({
        address1: form.address1.trim(),
        address2: form.address2.trim() || null,
        zip: form.zip.trim(),
        city: form.city.trim(),
        country: form.country.trim(),
      })
      session.send({ type: 'user.updated', person })
      toast.success(t('common:saved'))
    } catch (error) {
      // What was typed stays in the form; the user can correct it and save again.
      setMessages(serverFieldErrors(error, ADDRESS_FIELDS))
      if (needsOwnFailureToast(error)) toast.error(t('common:couldNotSave'))
    } finally {
      setSaving(false)
    }
  }

  const field = (name: AddressField) => ({
    id: `${ID_PREFIX}${name}`,
    label: t(`shell-settings:address.${name}`),
    value: form[name],
    onChange: set(name),
    error: errors[name] ?? null,
  })

  return (
    <Page title={t('shell-settings:address.title')} narrow>
      <ErrorSummary errors={summaryErrors(errors, ADDRESS_FIELDS, ID_PREFIX)} focusKey={submits} />
      <div className={styles.fetch}>
        <p>{t('shell-settings:address.fetchHint')}</p>
        <Button variant="secondary" onClick={() => void fetchFromRegister()} loading={fetching}>
          {t('shell-settings:address.fetch')}
        </Button>
      </div>
      <form onSubmit={(e) => void save(e)} noValidate>
        <TextField {...field('address1')} required autoComplete="address-line1" />
        <TextField {...field('address2')} autoComplete="address-line2" />
        <TextField
          {...field('zip')}
          hint={t('shell-settings:address.zipHint')}
          required
          autoComplete="postal-code"
          className={styles.zip}
        />
        <TextField {...field('city')} required autoComplete="address-level2" />
        <TextField {...field('country')} required autoComplete="country-name" />
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {t('common:save')}
          </Button>
        </div>
      </form>
    </Page>
  )
}
