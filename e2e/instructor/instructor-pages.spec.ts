import { INSTRUCTOR_IDS as I, PERSONAS } from '../../mock-server/seed'
import { expect, test, type Fixtures, type PersonaKey } from '../fixtures'
import { InstructorPages } from '../pages/instructor.page'
import { expectNoAxeViolations } from '../support/axe'
import { recordFocusTrail } from '../support/focus-trail'
import { inLang, text, type Lang } from '../support/texts'

/**
 * The instructor pages of issue 10 in the browser on the simulated backend: Johan Berg takes Hanna's
 * complete e-book to approved (asked first), Hanna then finds it approved and read-only and is told;
 * company users read the same lists without assessing; every page passes axe in sv, en and pl.
 */

const JOHAN = PERSONAS.instructor.id

/** The instructor pages, `who` logged in on a freshly seeded scenario. */
async function instructorPagesAs(
  { fresh, app, loginAs }: Pick<Fixtures, 'fresh' | 'app' | 'loginAs'>,
  who: PersonaKey,
): Promise<InstructorPages> {
  void fresh
  await loginAs(who)
  return new InstructorPages(app.page)
}

test('Johan approves a complete e-book from his list; Hanna then sees it approved, read-only, and a notification', async ({
  fresh,
  app,
  loginAs,
}) => {
  const pages = await instructorPagesAs({ fresh, app, loginAs }, 'instructor')
  await app.shell.clickMenu()
  const focusTrail = await recordFocusTrail(app.page)
  await app.shell.clickMenuItem('apprenticeBooks')
  await pages.seeBookList()
  // Focus moves once, to the new page's heading: not to <main> first (heard twice; a task after the paint).
  await expect(app.page.getByRole('heading', { level: 1 })).toBeFocused()
  const trail = await focusTrail()
  expect(trail.map((stop) => stop.tag).filter((tag) => tag !== 'a')).toEqual(['h1'])
  await expectNoAxeViolations(app.page, 'instructor e-books')
  await expect(pages.bookRow(I.readyBook)).toContainText(text('instructor:ebooks.ready'))
  await pages.search('lundq')
  await expect(app.page.getByTestId('book-count')).toHaveText(/^1 av \d+ e-böcker$/)
  await pages.openApprentice('Hanna Lundqvist')
  await pages.seeApprenticeReports('Hanna Lundqvist')
  await expect(app.page).toHaveURL(new RegExp(`/instructor/${JOHAN}/apprentices-report\\?bookId=${I.readyBook}$`))
  await expectNoAxeViolations(app.page, 'apprentice reports')

  await pages.clickApprove()
  await expectNoAxeViolations(app.page, 'approve dialog')
  await pages.confirmApproval()
  await app.shell.seeToast(text('ebook:approval.approvedToast'))
  await pages.seeApprovedBy('Johan Berg')
  await expect(pages.approveButton).toHaveCount(0)
  await expect(pages.approvalBox.getByText(text('ebook:approval.approvedTitle'), { exact: true })).toBeFocused()

  await app.shell.logout()
  // Hanna is no persona: her phone-and-e-mail confirmation (§2, a cookie per user) is answered already,
  // as the fixtures do for the personas, so its dialog does not cover the greeting.
  const origin = new URL(app.page.url()).origin
  await app.page
    .context()
    .addCookies([
      { name: `pp_contact_confirmed_${I.hanna}`, value: encodeURIComponent('2026-11-01T08:00:00.000Z'), url: origin },
    ])
  await app.testLogin.seeUsersLoaded()
  await app.testLogin.fillPersonalNumber(I.hannaPersonalNumber)
  await app.testLogin.clickPromptLogin()
  await app.start.seeGreeting('Hanna')
  await app.page.goto(`/book/${I.readyBook}`)
  await expect(app.page.getByRole('heading', { level: 1 })).toHaveText(
    text('ebook:overview.title', { name: 'Hanna Lundqvist' }),
  )
  await expect(pages.approvalBox).toContainText('Johan Berg')
  await expect(app.page.getByTestId('report-elements')).toHaveCount(0)
  await app.page.goto('/notifications')
  await expect(app.page.getByRole('main')).toContainText('Din e-bok har godkänts av Johan Berg')
})

