/**
 * The staff list (issue 19) against the in-process simulated backend: Syd's Malmö department
 * administrator (Lena Persson) sees Malmö's staff only, Norr's YUA sees a protected identity blanked.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { COMPANY_NORR, COMPANY_STAFF, COMPANY_SYD } from '../../../../mock-server/seed'
import { inputInItsOwnTask } from '../../../test/input-task'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

const names = () =>
  within(screen.getByTestId('staff-list'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent ?? '')

describe('/company/{id}/employees', { timeout: 30_000 }, () => {
  it("shows a department administrator their departments' staff with roles as abbreviations, greys out a person without own account and narrows by search, department and role", async () => {
    await renderApp({ user: await scenarioUser('departmentAdmin'), path: `/company/${COMPANY_SYD.id}/employees` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal' })).toBeInTheDocument()
    await screen.findByTestId('staff-list')
    expect(names()).not.toContain('Henrik Strand')
    const admin = within(screen.getByTestId(`staff-row-${COMPANY_STAFF.sydAdmin.employmentId}`))
    expect(admin.getByRole('link', { name: 'Gunilla Ek' })).toHaveAttribute(
      'href',
      `/company/${COMPANY_SYD.id}/employees/${COMPANY_STAFF.sydAdmin.employmentId}`,
    )
    expect(admin.getByText(/^FTGADM · Malmö$/)).toBeInTheDocument()
    // §6: no own account, greyed out and not a link.
    const noAccount = within(screen.getByTestId(`staff-row-${COMPANY_STAFF.noAccount.employmentId}`))
    expect(noAccount.queryByRole('link')).toBeNull()
    expect(noAccount.getByText('Andrzej Wiśniewski (inget eget konto)')).toBeInTheDocument()
    // The department filter offers Lena's department only.
    const department = screen.getByRole('combobox', { name: 'Avdelning' })
    expect(
      within(department)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alla avdelningar', 'Malmö'])

    await userEvent.type(screen.getByRole('searchbox', { name: /Sök person/ }), 'kovac')
    await waitFor(() => expect(names()).toEqual(['Amra Kovač']))
    expect(screen.getByTestId('staff-count')).toHaveTextContent(/^1 av \d+ personer$/)
    await userEvent.clear(screen.getByRole('searchbox', { name: /Sök person/ }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Roll' }), 'YUA')
    await waitFor(() => expect(names()).toEqual(['Amra Kovač']))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Roll' }), 'BG')
    await waitFor(() => expect(screen.queryByTestId('staff-list')).not.toBeInTheDocument())
    expect(screen.getByText('Ingen person matchar sökningen')).toBeInTheDocument()
  })

  it('narrows the list and its count in the task of the search itself, not in a render after it', async () => {
    await renderApp({ user: await scenarioUser('departmentAdmin'), path: `/company/${COMPANY_SYD.id}/employees` })
    await screen.findByTestId('staff-list')
    await inputInItsOwnTask(screen.getByRole('searchbox', { name: /Sök person/ }), 'kovac')
    expect(names()).toEqual(['Amra Kovač'])
    expect(screen.getByTestId('staff-count')).toHaveTextContent(/^1 av \d+ personer$/)
  })

  it('shows a protected identity as the backend answers it to an education responsible, and no department filter where the company has none', async () => {
    await renderApp({ user: await scenarioUser('yua'), path: `/company/${COMPANY_NORR.id}/employees` })
    await screen.findByTestId('staff-list')
    const row = within(screen.getByTestId(`staff-row-${COMPANY_STAFF.protectedEmployee.employmentId}`))
    expect(row.queryByText(/Maja|Dold/)).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Avdelning' })).toBeNull()
  })
})

describe('/company/{id}/employees/new and the person page', { timeout: 30_000 }, () => {
  it('refuses a person already linked with the §8 words, adds a new one to the department and opens their page, where the employment is ended after the question', async () => {
    await renderApp({ user: await scenarioUser('departmentAdmin'), path: `/company/${COMPANY_SYD.id}/employees/new` })
    const number = await screen.findByRole('textbox', { name: /Personnummer/ })
    await userEvent.type(number, COMPANY_STAFF.malmoYua.personalNumber)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Malmö' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Lägg till' }))
    expect(await screen.findAllByText('Personen är redan kopplad till företaget.')).not.toHaveLength(0)
    // The input is kept.
    expect(screen.getByRole('checkbox', { name: 'Malmö' })).toBeChecked()

    await userEvent.clear(screen.getByRole('textbox', { name: /Personnummer/ }))
    await userEvent.type(screen.getByRole('textbox', { name: /Personnummer/ }), '19950412-1238')
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Lägg till' }))
    const facts = await screen.findByTestId('employment-facts')
    expect(within(facts).getByText('Malmö')).toBeInTheDocument()
    expect(within(facts).getByText('19950412-1238')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Avsluta anställningen' }))
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avsluta' }))
    await waitFor(() => expect(screen.getByTestId('employment-end')).not.toHaveTextContent('–'))
    expect(screen.queryByRole('button', { name: 'Avsluta anställningen' })).toBeNull()
  })
})
