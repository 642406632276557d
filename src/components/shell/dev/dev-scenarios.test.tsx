import './dev-i18n'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EVERY_STATE_LINKS, MACHINE_FAMILIES } from '../../../../mock-server/scenario/state-catalogue'
import { readStoredUser } from '../../../session/session-storage'
import { basePerson } from '../../../test/personas'
import { ScenarioContents } from './dev-scenarios'
import { stubControlFetch, type ControlCall } from './dev-test-kit'

let loaded = 'default'
let calls: ControlCall[] = []
const login = vi.fn()

beforeEach(() => {
  loaded = 'default'
  localStorage.clear()
  login.mockReset().mockResolvedValue(basePerson({ token: 'token-new' }))
  calls = stubControlFetch(({ path, body }) => {
    if (path === '/__mock/reset') loaded = (body as { scenario?: string } | undefined)?.scenario ?? 'default'
    return { scenario: loaded }
  })
})
afterEach(() => vi.unstubAllGlobals())

/** One family's list, found by its heading (cheaper than naming every region of the long list). */
function family(name: string) {
  const section = screen.getByRole('heading', { level: 4, name }).closest('section')
  if (!section) throw new Error(`no section for ${name}`)
  return within(section)
}

describe('the developer panel: what a scenario variant contains', () => {
  it('describes the chosen variant and says which one is loaded', async () => {
    render(<ScenarioContents variant="first-day" go={vi.fn()} />)
    expect(screen.getByText(/ansökningar bara som utkast, inga e-böcker/)).toBeInTheDocument()
    expect(await screen.findByText('Laddat nu: Standard')).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it("every-state: each machine family's states, each with a link to its page as the persona who sees it", () => {
    render(<ScenarioContents variant="every-state" go={vi.fn()} />)
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(MACHINE_FAMILIES.length)
    const withPage = EVERY_STATE_LINKS.filter((link) => link.path !== null)
    expect(screen.getAllByRole('link')).toHaveLength(withPage.length)
    const orders = family('Distansbeställningar')
    expect(orders.getAllByRole('link')).toHaveLength(7)
    expect(orders.getByRole('link', { name: /^sentToCompanyForApproval 50502 som Maria Lindqvist/ })).toHaveAttribute(
      'href',
      '/company/1/distance-orders/50502',
    )
    // A state no page shows says where it is instead.
    expect(screen.getByText(/i importkön i den här panelen/)).toBeInTheDocument()
  })

  it('a link resets to every-state when another variant is loaded, logs in as the persona and lands on the page', async () => {
    const go = vi.fn()
    render(<ScenarioContents variant="every-state" go={go} login={login} />)
    const applications = family('Ansökan (lärlingens guide)')
    fireEvent.click(applications.getByRole('link', { name: /^confirmedByStudent 30601 som Maria Lindqvist/ }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('/company/1/applications/30601/review'))
    expect(calls).toContainEqual({ method: 'POST', path: '/__mock/reset', body: { scenario: 'every-state' } })
    expect(login).toHaveBeenCalledWith('companyAdmin')
    expect(readStoredUser()?.token).toBe('token-new')
  })

  it('with every-state already loaded, a link keeps what QA changed (no reset)', async () => {
    loaded = 'every-state'
    const go = vi.fn()
    const onLoaded = vi.fn()
    render(<ScenarioContents variant="every-state" go={go} login={login} onLoaded={onLoaded} />)
    await waitFor(() => expect(onLoaded).toHaveBeenCalledWith('every-state'))
    const books = family('E-bok')
    fireEvent.click(books.getByRole('link', { name: /^inactive 7021 som Johan Berg/ }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('/book/7021'))
    expect(calls.some((call) => call.path === '/__mock/reset')).toBe(false)
  })
})
