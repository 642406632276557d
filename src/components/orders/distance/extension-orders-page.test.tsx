/**
 * The extension-orders page (issue 20) against the in-process simulated backend, rendered at its route:
 * reached from an approved distance order, the pending extension order approved with the terms (asked
 * first), then a new one whose amount is the server's; education extensions changed, added and locked
 * once their extension order is approved; an order outside the viewer's department.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { COMPANY_NORR, COMPANY_SYD, ORDER_IDS, type PersonaKey } from '../../../../mock-server/seed'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

async function open(key: PersonaKey, path: string) {
  return renderApp({ user: await scenarioUser(key), path })
}

const PATH = `/company/${COMPANY_NORR.id}/extension-orders/${ORDER_IDS.approved}`
const click = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }))
const confirm = async (name: string) =>
  userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name }))

describe('/company/{id}/extension-orders/{distance_order_id}', { timeout: 30_000 }, () => {
  it('from the order page: approves the pending order with the terms, then sends a new one the server prices', async () => {
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/distance-orders/${ORDER_IDS.approved}`)
    await userEvent.click(
      await screen.findByRole('link', { name: 'Tilläggsbeställningar och utbildningsförlängningar' }),
    )
    const pending = await screen.findByTestId(`extension-order-${ORDER_IDS.extensionOrder}`)
    expect(pending).toHaveTextContent('Väntar på företagets godkännande')
    // One open order at a time: no new one yet.
    expect(screen.getByTestId('extension-create-blocked')).toHaveTextContent('En tilläggsbeställning väntar')

    await click('Godkänn tilläggsbeställningen')
    expect(await screen.findByText('Godkänn köpvillkoren för att godkänna beställningen.')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await userEvent.click(screen.getByLabelText('Företaget godkänner köpvillkoren'))
    await click('Godkänn tilläggsbeställningen')
    await confirm('Godkänn')
    expect(await within(pending).findByText('Godkänd av företaget')).toBeInTheDocument()

    await click('Skicka tilläggsbeställningen')
    expect(await screen.findByText('Välj minst ett tillägg.')).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText(/^Extra handledning/))
    await click('Skicka tilläggsbeställningen')
    await confirm('Skicka')
    const created = await screen.findByTestId(`extension-order-${ORDER_IDS.extensionOrder + 1}`)
    // 900 kr excl. VAT + 25 %: the server's amount.
    expect(created).toHaveTextContent(/1\s125/)
    expect(created).toHaveTextContent('Väntar på företagets godkännande')
  })

  it('education extensions: changed and added; locked once the extension order carrying it is approved', async () => {
    await open('bg', PATH)
    const first = await screen.findByTestId(`education-extension-${ORDER_IDS.educationExtension}`)
    await userEvent.click(within(first).getByRole('button', { name: 'Ändra förlängningen på 3 månader' }))
    await userEvent.selectOptions(screen.getByLabelText(/^Månader/), '4')
    await click('Spara')
    expect(await within(first).findByText('4 månader')).toBeInTheDocument()

    await click('Ny utbildningsförlängning')
    await click('Spara')
    expect(await screen.findByText('Fyll i fältet.')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText(/^Motivering/), 'Föräldraledig')
    await click('Spara')
    expect(await screen.findByText('Föräldraledig')).toBeInTheDocument()

    await userEvent.click(screen.getByLabelText('Företaget godkänner köpvillkoren'))
    await click('Godkänn tilläggsbeställningen')
    await confirm('Godkänn')
    expect(await within(first).findByText(/kan inte längre ändras/)).toBeInTheDocument()
    expect(within(first).queryByRole('button')).toBeNull()
  })

  it('an order of another department says so', async () => {
    await open('departmentAdmin', `/company/${COMPANY_SYD.id}/extension-orders/${ORDER_IDS.pastDeadline}`)
    expect(await screen.findByTestId('extension-orders-refused')).toBeInTheDocument()
  })
})
