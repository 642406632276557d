import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  SAMPLE_COMPANY_WITHOUT_DEPARTMENTS,
  SAMPLE_PROFESSIONS,
  sampleApplication,
} from '../../test/application-samples'
import type { Application, ApplicationChanges, ApplicationDocument } from '../../api/application/application.schemas'
import { basePerson } from '../../test/personas'
import { API, sessionHandlers, setupTestServer } from '../../test/api-handlers'
import { renderApp } from '../../test/render-app'

const server = setupTestServer()

// Verified phone and e-mail (no codes), no apprenticeship (no transfer question), no stored address.
const user = basePerson({
  firstName: 'Elin',
  lastName: 'Andersson',
  mobilephone: '070-123 45 01',
  email: 'elin@example.se',
})
const REGISTER_ADDRESS = { address1: 'Storgatan 1', address2: null, zip: '903 26', city: 'Umeå', country: 'Sverige' }

interface Backend {
  created: ApplicationChanges[]
  updated: ApplicationChanges[]
  /** Document types of the uploads that reached the server. */
  uploads: string[]
  app: () => Application | null
}

/** The calls the wizard makes, answered like the simulated backend would; `uploadRefusal` makes uploads answer 422. */
function backend(options: { uploadRefusal?: string; uploadName?: string } = {}): Backend {
  const state: Backend & { current: Application | null; nextDocumentId: number } = {
    created: [],
    updated: [],
    uploads: [],
    current: null,
    nextDocumentId: 9100,
    app: () => state.current,
  }
  server.use(...sessionHandlers({ user }))
  server.use(
    http.get(`${API}/professions/list`, () => HttpResponse.json({ rows: SAMPLE_PROFESSIONS })),
    http.patch(`${API}/applications/list`, () => HttpResponse.json({ rows: [] })),
    http.get(`${API}/persons/fetch-address`, () => HttpResponse.json(REGISTER_ADDRESS)),
    http.post(`${API}/applications/create`, async ({ request }) => {
      const changes = (await request.json()) as ApplicationChanges
      state.created.push(changes)
      state.current = sampleApplication({ ...changes, id: 7003, stateId: 1, documents: [] } as Partial<Application>)
      return HttpResponse.json(state.current)
    }),
    http.patch(`${API}/applications/update/:id`, async ({ request }) => {
      const changes = (await request.json()) as ApplicationChanges
      state.updated.push(changes)
      state.current = { ...state.current!, ...(changes as Partial<Application>) }
      return HttpResponse.json(state.current)
    }),
    http.patch(`${API}/companies/get-by-number`, () => HttpResponse.json(SAMPLE_COMPANY_WITHOUT_DEPARTMENTS)),
    http.post(`${API}/application-documents/create`, async ({ request }) => {
      const form = await request.formData()
      const file = form.get('file') as File
      // jsdom's File loses its name on the way into the multipart body (it arrives as 'blob'), so
      // the fake answers with the name the test chose; the real client sends it (contract tests).
      const fileName = options.uploadName ?? 'betyg.pdf'
      state.uploads.push(String(form.get('type')))
      if (options.uploadRefusal) {
        return HttpResponse.json(
          { message: 'Formuläret är inte korrekt ifyllt', errors: [{ field: 'file', message: options.uploadRefusal }] },
          { status: 422 },
        )
      }
      const document: ApplicationDocument = {
        id: state.nextDocumentId++,
        applicationId: 7003,
        fileName,
        contentType: file.type,
        size: file.size,
        type: form.get('type') as ApplicationDocument['type'],
        quality: null,
        schoolRegion: null,
        municipality: null,
        schoolName: null,
        uploadedAt: '2026-11-02T08:05:00.000Z',
      }
      return HttpResponse.json(document)
    }),
    http.post(`${API}/applications/sign/:id`, () =>
      HttpResponse.json({ ...state.current!, stateId: 4, honestyDeclaration: true }),
    ),
  )
  return state
}

// The file input accepts only the allowed types; the tests choose other files on purpose.
const setupUser = () => userEvent.setup({ applyAccept: false })
type User = ReturnType<typeof setupUser>

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name })
const continueButton = () => screen.getByTestId('wizard-continue')

async function pdf(user: User, name = 'betyg.pdf', type = 'application/pdf') {
  await user.upload(screen.getByLabelText('Välj fil'), new File(['%PDF-1.4 betyg'], name, { type }))
}

