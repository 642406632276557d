import { useCallback, useState } from 'react'
import type { FieldError } from '../ui/error-summary/error-summary'
import type { ErrorMessage } from '../../api/failure'
import { useErrorText } from './use-error-text'
import { useStepUrl } from './use-step-url'
import { usePageFocus } from './wizard-frame'

/** The machine's screen as one of the wizard's steps, or null (loading, paused, outcome pages). */
export function stepIn<S extends string>(steps: readonly S[], screen: string): S | null {
  return (steps as readonly string[]).includes(screen) ? (screen as S) : null
}

/** The running flow as a wizard page sees it: the frame's Continue and Back are these events. */
export interface WizardPageActor<Snapshot> {
  send(event: { type: 'step.continue' } | { type: 'step.back' }): void
  getSnapshot(): Snapshot
}

export interface WizardPageOptions<Snapshot, S extends string, F extends string> {
  actor: WizardPageActor<Snapshot>
  /** The slice's text namespace (errors.field.<field>.<key>, errors.form.<key>), or several read in order. */
  ns: string | readonly string[]
  /** The machine's page; null off the steps (loading, paused, outcomes). */
  step: S | null
  /** The page of a snapshot, read after `step.back` (a module-level selector: it must not change). */
  stepOf: (snapshot: Snapshot) => S | null
  urlStep: string | undefined
  setUrlStep: (step: S, replace: boolean) => void
  /** The steps in order, for wizards that go in a straight line (useStepUrl). */
  order?: readonly S[]
  errors: Partial<Record<F, ErrorMessage>>
  /** Each field's input id (the error summary links to it), in the order of the pages. */
  fieldIds: Partial<Record<F, string>>
  formError: ErrorMessage | null
  busy: boolean
}

/**
 * What every wizard page sets up the same way: step in the URL and Back, focus to the new page's
 * heading, field and page error texts, the error summary, and Continue counting attempts (the
 * summary takes focus again on each refused one). `frame` is spread into WizardFrame; a page adds
 * its own back target, labels and buttons.
 */
export function useWizardPage<Snapshot, S extends string, F extends string>(
  options: WizardPageOptions<Snapshot, S, F>,
) {
  const { actor, ns, step, stepOf, urlStep, setUrlStep, order, errors, fieldIds, formError, busy } = options
  const errorText = useErrorText(ns)
  const [attempt, setAttempt] = useState(0)
  const sendBack = useCallback(() => {
    actor.send({ type: 'step.back' })
    return stepOf(actor.getSnapshot())
  }, [actor, stepOf])
  const focusRoot = usePageFocus(step ?? 'loading')
  const back = useStepUrl({ step, urlStep, order, setUrlStep, sendBack })

  const errorOf = (field: F): string | null => {
    const error = errors[field]
    return error ? errorText.field(field, error) : null
  }
  // Page order first; a field the page has no input for (a server's answer) links to its name.
  const known = Object.keys(fieldIds) as F[]
  const others = (Object.keys(errors) as F[]).filter((field) => !(field in fieldIds))
  const fieldErrors: FieldError[] = [...known, ...others].flatMap((field) => {
    const error = errors[field]
    return error ? [{ field: fieldIds[field] ?? field, message: errorText.field(field, error) }] : []
  })
  const frame = {
    stepKey: step ?? 'loading',
    fieldErrors,
    attempt,
    pageError: formError ? errorText.form(formError) : null,
    busy,
    onContinue: () => {
      setAttempt((n) => n + 1)
      actor.send({ type: 'step.continue' })
    },
  }
  return { frame, back, focusRoot, errorOf, errorText }
}
