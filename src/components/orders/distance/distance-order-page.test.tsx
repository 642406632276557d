/**
 * The order page and its approval guide (issue 20) against the in-process simulated backend, rendered
 * at its route: the seven steps to an approval the server confirms (and the list no longer offers), a
 * failed approval that keeps every answer, §8's blocked guide without course occasions, and an order
 * outside the viewer's department.
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

const guide = () => screen.findByTestId('approval-guide')
const next = () => userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
const stepTitle = () => screen.getByRole('heading', { level: 2 })

describe('/company/{id}/distance-orders/{distance_order_id}', { timeout: 30_000 }, () => {
  it('walks the seven steps; approving is asked first and the order is approved only after the server', async () => {
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/distance-orders/${ORDER_IDS.nearDeadline}`)
    await guide()
    expect(screen.getByTestId('distance-order-deadline')).toHaveTextContent(/^10 dagar kvar att godkänna/)
    expect(screen.getByText('Steg 1 av 7')).toBeInTheDocument()
    await next()
    expect(within(screen.getByTestId('provider-facts')).getByText('Hermods distansutbildning')).toBeInTheDocument()
    await next()
    await next()
    expect(await screen.findByText('Välj ett kurstillfälle.', { selector: 'p *, p' })).toBeTruthy()
    await userEvent.click(screen.getAllByRole('radio')[1] as HTMLElement)
    await next()
    await next()
    await userEvent.type(screen.getByRole('textbox', { name: 'Referens' }), 'Projekt Hamnen')
    await next()
    expect(stepTitle()).toHaveTextContent('Köpvillkor')
    await userEvent.click(screen.getByLabelText('Företaget godkänner köpvillkoren'))
    await next()
    expect(screen.getByTestId('review-reference')).toHaveTextContent('Projekt Hamnen')

    // A failed call: the review says why, every answer kept.
    mockServer.use(
      http.patch('*/api/m/v1/companies/:id/approve-distance-order/:orderId', () => HttpResponse.error(), {
        once: true,
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Godkänn beställningen' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Godkänn' }))
    expect(await screen.findByTestId('approval-failed')).toHaveTextContent('Ingen anslutning.')
    expect(screen.getByTestId('review-reference')).toHaveTextContent('Projekt Hamnen')

    await userEvent.click(screen.getByRole('button', { name: 'Godkänn beställningen' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Godkänn' }))
    const done = await screen.findByTestId('approval-approved')
    expect(within(done).getByText('Godkänd av företaget')).toBeInTheDocument()
  })

  it('§8: a provider without course occasions blocks the guide at the occasion step', async () => {
    await open('departmentAdmin', `/company/${COMPANY_SYD.id}/distance-orders/${ORDER_IDS.noOccasions}`)
    await guide()
    await next()
    await next()
    await next()
    expect(screen.getByTestId('approval-failed')).toHaveTextContent(
      'Distansutbildaren har inga kurstillfällen att välja.',
    )
    expect(stepTitle()).toHaveTextContent('Kurstillfälle')
  })

  it('an order of another department says so; an approved one shows read only', async () => {
    await open('departmentAdmin', `/company/${COMPANY_SYD.id}/distance-orders/${ORDER_IDS.pastDeadline}`)
    expect(await screen.findByTestId('distance-order-refused')).toBeInTheDocument()
  })

  it('an order no longer awaiting the company shows read only, without the guide', async () => {
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/distance-orders/${ORDER_IDS.approved}`)
    expect(await screen.findByText('Den här beställningen väntar inte på företagets godkännande.')).toBeInTheDocument()
    expect(screen.queryByTestId('approval-guide')).toBeNull()
  })
})
