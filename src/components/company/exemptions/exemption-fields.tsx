import { useTranslation } from 'react-i18next'
import type {
  ChosenFile,
  ExemptionDraft,
  ExemptionField,
  ExemptionFormEvent,
} from '../../../../machines/company/exemption-form.steps'
import { EXEMPTION_TYPES, ExemptionTypeSchema } from '../../../api/company/exemption.schemas'
import { DOCUMENT_ACCEPT } from '../../../domain/application'
import { ProfessionSelect } from '../../domain-widgets/profession-select'
import { SelectField } from '../../ui/select-field/select-field'
import { TextAreaField } from '../../ui/text-area-field/text-area-field'
import { FieldShell } from '../../ui/text-field/field-shell'
import { personName, type ExemptionFormData } from './exemption-load'
import { FIELD_IDS } from './field-ids'
import styles from './exemptions.module.css'
import { NS } from './texts'
import * as v from 'valibot'

const numberOr = (value: string) => (value === '' ? null : Number(value))

/**
 * The exemption form's fields (§3 Exemption): type, employee (without an own account greyed out and not
 * selectable, §6), profession and, where it has them, orientation (the domain widget's profession
 * choice), reason, and the document (ADR 0004: PDF, JPG, PNG or TIF, checked as soon as it is chosen).
 */
export function ExemptionFields({
  data,
  draft,
  file,
  disabled,
  fieldError,
  send,
}: {
  data: ExemptionFormData
  draft: ExemptionDraft
  file: ChosenFile | null
  disabled: boolean
  fieldError: (field: ExemptionField) => string | null
  send: (event: ExemptionFormEvent) => void
}) {
  const { t } = useTranslation(NS)
  const orientations = data.professions.find((p) => p.id === draft.professionId)?.machineOrientations ?? []
  return (
    <>
      <SelectField
        id={FIELD_IDS.type}
        label={t('field.type')}
        placeholder={t('field.choose')}
        value={draft.type ?? ''}
        onChange={(value) =>
          send({
            type: 'field.changed',
            field: 'type',
            value: v.is(ExemptionTypeSchema, value) ? value : null,
          })
        }
        options={EXEMPTION_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
        error={fieldError('type')}
        required
      />
      <SelectField
        id={FIELD_IDS.employmentId}
        label={t('field.employee')}
        placeholder={t('field.choose')}
        value={draft.employmentId === null ? '' : String(draft.employmentId)}
        onChange={(value) => send({ type: 'field.changed', field: 'employmentId', value: numberOr(value) })}
        options={data.staff.map((row) => {
          const name = personName(row.person) || t('hiddenName')
          return row.person.hasOwnAccount
            ? { value: String(row.id), label: name }
            : { value: String(row.id), label: t('field.noAccount', { name }), disabled: true }
        })}
        error={fieldError('employmentId')}
        required
      />
      <ProfessionSelect
        id={FIELD_IDS.professionId}
        label={t('field.profession')}
        professions={data.professions}
        value={draft.professionId}
        onChange={(value) => send({ type: 'field.changed', field: 'professionId', value })}
        error={fieldError('professionId')}
      />
      {orientations.length > 0 && (
        <SelectField
          id={FIELD_IDS.orientationId}
          label={t('field.orientation')}
          placeholder={t('field.orientationNone')}
          value={draft.orientationId === null ? '' : String(draft.orientationId)}
          onChange={(value) => send({ type: 'field.changed', field: 'orientationId', value: numberOr(value) })}
          options={orientations.map((o) => ({ value: String(o.id), label: o.name }))}
          error={fieldError('orientationId')}
        />
      )}
      <TextAreaField
        id={FIELD_IDS.reason}
        label={t('field.reason')}
        hint={t('field.reasonHint')}
        value={draft.reason}
        onChange={(value) => send({ type: 'field.changed', field: 'reason', value })}
        error={fieldError('reason')}
        required
      />
      <FieldShell
        id={FIELD_IDS.file}
        label={t('field.attachment')}
        hint={
          file
            ? `${t('field.attachmentHint')} ${t('field.attachmentChosen', { name: file.name })}`
            : t('field.attachmentHint')
        }
        error={fieldError('file')}
        required
      >
        {(control) => (
          <input
            {...control}
            className={styles.file}
            type="file"
            accept={DOCUMENT_ACCEPT}
            disabled={disabled}
            data-testid="exemption-file"
            onChange={(event) => send({ type: 'file.chosen', file: event.currentTarget.files?.[0] ?? null })}
          />
        )}
      </FieldShell>
    </>
  )
}
