import { type ActionTarget, type RecordedSecret, type RecordedStep } from './path-recording'

/**
 * The path recorder's page actions (issue 23, mock builds only): what a click, a change or an Enter on
 * the page was, as a recorded step, with its element described the way Playwright finds it again (role
 * and accessible name, within the nearest named region or dialog). A small role and name reading for
 * the elements a person acts on (buttons, links, radios, check boxes, text fields by their labels,
 * selects); an element it cannot name is not recorded.
 *
 * Secrets (ADR 0020): a password, a one-time code or a personal number is never written; the step says
 * which kind it was and whose (a documented persona's), and the replay fills that in.
 */

export type RecordedAction = Extract<RecordedStep, { kind: 'action' }>

/** What a secret may be matched against: the README's personas' login data. */
export interface KnownLogin {
  key: string
  password: string | null
  personalNumber: string
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Text as a screen reader names an element from its content: hidden parts and the form values left out. */
function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  if (!(node instanceof Element)) return ''
  if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return ''
  if (node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement)
    return ''
  if (node instanceof HTMLImageElement) return node.alt
  const label = node.getAttribute('aria-label')
  if (label) return ` ${label} `
  const inline = ['SPAN', 'STRONG', 'EM', 'B', 'I', 'ABBR', 'CODE', 'SMALL', 'SVG'].includes(
    node.nodeName.toUpperCase(),
  )
  const inner = [...node.childNodes].map(textOf).join('')
  return inline ? inner : ` ${inner} `
}

function labelledBy(el: Element): string | null {
  const ids = el.getAttribute('aria-labelledby')
  if (!ids) return null
  const texts = ids.split(/\s+/).map((id) => {
    const target = el.ownerDocument.getElementById(id)
    return target ? textOf(target) : ''
  })
  return clean(texts.join(' '))
}

const TEXT_TYPES = ['text', 'email', 'tel', 'url', 'search', 'number', 'date', 'datetime-local', 'time', '']

/** The element's role as Playwright's getByRole matches it (null: not one the recorder acts on). */
export function roleOf(el: Element): string | null {
  const explicit = el.getAttribute('role')?.split(/\s+/)[0]
  if (explicit) return explicit
  if (el instanceof HTMLButtonElement) return 'button'
  if (el instanceof HTMLAnchorElement) return el.hasAttribute('href') ? 'link' : null
  if (el instanceof HTMLTextAreaElement) return 'textbox'
  if (el instanceof HTMLSelectElement) return el.multiple || el.size > 1 ? 'listbox' : 'combobox'
  if (el instanceof HTMLInputElement) {
    const type = el.getAttribute('type')?.toLowerCase() ?? ''
    if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button'
    if (type === 'checkbox' || type === 'radio') return type
    // Playwright's getByRole (and its codegen) finds a password field as a textbox.
    if (type === 'password') return 'textbox'
    if (type === 'search') return 'searchbox'
    if (type === 'number') return 'spinbutton'
    if (TEXT_TYPES.includes(type)) return 'textbox'
  }
  if (el.localName === 'section') return 'region'
  if (el.localName === 'dialog') return 'dialog'
  if (el.localName === 'form') return 'form'
  return null
}

/** The element's accessible name: aria-labelledby, aria-label, its labels, its content, its title. */
export function nameOf(el: Element): string {
  const byIds = labelledBy(el)
  if (byIds) return byIds
  const label = el.getAttribute('aria-label')
  if (label) return clean(label)
  const field = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
  if (field && el.labels && el.labels.length > 0) return clean([...el.labels].map(textOf).join(' '))
  if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type)) return clean(el.value)
  const containers = ['region', 'dialog', 'form', 'alertdialog']
  const content = field || containers.includes(roleOf(el) ?? '') ? '' : clean(textOf(el))
  return content || clean(el.getAttribute('title') ?? '')
}

const ACTED_ON = [
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'menuitem',
  'menuitemradio',
  'menuitemcheckbox',
  'option',
]
const CONTAINER = 'section, dialog, form, [role="region"], [role="dialog"], [role="alertdialog"], [role="form"]'

/** The nearest ancestor with a role and name a person would say ("in the dialog Beställ kort"). */
function withinOf(el: Element): ActionTarget['within'] {
  for (let at = el.parentElement?.closest(CONTAINER); at; at = at.parentElement?.closest(CONTAINER)) {
    const role = roleOf(at)
    // A section or form is a landmark only when it is named (aria-label or aria-labelledby).
    const name = labelledBy(at) ?? clean(at.getAttribute('aria-label') ?? '')
    if (role && name) return { role, name }
  }
  return undefined
}

