import { useRouter } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react'
import { preloadAhead } from './preload-ahead'

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An in-app path as a plain string, for routes a later slice adds (not yet in the typed route tree). */
  href: string
  /**
   * Pointing at the link (or tabbing to it) loads its page ahead, as the router's own links do
   * (defaultPreload 'intent'): its chunk, texts and the calls its loader starts, so the click only
   * shows it. For links to a page with a loader; not for rows of a long list (one preload per row).
   */
  preload?: boolean
}

/**
 * A link to an in-app path given as a string: client-side navigation through the router's history,
 * while modified clicks (new tab, new window) keep the browser's behaviour. Prefer the router's
 * typed <Link> for routes that exist.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, onClick, target, preload = false, ...rest },
  ref,
) {
  const router = useRouter()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    if (target && target !== '_self') return
    event.preventDefault()
    router.history.push(href)
  }
  const loadAhead = preload ? () => preloadAhead(router, href, 'link') : undefined
  return (
    <a
      ref={ref}
      href={href}
      target={target}
      onClick={handleClick}
      onPointerEnter={loadAhead}
      onFocus={loadAhead}
      {...rest}
    />
  )
})
