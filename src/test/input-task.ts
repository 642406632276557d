/**
 * Types `value` into a field as one native input event, outside React's act(): what the page shows
 * right after that event's own task (its microtasks included, where React renders what the event
 * changed) can then be read, before any later task. act() would run every later render too, a
 * deferred one (useDeferredValue, a transition) included, so a test in it cannot tell them apart.
 */
export async function inputInItsOwnTask(field: HTMLInputElement, value: string): Promise<void> {
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const before = flags.IS_REACT_ACT_ENVIRONMENT
  flags.IS_REACT_ACT_ENVIRONMENT = false
  try {
    // React tracks the value it last rendered: set it through the prototype's setter, as a browser does.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    for (let i = 0; i < 5; i++) await Promise.resolve()
  } finally {
    flags.IS_REACT_ACT_ENVIRONMENT = before
  }
}
