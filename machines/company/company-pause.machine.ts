import { assign, setup, type SnapshotFrom } from 'xstate'
import type { BookPause } from '../../src/api/ebook/ebook.schemas'
import { message } from '../../src/api/failure'
import { bookPauseMachine } from '../domain-widgets/book-pause.machine'
import { chosenCandidate, pauseInputOf } from './company-pause.rules'
import type { CompanyPauseContext, CompanyPauseEvent, CompanyPauseInput } from './company-pause.steps'

/**
 * /company/{id}/paused/new (§3 Pause, §4, §6 "staff, roles, pauses"; issue 19): choose the apprentice's
 * e-book (only books that take a pause), then register the pause with the shared book-pause machine
 * as a child in its `once` mode (ADR 0006: a sub-flow used twice is a child machine; it checks the
 * period, asks before sending and keeps the draft on a failed call). The child ends with the pause
 * (the edge goes to the list and says so, naming the region it went to) or with null (cancelled:
 * back to the choice).
 */
export const companyPauseMachine = setup({
  types: {
    context: {} as CompanyPauseContext,
    events: {} as CompanyPauseEvent,
    input: {} as CompanyPauseInput,
  },
  actors: {
    /** The shared pause sub-flow; the edge provides it with its calls (src/components/domain-widgets/book-pause.edge.ts). */
    pauseFlow: bookPauseMachine,
  },
  actions: {
    /** Edge: the list, with a toast naming the apprentice, the period and the region the pause went to. */
    registered: (_, _params: { pause: BookPause; name: string }) => {},
  },
  guards: {
    chosen: ({ context }) => chosenCandidate(context) !== null,
  },
}).createMachine({
  id: 'companyPause',
  context: ({ input }) => ({
    ...input,
    chosenId: input.candidates.length === 1 ? (input.candidates[0]?.book.id ?? null) : null,
    choiceError: null,
    attempt: 0,
    registered: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'apprentice.choose': {
          actions: assign({ chosenId: ({ event }) => event.bookId, choiceError: null }),
        },
        'choice.submit': [
          { guard: 'chosen', target: 'registering', actions: assign({ choiceError: null }) },
          {
            actions: assign({
              choiceError: () => message('chooseApprentice'),
              attempt: ({ context }) => context.attempt + 1,
            }),
          },
        ],
      },
    },
    registering: {
      invoke: {
        id: 'pause',
        src: 'pauseFlow',
        input: ({ context }) => {
          const candidate = chosenCandidate(context)
          if (!candidate) throw new Error('company-pause: registering without a chosen apprentice')
          return pauseInputOf(candidate)
        },
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'registered',
            actions: assign({ registered: ({ event }) => event.output }),
          },
          { target: 'choosing' },
        ],
      },
      on: { 'apprentice.change': 'choosing' },
    },
    registered: {
      type: 'final',
      entry: {
        type: 'registered',
        params: ({ context }) => ({
          pause: context.registered as BookPause,
          name: chosenCandidate(context)?.name ?? '',
        }),
      },
    },
  },
})

export type CompanyPauseSnapshot = SnapshotFrom<typeof companyPauseMachine>