test('company users read the books without assessing: the YUA opens a report read-only, the administrator gets no approval', async ({
  fresh,
  app,
  loginAs,
}) => {
  const pages = await instructorPagesAs({ fresh, app, loginAs }, 'yua')
  await app.page.goto('/instructor/ebooks')
  await pages.seeBookList()
  await expect(app.page.getByRole('main')).toContainText(text('instructor:ebooks.leadReadOnly'))
  await pages.openApprentice('Oliver Bergström')
  await pages.seeApprenticeReports('Oliver Bergström')
  await pages.openReport(I.divergentReport)
  await expect(pages.heading).toHaveText(/^Rapport /)
  await expect(app.page.getByRole('button', { name: /^Bedöm/ })).toHaveCount(0)
  await expectNoAxeViolations(app.page, 'read-only report')

  await app.shell.logout()
  await loginAs('companyAdmin')
  await app.page.goto(`/instructor/${JOHAN}/apprentices-report?bookId=${I.readyBook}`)
  await pages.seeApprenticeReports('Hanna Lundqvist')
  await expect(pages.approvalBox).toContainText(text('ebook:approval.readyForApproval'))
  await expect(pages.approveButton).toHaveCount(0)
})

const NATIVE = { en: 'English', pl: 'Polski' } as const

for (const lang of ['en', 'pl'] as const satisfies readonly Lang[]) {
  test.describe(`in ${lang}`, () => {
    test(`the instructor's pages pass axe in ${lang}`, async ({ fresh, app, loginAs }) => {
      void fresh
      const t = inLang(lang)
      const pages = new InstructorPages(app.page, lang)
      await loginAs('instructor')
      await app.shell.clickMenu()
      await app.shell.clickLanguage(NATIVE[lang])
      await app.shell.clickCloseMenu(lang)
      await app.page.goto('/instructor/ebooks')
      await pages.seeBookList()
      await app.page.getByRole('button', { name: t('instructor:ebooks.calibrationShow') }).click()
      await expect(app.page.getByTestId('instructor-calibration').getByRole('table').first()).toBeAttached()
      await expectNoAxeViolations(app.page, `e-books and calibration ${lang}`)
      await app.page.goto(`/instructor/${JOHAN}/apprentices`)
      await expect(pages.heading).toHaveText(t('instructor:apprentices.title'))
      await expect(app.page.getByTestId('apprentices')).toBeVisible()
      await expectNoAxeViolations(app.page, `apprentices ${lang}`)
      await app.page.goto(`/instructor/${JOHAN}/apprentices-courses`)
      await expect(pages.heading).toHaveText(t('instructor:courses.title'))
      await app.page
        .getByTestId(`courses-${I.readyBook}`)
        .getByText(/Hanna Lundqvist/)
        .click()
      await expect(app.page.getByTestId(`courses-${I.readyBook}`).getByRole('table')).toBeVisible()
      await expectNoAxeViolations(app.page, `courses ${lang}`)
      await app.page.goto(`/instructor/${JOHAN}/apprentices-report?bookId=${I.waitingBook}`)
      await pages.seeApprenticeReports('Amir Haddad')
      await expectNoAxeViolations(app.page, `reports ${lang}`)
      // The review page (a part's form open, with the §8 warning) and the verify page in this language too.
      await app.page.goto(`/instructor/${JOHAN}/apprentices-report?bookId=${I.divergentBook}`)
      await pages.seeApprenticeReports('Oliver Bergström')
      await pages.openReport(I.divergentReport)
      await expect(app.page.getByTestId('review-parts')).toBeVisible()
      await app.page
        .getByTestId('review-parts')
        .getByRole('button', { name: new RegExp(`^${t('ebook-review:edit')}`) })
        .first()
        .click()
      await expect(app.page.getByTestId('review-form')).toBeVisible()
      await expectNoAxeViolations(app.page, `review ${lang}`)
      await app.page.goto('/books/verify-export')
      await expect(pages.heading).toBeVisible()
      await expectNoAxeViolations(app.page, `verify export ${lang}`)
    })
  })
}

test('at 360 px the book list and the reports fit the screen', async ({ fresh, app, loginAs }) => {
  void fresh
  await app.page.setViewportSize({ width: 360, height: 740 })
  const pages = new InstructorPages(app.page)
  await loginAs('instructor')
  for (const path of ['/instructor/ebooks', `/instructor/${JOHAN}/apprentices-report?bookId=${I.divergentBook}`]) {
    await app.page.goto(path)
    await expect(pages.heading).toBeVisible()
    await expect(
      app.page.getByTestId(path.includes('bookId') ? 'apprentice-reports' : 'instructor-books'),
    ).toBeVisible()
    const overflow = await app.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, `${path} scrolls sideways at 360 px`).toBeLessThanOrEqual(0)
  }
})
