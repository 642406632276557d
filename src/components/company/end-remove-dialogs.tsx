import type { ReactNode } from 'react'
import { Button } from '../ui/button/button'
import { ConfirmDialog, Dialog } from '../ui/dialog/dialog'
import { TextField } from '../ui/text-field/text-field'

/** The texts of the two questions, from the page's namespace. */
export interface EndRemoveTexts {
  endTitle: string
  endText: string
  endAccept: string
  endDateLabel: string
  endDateHint: string
  removeTitle: string
  removeText: string
  removeAccept: string
  cancel: string
}

/**
 * The company pages' "end" and "delete" questions (issue 19: an employment, an apprenticeship): ending
 * asks for a last day, deleting asks first; a refusal (`error`, in the server's words) stays in the
 * question open, to try again or cancel.
 */
export function EndRemoveDialogs(props: {
  texts: EndRemoveTexts
  endDateId: string
  asking: 'end' | 'remove' | null
  busy: boolean
  endDate: string
  endDateError: string | null
  error: ReactNode
  onEndDate: (value: string) => void
  onEnd: () => void
  onRemove: () => void
  onCancel: () => void
}) {
  const { texts, error } = props
  return (
    <>
      <Dialog
        open={props.asking === 'end'}
        onClose={props.onCancel}
        role="alertdialog"
        title={texts.endTitle}
        description={texts.endText}
        actions={
          <>
            <Button variant="secondary" onClick={props.onCancel}>
              {texts.cancel}
            </Button>
            <Button onClick={props.onEnd} loading={props.busy}>
              {texts.endAccept}
            </Button>
          </>
        }
      >
        <TextField
          id={props.endDateId}
          type="date"
          label={texts.endDateLabel}
          hint={texts.endDateHint}
          value={props.endDate}
          onChange={props.onEndDate}
          error={props.endDateError}
        />
        {error}
      </Dialog>
      <ConfirmDialog
        open={props.asking === 'remove'}
        title={texts.removeTitle}
        description={
          <>
            {texts.removeText}
            {error}
          </>
        }
        confirmLabel={texts.removeAccept}
        cancelLabel={texts.cancel}
        onConfirm={props.onRemove}
        onCancel={props.onCancel}
        destructive
        busy={props.busy}
      />
    </>
  )
}
