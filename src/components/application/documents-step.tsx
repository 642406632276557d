import { useSelector } from '@xstate/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  selectDocuments,
  selectErrors,
  selectQueuedUploads,
  selectRejectedFiles,
} from '../../../machines/application/apprentice-application.selectors'
import type { RejectedFile } from '../../../machines/application/apprentice-application.uploads'
import { DocumentTypeSchema, type DocumentType } from '../../api/application/application.schemas'
import { DOCUMENT_ACCEPT, MAX_APPLICATION_DOCUMENTS_BYTES, MAX_DOCUMENT_BYTES } from '../../domain/application'
import { formatDate } from '../../domain/format'
import { Button } from '../ui/button/button'
import type { FieldError } from '../ui/error-summary/error-summary'
import { SelectField } from '../ui/select-field/select-field'
import { TextField } from '../ui/text-field/text-field'
import type { UploadStore } from './application-actors'
import { fieldId, formatBytes, summaryOf } from './application-texts'
import { useErrorText } from '../wizard/use-error-text'
import type { StepProps } from './step-props'
import { WizardFrame } from '../wizard/wizard-frame'
import styles from './application.module.css'
import { message } from '../../api/failure'

const FILE_INPUT_ID = fieldId('document-file')
const MB = 1024 * 1024

/**
 * Documents (§5): grades, certificates, a photo of a paper document taken with the phone, approved
 * providers' results. Each chosen file is checked before upload (documentProblem, in the machine)
 * and again by the server; at least one certificate or grades document is needed to go on.
 */
