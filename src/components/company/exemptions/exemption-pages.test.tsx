/**
 * The exemption pages (issue 19) against the in-process simulated backend, rendered at their routes:
 * the list's failed read and its retry, a department administrator's scope, the view's §2 quirk (any
 * company user opens it; whom §6 does not let read it is told so), its document opened (and a failed
 * fetch said), and the form's greyed-out people and a duplicate pending application refused on the profession.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STRUCTURE_IDS } from '../../../../mock-server/scenario/company-structure'
import { mockServer } from '../../../../mock-server/node'
import {
  COMPANY_NORR,
  COMPANY_STAFF,
  COMPANY_SYD,
  PROFESSION_SCAFFOLDING,
  STAFF,
  TINY_PNG_BASE64,
  type PersonaKey,
} from '../../../../mock-server/seed'
import { renderApp } from '../../../test/render-app'
import { scenarioUser, withScenarioBackend } from '../../../test/scenario-backend'

withScenarioBackend()

async function open(key: PersonaKey, path: string) {
  return renderApp({ user: await scenarioUser(key), path })
}

describe('/company/{id}/exemptions', { timeout: 30_000 }, () => {
  it('a failed read shows the page with the reason and a retry that reads the list again', async () => {
    mockServer.use(
      http.patch('*/api/m/v1/companies/:id/instructor-exemptions/list', () => HttpResponse.error(), { once: true }),
    )
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/exemptions`)
    const failed = await screen.findByTestId('exemptions-error')
    expect(failed).toHaveTextContent('Dispenserna kunde inte hämtas.')
    await userEvent.click(within(failed).getByRole('button', { name: 'Försök igen' }))
    const row = within(await screen.findByTestId(`exemption-row-${STRUCTURE_IDS.norrExemption}`))
    expect(row.getByText(/Yrkeserfarenhet/)).toBeInTheDocument()
    expect(row.getByText(/Beviljad · ansökt/)).toBeInTheDocument()
  })

  it("shows a department administrator her departments' exemptions only, and an empty list says so", async () => {
    await open('departmentAdmin', `/company/${COMPANY_SYD.id}/exemptions`)
    expect(await screen.findByTestId(`exemption-row-${STRUCTURE_IDS.malmoExemption}`)).toBeInTheDocument()
    expect(screen.queryByTestId(`exemption-row-${STRUCTURE_IDS.lundExemption}`)).toBeNull()
  })

  it('shows an empty list as such', async () => {
    mockServer.use(
      http.patch('*/api/m/v1/companies/:id/instructor-exemptions/list', () => HttpResponse.json({ rows: [] }), {
        once: true,
      }),
    )
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/exemptions`)
    expect(await screen.findByText('Inga dispenser ännu')).toBeInTheDocument()
  })
})