/** From /application to `stop` along the shortest answers (Träarbetare, no courses, Byggbolaget i Norr, one grades PDF). */
async function walkTo(u: User, stop: 'address' | 'company' | 'documents' | 'review') {
  await heading('Ansök om lärlingsutbildning')
  await u.click(screen.getByRole('button', { name: 'Börja' }))
  await heading('Hur vi hanterar dina personuppgifter')
  await u.click(screen.getByRole('checkbox', { name: /godkänner hur mina personuppgifter/ }))
  await u.click(continueButton())
  await heading('Stämmer din adress?')
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Gatuadress/ })).toHaveValue('Storgatan 1'))
  if (stop === 'address') return
  await u.click(continueButton())
  await heading('Vilket mobilnummer har du?')
  await u.click(continueButton())
  await heading('Vilken e-postadress har du?')
  await u.click(continueButton())
  await heading('Vilket yrke vill du utbilda dig i?')
  await u.click(screen.getByRole('radio', { name: 'Träarbetare' }))
  await u.click(continueButton())
  await heading('Har du gått godkända kurser?')
  await u.click(screen.getByRole('radio', { name: 'Nej' }))
  await u.click(continueButton())
  await heading('Vilket företag ansöker du till?')
  await u.type(screen.getByRole('textbox', { name: /organisationsnummer/ }), '556677-8899')
  if (stop === 'company') return
  await u.click(continueButton())
  expect(await screen.findByTestId('company-found')).toHaveTextContent('Byggbolaget i Norr AB')
  await u.click(continueButton())
  await heading('Ladda upp betyg och intyg')
  if (stop === 'documents') return
  await pdf(u)
  await within(await screen.findByTestId('uploaded-documents')).findByText('betyg.pdf')
  await u.click(continueButton())
  await heading('Krav på utbildningen')
  await u.click(screen.getByRole('checkbox', { name: /läst kraven/ }))
  await u.click(continueButton())
  await heading('Vill du skriva något till nämnden?')
  await u.click(continueButton())
  await heading('Kontrollera dina svar innan du skickar')
}

