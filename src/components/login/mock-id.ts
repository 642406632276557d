/**
 * The simulated backend's ID services (mock builds only; see mock-server/control.ts). They live
 * outside /api on purpose, so they are plain fetch calls and not part of the API client.
 */

async function post(path: string, body: Record<string, string>): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) {
    let message = `${response.status}`
    try {
      const data: unknown = await response.json()
      if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string')
        message = data.message
    } catch {
      // No JSON body: the status says enough.
    }
    throw new Error(message)
  }
}

/** The simulated ID app confirms an other-device login for a personal number. */
export function confirmSimulatedBankId(sessionId: string, personalNumber: string): Promise<void> {
  return post('/__mock/bankid/confirm', { sessionId, personalNumber })
}

/** The simulated external ID page signs as a personal number. */
export function confirmSimulatedExternalId(grandidsession: string, personalNumber: string): Promise<void> {
  return post('/__mock/external/confirm', { grandidsession, personalNumber })
}
