/**
 * A card order for oneself (issue 20) against the in-process simulated backend: Johan Berg holds trade
 * certificates 848 (an earlier card: a replacement, 450 kr incl. VAT) and 101 (the first card free).
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PERSONAS } from '../../../mock-server/seed'
import { renderApp } from '../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../test/scenario-backend'

withScenarioBackend()

const JOHAN = PERSONAS.instructor.id

describe('card order for oneself', { timeout: 30_000 }, () => {
  it('orders a paid replacement card with the price the server quotes, the terms accepted, and then blocks the card type (§4)', async () => {
    const app = await renderApp({ user: await scenarioUser('instructor'), path: '/order-card/my-start' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Beställ kort' })).toBeInTheDocument()
    const scaffolding = within(await screen.findByTestId('card-option-trade-848'))
    expect(scaffolding.getByText('Ställningsbyggare')).toBeInTheDocument()
    await userEvent.click(scaffolding.getByRole('link', { name: 'Beställ Yrkesbeviskort, Ställningsbyggare' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Vilket kort vill du beställa?' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Yrkesbeviskort – Ställningsbyggare' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Borttappat eller stulet' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))

    await waitFor(() => expect(app.path()).toBe(`/card/${JOHAN}/order/lostOrStolen`))
    expect(await screen.findByTestId('order-price')).toHaveTextContent(/^450\s*kr inkl\. moms$/)
    expect(screen.getByRole('textbox', { name: /Gatuadress/ })).toHaveValue('Skolgatan 4')
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    expect(await screen.findAllByText('Godkänn leverans- och betalningsvillkoren för att beställa.')).not.toHaveLength(
      0,
    )
    await userEvent.click(screen.getByRole('checkbox', { name: /Jag godkänner leverans- och betalningsvillkoren/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Bekräfta din beställning' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Beställ bindande' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Tack för din beställning' })).toBeInTheDocument()
    const thanks = within(screen.getByTestId('card-thanks'))
    expect(thanks.getByText(/^450\s*kr inkl\. moms$/)).toBeInTheDocument()
    expect(thanks.getByText('väntar på betalning')).toBeInTheDocument()

    await userEvent.click(thanks.getByRole('link', { name: 'Tillbaka till dina kort' }))
    const blocked = within(await screen.findByTestId('card-option-trade-101'))
    expect(blocked.queryByRole('link')).toBeNull()
    expect(
      blocked.getByText(
        'Det finns redan en pågående beställning av det här kortet. En ny kan göras när den är levererad.',
      ),
    ).toBeInTheDocument()
  })

  it("goes back to the types page with the server's words at the reason when the reason does not fit the card (§9)", async () => {
    const app = await renderApp({
      user: await scenarioUser('instructor'),
      path: `/card/${JOHAN}/order/firstCard?card=trade-848`,
    })
    // In the error summary and at the reason.
    expect(
      await screen.findAllByText('Personen har redan haft kortet: välj orsaken till det nya kortet.'),
    ).toHaveLength(2)
    expect(app.path()).toBe(`/order-card/${JOHAN}/types/firstCard`)
    expect(screen.getByRole('radio', { name: 'Första kort' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Yrkesbeviskort – Ställningsbyggare' })).toBeChecked()
  })

  it('orders a free first card without terms, and keeps another person away (§6)', async () => {
    const app = await renderApp({
      user: await scenarioUser('instructor'),
      path: `/card/${JOHAN}/order/firstCard?card=trade-101`,
    })
    expect(await screen.findByTestId('order-price')).toHaveTextContent('Kostnadsfritt')
    expect(screen.queryByRole('checkbox')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Beställ bindande' }))
    expect(await screen.findByText('Kortet skickas till leveransadressen.')).toBeInTheDocument()

    await app.router.navigate({
      to: '/order-card/$personId/types/{-$reasonId}',
      params: { personId: String(JOHAN + 1) },
    })
    await waitFor(() => expect(app.path()).toBe('/forbidden'))
  })

  it('tells a person with neither a machine education nor a trade certificate that there is nothing to order', async () => {
    await renderApp({ user: await scenarioUser('bg'), path: '/order-card/my-start' })
    expect(await screen.findByText('Inget kort att beställa')).toBeInTheDocument()
    expect(screen.queryByTestId('card-options')).toBeNull()
  })
})
