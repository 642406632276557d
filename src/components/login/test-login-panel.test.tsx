import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CurrentUser, FakeUser } from '../../api/shell/user.schemas'
import { basePerson, makePersonalNumber } from '../../test/personas'
import { renderAtStart } from '../../test/session-harness'
import { TestLoginPanel, filterFakeUsers, underAgePersonalNumber } from './test-login-panel'

const api = vi.hoisted(() => ({
  listFakes: vi.fn<() => Promise<FakeUser[]>>(),
  loginMobileBankId: vi.fn<(pn: string) => Promise<CurrentUser>>(),
}))
vi.mock('../../api/login/login', () => api)

const BYGG = { companyId: 10, companyName: 'Bygg AB' }
const STORA = { companyId: 20, companyName: 'Stora Bygg AB' }
const MINOR_PN = makePersonalNumber('20110301', '456')

const FAKES: FakeUser[] = [
  {
    personalNumber: makePersonalNumber('20000101', '111'),
    fullName: 'Alva Lärling',
    roles: ['LÄR'],
    apprenticeships: [BYGG],
    employments: [],
  },
  {
    personalNumber: makePersonalNumber('19800202', '222'),
    fullName: 'Ivar Handledare',
    roles: ['HL'],
    apprenticeships: [],
    employments: [BYGG],
  },
  {
    personalNumber: makePersonalNumber('19750303', '333'),
    fullName: 'Freja Admin',
    roles: ['FTGADM', 'HL'],
    apprenticeships: [],
    employments: [STORA],
  },
  {
    personalNumber: makePersonalNumber('19700404', '444'),
    fullName: 'Yngve Ansvarig',
    roles: ['YUA'],
    apprenticeships: [],
    employments: [STORA],
  },
  { personalNumber: MINOR_PN, fullName: 'Moa Minderårig', roles: [], apprenticeships: [], employments: [] },
]

function userButtons() {
  return within(screen.getByRole('list', { name: 'Testanvändare' })).getAllByRole('button')
}

describe('TestLoginPanel', () => {
  beforeEach(() => {
    api.listFakes.mockReset().mockResolvedValue(FAKES)
    api.loginMobileBankId
      .mockReset()
      .mockImplementation(async (pn) => basePerson({ id: 77, personalNumber: pn, firstName: 'Test' }))
  })

  it('lists one button per fake user', async () => {
    renderAtStart(<TestLoginPanel />)
    await screen.findByText('Alva Lärling')
    expect(userButtons()).toHaveLength(FAKES.length)
  })

  it('filters by role and by company, and both together', async () => {
    const user = userEvent.setup()
    renderAtStart(<TestLoginPanel />)
    await screen.findByText('Alva Lärling')

    await user.selectOptions(screen.getByLabelText('Roll'), 'HL')
    expect(userButtons().map((b) => within(b).getByText(/Ivar|Freja/).textContent)).toEqual([
      'Ivar Handledare',
      'Freja Admin',
    ])

    await user.selectOptions(screen.getByLabelText('Företag'), String(STORA.companyId))
    expect(userButtons()).toHaveLength(1)
    expect(within(userButtons()[0]!).getByText('Freja Admin')).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Roll'), '')
    expect(userButtons()).toHaveLength(2)
    expect(screen.queryByText('Alva Lärling')).not.toBeInTheDocument()
  })

  it('offers every role of §2 in the filter, instructor and HL as one', async () => {
    renderAtStart(<TestLoginPanel />)
    await screen.findByText('Alva Lärling')
    const options = within(screen.getByLabelText('Roll'))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options).toEqual([
      'Alla roller',
      'Lärling (LÄR)',
      'Handledare (HL)',
      'Företagsadministratör (FTGADM)',
      'Yrkesutbildningsansvarig (YUA)',
      'Beställningsgodkännare (BG)',
      'Avdelningsadministratör (AVDADM)',
    ])
  })

  it('logs in as the chosen fake user and stores the session', async () => {
    const user = userEvent.setup()
    const { session } = renderAtStart(<TestLoginPanel />)
    await user.click(await screen.findByRole('button', { name: /Ivar Handledare/ }))
    expect(api.loginMobileBankId).toHaveBeenCalledWith(FAKES[1]!.personalNumber, { silent: true })
    await waitFor(() => expect(session.getSnapshot().matches('loggedIn')).toBe(true))
    expect(session.getSnapshot().context.user?.id).toBe(77)
  })

  it('logs in the under-age test user with the seeded minor', async () => {
    const user = userEvent.setup()
    renderAtStart(<TestLoginPanel />)
    await screen.findByText('Alva Lärling')
    await user.click(screen.getByRole('button', { name: 'Logga in som testanvändare under 18 år' }))
    expect(api.loginMobileBankId).toHaveBeenCalledWith(MINOR_PN, { silent: true })
  })

  it('rejects a personal number that is not Swedish, without calling the API', async () => {
    const user = userEvent.setup()
    renderAtStart(<TestLoginPanel />)
    const field = await screen.findByLabelText(/Logga in med valfritt personnummer/)
    const valid = makePersonalNumber('19900101', '123')
    const wrongCheckDigit = `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`
    await user.type(field, `${wrongCheckDigit.slice(0, 8)}-${wrongCheckDigit.slice(8)}`)
    await user.click(screen.getByRole('button', { name: 'Logga in' }))
    expect(await screen.findByText('Angivet värde matchar inte ett svenskt personnummer')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveFocus()
    expect(api.loginMobileBankId).not.toHaveBeenCalled()
  })

  it('logs in with any valid personal number, normalised to 12 digits', async () => {
    const user = userEvent.setup()
    renderAtStart(<TestLoginPanel />)
    const valid = makePersonalNumber('19900101', '123')
    await user.type(
      await screen.findByLabelText(/Logga in med valfritt personnummer/),
      `${valid.slice(2, 8)}-${valid.slice(8)}`,
    )
    await user.click(screen.getByRole('button', { name: 'Logga in' }))
    expect(api.loginMobileBankId).toHaveBeenCalledWith(valid, { silent: true })
    expect(screen.queryByText('Angivet värde matchar inte ett svenskt personnummer')).not.toBeInTheDocument()
  })
})

describe('test-login helpers', () => {
  it('filters by company through apprenticeships as well as employments', () => {
    expect(filterFakeUsers(FAKES, { role: '', companyId: '10' }).map((u) => u.fullName)).toEqual([
      'Alva Lärling',
      'Ivar Handledare',
    ])
  })

  it('makes up a 16-year-old when the list has no minor', () => {
    const today = new Date(2026, 5, 15)
    const pn = underAgePersonalNumber(FAKES.slice(0, 4), today)
    expect(pn.slice(0, 8)).toBe('20100615')
    expect(pn).toMatch(/^\d{12}$/)
  })
})
