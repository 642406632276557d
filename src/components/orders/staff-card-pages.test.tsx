/**
 * Card orders for staff from the company (issue 20, §2 Cards, §6, §9) against the in-process simulated
 * backend: Maria (Norr's administrator) picks Johan Berg from the staff (he had a card for 848: a
 * replacement costs the company 360 kr excl. VAT) and orders it; Johan (an instructor only) may not.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { COMPANY_NORR, PERSONAS } from '../../../mock-server/seed'
import { renderApp } from '../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../test/scenario-backend'

withScenarioBackend()

const NORR = COMPANY_NORR.id
const JOHAN = PERSONAS.instructor.id

describe('card order for staff', { timeout: 30_000 }, () => {
  it('picks an employee by search, shows the company price before the binding order, and thanks', async () => {
    const app = await renderApp({ user: await scenarioUser('companyAdmin'), path: '/order-card/start' })
    const companies = within(await screen.findByTestId('card-companies'))
    await userEvent.click(companies.getByRole('link', { name: `Beställ kort hos ${COMPANY_NORR.name}` }))

    // The company list and the staff page share their heading: the staff page is known by its lead
    // (waiting for the heading found the company list's, which the navigation then removed: CI stop 28).
    expect(await screen.findByText(/^Välj vem kortet ska beställas åt\./)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Beställ kort åt personal' })).toBeInTheDocument()
    expect(app.path()).toBe(`/order-card/${NORR}/start`)
    // The staff come with the page's data: the heading may show first (the page's loading frame).
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Sök personal' }), 'johan')
    expect(screen.getByRole('status')).toHaveTextContent('1 person')
    const johan = within(screen.getByTestId(`staff-card-${JOHAN}`))
    await userEvent.click(johan.getByRole('link', { name: 'Beställ kort åt Johan Berg' }))

    expect(await screen.findByText(/Kortet beställs åt Johan Berg\./)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: 'Yrkesbeviskort – Ställningsbyggare' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Borttappat eller stulet' }))
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))

    await waitFor(() =>
      expect(app.path()).toMatch(new RegExp(`^/card-company/${NORR}/order/${JOHAN}/apprentice/\\d+/`)),
    )
    // §9 "company price shown by a variable": the company sees the price excluding VAT.
    expect(await screen.findByTestId('order-price')).toHaveTextContent(/^360\s*kr exkl\. moms$/)
    expect(screen.getByRole('textbox', { name: /Att/ })).toHaveValue('Johan Berg')
    await userEvent.type(screen.getByRole('textbox', { name: /Gatuadress/ }), 'Storgatan 1')
    await userEvent.type(screen.getByRole('textbox', { name: /Postnummer/ }), '903 27')
    await userEvent.type(screen.getByRole('textbox', { name: /Ort/ }), 'Umeå')
    await userEvent.click(screen.getByRole('checkbox', { name: /Jag godkänner leverans- och betalningsvillkoren/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Fortsätt' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Bekräfta din beställning' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Beställ bindande' }))

    const thanks = within(await screen.findByTestId('card-thanks'))
    expect(thanks.getByText('Johan Berg')).toBeInTheDocument()
    expect(thanks.getByText(/^360\s*kr exkl\. moms$/)).toBeInTheDocument()
    expect(thanks.getByText(/förskottsfaktura skickas till företaget/)).toBeInTheDocument()
    await userEvent.click(thanks.getByRole('link', { name: 'Tillbaka till personalen' }))
    await waitFor(() => expect(app.path()).toBe(`/order-card/${NORR}/start`))
  })

  it('a company user without §6 "card orders for staff" is told who orders them, and kept off the order pages', async () => {
    const app = await renderApp({ user: await scenarioUser('instructor'), path: `/order-card/${NORR}/start` })
    expect(await screen.findByText('Du kan inte beställa kort åt personalen')).toBeInTheDocument()
    expect(screen.queryByTestId('staff-cards')).toBeNull()
    await app.router.navigate({ href: `/order-card-company/${NORR}/types?person=${JOHAN}&employment=2004` })
    await waitFor(() => expect(app.path()).toBe('/forbidden'))
  })

  it('the types page without an employee goes to the staff picker', async () => {
    const app = await renderApp({ user: await scenarioUser('companyAdmin'), path: `/order-card-company/${NORR}/types` })
    await waitFor(() => expect(app.path()).toBe(`/order-card/${NORR}/start`))
    expect(await screen.findByTestId('staff-cards')).toBeInTheDocument()
  })
})