describe('apprentice application wizard', () => {
  beforeEach(() => sessionStorage.clear())

  it('shows a refused answer in the error summary and beside the field, and keeps the other answers', async () => {
    backend()
    const u = setupUser()
    const app = await renderApp({ user, path: '/application' })
    await walkTo(u, 'address')
    const zip = screen.getByRole('textbox', { name: /Postnummer/ })
    const city = screen.getByRole('textbox', { name: /Ort/ })
    await u.clear(zip)
    await u.type(zip, '9032')
    await u.clear(city)
    await u.type(city, 'Umeå C')
    await u.click(continueButton())

    const summary = await screen.findByRole('alert', { name: 'Det finns ett problem' })
    expect(summary).toHaveFocus()
    const message = 'Ange ett postnummer med 5 siffror, till exempel 972 31'
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', '#app-zip')
    expect(zip).toHaveAccessibleDescription(new RegExp(message))
    expect(zip).toHaveAttribute('aria-invalid', 'true')
    // Still the same page, with everything typed.
    expect(screen.getByRole('heading', { level: 1, name: 'Stämmer din adress?' })).toBeInTheDocument()
    expect(zip).toHaveValue('9032')
    expect(city).toHaveValue('Umeå C')
    expect(screen.getByRole('textbox', { name: /Gatuadress/ })).toHaveValue('Storgatan 1')
    expect(app.router.state.location.search).toMatchObject({ step: 'address' })

    await u.clear(zip)
    await u.type(zip, '903 27')
    await u.click(continueButton())
    await heading('Vilket mobilnummer har du?')
    expect(screen.queryByRole('alert', { name: 'Det finns ett problem' })).not.toBeInTheDocument()
  }, 30_000)

  it('goes from the review to a step with "Change" and returns to the review with the changed answer', async () => {
    const calls = backend()
    const u = setupUser()
    const app = await renderApp({ user, path: '/application' })
    await walkTo(u, 'review')
    // The new draft's id is in the URL (a reload continues it).
    expect(app.path()).toBe('/application/7003')
    expect(within(screen.getByTestId('summary-address')).getByText('903 26 Umeå')).toBeInTheDocument()

    await u.click(screen.getByRole('button', { name: 'Ändra adress' }))
    await heading('Stämmer din adress?')
    const city = screen.getByRole('textbox', { name: /Ort/ })
    await u.clear(city)
    await u.type(city, 'Luleå')
    await u.click(continueButton())

    await heading('Kontrollera dina svar innan du skickar')
    expect(within(screen.getByTestId('summary-address')).getByText('903 26 Luleå')).toBeInTheDocument()
    expect(calls.updated.at(-1)).toMatchObject({ city: 'Luleå', professionId: 101, companyId: 1 })
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ step: 'review' }))

    // The declaration is needed to sign; then it goes to the company.
    await u.click(screen.getByRole('button', { name: 'Signera och skicka ansökan' }))
    const summary = await screen.findByRole('alert', { name: 'Det finns ett problem' })
    expect(
      within(summary).getByRole('link', { name: 'Du behöver försäkra att uppgifterna är sanna' }),
    ).toBeInTheDocument()
    await u.click(screen.getByRole('checkbox', { name: /försäkrar att uppgifterna/ }))
    await u.click(screen.getByRole('button', { name: 'Signera och skicka ansökan' }))
    await heading('Ansökan är skickad')
    expect(screen.getByTestId('thanks')).toHaveTextContent('Byggbolaget i Norr AB')
  }, 60_000)

  it('refuses a file of the wrong type before upload, and shows the server refusal of another', async () => {
    const calls = backend({ uploadRefusal: 'Fel filtyp: filen är inte en PDF, JPG, PNG eller TIF' })
    const u = setupUser()
    await renderApp({ user, path: '/application' })
    await walkTo(u, 'documents')

    await pdf(u, 'betyg.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    const message = 'betyg.docx har fel filtyp. Välj en PDF-, JPG-, PNG- eller TIF-fil.'
    const summary = await screen.findByRole('alert', { name: 'Det finns ett problem' })
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', '#app-document-file')
    expect(screen.getByLabelText('Välj fil')).toHaveAccessibleDescription(new RegExp(message))
    expect(calls.uploads).toEqual([])

    // The server checks too (here it says no); its own message is shown.
    await pdf(u, 'skannad.pdf')
    expect(
      await screen.findByText(/skannad\.pdf: Fel filtyp: filen är inte en PDF/, { selector: 'li' }),
    ).toBeInTheDocument()
    expect(calls.uploads).toEqual(['grades'])
    expect(screen.getByTestId('no-documents')).toBeInTheDocument()

    // Without a grades document or certificate the step does not go on.
    await u.click(continueButton())
    expect(await screen.findByRole('link', { name: /Ett dokument måste bifogas/ })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Ladda upp betyg och intyg' })).toBeInTheDocument()
  }, 30_000)

  it('has a back link that agrees with the browser back button', async () => {
    backend()
    const u = setupUser()
    const app = await renderApp({ user, path: '/application' })
    await walkTo(u, 'address')
    await u.click(continueButton())
    await heading('Vilket mobilnummer har du?')
    await u.click(continueButton())
    // A new page: focus starts at its question.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Vilken e-postadress har du?' })).toHaveFocus(),
    )

    await u.click(screen.getByTestId('wizard-back'))
    await heading('Vilket mobilnummer har du?')
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ step: 'phone' }))
    act(() => app.router.history.back())
    await heading('Stämmer din adress?')
    expect(screen.getByRole('textbox', { name: /Gatuadress/ })).toHaveValue('Storgatan 1')
  }, 30_000)

  it('keeps the step and what was typed over a reload', async () => {
    backend()
    const u = setupUser()
    const first = await renderApp({ user, path: '/application' })
    await walkTo(u, 'address')
    await u.clear(screen.getByRole('textbox', { name: /Ort/ }))
    await u.type(screen.getByRole('textbox', { name: /Ort/ }), 'Skellefteå')
    const href = first.router.state.location.href
    cleanup()

    await renderApp({ user, path: href })
    await heading('Stämmer din adress?')
    expect(screen.getByRole('textbox', { name: /Ort/ })).toHaveValue('Skellefteå')
    expect(screen.getByRole('textbox', { name: /Gatuadress/ })).toHaveValue('Storgatan 1')
  }, 30_000)

  it('pauses on a forced logout and continues the same step with what was typed after logging in again', async () => {
    backend()
    // The organisation-number lookup is refused once with 406: the session has ended.
    server.use(
      http.patch(`${API}/companies/get-by-number`, () => HttpResponse.json({ message: 'Utloggad' }, { status: 406 }), {
        once: true,
      }),
    )
    const u = setupUser()
    const first = await renderApp({ user, path: '/application' })
    await walkTo(u, 'company')
    await u.click(continueButton())
    // The 406 sent the user home, logged out.
    await waitFor(() => expect(first.path()).toBe('/'))
    expect(first.session.getSnapshot().context.user).toBeNull()
    cleanup()

    // Logged in again, the person opens the application from the menu.
    await renderApp({ user, path: '/application' })
    await heading('Vilket företag ansöker du till?')
    expect(screen.getByRole('textbox', { name: /organisationsnummer/ })).toHaveValue('556677-8899')
    await u.click(continueButton())
    expect(await screen.findByTestId('company-found')).toHaveTextContent('Byggbolaget i Norr AB')
  }, 30_000)

  it('moves focus to the search result: the company found, or the message that none was found', async () => {
    backend()
    server.use(
      http.patch(
        `${API}/companies/get-by-number`,
        () => HttpResponse.json({ message: 'Företaget hittades inte', errors: [] }, { status: 404 }),
        { once: true },
      ),
    )
    const u = setupUser()
    await renderApp({ user, path: '/application' })
    await walkTo(u, 'company')
    await u.click(continueButton())
    // None found: the error summary says so and has focus.
    const summary = await screen.findByRole('alert', { name: 'Det finns ett problem' })
    await waitFor(() => expect(summary).toHaveFocus())

    await u.click(continueButton())
    // Found: the result has focus (not the question's heading) and is named by what it says.
    const found = await screen.findByRole('status', {
      name: 'Vi hittade företaget: Byggbolaget i Norr AB (556677-8899)',
    })
    await waitFor(() => expect(found).toHaveFocus())
  }, 30_000)

  it('lists the drafts and the sent applications with their status icons, and continues a draft', async () => {
    backend()
    const draft = sampleApplication({
      id: 31001,
      email: user.email,
      professionId: 101,
      companyId: 1,
      hasApprovedCourses: false,
      updatedAt: '2026-11-02T08:00:00.000Z',
    })
    const row = (app: Application) => ({ ...app, documents: undefined })
    server.use(
      http.patch(`${API}/applications/list`, () =>
        HttpResponse.json({
          rows: [
            row(draft),
            row(sampleApplication({ id: 30501, stateId: 5, professionId: 848, updatedAt: '2026-10-01T08:00:00.000Z' })),
          ],
        }),
      ),
      http.get(`${API}/applications/get/31001`, () => HttpResponse.json(draft)),
      http.get(`${API}/companies/get/1`, () => HttpResponse.json(SAMPLE_COMPANY_WITHOUT_DEPARTMENTS)),
    )
    const u = setupUser()
    const app = await renderApp({ user, path: '/application' })
    await heading('Dina ansökningar')
    const drafts = within(screen.getByTestId('draft-list'))
    expect(drafts.getByRole('img', { name: 'Utkast' })).toBeInTheDocument()
    const sent = within(screen.getByTestId('sent-30501'))
    expect(sent.getByRole('img', { name: 'Godkänd av företaget' })).toBeInTheDocument()
    expect(sent.getByRole('link', { name: 'Visa ansökan Ställningsbyggare' })).toHaveAttribute(
      'href',
      '/application/30501',
    )

    await u.click(drafts.getByRole('button', { name: 'Fortsätt ansökan Träarbetare, ändrad 2026-11-02' }))
    // The draft continues at its first unanswered step.
    await heading('Ladda upp betyg och intyg')
    await waitFor(() => expect(app.path()).toBe('/application/31001'))
  }, 30_000)

  it('keeps the sent applications of the draft list over a reload, from the one list the wizard read', async () => {
    backend()
    let listCalls = 0
    const rows = [
      { ...sampleApplication({ id: 31001, professionId: 101 }), documents: undefined },
      { ...sampleApplication({ id: 30501, stateId: 5, professionId: 848 }), documents: undefined },
    ]
    server.use(
      http.patch(`${API}/applications/list`, () => {
        listCalls += 1
        return HttpResponse.json({ rows })
      }),
    )
    const first = await renderApp({ user, path: '/application' })
    await heading('Dina ansökningar')
    expect(screen.getByTestId('sent-30501')).toBeInTheDocument()
    const href = first.router.state.location.href
    cleanup()

    await renderApp({ user, path: href })
    await heading('Dina ansökningar')
    expect(
      within(screen.getByTestId('sent-30501')).getByRole('link', { name: 'Visa ansökan Ställningsbyggare' }),
    ).toBeInTheDocument()
    expect(listCalls).toBe(1)
  }, 30_000)

  it('names a ticked course the register reports as failed and says what to do, instead of a bare refusal', async () => {
    backend()
    const grades: ApplicationDocument = {
      id: 9001,
      applicationId: 31002,
      fileName: 'betyg.pdf',
      contentType: 'application/pdf',
      size: 1000,
      type: 'grades',
      quality: null,
      schoolRegion: null,
      municipality: null,
      schoolName: null,
      uploadedAt: '2026-11-02T08:05:00.000Z',
    }
    // The draft had "Fallskydd" ticked; since then the course register reports it as failed.
    const draft = sampleApplication({
      id: 31002,
      email: user.email,
      professionId: 101,
      companyId: 1,
      hasApprovedCourses: true,
      confirmedCourseIds: [601, 602],
      documents: [grades],
      updatedAt: '2026-11-02T08:00:00.000Z',
    })
    server.use(
      http.patch(`${API}/applications/list`, () => HttpResponse.json({ rows: [{ ...draft, documents: undefined }] })),
      http.get(`${API}/applications/get/31002`, () => HttpResponse.json(draft)),
      http.patch(`${API}/applications/update/31002`, async ({ request }) =>
        HttpResponse.json({ ...draft, ...((await request.json()) as ApplicationChanges) }),
      ),
      http.get(`${API}/companies/get/1`, () => HttpResponse.json(SAMPLE_COMPANY_WITHOUT_DEPARTMENTS)),
      http.get(`${API}/professions/101/courses`, () =>
        HttpResponse.json({
          rows: [
            { id: 601, name: 'Fallskydd', mandatory: false },
            { id: 602, name: 'Grundläggande säkerhet', mandatory: true },
          ],
        }),
      ),
      http.patch(`${API}/persons/fetch-gug-courses/`, () =>
        HttpResponse.json({
          rows: [
            { id: 601, name: 'Fallskydd', result: 'failed' },
            { id: 602, name: 'Grundläggande säkerhet', result: 'passed' },
          ],
        }),
      ),
    )
    const u = setupUser()
    await renderApp({ user, path: '/application' })
    await heading('Dina ansökningar')
    await u.click(screen.getByRole('button', { name: /^Fortsätt ansökan Träarbetare/ }))
    await heading('Krav på utbildningen')
    await u.click(screen.getByTestId('wizard-back'))
    await heading('Vilka kurser har du gått?')
    const fallskydd = await screen.findByRole('checkbox', { name: 'Fallskydd' })
    expect(fallskydd).toBeChecked()

    await u.click(continueButton())
    const message =
      'Kryssa ur Fallskydd: kursregistret visar inte kursen som godkänd. Har du ändå gått den, ladda upp resultatet från utbildaren under Dokument eller skriv om det i meddelandet till nämnden.'
    const summary = await screen.findByRole('alert', { name: 'Det finns ett problem' })
    expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument()
    // Beside the question too.
    expect(screen.getAllByText(/Kryssa ur Fallskydd:/)).toHaveLength(2)

    // Unticked, Continue goes on.
    await u.click(fallskydd)
    await u.click(continueButton())
    await heading('Krav på utbildningen')
  }, 30_000)

  it('marks a draft the company sent back as returned, with what to do', async () => {
    backend()
    const returned = sampleApplication({
      id: 31003,
      email: user.email,
      professionId: 101,
      companyId: 1,
      updatedAt: '2026-11-03T08:00:00.000Z',
      returnedAt: '2026-11-03T08:00:00.000Z',
    })
    const ownDraft = sampleApplication({
      id: 31001,
      email: user.email,
      professionId: 102,
      updatedAt: '2026-11-02T08:00:00.000Z',
    })
    const row = (app: Application) => ({ ...app, documents: undefined })
    server.use(
      http.patch(`${API}/applications/list`, () => HttpResponse.json({ rows: [row(returned), row(ownDraft)] })),
    )
    await renderApp({ user, path: '/application' })
    await heading('Dina ansökningar')
    const back = within(screen.getByTestId('draft-31003'))
    expect(back.getByText('Skickad tillbaka av företaget')).toBeInTheDocument()
    expect(
      back.getByText('Företaget vill att du kompletterar ansökan. Fortsätt, ändra det som behövs och skicka den igen.'),
    ).toBeInTheDocument()
    // Heard with its Continue button too.
    expect(
      back.getByRole('button', { name: 'Fortsätt ansökan Träarbetare, ändrad 2026-11-03' }),
    ).toHaveAccessibleDescription(
      'Skickad tillbaka av företaget Företaget vill att du kompletterar ansökan. Fortsätt, ändra det som behövs och skicka den igen.',
    )
    expect(
      within(screen.getByTestId('draft-31001')).queryByText('Skickad tillbaka av företaget'),
    ).not.toBeInTheDocument()
  }, 30_000)

  it('/application/{id}: the route parses the id (a malformed one is no page) and the wizard opens that application', async () => {
    backend()
    const sentApp = sampleApplication({
      id: 30501,
      stateId: 5,
      professionId: 848,
      companyId: 1,
      updatedAt: '2026-10-01T08:00:00.000Z',
    })
    server.use(
      http.patch(`${API}/applications/list`, () => HttpResponse.json({ rows: [{ ...sentApp, documents: undefined }] })),
      http.get(`${API}/applications/get/30501`, () => HttpResponse.json(sentApp)),
      http.get(`${API}/companies/get/1`, () => HttpResponse.json(SAMPLE_COMPANY_WITHOUT_DEPARTMENTS)),
    )
    const app = await renderApp({ user, path: '/application/05x' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Sidan finns inte' })).toBeInTheDocument()
    act(() => void app.router.navigate({ to: '/application/$id', params: { id: 30501 } }))
    await heading('Din ansökan')
    expect(app.path()).toBe('/application/30501')
  }, 30_000)

  it('shows a sent application read-only, and the browser back returns to the wizard the person came from', async () => {
    backend()
    const sentApp = sampleApplication({
      id: 30501,
      stateId: 5,
      professionId: 848,
      companyId: 1,
      updatedAt: '2026-10-01T08:00:00.000Z',
    })
    server.use(
      http.patch(`${API}/applications/list`, () => HttpResponse.json({ rows: [{ ...sentApp, documents: undefined }] })),
      http.get(`${API}/applications/get/30501`, () => HttpResponse.json(sentApp)),
      http.get(`${API}/companies/get/1`, () => HttpResponse.json(SAMPLE_COMPANY_WITHOUT_DEPARTMENTS)),
    )
    const u = setupUser()
    const app = await renderApp({ user, path: '/application' })
    // No draft: the wizard starts at its first page; the sent one is listed from the draft list only.
    await heading('Ansök om lärlingsutbildning')
    act(() => void app.router.navigate({ to: '/application/$id', params: { id: 30501 } }))
    await heading('Din ansökan')
    expect(
      within(screen.getByTestId('application-status')).getByRole('img', { name: 'Godkänd av företaget' }),
    ).toBeInTheDocument()
    expect(
      await within(screen.getByTestId('summary-company')).findByText('Byggbolaget i Norr AB (556677-8899)'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Ändra/ })).not.toBeInTheDocument()

    act(() => app.router.history.back())
    await heading('Ansök om lärlingsutbildning')
    await u.click(screen.getByRole('button', { name: 'Börja' }))
    await heading('Hur vi hanterar dina personuppgifter')
  }, 30_000)

  it("starts with the professions from professions/list when the session's base lists do not come (§8: only logged)", async () => {
    backend()
    let professionCalls = 0
    // The session's base lists fail (their professions/list call); the route's loader asks once more after the grace.
    server.use(
      http.get(`${API}/professions/list`, () => {
        professionCalls += 1
        return professionCalls === 1 ? HttpResponse.error() : HttpResponse.json({ rows: SAMPLE_PROFESSIONS })
      }),
    )
    await renderApp({ user, path: '/application' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ansök om lärlingsutbildning' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(professionCalls).toBe(2)
  }, 30_000)
})
