import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'

/**
 * Keeps the wizard's page in the URL (?step=…) so the back link and the browser's back button agree
 * (architecture: wizards; the straight-line wizards' src/components/wizard/use-step-url.ts pattern). The machine stays the source
 * of truth. Unlike the login wizards this one is not a straight line: a review "Change" link goes to
 * an earlier step and Continue comes back to the review. So instead of comparing step positions, the
 * hook remembers the history entries this page made:
 * - the machine moves on (Continue, Change, a draft chosen) -> a new entry;
 * - it moves to the page of the entry before -> history.back() (returning to the review after a
 *   change leaves no extra entry behind);
 * - the browser goes back to the entry before -> `step.back` is sent; where the machine lands
 *   replaces that entry (it decides, e.g. after a change Back returns to the review);
 * - any other URL (browser forward, a hand-typed step) is put back to the machine's page.
 */
export interface ApplicationUrl<S extends string> {
  /** The machine's page. */
  screen: S
  /** False while loading or paused: nothing to show in the URL yet. */
  stable: boolean
  urlStep: string | undefined
  writeUrl: (screen: S, replace: boolean) => void
  /** Sends `step.back`; answers the machine's page afterwards (unchanged when it refused). */
  sendBack: () => S
}

export function useApplicationUrl<S extends string>({ screen, stable, urlStep, writeUrl, sendBack }: ApplicationUrl<S>): () => void {
  const router = useRouter()
  /** Pages of the history entries this page made, oldest first; the last is the current one. */
  const entries = useRef<S[]>([])
  /** The machine's next move answers a back link sent directly (no entry to pop). */
  const backMove = useRef(false)
  const seenUrl = useRef<{ value: string | undefined } | null>(null)

  // machine -> URL
  useEffect(() => {
    if (!stable) return
    const list = entries.current
    if (list[list.length - 1] === screen) return
    if (list.length === 0) {
      list.push(screen)
      if (urlStep !== screen) writeUrl(screen, true)
      return
    }
    if (backMove.current) {
      backMove.current = false
      list[list.length - 1] = screen
      writeUrl(screen, true)
      return
    }
    if (list.length >= 2 && list[list.length - 2] === screen) {
      list.pop()
      router.history.back()
      return
    }
    list.push(screen)
    writeUrl(screen, false)
  }, [screen, stable, urlStep, writeUrl, router])

  // URL -> machine (browser back and forward)
  useEffect(() => {
    const before = seenUrl.current
    seenUrl.current = { value: urlStep }
    if (before === null || before.value === urlStep) return
    if (!stable || urlStep === screen) return
    const list = entries.current
    if (list.length >= 2 && list[list.length - 2] === urlStep) {
      list.pop()
      const landed = sendBack()
      if (landed === urlStep) return
      if (landed === screen) {
        // Refused (a call is running, or there is no way back): the entry comes back.
        list.push(screen)
        writeUrl(screen, false)
        return
      }
      list[list.length - 1] = landed
      writeUrl(landed, true)
      return
    }
    writeUrl(screen, true)
  }, [urlStep, screen, stable, writeUrl, sendBack])

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
