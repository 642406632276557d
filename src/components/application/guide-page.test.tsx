import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PERSONAS, PLAIN_COMPANY } from '../../test/personas'
import { sessionHandlers, setupTestServer } from '../../test/api-handlers'
import { renderApp } from '../../test/render-app'

const server = setupTestServer()

describe('/guide', () => {
  it('explains receiving, reviewing and registering, and links to the company pages the user may open', async () => {
    const user = PERSONAS.companyAdmin
    server.use(...sessionHandlers({ user }))
    await renderApp({ user, path: '/guide' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guide: ansökningar och lärlingar' }),
    ).toBeInTheDocument()
    for (const name of [
      'Ta emot ansökningar',
      'Granska en ansökan',
      'Registrera en lärling',
      'Regler för handledare',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    // The icons of the lists, each with its meaning as text.
    expect(screen.getByRole('img', { name: 'Godkänd av företaget' })).toBeInTheDocument()
    const links = within(screen.getByTestId('guide-companies'))
    expect(links.getByRole('link', { name: 'Mottagna ansökningar' })).toHaveAttribute(
      'href',
      `/company/${PLAIN_COMPANY.id}/applications`,
    )
    expect(links.getByRole('link', { name: 'Registrera lärling' })).toHaveAttribute(
      'href',
      `/company/${PLAIN_COMPANY.id}/create-applications`,
    )
  })

  it('gives an instructor only the pages an instructor may open (§6)', async () => {
    const user = PERSONAS.instructor
    server.use(...sessionHandlers({ user }))
    await renderApp({ user, path: '/guide' })
    const links = within(await screen.findByTestId('guide-companies'))
    expect(links.getByRole('link', { name: 'Registrera lärling' })).toBeInTheDocument()
    expect(links.queryByRole('link', { name: 'Mottagna ansökningar' })).not.toBeInTheDocument()
  })

  it('says so when the user has no company yet', async () => {
    const user = PERSONAS.plainUser
    server.use(...sessionHandlers({ user }))
    await renderApp({ user, path: '/guide' })
    expect(await screen.findByTestId('guide-no-companies')).toBeInTheDocument()
  })
})
