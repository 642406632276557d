import type { RegistrationStep } from '../../../../machines/application/company-registration.steps'
import type { ReviewStep } from '../../../../machines/application/company-review.steps'

/*
 * The company application routes' step slugs, validated before anything loads. Route options (search validation,
 * guards) are part of the eagerly loaded route tree, so this module stays free of the machines and
 * views (only their types): the step slugs are repeated here and checked against the machines' lists
 * by the compiler (`satisfies`) and by a test.
 */

export const REGISTRATION_STEP_SLUGS = [
  'apprentice-personal-number',
  'phone',
  'email',
  'profession',
  'department',
  'workplace',
  'instructor',
  'employment',
  'review',
] as const satisfies readonly RegistrationStep[]

export const REVIEW_STEP_SLUGS = [
  'name-and-profession',
  'grades-and-certificates',
  'courses',
  'personal-data',
  'workplace-and-instructor',
  'employment',
  'message',
  'decision',
] as const satisfies readonly ReviewStep[]
