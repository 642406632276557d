/**
 * A person's roles page (issue 19) against the in-process simulated backend, as Syd's Malmö
 * department administrator (Lena Persson): the boxes she may not change are locked with the reason,
 * a granted role is "Saved" once the server has it and the list shows it; the server's §6 refusal
 * is shown in §6 words (her power changed on the server while the page was open).
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { COMPANY_STAFF, COMPANY_SYD, DEPARTMENT_MALMO } from '../../../../mock-server/seed'
import { db } from '../../../../mock-server/db'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

/** Lena's department employment at Malmö (mock-server/scenario/shell.ts). */
const LENA_IN_MALMO = 5004

const path = (employmentId: number) => `/company/${COMPANY_SYD.id}/permissions/${employmentId}`

describe('/company/{id}/permissions/{employee_id}', { timeout: 30_000 }, () => {
  it('lets a department administrator grant a role in her department (Saved after the answer, the list refreshed) and locks the Administrator role with the §6 reason', async () => {
    await renderApp({ user: await scenarioUser('departmentAdmin'), path: path(COMPANY_STAFF.malmoYua.employmentId) })
    expect(await screen.findByRole('heading', { level: 1, name: 'Roller för Amra Kovač' })).toBeInTheDocument()
    const administrator = screen.getByRole('checkbox', { name: 'Företagsadministratör (FTGADM)' })
    expect(administrator).toBeDisabled()
    expect(administrator).toHaveAccessibleDescription(
      'Du saknar behörighet att tilldela personen den här rollen: bara en företagsadministratör får.',
    )
    const malmo = within(screen.getByRole('group', { name: `Avdelning ${DEPARTMENT_MALMO.name}` }))
    expect(malmo.getByRole('checkbox', { name: 'Yrkesutbildningsansvarig (YUA)' })).toBeChecked()
    await userEvent.click(malmo.getByRole('checkbox', { name: 'Beställningsgodkännare (BG)' }))
    expect(screen.queryByRole('status', { name: '' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Spara roller' }))
    expect(await screen.findByTestId('role-edit-saved')).toHaveTextContent('Sparat')

    await userEvent.click(screen.getByRole('link', { name: 'Tillbaka till behörigheterna' }))
    const row = await screen.findByTestId(`roles-row-${COMPANY_STAFF.malmoYua.employmentId}`)
    expect(within(row).getByText('YUA, BG')).toBeInTheDocument()
  })

  it("shows the server's §6 refusal in its words and keeps the ticks (her power changed while the page was open)", async () => {
    await renderApp({ user: await scenarioUser('departmentAdmin'), path: path(COMPANY_STAFF.malmoYua.employmentId) })
    const malmo = within(await screen.findByRole('group', { name: `Avdelning ${DEPARTMENT_MALMO.name}` }))
    // Meanwhile Lena is made Malmö's education responsible instead of its administrator: she may give the instructor role only.
    await db().departmentEmployments.update((q) => q.where({ id: LENA_IN_MALMO }), {
      data(record) {
        record.isDepartmentAdministrator = false
        record.isDepartmentEducationResponsible = true
      },
    })
    await userEvent.click(malmo.getByRole('checkbox', { name: 'Beställningsgodkännare (BG)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Spara roller' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Du saknar behörighet att tilldela personen roller.')
    expect(malmo.getByRole('checkbox', { name: 'Beställningsgodkännare (BG)' })).toBeChecked()
    expect(screen.queryByTestId('role-edit-saved')).toBeNull()
  })
})
