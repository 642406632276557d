import { failureMessage, message, type ErrorMessage, type Failure } from '../../src/api/failure'
import { dayOf } from '../../src/domain/dates'

/** The last day of an employment: empty (today) or a real day not before its first day. */
export function endDateProblem(endDate: string, fromDate: string): ErrorMessage | null {
  const day = endDate.trim()
  if (day === '') return null
  if (dayOf(day) !== day) return message('invalidDate')
  return day < fromDate ? message('beforeStart') : null
}

/** A refusal in the server's words where it gave them (§5/§8, e.g. "link cannot be removed"), else the failure's key. */
export function refusalText(failure: Failure): ErrorMessage {
  const texts = Object.values(failure.fieldErrors ?? {}).flatMap((m) => (m?.text !== undefined ? [m.text] : []))
  return texts.length > 0 ? { text: texts.join(' – ') } : failureMessage(failure)
}
