/**
 * The toast API every view uses: `toast.success(t('common:saved'))`. Messages are already translated.
 *
 * This module stays tiny on purpose: the Ark/zag toast machinery (about 6 KB gzip) loads only
 * when the first toast is asked for, so the start page does not pay for it. Toasts asked for
 * before the renderer is up wait in a queue and show as soon as it is.
 */
import { useSyncExternalStore } from 'react'

/** §9: error toasts stay 2 s, every other kind 5 s. */
export const ERROR_TOAST_MS = 2000
export const DEFAULT_TOAST_MS = 5000

export type ToastKind = 'error' | 'info' | 'success' | 'warning'

export interface ToastRequest {
  type: ToastKind
  description: string
  title?: string
  duration: number
}

/** Where toasts go once the renderer (app-toaster.tsx) is mounted. */
export interface ToastSink {
  show: (request: ToastRequest) => void
  clear: () => void
}

let sink: ToastSink | null = null
const pending: ToastRequest[] = []
let requested = false
const subscribers = new Set<() => void>()

function show(type: ToastKind, description: string, title?: string): void {
  const request = { type, description, title, duration: type === 'error' ? ERROR_TOAST_MS : DEFAULT_TOAST_MS }
  if (sink && pending.length === 0) {
    sink.show(request)
    return
  }
  pending.push(request)
  if (!requested) {
    requested = true
    for (const notify of subscribers) notify()
  }
}

export const toast = {
  error: (message: string, title?: string) => show('error', message, title),
  info: (message: string, title?: string) => show('info', message, title),
  success: (message: string, title?: string) => show('success', message, title),
  warning: (message: string, title?: string) => show('warning', message, title),
  /** Removes every toast (tests, and views that replace their message). */
  clear: () => {
    pending.length = 0
    sink?.clear()
  },
}

/**
 * Called by the renderer when it mounts: takes over, and shows what waited once the toast group
 * has subscribed to its store (it does so in its own effect, after ours). Returns the detach.
 */
export function attachToastSink(next: ToastSink): () => void {
  sink = next
  const timer = setTimeout(() => {
    for (const request of pending.splice(0)) next.show(request)
  }, 0)
  return () => {
    clearTimeout(timer)
    if (sink === next) sink = null
  }
}

function subscribe(notify: () => void) {
  subscribers.add(notify)
  return () => {
    subscribers.delete(notify)
  }
}

/** True once any toast was asked for: the shell then mounts the (lazy) renderer. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
}
