/**
 * The shell slice's provider states: the registration's phone and e-mail codes, notifications.
 */
import { db } from '../../../mock-server/db'
import { MAX_CODE_ATTEMPTS } from '../../../mock-server/accounts'
import { compactPhone } from '../../../mock-server/handlers/-support'
import { person, sentCode, type Setup } from './-support'

export const shellStates: Record<string, Setup> = {
  'a phone code 1234 was sent to the unregistered person': () =>
    sentCode('unregistered', 'phone', compactPhone(person('unregistered').mobilephone ?? ''), '1234'),
  'a phone code 1234 sent to the unregistered person has 1 attempt left': () =>
    sentCode(
      'unregistered',
      'phone',
      compactPhone(person('unregistered').mobilephone ?? ''),
      '1234',
      MAX_CODE_ATTEMPTS - 1,
    ),
  'a phone code 1234 sent to the unregistered person is void after 5 wrong attempts': () =>
    sentCode(
      'unregistered',
      'phone',
      compactPhone(person('unregistered').mobilephone ?? ''),
      '1234',
      MAX_CODE_ATTEMPTS,
    ),
  'an e-mail code 1234 was sent to the unregistered person': () =>
    sentCode('unregistered', 'email', (person('unregistered').email ?? '').toLowerCase(), '1234'),
  'the apprentice has an unread notification': async () => {
    const apprentice = person('apprentice')
    if (!db().notifications.findFirst((q) => q.where({ personId: apprentice.id, readTime: (t) => t === null }))) {
      throw new Error('provider state: the scenario gives the apprentice no unread notification')
    }
  },
}
