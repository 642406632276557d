import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { apprenticeApplicationMachine } from '../../../machines/application/apprentice-application.machine'

/**
 * What the apprentice wizard hands its pages. A module of its own, below the wizard and its pages,
 * so the pages need not import the wizard that imports them (issue 18 §3: no import circles).
 */
export type ApprenticeActor = ActorRefFrom<typeof apprenticeApplicationMachine>

/** What every question page of the wizard shares (WizardFrame props worked out once). */
export interface StepFrame {
  stepKey: string
  caption?: string
  onBack?: () => void
  backLabel?: string
  attempt: number
  pageError?: ReactNode
  notice?: ReactNode
  busy: boolean
  onContinue: () => void
  continueLabel: string
}

export interface StepProps {
  actor: ApprenticeActor
  frame: StepFrame
}
