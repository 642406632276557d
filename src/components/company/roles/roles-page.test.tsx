/**
 * The roles list (issue 19) against the in-process simulated backend: Syd's Malmö department
 * administrator (Lena Persson) sees Malmö only, per department; Norr's administrator one list.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COMPANY_NORR, COMPANY_STAFF, COMPANY_SYD, PERSONAS } from '../../../../mock-server/seed'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

describe('/company/{id}/permissions', { timeout: 30_000 }, () => {
  it("shows a department administrator their departments' people with the roles they hold there, a person without own account greyed out and not a link", async () => {
    await renderApp({ user: await scenarioUser('departmentAdmin'), path: `/company/${COMPANY_SYD.id}/permissions` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Behörigheter' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Malmö'])
    const admin = within(screen.getByTestId(`roles-row-${COMPANY_STAFF.sydAdmin.employmentId}`))
    expect(admin.getByRole('link', { name: 'Gunilla Ek' })).toHaveAttribute(
      'href',
      `/company/${COMPANY_SYD.id}/permissions/${COMPANY_STAFF.sydAdmin.employmentId}`,
    )
    expect(admin.getByText('FTGADM')).toBeInTheDocument()
    expect(
      within(screen.getByTestId(`roles-row-${COMPANY_STAFF.malmoYua.employmentId}`)).getByText('YUA'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Henrik Strand/)).toBeNull()
    const noAccount = within(screen.getByTestId(`roles-row-${COMPANY_STAFF.noAccount.employmentId}`))
    expect(noAccount.queryByRole('link')).toBeNull()
    expect(noAccount.getByText('Andrzej Wiśniewski (inget eget konto)')).toBeInTheDocument()
  })

  it("shows a company without departments as one list with each person's roles joined by commas", async () => {
    await renderApp({ user: await scenarioUser('companyAdmin'), path: `/company/${COMPANY_NORR.id}/permissions` })
    const list = await screen.findByRole('list', { name: 'Personal och deras roller' })
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([])
    const self = within(list).getByRole('link', {
      name: `${PERSONAS.companyAdmin.firstName} ${PERSONAS.companyAdmin.lastName}`,
    })
    expect(self.closest('li')?.textContent).toMatch(/FTGADM/)
  })
})
