/**
 * Test-only: the company application pages inside a real session actor and a memory router with the
 * same paths as the app (so their links and navigation behave as there), answered by msw handlers.
 * Not imported by production code.
 */
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useParams,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { http, HttpResponse, type HttpHandler } from 'msw'
import * as v from 'valibot'
import type { Application } from '../api/application/application.schemas'
import type { CurrentUser } from '../api/shell/user.schemas'
import { SessionProvider } from '../session/session-context'
import { API } from './api-handlers'
import { startTestSession } from './session-harness'
import { RegistrationPage } from '../components/application/employer/registration-page'
import { ReviewWizard } from '../components/application/employer/review-wizard'
import { parseApplicationId } from '../routes/-params'
import { REGISTRATION_STEP_SLUGS, REVIEW_STEP_SLUGS } from '../routes/company/$id/-step-slugs'
import { loadCompanyReference } from '../routes/company/$id/-reference-loader'
import { ReferenceFailedPage } from '../components/application/employer/flow-pages'

export const PROFESSIONS = [
  {
    id: 101,
    name: 'Träarbetare',
    icon: null,
    machineOrientations: [],
    isMachineProfession: false,
    newInstructionsAt: null,
    daysUntilOrderApproval: 30,
  },
  {
    id: 848,
    name: 'Ställningsbyggare',
    icon: null,
    machineOrientations: [],
    isMachineProfession: false,
    newInstructionsAt: '2026-05-04T07:30:00.000Z',
    daysUntilOrderApproval: 30,
  },
]
export const EMPLOYMENT_TYPES = [
  { id: 1, name: 'Provanställning' },
  { id: 2, name: 'Tillsvidareanställning' },
]

/** The base lists and settings the flows read (the test session loads no base lists). */
export function referenceHandlers(): HttpHandler[] {
  return [
    http.get(`${API}/professions/list`, () => HttpResponse.json({ rows: PROFESSIONS })),
    http.get(`${API}/employment-types/list`, () => HttpResponse.json({ rows: EMPLOYMENT_TYPES })),
    http.get(`${API}/application-states/list`, () => HttpResponse.json({ rows: [] })),
    http.get(`${API}/system-settings/get`, () => HttpResponse.json({ newInstructionsAt: '2026-03-01T00:00:00.000Z' })),
  ]
}

export function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 7201,
    stateId: 4,
    initiatedByCompany: false,
    firstName: 'Elin',
    lastName: 'Andersson',
    email: 'elin.andersson@example.com',
    personalNumber: '200403152382',
    createdByPersonalNumber: '200403152382',
    address1: 'Storgatan 1',
    address2: null,
    zip: '123 45',
    city: 'Umeå',
    country: 'Sverige',
    mobilephone: '070-123 45 01',
    instructorId: null,
    professionId: 848,
    professionOrientations: [],
    companyId: 10,
    departmentId: null,
    workplace: null,
    employmentTypeId: null,
    employmentDate: null,
    hasApprovedCourses: true,
    confirmedCourseIds: [],
    messageToBoard: null,
    denyMotivation: null,
    documents: [],
    privacyAccepted: true,
    honestyDeclaration: true,
    transferRequest: false,
    prefilledBy: 'apprentice',
    createdAt: '2026-11-02T08:00:00.000Z',
    updatedAt: '2026-11-10T09:00:00.000Z',
    savedByCompanyAt: null,
    ...overrides,
  }
}

const StepSearch = (steps: readonly string[]) => (search: Record<string, unknown>) => {
  const parsed = v.safeParse(v.object({ step: v.optional(v.picklist(steps)) }), search)
  return parsed.success ? (parsed.output as { step?: string }) : {}
}

/** Renders the app's company application routes at `path` for `user`. */
export function renderCompanyApplication(path: string, user: CurrentUser) {
  const session = startTestSession(user)
  const root = createRootRoute({ component: () => <Outlet /> })
  const start = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <p data-testid="start-page">start</p>,
  })
  const list = createRoute({
    getParentRoute: () => root,
    path: '/company/$id/applications',
    component: () => <p data-testid="received-list">list</p>,
  })
  const create = createRoute({
    getParentRoute: () => root,
    path: '/company/$id/create-applications',
    validateSearch: StepSearch(REGISTRATION_STEP_SLUGS),
    loader: () => loadCompanyReference({ session }),
    shouldReload: false,
    errorComponent: () => <ReferenceFailedPage titleKey="registration.title" />,
    component: function Create() {
      const { id, appid } = useParams({ strict: false })
      const { step } = create.useSearch()
      return (
        <RegistrationPage
          companyId={Number(id)}
          appId={parseApplicationId(appid)}
          urlStep={step}
          reference={create.useLoaderData()}
        />
      )
    },
  })
  const createWithId = createRoute({ getParentRoute: () => create, path: '$appid', component: () => null })
  const review = createRoute({
    getParentRoute: () => root,
    path: '/company/$id/applications/$application_id/review',
    validateSearch: StepSearch(REVIEW_STEP_SLUGS),
    loader: () => loadCompanyReference({ session }),
    shouldReload: false,
    errorComponent: () => <ReferenceFailedPage titleKey="review.title" />,
    component: function Review() {
      const { id, application_id } = review.useParams()
      const { step } = review.useSearch()
      const navigate = review.useNavigate()
      return (
        <ReviewWizard
          companyId={Number(id)}
          applicationId={Number(application_id)}
          urlStep={step}
          setUrlStep={(next, replace) => void navigate({ search: { step: next }, replace })}
          reference={review.useLoaderData()}
        />
      )
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([start, list, create.addChildren([createWithId]), review]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const result = render(
    <SessionProvider session={session}>
      <RouterProvider router={router} />
    </SessionProvider>,
  )
  return { ...result, session, router, path: () => router.state.location.pathname }
}