export function DocumentsStep({ actor, frame, uploads }: StepProps & { uploads: UploadStore }) {
  const { t, i18n } = useTranslation('application')
  const errorText = useErrorText('application')
  const documents = useSelector(actor, selectDocuments)
  const queued = useSelector(actor, selectQueuedUploads)
  const rejected = useSelector(actor, selectRejectedFiles)
  const errors = useSelector(actor, selectErrors)
  // Refusals of an earlier visit are history; only those of this visit are shown.
  const [seenRejected] = useState(() => rejected.length)
  const [documentType, setDocumentType] = useState<DocumentType>('grades')
  const [schoolName, setSchoolName] = useState('')
  const [municipality, setMunicipality] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const fresh = rejected.slice(seenRejected)

  const rejectedText = (file: RejectedFile) => {
    const server = uploads.serverMessages.get(file.uploadKey)
    if (server) return t('documents.problem.server', { name: file.fileName, message: server })
    if (i18n.exists(`application:documents.problem.${file.error}`)) {
      return t(`documents.problem.${file.error}`, {
        name: file.fileName,
        max: MAX_DOCUMENT_BYTES / MB,
        total: MAX_APPLICATION_DOCUMENTS_BYTES / MB,
      })
    }
    return t('documents.problem.server', { name: file.fileName, message: errorText.form(message(file.error)) })
  }

  const choose = (files: FileList | null) => {
    const grades = documentType === 'grades'
    for (const file of Array.from(files ?? [])) {
      const uploadKey = uploads.add(file)
      actor.send({
        type: 'document.add',
        uploadKey,
        file: { name: file.name, type: file.type, size: file.size },
        documentType,
        ...(grades && schoolName.trim() ? { schoolName: schoolName.trim() } : {}),
        ...(grades && municipality.trim() ? { municipality: municipality.trim() } : {}),
      })
      // Refused before upload: the file is not needed any more.
      if (selectRejectedFiles(actor.getSnapshot()).some((r) => r.uploadKey === uploadKey)) uploads.take(uploadKey)
    }
    // The same file may be chosen again (after renaming or converting it).
    if (input.current) input.current.value = ''
  }

  const fileMessages = [
    ...fresh.map(rejectedText),
    ...(errors.documents ? [errorText.field('documents', errors.documents)] : []),
  ]
  const otherErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => field !== 'documents'))
  const fieldErrors: FieldError[] = [
    ...fileMessages.map((message) => ({ field: FILE_INPUT_ID, message })),
    ...summaryOf(otherErrors, [], errorText.field),
  ]
  const describedBy = [`${FILE_INPUT_ID}-hint`, fileMessages.length > 0 ? `${FILE_INPUT_ID}-error` : null]
    .filter(Boolean)
    .join(' ')
  const typeLabel = (type: DocumentType) => t(`documents.types.${type}`)

  return (
    <WizardFrame {...frame} title={t('documents.title')} fieldErrors={fieldErrors}>
      <p>{t('documents.text')}</p>

      {documents.length > 0 ? (
        <>
          <h2>{t('documents.uploadedTitle')}</h2>
          <ul className={styles.list} data-testid="uploaded-documents">
            {documents.map((document) => (
              <li key={document.id} className={styles.listItem}>
                <span className={styles.listText}>
                  <span className={styles.listTitle}>{document.fileName}</span>
                  <span className={styles.muted}>
                    {typeLabel(document.type)} · {formatBytes(document.size, i18n.language)} ·{' '}
                    {formatDate(document.uploadedAt)}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  onClick={() => actor.send({ type: 'document.remove', documentId: document.id })}
                  aria-label={t('documents.removeNamed', { name: document.fileName })}
                  disabled={frame.busy}
                >
                  {t('documents.remove')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.muted} data-testid="no-documents">
          {t('documents.none')}
        </p>
      )}

      <h2>{t('documents.addTitle')}</h2>
      <SelectField
        id={fieldId('document-type')}
        label={t('documents.typeLabel')}
        value={documentType}
        onChange={(value) =>
          setDocumentType(
            DocumentTypeSchema.options.includes(value as DocumentType) ? (value as DocumentType) : 'grades',
          )
        }
        options={DocumentTypeSchema.options.map((type) => ({ value: type, label: typeLabel(type) }))}
      />
      {documentType === 'grades' && (
        <>
          <TextField
            id={fieldId('document-school')}
            label={t('documents.schoolName')}
            value={schoolName}
            onChange={setSchoolName}
            autoComplete="off"
          />
          <TextField
            id={fieldId('document-municipality')}
            label={t('documents.municipality')}
            value={municipality}
            onChange={setMunicipality}
            autoComplete="off"
          />
        </>
      )}

      <div className={styles.fieldset}>
        <label htmlFor={FILE_INPUT_ID} className={styles.legend} style={{ display: 'block' }}>
          {documentType === 'photo' ? t('documents.photoLabel') : t('documents.fileLabel')}
        </label>
        <p id={`${FILE_INPUT_ID}-hint`} className={styles.hint}>
          {documentType === 'photo'
            ? t('documents.photoHint')
            : t('documents.fileHint', { max: MAX_DOCUMENT_BYTES / MB })}
        </p>
        {fileMessages.length > 0 && (
          <ul id={`${FILE_INPUT_ID}-error`} className={styles.error} data-testid="document-errors">
            {fileMessages.map((message) => (
              <li key={message}>
                <span className="visually-hidden">{t('common:errorPrefix')}</span> {message}
              </li>
            ))}
          </ul>
        )}
        <input
          ref={input}
          id={FILE_INPUT_ID}
          type="file"
          className={styles.fileInput}
          accept={DOCUMENT_ACCEPT}
          // A photo of a paper document: phones open the rear camera (§2 "photo by phone").
          capture={documentType === 'photo' ? 'environment' : undefined}
          multiple={documentType !== 'photo'}
          aria-describedby={describedBy}
          aria-invalid={fileMessages.length > 0 || undefined}
          onChange={(event) => choose(event.currentTarget.files)}
          data-testid="document-file"
        />
      </div>

      {queued.length > 0 && (
        <p role="status" data-testid="uploading">
          {t('documents.uploading', { names: queued.map((u) => u.fileName).join(', ') })}
        </p>
      )}
    </WizardFrame>
  )
}
