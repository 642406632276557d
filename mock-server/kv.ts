/**
 * Small settings of the simulated backend that are not entities (fault switch, scenario clock).
 * In memory by default; the browser copy writes them through to localStorage so a reload keeps them.
 */

export interface KeyValueBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const memory = new Map<string, string>()
let backend: KeyValueBackend | null = null
let prefix = ''

/** Write settings through to `storage` (the browser's localStorage) under `namespace`. */
export function persistSettingsIn(storage: KeyValueBackend, namespace: string): void {
  backend = storage
  prefix = `${namespace}/`
  memory.clear()
}

export function readSetting(key: string): unknown {
  const raw = backend ? backend.getItem(prefix + key) : (memory.get(key) ?? null)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

export function writeSetting(key: string, value: unknown): void {
  if (value === undefined) {
    if (backend) backend.removeItem(prefix + key)
    else memory.delete(key)
    return
  }
  const raw = JSON.stringify(value)
  if (backend) backend.setItem(prefix + key, raw)
  else memory.set(key, raw)
}
