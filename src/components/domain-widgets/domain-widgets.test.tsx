import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InstructorChoice } from './instructor-choice'
import { WorkplaceChoice } from './workplace-choice'

// The kit speaks in its own namespace (domain-widgets): shown by any slice, the words are the same.
describe('InstructorChoice', () => {
  it('offers the selectable instructors and shows why the others cannot be chosen', () => {
    render(
      <InstructorChoice
        id="instructor"
        options={[
          { id: 1, name: 'Anders Vikström', email: 'anders@example.com', problems: [] },
          { id: 2, name: 'Karl Sundberg', email: null, problems: ['scaffoldingMax'] },
        ]}
        value={null}
        onChange={() => undefined}
        error="Välj en handledare."
      />,
    )
    const group = screen.getByRole('group', { name: 'Handledare' })
    expect(within(group).getByRole('radio', { name: 'Anders Vikström' })).toBeEnabled()
    const refused = within(group).getByRole('radio', { name: 'Karl Sundberg' })
    expect(refused).toBeDisabled()
    expect(refused).toHaveAccessibleDescription(
      /Ingen e-postadress.*Kan inte väljas:.*Har redan 3 lärlingar i ställningsbyggnad/,
    )
    expect(group).toHaveAccessibleDescription('Fel: Välj en handledare.')
  })

  it('says when the company has no instructors', () => {
    render(<InstructorChoice id="instructor" options={[]} value={null} onChange={() => undefined} />)
    expect(
      screen.getByText('Företaget har inga handledare att välja. Ge en anställd rollen handledare först.'),
    ).toBeVisible()
  })
})

describe('WorkplaceChoice', () => {
  it('says when the company has no workplace instead of an empty question', () => {
    render(
      <WorkplaceChoice
        id="workplace"
        legend="Arbetsplats"
        workplaces={[]}
        value={null}
        onChange={() => undefined}
        error={null}
      />,
    )
    expect(screen.queryByRole('group')).toBeNull()
    expect(
      screen.getByText('Det finns ingen arbetsplats att välja. Lägg till en arbetsplats för företaget först.'),
    ).toBeVisible()
  })
})
