import { createFileRoute } from '@tanstack/react-router'
import { InstructionsPage } from '../../components/instructor/instructions/instructions-page'
import { ensureNamespaces } from '../../i18n/i18n'
import { requireInstructor } from './-guards'

/** /instructor/instructions (§2 auth, §6 instructors): the instructions in force and their confirmation (issue 10). */
export const Route = createFileRoute('/instructor/instructions')({
  beforeLoad: ({ context }) => {
    requireInstructor(context)
  },
  loader: () => ensureNamespaces('instructor-instructions'),
  component: InstructionsPage,
})
