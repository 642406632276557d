import { useEffect } from 'react'

/**
 * Sets the document title (WCAG 2.4.2) once the frame that shows the page has been painted, not in the
 * commit that shows it. Issue 17 §4: a title written in that commit (an effect of a click's render
 * runs before its paint) cost 1.5–4 ms at 4x CPU of every page opened from the menu, for a change
 * nobody sees in that frame: the browser keeps it for the history entry the router has already made,
 * and a screen reader does not read it on a page change (the shell's focus on <main> is what it reads).
 * A page left before its frame was painted never writes its title.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // requestAnimationFrame runs before the frame's paint; a task queued from it runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        document.title = title
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [title])
}
