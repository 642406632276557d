import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'

/**
 * Keeps a wizard's step slug in the URL (?step=…) so the browser's back button and the page's back
 * link agree (architecture: wizards). The machine stays the source of truth:
 * - the machine moves forward -> a new history entry; it moves back or starts elsewhere -> replaced;
 * - the URL moves to an earlier step (browser back) -> `step.back` is sent; a later step (browser
 *   forward) is not allowed without answering, so the URL is put back to the machine's step.
 */
export interface WizardUrl<S extends string> {
  step: S
  urlStep: string | undefined
  order: readonly S[]
  setUrlStep: (step: S, replace: boolean) => void
  /** Sends `step.back` and answers the machine's step afterwards (unchanged when it refused). */
  sendBack: () => S
}

export function useWizardUrl<S extends string>({ step, urlStep, order, setUrlStep, sendBack }: WizardUrl<S>): () => void {
  const router = useRouter()
  const previousStep = useRef<S | null>(null)
  const previousUrl = useRef<string | undefined>(undefined)
  // History entries this page pushed for forward moves; the back link pops one instead of sending.
  const pushed = useRef(0)

  useEffect(() => {
    if (previousStep.current === step) return
    const from = previousStep.current
    previousStep.current = step
    if (urlStep === step) return
    const forward = from !== null && order.indexOf(step) > order.indexOf(from)
    if (forward) pushed.current += 1
    setUrlStep(step, !forward)
  }, [step, urlStep, order, setUrlStep])

  useEffect(() => {
    if (previousUrl.current === urlStep) return
    const before = previousUrl.current
    previousUrl.current = urlStep
    if (before === undefined || urlStep === step || urlStep === undefined) return
    const index = order.indexOf(urlStep as S)
    if (index >= 0 && index < order.indexOf(step)) {
      pushed.current = Math.max(0, pushed.current - 1)
      // Where the machine lands (it may skip a step) is aligned by the effect above; a refusal here.
      if (sendBack() === step) setUrlStep(step, true)
    } else {
      setUrlStep(step, true)
    }
  }, [urlStep, step, order, setUrlStep, sendBack])

  return useCallback(() => {
    if (pushed.current > 0) router.history.back()
    else void sendBack()
  }, [router, sendBack])
}
