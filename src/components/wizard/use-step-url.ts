import { useMatch, useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'

/**
 * Whether the address the visitor is going to (a navigation still loading included) is still this
 * page's route (same route, same ids). A wizard whose page the visitor has left, by a link, the
 * menu or the browser's back, while its data still came, must not write its step into the address:
 * that would take the visitor back to the page they left.
 */
export function useStillOnPage(): () => boolean {
  const router = useRouter()
  const routeId = useMatch({ strict: false, select: (match) => match.routeId })
  const pathname = useMatch({ strict: false, select: (match) => match.pathname })
  return useCallback(
    () =>
      router
        .matchRoutes(router.latestLocation)
        .some((match) => match.routeId === routeId && match.pathname === pathname),
    [router, routeId, pathname],
  )
}

/**
 * Keeps a wizard's page in the URL (?step=…) so the page's back link and the browser's back button
 * agree (architecture: wizards). The machine stays the source of truth; the hook remembers the
 * history entries this page made:
 * - the machine moves on (Continue, a review's "Change", a draft chosen) -> a new entry;
 * - it moves to the page of the entry before -> history.back() (returning to a review after a
 *   change leaves no extra entry behind);
 * - the browser goes back to the entry before -> `step.back` is sent; where the machine lands
 *   replaces that entry (it decides, e.g. after a change Back returns to the review);
 * - any other URL (browser forward, a hand-typed step) is put back to the machine's page, since a
 *   step is only reached by answering the ones before.
 * Straight-line wizards also give their `order`: then a URL at an earlier step is a way back even
 * without an entry of this page (after a reload), and the machine moving to an earlier step
 * replaces the entry instead of adding one.
 */
export interface StepUrl<S extends string> {
  /** The machine's page; null while there is nothing to show in the URL (loading, paused, outcomes off the steps). */
  step: S | null
  urlStep: string | undefined
  setUrlStep: (step: S, replace: boolean) => void
  /** Sends `step.back`; answers the machine's page afterwards (unchanged when it refused). */
  sendBack: () => S | null
  /** The steps in order, for wizards that go in a straight line. */
  order?: readonly S[]
}

export function useStepUrl<S extends string>({ step, urlStep, setUrlStep, sendBack, order }: StepUrl<S>): () => void {
  const router = useRouter()
  /** Pages of the history entries this page made, oldest first; the last is the current one. */
  const entries = useRef<S[]>([])
  /** The machine's next move answers a back link sent directly (no entry to pop). */
  const backMove = useRef(false)
  const seenUrl = useRef<{ value: string | undefined } | null>(null)
  const stillOnPage = useStillOnPage()
  /** Writes the address unless the visitor is on their way elsewhere (the URL -> machine writes). */
  const write = useCallback(
    (next: S, replace: boolean) => {
      if (stillOnPage()) setUrlStep(next, replace)
    },
    [stillOnPage, setUrlStep],
  )

  // machine -> URL (checked once, at the top: the entries must not move without the address either)
  useEffect(() => {
    if (step === null || !stillOnPage()) return
    const list = entries.current
    const current = list[list.length - 1]
    if (current === step) return
    if (current === undefined) {
      list.push(step)
      if (urlStep !== step) setUrlStep(step, true)
      return
    }
    if (backMove.current) {
      backMove.current = false
      list[list.length - 1] = step
      setUrlStep(step, true)
      return
    }
    if (list.length >= 2 && list[list.length - 2] === step) {
      list.pop()
      router.history.back()
      return
    }
    if (order && order.indexOf(step) < order.indexOf(current)) {
      list[list.length - 1] = step
      setUrlStep(step, true)
      return
    }
    list.push(step)
    setUrlStep(step, false)
  }, [step, urlStep, order, setUrlStep, router, stillOnPage])

  // URL -> machine (browser back and forward)
  useEffect(() => {
    const before = seenUrl.current
    seenUrl.current = { value: urlStep }
    if (before === null || before.value === urlStep) return
    // (The check is at the write only: urlStep is this page's own committed search, and a change
    // skipped here would be lost, seenUrl having moved on.)
    if (step === null || urlStep === step || urlStep === undefined) return
    const list = entries.current
    const previous = list.length >= 2 && list[list.length - 2] === urlStep
    const index = order ? order.indexOf(urlStep as S) : -1
    const earlier = order !== undefined && index >= 0 && index < order.indexOf(step)
    if (!previous && !earlier) {
      write(step, true)
      return
    }
    if (previous) list.pop()
    const landed = sendBack()
    if (landed === urlStep) {
      list[list.length - 1] = landed
      return
    }
    if (landed === step || landed === null) {
      // Refused (a call is running, or there is no way back): the machine's page comes back.
      if (previous) {
        list.push(step)
        write(step, false)
      } else {
        write(step, true)
      }
      return
    }
    list[list.length - 1] = landed
    write(landed, true)
  }, [urlStep, step, order, write, sendBack])

  return useCallback(() => {
    if (entries.current.length >= 2) {
      router.history.back()
      return
    }
    backMove.current = true
    const before = entries.current[entries.current.length - 1]
    if (sendBack() === before) backMove.current = false
  }, [router, sendBack])
}
