import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_INSTRUCTORS } from '../../../test/application-samples'
import { PERSONAS } from '../../../test/personas'
import { API, setupTestServer } from '../../../test/api-handlers'
import { application, referenceHandlers, renderCompanyApplication } from '../../../test/company-application-kit'

const COMPANY = 10
const user = PERSONAS.companyAdmin

/** A company draft with everything up to the workplace answered: the wizard resumes at the instructor. */
const draft = application({
  id: 7101,
  stateId: 1,
  initiatedByCompany: true,
  prefilledBy: 'company',
  personalNumber: '200501012389',
  mobilephone: '070-555 12 34',
  email: 'ny.larling@example.com',
  professionId: 848,
  workplace: 31,
})

const server = setupTestServer(
  ...referenceHandlers(),
  http.get(`${API}/companies/get/${COMPANY}`, () =>
    HttpResponse.json({
      id: COMPANY,
      name: 'Bygg AB',
      organizationalNumber: '556000-0001',
      hasDepartments: false,
      departments: [],
    }),
  ),
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
  http.patch(`${API}/companies/${COMPANY}/employments`, () => HttpResponse.json({ rows: SAMPLE_INSTRUCTORS })),
  http.get(`${API}/applications/get/7101`, () => HttpResponse.json(draft)),
)

afterEach(() => sessionStorage.clear())

describe('company registration wizard', () => {
  it('shows instructors who fail a §5 rule disabled, with the reason, and keeps the choice to those who pass', async () => {
    renderCompanyApplication(`/company/${COMPANY}/create-applications/7101`, user)

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vem ska vara lärlingens handledare?' }),
    ).toBeInTheDocument()
    const group = await screen.findByRole('group', { name: 'Handledare' })

    // Karin has no trade certificate for scaffolding: disabled, and the reason is read with the option.
    const karin = within(group).getByRole('radio', { name: 'Karin Handledare' })
    expect(karin).toBeDisabled()
    expect(karin).toHaveAccessibleDescription(/Saknar yrkesbevis eller godkänd dispens för yrket/)
    expect(
      within(screen.getByTestId('instructor-option-2102')).getByText(
        'Saknar yrkesbevis eller godkänd dispens för yrket.',
      ),
    ).toBeVisible()
    // Olle already has 3 scaffolding apprentices; Rut has no own account (greyed out as well).
    expect(within(group).getByRole('radio', { name: 'Olle Handledare' })).toHaveAccessibleDescription(
      /Har redan 3 lärlingar i ställningsbyggnad/,
    )
    expect(within(group).getByRole('radio', { name: 'Rut Handledare' })).toBeDisabled()
    expect(within(group).getByRole('radio', { name: 'Rut Handledare' })).toHaveAccessibleDescription(
      /Har inget eget konto/,
    )

    // A click on a refused instructor chooses nothing; Continue then says no instructor is chosen.
    await userEvent.click(within(group).getByText('Karin Handledare'))
    expect(karin).not.toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    const summary = await screen.findByRole('alert', { name: 'Det finns ett problem' })
    expect(
      within(summary).getByRole('link', { name: 'Handledare är inte vald. Välj en handledare.' }),
    ).toBeInTheDocument()

    // Johan passes every rule and can be chosen.
    const johan = within(group).getByRole('radio', { name: 'Johan Handledare' })
    expect(johan).toBeEnabled()
    await userEvent.click(johan)
    expect(johan).toBeChecked()
  })

  it('sends a failed check of a draft to the start page, not to /forbidden (§2 quirk)', async () => {
    server.use(
      http.get(`${API}/applications/get/7101`, () => HttpResponse.json({ message: 'Åtkomst nekad' }, { status: 403 })),
    )
    const view = renderCompanyApplication(`/company/${COMPANY}/create-applications/7101`, user)
    expect(await screen.findByTestId('start-page')).toBeInTheDocument()
    await waitFor(() => expect(view.path()).toBe('/'))
  })
})