describe('/company/{company_id}/exemption/{exemption_id}', { timeout: 30_000 }, () => {
  it("shows the exemption read only with its document's name", async () => {
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/exemption/${STRUCTURE_IDS.norrExemption}`)
    const facts = await screen.findByTestId('exemption-facts')
    expect(facts).toHaveTextContent('intyg.png')
    expect(facts).toHaveTextContent('Beviljad')
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  describe('its document', () => {
    afterEach(() => vi.restoreAllMocks())

    /** What the page handed the browser: the blob behind the object URL and the name of the clicked link. */
    function browserDownloads() {
      const saved: Array<{ blob: Blob; name: string }> = []
      const blobs = new Map<string, Blob>()
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        const url = `blob:test/${blobs.size}`
        blobs.set(url, blob as Blob)
        return url
      })
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        const blob = blobs.get(this.href)
        if (blob) saved.push({ blob, name: this.download })
      })
      return saved
    }

    it('opens from the button naming it: the stored bytes, typed as stored, under its own name', async () => {
      const saved = browserDownloads()
      await open('companyAdmin', `/company/${COMPANY_NORR.id}/exemption/${STRUCTURE_IDS.norrExemption}`)
      await userEvent.click(await screen.findByRole('button', { name: 'Öppna dokumentet intyg.png' }))
      await vi.waitFor(() => expect(saved).toHaveLength(1))
      expect(saved[0].name).toBe('intyg.png')
      expect(saved[0].blob.type).toBe('image/png')
      expect(new Uint8Array(await saved[0].blob.arrayBuffer())).toEqual(
        Uint8Array.from(atob(TINY_PNG_BASE64), (c) => c.charCodeAt(0)),
      )
      expect(screen.queryByRole('alert')).toBeNull()
    })

    it('says so in words when the document cannot be fetched, and a second click fetches it', async () => {
      const saved = browserDownloads()
      mockServer.use(
        http.get('*/api/m/v1/companies/:id/instructor-exemptions/:eid/attachment', () => HttpResponse.error(), {
          once: true,
        }),
      )
      await open('companyAdmin', `/company/${COMPANY_NORR.id}/exemption/${STRUCTURE_IDS.norrExemption}`)
      const button = await screen.findByRole('button', { name: 'Öppna dokumentet intyg.png' })
      await userEvent.click(button)
      expect(await screen.findByRole('alert')).toHaveTextContent('Dokumentet kunde inte hämtas. Försök igen.')
      expect(saved).toHaveLength(0)
      await userEvent.click(button)
      await vi.waitFor(() => expect(saved).toHaveLength(1))
      expect(screen.queryByRole('alert')).toBeNull()
    })
  })

  it("§2 quirk: another company's instructor opens the page, and is told the exemption is not theirs to see", async () => {
    await open('instructor', `/company/${COMPANY_SYD.id}/exemption/${STRUCTURE_IDS.malmoExemption}`)
    expect(await screen.findByTestId('exemption-refused')).toHaveTextContent('Du får inte se den här dispensen')
    expect(screen.queryByTestId('exemption-facts')).toBeNull()
  })
})

describe('/company/{id}/exemption/new', { timeout: 30_000 }, () => {
  it('offers the staff with a person without own account greyed out and not selectable', async () => {
    await open('departmentAdmin', `/company/${COMPANY_SYD.id}/exemption/new`)
    const employee = await screen.findByRole('combobox', { name: /Anställd/ })
    const noAccount = within(employee).getByRole('option', { name: 'Andrzej Wiśniewski (inget eget konto)' })
    expect(noAccount).toBeDisabled()
    expect(noAccount).toHaveValue(String(COMPANY_STAFF.noAccount.employmentId))
    await userEvent.click(screen.getByRole('button', { name: 'Skicka ansökan' }))
    expect(await screen.findByText('Formuläret är inte korrekt ifyllt.')).toBeInTheDocument()
    expect(screen.getAllByText('Bifoga ett dokument.').length).toBeGreaterThan(0)
  })

  it('/exemption/new/{employee_id} opens the form with the employee chosen', async () => {
    await open('departmentAdmin', `/company/${COMPANY_SYD.id}/exemption/new/${COMPANY_STAFF.malmoYua.employmentId}`)
    expect(await screen.findByRole('combobox', { name: /Anställd/ })).toHaveValue(
      String(COMPANY_STAFF.malmoYua.employmentId),
    )
  })

  it('refuses a second pending application on the profession, keeping every input', async () => {
    // Mikael at Norr has a pending exemption of type "other" for scaffolding (9011).
    await open('companyAdmin', `/company/${COMPANY_NORR.id}/exemption/new/${STAFF.mikael.employmentId}`)
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Typ av dispens/ }), 'other')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Yrke/ }), String(PROFESSION_SCAFFOLDING))
    await userEvent.type(screen.getByRole('textbox', { name: /Motivering/ }), 'Arbetat tio år i Norge.')
    const file = new File([Uint8Array.from(atob(TINY_PNG_BASE64), (c) => c.charCodeAt(0))], 'bevis.png', {
      type: 'image/png',
    })
    await userEvent.upload(screen.getByTestId('exemption-file'), file)
    await userEvent.click(screen.getByRole('button', { name: 'Skicka ansökan' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Skicka' }))
    const profession = await screen.findByRole('combobox', { name: /Yrke/ })
    await vi.waitFor(() =>
      expect(profession).toHaveAccessibleDescription(/redan en ansökan om dispens av den här typen för yrket/),
    )
    expect(profession).toHaveValue(String(PROFESSION_SCAFFOLDING))
    expect(screen.getByRole('combobox', { name: /Typ av dispens/ })).toHaveValue('other')
    expect(screen.getByRole('combobox', { name: /Anställd/ })).toHaveValue(String(STAFF.mikael.employmentId))
    expect(screen.getByRole('textbox', { name: /Motivering/ })).toHaveValue('Arbetat tio år i Norge.')
    expect(screen.getByText(/Valt: bevis.png/)).toBeInTheDocument()
  })
})
