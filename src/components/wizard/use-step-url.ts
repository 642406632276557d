import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'

/**
 * Keeps a wizard's step slug in the URL (?step=…) so the browser's back button and the page's back
 * link agree (architecture: wizards), for the wizards that go in a straight line (register, password
 * reset, the company registration and review). Pages that are not steps (loading, thanks, errors:
 * `step` null) leave the URL alone:
 * - the machine moves forward -> a new history entry; back, or its first step -> replaced;
 * - the URL moves to an earlier step (browser back) -> `step.back`; to a later one (browser
 *   forward) -> put back, since a step is only reached by answering the ones before.
 */
export interface StepUrl<S extends string> {
  step: S | null
  urlStep: string | undefined
  order: readonly S[]
  setUrlStep: (step: S, replace: boolean) => void
  /** Sends `step.back`; answers the machine's step afterwards (unchanged when it refused). */
  sendBack: () => S | null
}

export function useStepUrl<S extends string>({ step, urlStep, order, setUrlStep, sendBack }: StepUrl<S>): () => void {
  const router = useRouter()
  const previousStep = useRef<S | null>(null)
  const previousUrl = useRef<string | undefined>(undefined)
  // History entries pushed for forward moves; the back link pops one rather than sending.
  const pushed = useRef(0)

  useEffect(() => {
    if (step === null || previousStep.current === step) return
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
    if (step === null || before === undefined || urlStep === step || urlStep === undefined) return
    const index = order.indexOf(urlStep as S)
    if (index >= 0 && index < order.indexOf(step)) {
      pushed.current = Math.max(0, pushed.current - 1)
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
