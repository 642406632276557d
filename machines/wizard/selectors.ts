import type { StepList } from './steps'

/** What a wizard's selectors read of a snapshot (every xstate machine snapshot has it). */
export interface WizardSnapshot<Ctx> {
  value: unknown
  context: Ctx
  status: string
  matches(value: never): boolean
  hasTag(tag: string): boolean
}

/** The context every wizard keeps: its answers and messages. */
export interface WizardContext<Answers, Errors, FormError> {
  answers: Answers
  errors: Errors
  formError: FormError
}

export interface WizardSelectorOptions<Step extends string, Ctx> {
  steps: StepList<Step, Ctx>
  /** Top-level states that are pages of their own (paused, thanks, outcomes), checked first. */
  pages: readonly string[]
  /** Child states of `active` shown as another page (say, 'loading-draft' as 'loading'). */
  aliases?: Readonly<Record<string, string>>
}

/**
 * The selectors every wizard has, built once from its step list (issue 7). The page is a top-level
 * page state, else the child of `active` (the step slug, or a page around the steps), 'loading'
 * before one is entered.
 */
export function wizardSelectors<
  Screen extends string,
  Step extends Screen,
  Ctx extends WizardContext<unknown, unknown, unknown>,
>(options: WizardSelectorOptions<Step, Ctx>) {
  type Snap = WizardSnapshot<Ctx>
  const { steps, pages, aliases = {} } = options
  const selectCurrentStep = (s: Snap): Screen => {
    for (const page of pages) if (s.matches(page as never)) return page as Screen
    const active = (s.value as { active?: string | Record<string, unknown> }).active
    const key = typeof active === 'string' ? active : Object.keys(active ?? {})[0]
    if (key === undefined) return 'loading' as Screen
    return (aliases[key] ?? key) as Screen
  }
  return {
    /** The page to show: a step slug, or one of the pages around the steps. */
    selectCurrentStep,
    /** The steps this run has (skipped ones left out), in order. */
    selectShownSteps: (s: Snap) => steps.shown(s.context),
    /** 0-based position among the shown steps (the route's setStep); -1 on the pages around them. */
    selectStepIndex: (s: Snap) => steps.shown(s.context).indexOf(selectCurrentStep(s) as Step),
    selectStepTotal: (s: Snap) => steps.shown(s.context).length,
    selectAnswers: (s: Snap) => s.context.answers as Ctx['answers'],
    selectErrors: (s: Snap) => s.context.errors as Ctx['errors'],
    selectFormError: (s: Snap) => s.context.formError as Ctx['formError'],
    /** A call is under way: the view disables Continue and shows progress. */
    selectBusy: (s: Snap) => s.hasTag('busy'),
    /** Only stable pages are stored; a call in flight is not (it restarts from the page before it). */
    selectPersistable: (s: Snap) => s.status === 'active' && !s.hasTag('busy'),
  }
}
