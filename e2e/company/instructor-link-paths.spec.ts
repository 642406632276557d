import { instructorLinkMachine } from '../../machines/company/instructor-link.machine'
import {
  ANDERS,
  ELIN,
  ELIN_NAME,
  instructorLinkEvents,
  instructorLinkPathKey,
  NILS,
  type InstructorLinkPathSnapshot,
} from '../../machines/company/instructor-link.paths'
import { COMPANY_NORR } from '../../mock-server/seed'
import { expect } from '../fixtures'
import { pressable } from '../pages/structure.page'
import type { PathEvent } from '../support/machine-paths'
import { errorText, text } from '../support/texts'
import {
  answersOf,
  callFlow,
  failuresFirst,
  isErrorAnswer,
  replayCoarseWalks,
  type Replay,
  type WalkFlow,
} from '../support/walk-replay'

/**
 * The YUA page's links (machines/company/instructor-link.machine.ts) replayed as coverage walks:
 * Maria at /company/{Norr}/education-responsible links Elin from Nils's card (nothing chosen; the
 * server's §5 refusal, no e-mail) and from Anders's (linked: his card lists her); a 500 on the way.
 */

type S = InstructorLinkPathSnapshot
type R = Replay<S>

const CALL = `apprenticeships/update/${ELIN.apprenticeshipId}`
const t = (key: string, vars?: Record<string, string | number>) => text(`company-instructors:${key}`, vars)
const card = (replay: R, id: number) => replay.app.page.getByTestId(`instructor-${id}`)
const linkButton = (replay: R, id: number) =>
  card(replay, id).getByRole('button', { name: pressable(t('link.submit')) })

function screenOf(s: S): string {
  if (s.matches('saving')) return 'saving'
  const c = s.context
  if (c.error?.key === 'formNotFilled') return 'not chosen'
  if (c.error?.text) return 'refused'
  if (c.error) return 'failed'
  return c.done ? 'linked' : 'cards'
}

const busy = (s: S) => s.matches('saving')
/** The server refuses Nils by itself (§5 no e-mail) and takes Anders. */
const isRefusal = (answer: PathEvent) =>
  isErrorAnswer(answer) && (answer.error as { text?: string } | undefined)?.text !== undefined
const sending = (s: S) => (busy(s) ? s.context.change?.instructorEmploymentId : null)

async function seeState(replay: R, s: S): Promise<void> {
  const c = s.context
  if (busy(s)) return expect(linkButton(replay, sending(s) ?? 0)).toHaveAttribute('aria-busy', 'true')
  const failed = (id: number) => replay.app.page.getByTestId(`instructor-link-failed-${id}`)
  for (const id of [NILS.instructorEmploymentId, ANDERS.instructorEmploymentId]) {
    const error = c.failedFor === id ? c.error : null
    await (error
      ? expect(failed(id)).toHaveText(errorText('company-instructors', null, error))
      : expect(failed(id)).toHaveCount(0))
  }
  const done = replay.app.page.getByTestId(`instructor-link-done-${ANDERS.instructorEmploymentId}`)
  if (c.done) {
    await expect(done).toHaveText(t('link.linked', { apprentice: ELIN_NAME, instructor: ANDERS.instructor }))
    await expect(card(replay, ANDERS.instructorEmploymentId).getByRole('list')).toContainText(ELIN_NAME)
  } else await expect(done).toHaveCount(0)
}

const base = {
  name: 'instructor link walks',
  machine: instructorLinkMachine,
  events: failuresFirst(instructorLinkEvents),
  input: undefined,
  serialize: instructorLinkPathKey,
  unreachable: (s: S, event: PathEvent) =>
    (busy(s) && !event.type.startsWith('xstate.')) ||
    (busy(s) && event.type.startsWith('xstate.done.') && sending(s) === NILS.instructorEmploymentId) ||
    (busy(s) && isRefusal(event) && sending(s) === ANDERS.instructorEmploymentId) ||
    // Once Anders has Elin she is no longer offered on his card.
    (event.type === 'link' &&
      event.instructorEmploymentId === ANDERS.instructorEmploymentId &&
      s.context.done?.instructorEmploymentId === ANDERS.instructorEmploymentId),
  notReplayed: { unlink: 'ending a link: the machine test and instructors.spec.ts' },
  persona: 'companyAdmin' as const,
  open: async ({ app }: R) => {
    await app.page.goto(`/company/${COMPANY_NORR.id}/education-responsible`)
    await expect(app.page.getByRole('heading', { level: 1 })).toHaveText(t('educationResponsible.title'))
  },
  actions: {
    ...answersOf<R>(instructorLinkMachine, instructorLinkEvents),
    link: async (event, replay) => {
      const id = Number(event.instructorEmploymentId)
      const target = event.target as { apprenticeshipId: number } | null
      await card(replay, id)
        .getByRole('combobox')
        .selectOption(target ? String(target.apprenticeshipId) : '')
      await linkButton(replay, id).click()
    },
  },
  refusedByServer: isRefusal,
  ...callFlow({ busy, call: CALL, seeState, screen: screenOf }),
} satisfies Omit<WalkFlow<typeof instructorLinkMachine>, 'target'>

// The cards as they open are no step's page (instructors.spec.ts checks them with axe).
const PAGES = ['not chosen', 'refused', 'failed', 'linked'] as const
replayCoarseWalks(base, (s) => `${screenOf(s)}|${s.context.failedFor}`, PAGES)
