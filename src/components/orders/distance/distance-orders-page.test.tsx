/**
 * The distance-order list (issue 20) against the in-process simulated backend, rendered at its routes:
 * the unhandled/previous toggle, §4's days-left warning exactly on the order the server says, grouping
 * by department, the empty list and a failed read with its retry.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockServer } from '../../../../mock-server/node'
import { COMPANY_NORR, COMPANY_SYD, ORDER_IDS, type PersonaKey } from '../../../../mock-server/seed'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

async function open(key: PersonaKey, path: string) {
  return renderApp({ user: await scenarioUser(key), path })
}

const row = (id: number) => screen.findByTestId(`distance-order-row-${id}`)

describe('/company/{id}/distance-orders', { timeout: 30_000 }, () => {
  it('lists the unhandled orders with the days-left warning only where §4 gives one; previous ones on the toggle', async () => {
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/distance-orders`)
    const near = within(await row(ORDER_IDS.nearDeadline))
    expect(near.getByTestId(`distance-order-deadline-${ORDER_IDS.nearDeadline}`)).toHaveTextContent(
      /^10 dagar kvar att godkänna \(senast .+\)\.$/,
    )
    expect(screen.getByTestId(`distance-order-deadline-${ORDER_IDS.secondAwaiting}`)).toHaveTextContent(
      /^Godkänn senast .+\.$/,
    )
    expect(screen.getByTestId(`distance-order-deadline-${ORDER_IDS.secondAwaiting}`)).not.toHaveAttribute(
      'data-warning',
    )
    expect(screen.queryByTestId(`distance-order-row-${ORDER_IDS.approved}`)).toBeNull()

    await userEvent.click(screen.getByRole('radio', { name: 'Tidigare' }))
    const approved = within(await row(ORDER_IDS.approved))
    expect(approved.getByText(/Godkänd av företaget/)).toBeInTheDocument()
    expect(screen.queryByTestId(`distance-order-deadline-${ORDER_IDS.approved}`)).toBeNull()
    expect(screen.queryByTestId(`distance-order-row-${ORDER_IDS.nearDeadline}`)).toBeNull()
  })

  it('/company/{id}/orders is the same list; by department each group has its heading', async () => {
    await open('departmentAdmin', `/company/${COMPANY_SYD.id}/orders`)
    expect(await row(ORDER_IDS.noOccasions)).toBeInTheDocument()
    // Lund's order is outside Lena's department (the API leaves it out).
    expect(screen.queryByTestId(`distance-order-row-${ORDER_IDS.pastDeadline}`)).toBeNull()
    await userEvent.click(screen.getByRole('radio', { name: 'Per avdelning' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Malmö' })).toBeInTheDocument()
  })

  it('an empty list says so; a failed read says why and retries', async () => {
    mockServer.use(http.get('*/api/m/v1/companies/:id/distance-orders', () => HttpResponse.error(), { once: true }))
    await open('bg', `/company/${COMPANY_NORR.id}/distance-orders`)
    const failed = await screen.findByTestId('distance-orders-error')
    expect(failed).toHaveTextContent('Beställningarna kunde inte hämtas.')
    mockServer.use(
      http.get('*/api/m/v1/companies/:id/distance-orders', () => HttpResponse.json({ rows: [] }), { once: true }),
    )
    await userEvent.click(within(failed).getByRole('button', { name: 'Försök igen' }))
    expect(await screen.findByText('Inga beställningar väntar på godkännande')).toBeInTheDocument()
  })
})
