import { assign } from 'xstate'
import { failureMessageOf } from '../../src/api/failure'
import { failureKey } from './application-rules'
import { withoutFields } from '../wizard/field-errors'
import { apprenticeSetup, continueOrSave, PREVIOUS, savingState } from './apprentice-application.setup'

/** The documents step: files uploaded one at a time from a queue, removed, then Continue. */
export const documentsStep = apprenticeSetup.createStateConfig({
  entry: { type: 'enterStep', params: { step: 'documents' } },
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'hasQueuedUpload', target: 'uploading' },
      on: {
        // Checked before upload (§5 types and sizes); the server checks again.
        'document.add': { actions: 'queueUpload' },
        'step.continue': continueOrSave('documents'),
        'step.back': { target: PREVIOUS },
        'document.remove': {
          target: 'removing',
          actions: assign({ removingDocumentId: ({ event }) => event.documentId, errors: {}, formError: null }),
        },
      },
    },
    uploading: {
      tags: 'busy',
      // More files may be chosen while one uploads: they wait their turn.
      on: { 'document.add': { actions: 'queueUpload' } },
      invoke: {
        id: 'uploadApplicationDocument',
        src: 'uploadApplicationDocument',
        input: ({ context }) => ({ applicationId: context.applicationId!, upload: context.uploads[0]! }),
        onDone: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            documents: [...context.documents, event.output],
            uploads: context.uploads.slice(1),
            errors: withoutFields(context.errors, ['documents']),
          })),
        },
        onError: {
          target: 'idle',
          actions: assign(({ context, event }) => ({
            uploads: context.uploads.slice(1),
            rejectedFiles: [
              ...context.rejectedFiles,
              {
                uploadKey: context.uploads[0]!.uploadKey,
                fileName: context.uploads[0]!.fileName,
                error: failureKey(event.error, 'uploadFailed'),
              },
            ],
          })),
        },
      },
    },
    removing: {
      tags: 'busy',
      invoke: {
        id: 'deleteApplicationDocument',
        src: 'deleteApplicationDocument',
        input: ({ context }) => ({ documentId: context.removingDocumentId! }),
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => ({
            documents: context.documents.filter((d) => d.id !== context.removingDocumentId),
            removingDocumentId: null,
          })),
        },
        onError: {
          target: 'idle',
          actions: assign({
            removingDocumentId: null,
            formError: ({ event }) => failureMessageOf(event.error, 'removeFailed'),
          }),
        },
      },
    },
    saving: savingState('idle'),
  },
})
