import { useRouter } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react'

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An in-app path as a plain string, for routes a later slice adds (not yet in the typed route tree). */
  href: string
}

/**
 * A link to an in-app path given as a string: client-side navigation through the router's history,
 * while modified clicks (new tab, new window) keep the browser's behaviour. Prefer the router's
 * typed <Link> for routes that exist.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, onClick, target, ...rest },
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
  return <a ref={ref} href={href} target={target} onClick={handleClick} {...rest} />
})
