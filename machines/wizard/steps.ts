/**
 * The step list of a wizard (issue 7: one wizard kit every slice uses). A wizard names its steps in
 * order and says which are shown for the answers so far; navigation skips the others, forwards and
 * backwards. Pure functions of the machine's context, so guards, selectors and tests share them.
 */

export interface StepList<Step extends string, Ctx> {
  /** Every step in order, shown or not. */
  readonly all: readonly Step[]
  /** Whether a step is part of this run of the wizard. */
  isShown: (step: Step, ctx: Ctx) => boolean
  /** The shown steps in order. */
  shown: (ctx: Ctx) => Step[]
  /** The next shown step after `step`; null after the last. */
  next: (step: Step, ctx: Ctx) => Step | null
  /** The shown step before `step`; null before the first. */
  previous: (step: Step, ctx: Ctx) => Step | null
  /** Whether a page name (a step or a page around the steps) is one of the steps. */
  isStep: (screen: string) => screen is Step
}

export function stepList<Step extends string, Ctx>(
  all: readonly Step[],
  isShown: (step: Step, ctx: Ctx) => boolean = () => true,
): StepList<Step, Ctx> {
  const shown = (ctx: Ctx) => all.filter((s) => isShown(s, ctx))
  return {
    all,
    isShown,
    shown,
    next: (step, ctx) => {
      const i = all.indexOf(step)
      return shown(ctx).find((s) => all.indexOf(s) > i) ?? null
    },
    previous: (step, ctx) => {
      const i = all.indexOf(step)
      return [...shown(ctx)].reverse().find((s) => all.indexOf(s) < i) ?? null
    },
    isStep: (screen): screen is Step => (all as readonly string[]).includes(screen),
  }
}

/** Only the fields the step shows: a change event cannot touch another page's answers. */
export function pickStepFields<A extends object>(allowed: readonly (keyof A)[], answers: Partial<A>): Partial<A> {
  return Object.fromEntries(Object.entries(answers).filter(([k]) => allowed.includes(k as keyof A))) as Partial<A>
}
