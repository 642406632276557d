import * as v from 'valibot'
import type { ApprenticeStep } from '../../machines/application/apprentice-application.steps'

/*
 * The search of /application and /application/{id}, checked by the route before anything loads.
 */

/**
 * The machine's step slugs, written out so the route's search check does not pull the whole machine
 * into the start page's bundle; a test keeps this list equal to APPRENTICE_STEPS.
 */
export const APPRENTICE_STEP_SLUGS = [
  'welcome',
  'transfer',
  'privacy',
  'address',
  'phone',
  'email',
  'profession',
  'machine-orientation',
  'approved-courses',
  'company',
  'department',
  'documents',
  'courses',
  'education-info',
  'message',
  'review',
] as const satisfies readonly ApprenticeStep[]

/** The wizard's pages that can stand in the URL (loading and paused never do). */
export const URL_SCREENS = [
  ...APPRENTICE_STEP_SLUGS,
  'draft-list',
  'continue-or-new',
  'read-only',
  'thanks',
  'load-failed',
] as const
export type UrlScreen = (typeof URL_SCREENS)[number]

const StepSchema = v.picklist(URL_SCREENS)
/** ApplicationStart's setStep (§2): the 0-based position among the application's steps, start 0. */
const SetStepSchema = v.pipe(v.number(), v.integer(), v.minValue(0))

export interface ApplicationSearch {
  /** The wizard's page; the machine decides, the URL follows (and the back button with it). */
  step?: UrlScreen
  setStep?: number
}

/** The search of /application and /application/{id}; each parameter on its own (a wrong one is dropped). */
export function validateApplicationSearch(search: Record<string, unknown>): ApplicationSearch {
  const step = v.safeParse(StepSchema, search.step)
  const setStep = v.safeParse(
    SetStepSchema,
    typeof search.setStep === 'string' ? Number(search.setStep) : search.setStep,
  )
  return { ...(step.success ? { step: step.output } : {}), ...(setStep.success ? { setStep: setStep.output } : {}) }
}

export function isUrlScreen(screen: string): screen is UrlScreen {
  return (URL_SCREENS as readonly string[]).includes(screen)
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** The apprentice wizard that wrote this history entry (application-start.tsx). */
    applicationFlow?: string
  }
}
