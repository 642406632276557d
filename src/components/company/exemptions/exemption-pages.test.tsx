/**
 * The exemption pages (issue 19) against the in-process simulated backend, rendered at their routes:
 * the list's failed read and its retry, a department administrator's scope, the view's §2 quirk (any
 * company user opens it; whom §6 does not let read it is told so), and the form's greyed-out people.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { STRUCTURE_IDS } from '../../../../mock-server/scenario/company-structure'
import { mockServer } from '../../../../mock-server/node'
import { COMPANY_NORR, COMPANY_STAFF, COMPANY_SYD, type PersonaKey } from '../../../../mock-server/seed'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

async function open(key: PersonaKey, path: string) {
  return renderApp({ user: await scenarioUser(key), path })
}

describe('/company/{id}/exemptions', { timeout: 30_000 }, () => {
  it('a failed read shows the page with the reason and a retry that reads the list again', async () => {
    mockServer.use(
      http.patch('*/api/m/v1/companies/:id/instructor-exemptions/list', () => HttpResponse.error(), { once: true }),
    )
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/exemptions`)
    const failed = await screen.findByTestId('exemptions-error')
    expect(failed).toHaveTextContent('Dispenserna kunde inte hämtas.')
    await userEvent.click(within(failed).getByRole('button', { name: 'Försök igen' }))
    const row = within(await screen.findByTestId(`exemption-row-${STRUCTURE_IDS.norrExemption}`))
    expect(row.getByText(/Yrkeserfarenhet/)).toBeInTheDocument()
    expect(row.getByText(/Beviljad · ansökt/)).toBeInTheDocument()
  })

  it("shows a department administrator her departments' exemptions only, and an empty list says so", async () => {
    await open('departmentAdmin', `/company/${COMPANY_SYD.id}/exemptions`)
    expect(await screen.findByTestId(`exemption-row-${STRUCTURE_IDS.malmoExemption}`)).toBeInTheDocument()
    expect(screen.queryByTestId(`exemption-row-${STRUCTURE_IDS.lundExemption}`)).toBeNull()
  })

  it('shows an empty list as such', async () => {
    mockServer.use(
      http.patch('*/api/m/v1/companies/:id/instructor-exemptions/list', () => HttpResponse.json({ rows: [] }), {
        once: true,
      }),
    )
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/exemptions`)
    expect(await screen.findByText('Inga dispenser ännu')).toBeInTheDocument()
  })
})

describe('/company/{company_id}/exemption/{exemption_id}', { timeout: 30_000 }, () => {
  it("shows the exemption read only with its document's name", async () => {
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/exemption/${STRUCTURE_IDS.norrExemption}`)
    const facts = await screen.findByTestId('exemption-facts')
    expect(facts).toHaveTextContent('intyg.png')
    expect(facts).toHaveTextContent('Beviljad')
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it("§2 quirk: another company's instructor opens the page, and is told the exemption is not theirs to see", async () => {
    await open('instructor', `/company/${COMPANY_SYD.id}/exemption/${STRUCTURE_IDS.malmoExemption}`)
    expect(await screen.findByTestId('exemption-refused')).toHaveTextContent('Du får inte se den här dispensen')
    expect(screen.queryByTestId('exemption-facts')).toBeNull()
  })
})

describe('/company/{id}/exemption/new', { timeout: 30_000 }, () => {
  it('offers the staff with a person without own account greyed out and not selectable', async () => {
    await open('departmentAdmin', `/company/${COMPANY_SYD.id}/exemption/new`)
    const employee = await screen.findByRole('combobox', { name: /Anställd/ })
    const noAccount = within(employee).getByRole('option', { name: 'Andrzej Wiśniewski (inget eget konto)' })
    expect(noAccount).toBeDisabled()
    expect(noAccount).toHaveValue(String(COMPANY_STAFF.noAccount.employmentId))
    await userEvent.click(screen.getByRole('button', { name: 'Skicka ansökan' }))
    expect(await screen.findByText('Formuläret är inte korrekt ifyllt.')).toBeInTheDocument()
    expect(screen.getAllByText('Bifoga ett dokument.').length).toBeGreaterThan(0)
  })

  it('/exemption/new/{employee_id} opens the form with the employee chosen', async () => {
    await open('departmentAdmin', `/company/${COMPANY_SYD.id}/exemption/new/${COMPANY_STAFF.malmoYua.employmentId}`)
    expect(await screen.findByRole('combobox', { name: /Anställd/ })).toHaveValue(
      String(COMPANY_STAFF.malmoYua.employmentId),
    )
  })
})
