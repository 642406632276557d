/**
 * The company's pause pages (issue 19) against the in-process simulated backend: the list as Syd's
 * Malmö department administrator and Norr's administrator see it (department-scoped), its empty and
 * failed states; registering a pause (choose the book, the kit's form, confirm), the list and the
 * toast naming the region after, and a failed call that keeps what was typed.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { COMPANY_NORR, COMPANY_SYD, EBOOK_IDS } from '../../../../mock-server/seed'
import { mockServer } from '../../../../mock-server/node'
import { isoDay } from '../../../domain/dates'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

const emptyList = () =>
  mockServer.use(http.patch('*/apprenticeships/list', () => HttpResponse.json({ rows: [] }), { once: true }))

describe('/company/{id}/paused', { timeout: 30_000 }, () => {
  it("shows the Malmö department administrator her department's pauses: who, when, why, file, current or past", async () => {
    await renderApp({ user: await scenarioUser('departmentAdmin'), path: `/company/${COMPANY_SYD.id}/paused` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Uppehåll' })).toBeInTheDocument()
    const current = within(await screen.findByTestId(`pause-row-${EBOOK_IDS.currentPause}`))
    expect(current.getByText(/Elin Andersson/)).toBeInTheDocument()
    expect(current.getByText('Pågående')).toBeInTheDocument()
    expect(current.getByText('Föräldraledighet')).toBeInTheDocument()
    expect(current.getByText('Nej')).toBeInTheDocument()
    expect(within(screen.getByTestId('pause-row-23002')).getByText('Tidigare')).toBeInTheDocument()
    // Norr's pause is another company's; Lund's apprentices are outside her department.
    expect(screen.queryByTestId(`pause-row-${EBOOK_IDS.activeBookPause}`)).toBeNull()
    expect(screen.getByText('2 uppehåll')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Registrera ett uppehåll' })).toHaveAttribute(
      'href',
      `/company/${COMPANY_SYD.id}/paused/new`,
    )
  })

  it('says when there are no pauses', async () => {
    emptyList()
    await renderApp({ user: await scenarioUser('companyAdmin'), path: `/company/${COMPANY_NORR.id}/paused` })
    expect(await screen.findByText('Inga uppehåll')).toBeInTheDocument()
  })

  it('says when the pauses could not be read', async () => {
    mockServer.use(http.patch('*/apprenticeships/list', () => HttpResponse.json({}, { status: 500 }), { once: true }))
    await renderApp({ user: await scenarioUser('companyAdmin'), path: `/company/${COMPANY_NORR.id}/paused` })
    expect(await screen.findByTestId('pauses-error')).toBeInTheDocument()
  })
})

/**
 * A day `days` from today. The seed places 7002's current pause up to 180 days after the day it was
 * seeded (today, on the real clock): a fixed date runs into it some day.
 */
const fromToday = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000))

describe('/company/{id}/paused/new', { timeout: 30_000 }, () => {
  it('registers a pause for the chosen book after asking, then lists it with a toast naming the region', async () => {
    const user = userEvent.setup()
    await renderApp({ user: await scenarioUser('companyAdmin'), path: `/company/${COMPANY_NORR.id}/paused/new` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrera ett uppehåll' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Nästa' }))
    expect(await screen.findAllByText('Välj en lärling')).not.toHaveLength(0)
    expect(
      screen.getByRole('radio', { name: 'Elin Andersson', description: /E-bok 7006/ }),
    ).toHaveAccessibleDescription('E-bok 7006, inte aktiv än')
    await user.click(screen.getByRole('radio', { name: 'Elin Andersson', description: 'E-bok 7001, aktiv' }))
    await user.click(screen.getByRole('button', { name: 'Nästa' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Uppehåll för Elin Andersson' })).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Från och med/), fromToday(23))
    await user.type(screen.getByLabelText(/^Till och med/), fromToday(41))
    await user.type(screen.getByLabelText(/^Orsak/), 'Julledighet')
    await user.click(screen.getByRole('button', { name: 'Registrera uppehållet' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Registrera uppehållet för Elin Andersson?')
    await user.click(within(dialog).getByRole('button', { name: 'Registrera' }))
    expect(
      await screen.findByText(/Uppehållet för Elin Andersson, .* är registrerat och skickat till BYN Norr\./),
    ).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Uppehåll' })).toBeInTheDocument()
    expect(await screen.findByText('Julledighet')).toBeInTheDocument()
  })

  it('keeps what was typed when the call fails, and names who is not offered and why', async () => {
    const user = userEvent.setup()
    mockServer.use(
      http.post('*/educations/book-pauses/create', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    )
    await renderApp({ user: await scenarioUser('departmentAdmin'), path: `/company/${COMPANY_SYD.id}/paused/new` })
    expect(await screen.findByTestId('pause-not-offered')).toHaveTextContent('Noah Lindberg: ingen e-bok')
    // Each book is named with what it is today: 7002 is in its current pause.
    expect(screen.getByRole('radio', { name: /Elin Andersson/ })).toHaveAccessibleDescription(
      'E-bok 7002, har uppehåll nu',
    )
    await user.click(await screen.findByRole('radio', { name: /Elin Andersson/ }))
    await user.click(screen.getByRole('button', { name: 'Nästa' }))
    const from = fromToday(200)
    await user.type(await screen.findByLabelText(/^Från och med/), from)
    await user.type(screen.getByLabelText(/^Till och med/), fromToday(204))
    await user.type(screen.getByLabelText(/^Orsak/), 'Studier')
    await user.click(screen.getByRole('button', { name: 'Registrera uppehållet' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Registrera' }))
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Orsak/)).toHaveValue('Studier')
    expect(screen.getByLabelText(/^Från och med/)).toHaveValue(from)
  })
})
