import { useEffect } from 'react'

/**
 * When an e-book page appears, focus goes to its heading (the page's h1), so keyboard and
 * screen-reader users start at its top. After the shell's own focus move on navigation (to <main>),
 * and only when focus is not elsewhere already (a person who moved on keeps their place).
 */
export function useHeadingFocus(pageKey: string): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      const main = document.querySelector('main')
      const active = document.activeElement
      if (active && active !== document.body && active !== main) return
      const heading = main?.querySelector<HTMLElement>('h1')
      if (!heading) return
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
      heading.focus({ preventScroll: true })
    }, 0)
    return () => clearTimeout(timer)
  }, [pageKey])
}
