import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_INSTRUCTORS } from '../../../test/application-samples'
import type { Application } from '../../../api/application/application.schemas'
import { PERSONAS } from '../../../test/personas'
import { API, setupTestServer } from '../../../test/api-handlers'
import {
  PROFESSIONS,
  application,
  referenceHandlers,
  renderCompanyApplication,
} from '../../../test/company-application-kit'
import { findOpenDialog } from '../../../test/dialogs'

const COMPANY = 10

/** Signed by the apprentice, with the company's part filled in but not saved yet. */
const filled = application({ workplace: 31, instructorId: 2101, employmentTypeId: 1, employmentDate: '2026-11-16' })

interface Calls {
  updates: Array<Record<string, unknown>>
  deletes: number
}

function backend(initial: Application) {
  const calls: Calls = { updates: [], deletes: 0 }
  let current = initial
  server.use(
    http.get(`${API}/applications/get/${initial.id}`, () => HttpResponse.json(current)),
    http.patch(`${API}/applications/update/${initial.id}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      calls.updates.push(body)
      const { action: _action, denyMotivation: _motivation, ...changes } = body
      const at = '2026-11-16T10:00:00.000Z'
      current = {
        ...current,
        ...(changes as Partial<Application>),
        updatedAt: at,
        savedByCompanyAt: body.action === 'save' ? at : current.savedByCompanyAt,
      }
      if (body.action === 'approve') current = { ...current, stateId: 5 }
      return HttpResponse.json(current)
    }),
    http.delete(`${API}/applications/delete/${initial.id}`, () => {
      calls.deletes += 1
      return HttpResponse.json({ ok: true })
    }),
  )
  return calls
}

const server = setupTestServer(
  ...referenceHandlers(),
  http.patch(`${API}/companies/${COMPANY}/employments`, () => HttpResponse.json({ rows: SAMPLE_INSTRUCTORS })),
  http.get(`${API}/companies/${COMPANY}/workplaces`, () =>
    HttpResponse.json({
      rows: [
        {
          id: 31,
          name: 'Verkstaden',
          departmentIds: [],
          address1: 'Industrigatan 4',
          zip: '212 14',
          city: 'Malmö',
          isHeadOffice: false,
        },
      ],
    }),
  ),
  http.get(`${API}/professions/848/courses`, () =>
    HttpResponse.json({ rows: [{ id: 1, name: 'Ställningsbyggnad grundkurs (Y1)', mandatory: true }] }),
  ),
)

afterEach(() => sessionStorage.clear())

/** Opens the review and continues through the seven pages before the decision. */
async function openDecision(app: Application, user = PERSONAS.companyAdmin) {
  const view = renderCompanyApplication(`/company/${COMPANY}/applications/${app.id}/review`, user)
  await screen.findByRole('heading', { level: 1, name: 'Namn och yrke' })
  for (let page = 0; page < 7; page++) await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
  await screen.findByRole('heading', { level: 1, name: 'Beslut om ansökan' })
  return view
}

describe('company review', () => {
  it('keeps Approve disabled, with the reason, until the application is saved; then approves', async () => {
    const calls = backend(filled)
    const view = await openDecision(filled)

    const approve = screen.getByRole('button', { name: 'Godkänn ansökan' })
    expect(approve).toBeDisabled()
    expect(approve).toHaveAccessibleDescription('Spara ansökan innan du godkänner den.')

    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Godkänn ansökan' })).toBeEnabled())
    expect(calls.updates).toHaveLength(1)
    expect(calls.updates[0]).toMatchObject({ action: 'save', instructorId: 2101, workplace: 31 })

    await userEvent.click(screen.getByRole('button', { name: 'Godkänn ansökan' }))
    // Binding, so asked first; cancel sends nothing.
    const ask = await findOpenDialog(/^Godkänna ansökan från /, 'alertdialog')
    await userEvent.click(within(ask).getByRole('button', { name: 'Avbryt' }))
    expect(calls.updates).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Godkänn ansökan' }))
    await userEvent.click(
      within(await findOpenDialog(/^Godkänna ansökan från /, 'alertdialog')).getByRole('button', { name: 'Godkänn' }),
    )
    await waitFor(() => expect(view.path()).toBe(`/company/${COMPANY}/applications`))
    expect(calls.updates.at(-1)).toMatchObject({ action: 'approve' })
  })

  it('keeps Approve disabled with the §8 message when the application is not filled enough, even when saved', async () => {
    // Someone without a Swedish personal number: §4 requires one (and who registered it).
    const incomplete = application({ ...filled, personalNumber: null, createdByPersonalNumber: null })
    backend(incomplete)
    await openDecision(incomplete)
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))
    await screen.findByText('Ansökan är sparad.')
    const approve = screen.getByRole('button', { name: 'Godkänn ansökan' })
    expect(approve).toBeDisabled()
    expect(approve).toHaveAccessibleDescription('Ansökan är inte tillräckligt ifylld för att kunna godkännas.')
  })

  it('asks before deleting, naming the apprentice; cancel keeps the application', async () => {
    const calls = backend(filled)
    const view = await openDecision(filled)

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort ansökan' }))
    const dialog = await findOpenDialog('Ta bort ansökan från Elin Andersson?', 'alertdialog')
    expect(dialog).toHaveAccessibleDescription(/går inte att ångra/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(calls.deletes).toBe(0)

    await userEvent.click(screen.getByRole('button', { name: 'Ta bort ansökan' }))
    const again = await findOpenDialog('Ta bort ansökan från Elin Andersson?', 'alertdialog')
    await userEvent.click(within(again).getByRole('button', { name: 'Ta bort ansökan' }))
    await waitFor(() => expect(view.path()).toBe(`/company/${COMPANY}/applications`))
    expect(calls.deletes).toBe(1)
  })

  it('answers the §8 message instead of asking when the user may not delete', async () => {
    const calls = backend(filled)
    await openDecision(filled, PERSONAS.yua)
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort ansökan' }))
    expect(await screen.findByTestId('review-error')).toHaveTextContent(
      'Du får inte ta bort ansökan, eller så gick det inte att ta bort den. Kontakta närmaste region.',
    )
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(calls.deletes).toBe(0)
  })

  it('shows why the application could not be loaded and loads it again on retry', async () => {
    let failures = 1
    server.use(
      http.get(`${API}/applications/get/${filled.id}`, () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'boom' }, { status: 500 })
        return HttpResponse.json(filled)
      }),
    )
    renderCompanyApplication(`/company/${COMPANY}/applications/${filled.id}/review`, PERSONAS.companyAdmin)
    const failed = await screen.findByTestId('review-load-failed')
    expect(failed).toHaveAttribute('role', 'alert')
    expect(within(failed).getByText('Ansökan kunde inte hämtas.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }))
    await screen.findByRole('heading', { level: 1, name: 'Namn och yrke' })
  })

  it("reads the base lists in the route's loader: a failure shows the reason, retry runs the loader again", async () => {
    backend(filled)
    let failures = 1
    server.use(
      http.get(`${API}/professions/list`, () => {
        if (failures-- > 0) return HttpResponse.json({ message: 'boom' }, { status: 500 })
        return HttpResponse.json({ rows: PROFESSIONS })
      }),
    )
    renderCompanyApplication(`/company/${COMPANY}/applications/${filled.id}/review`, PERSONAS.companyAdmin)
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('Ansökan kunde inte hämtas.')
    await userEvent.click(within(failed).getByRole('button', { name: 'Försök igen' }))
    await screen.findByRole('heading', { level: 1, name: 'Namn och yrke' })
    expect(failures).toBeLessThan(0)
  })
})