function targetOf(el: Element, role: string, name: string): ActionTarget {
  const within = withinOf(el)
  return within ? { role, name, within } : { role, name }
}

/** The element a click acts on (the button around an icon, the control a label is for) and its target. */
function actedOn(start: Element): { el: Element; target: ActionTarget } | null {
  for (let el: Element | null = start; el; el = el.parentElement) {
    const role = roleOf(el)
    if (role && ACTED_ON.includes(role)) {
      if (el.matches(':disabled, [aria-disabled="true"]')) return null
      const name = nameOf(el)
      return name ? { el, target: targetOf(el, role, name) } : null
    }
  }
  return null
}

const PERSONAL_NUMBER = /^(?:19|20)?\d{6}[-+]?\d{4}$/
const digits = (text: string) => text.replace(/\D/g, '')

/** Whether a field's value is a secret the path must not hold, and which kind. */
export function secretKindOf(el: HTMLInputElement | HTMLTextAreaElement, value: string): RecordedSecret['kind'] | null {
  if (el instanceof HTMLInputElement && el.type === 'password') return 'password'
  const names = `${el.getAttribute('name') ?? ''} ${el.id} ${el.getAttribute('autocomplete') ?? ''}`
  if (/one-time-code|(^|[\W_])(code|pin|otp)([\W_]|$)|(code|pin|otp)$/i.test(names)) return 'code'
  const maxLength = el instanceof HTMLInputElement ? el.maxLength : -1
  if (el.inputMode === 'numeric' && maxLength > 0 && maxLength <= 8) return 'code'
  if (PERSONAL_NUMBER.test(value.trim())) return 'personal-number'
  return null
}

/** Whose documented login a secret's value is (a persona key), or null. */
export function personaOf(kind: RecordedSecret['kind'], value: string, logins: readonly KnownLogin[]): string | null {
  if (kind === 'code' || value === '') return null
  if (kind === 'password') return logins.find((login) => login.password === value)?.key ?? null
  const typed = digits(value)
  const found = logins.find(
    (login) => login.personalNumber !== '' && (login.personalNumber === typed || login.personalNumber.endsWith(typed)),
  )
  return typed.length >= 10 && found ? found.key : null
}

const isTextField = (el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLTextAreaElement ||
  (el instanceof HTMLInputElement && ['textbox', 'searchbox', 'spinbutton'].includes(roleOf(el) ?? ''))

/**
 * Turns the page's events into recorded actions. `filled` remembers the value last recorded per field, so
 * an Enter (which comes before the field's change) and the change after it record one fill.
 */
export class PageActionReader {
  private readonly filled = new WeakMap<Element, string>()

  constructor(private readonly logins: readonly KnownLogin[]) {}

  /** The recorded actions of one event (none, one, or a fill and an Enter). */
  read(event: Event): RecordedAction[] {
    const target = event.target
    if (!(target instanceof Element)) return []
    if (event.type === 'click') {
      const acted = actedOn(target)
      return acted ? [{ kind: 'action', action: 'click', target: acted.target }] : []
    }
    if (event.type === 'change') {
      if (target instanceof HTMLSelectElement) {
        const name = nameOf(target)
        if (!name) return []
        return [
          {
            kind: 'action',
            action: 'select',
            target: targetOf(target, roleOf(target) ?? 'combobox', name),
            value: target.value,
          },
        ]
      }
      return isTextField(target) ? this.fill(target) : []
    }
    if (event.type === 'keydown' && event instanceof KeyboardEvent && event.key === 'Enter' && isTextField(target)) {
      const name = nameOf(target)
      if (!name) return []
      return [
        ...this.fill(target),
        {
          kind: 'action',
          action: 'press',
          target: targetOf(target, roleOf(target) ?? 'textbox', name),
          value: 'Enter',
        },
      ]
    }
    return []
  }

  private fill(el: HTMLInputElement | HTMLTextAreaElement): RecordedAction[] {
    const name = nameOf(el)
    if (!name || this.filled.get(el) === el.value) return []
    this.filled.set(el, el.value)
    const kind = secretKindOf(el, el.value)
    const step: RecordedAction = { kind: 'action', action: 'fill', target: targetOf(el, roleOf(el) ?? 'textbox', name) }
    if (kind === null) return [{ ...step, value: el.value }]
    return [{ ...step, secret: { kind, persona: personaOf(kind, el.value, this.logins) } }]
  }
}
