import { COMPANY_NORR, COMPANY_SYD, ORDER_IDS, type PersonaKey } from '../../mock-server/seed'
import { expect, PERSONAS, test } from '../fixtures'
import { text } from '../support/texts'

/**
 * §2 notification navigation, every type for each role that gets it (Maria, administrator and BG, opens
 * one of each as a company user in notifications.spec.ts):
 * - Book: without a report EbookEducationStart; with one EbookReportNew for the apprentice (Elin) and
 *   InstructorApprenticesReport for a company user (Johan, instructor).
 * - Application: ApplicationStart for the apprentice (Elin), AdminApplicationStart for a company user
 *   (Lena, department administrator at Syd).
 * - TradeCertificate: PersonQualifications for the apprentice and the instructor alike.
 * - DistanceOrder: CompanyDistanceOrder only for a distance education administrator (Karin, BG at Norr,
 *   reaches 50501's approval guide); Lena, without BG, is told there is no page to open and stays on the list.
 * - Already on the target page: home first, then the page (so going back leads home, not to the list).
 * Each persona logs in once and opens the bell from wherever the previous notification led.
 */
interface Bell {
  subject: string
  /** The address it opens (path and search), or null: no page for this user. */
  to: string | null
  /** Opened from the page it leads to: §2 sends the user home first. */
  fromTarget?: true
}

const walks: ReadonlyArray<{ persona: PersonaKey; bells: readonly Bell[] }> = [
  {
    persona: 'apprentice',
    bells: [
      { subject: 'Din e-bok har aktiverats', to: '/book/7001/education' },
      { subject: 'Din handledare har kommenterat din rapport', to: '/book/7001/report/21001' },
      { subject: 'Din ansökan har bekräftats av Ställningspartner Syd AB', to: '/application/30501' },
      { subject: 'Dags att beställa ditt yrkesbevis-kort', to: '/my-qualifications' },
      { subject: 'Dags att beställa ditt yrkesbevis-kort', to: '/my-qualifications', fromTarget: true },
    ],
  },
  {
    persona: 'instructor',
    bells: [
      {
        subject: 'Elin Andersson har skickat in en ny rapport',
        to: `/instructor/${PERSONAS.instructor.id}/apprentices-report?bookId=7001&reportId=21002`,
      },
      { subject: 'Nya instruktioner för handledare', to: '/my-qualifications' },
    ],
  },
  {
    persona: 'departmentAdmin',
    bells: [
      {
        subject: 'Ny lärlingsansökan till avdelning Malmö',
        to: `/company/${COMPANY_SYD.id}/applications/30701/review`,
      },
      { subject: `Distansbeställning ${ORDER_IDS.noOccasions} väntar`, to: null },
    ],
  },
  {
    persona: 'bg',
    bells: [
      {
        subject: `Distansbeställning ${ORDER_IDS.nearDeadline} väntar`,
        to: `/company/${COMPANY_NORR.id}/distance-orders/${ORDER_IDS.nearDeadline}`,
      },
    ],
  },
]

const addressOf = (url: string) => {
  const { pathname, search } = new URL(url)
  return pathname + search
}

test('every notification type leads where §2 says for each role', async ({ app, fresh, loginAs }) => {
  for (const { persona, bells } of walks)
    await test.step(persona, async () => {
      await loginAs(persona)
      for (const { subject, to, fromTarget } of bells) {
        await app.shell.clickBell()
        await app.notifications.seePage()
        await app.notifications.clickNotification(subject)
        if (to === null) {
          await app.shell.seeToast(text('shell-notifications:noTarget'))
          await app.notifications.seePage()
          continue
        }
        await expect.poll(() => addressOf(fresh.url()), { message: subject }).toBe(to)
        if (to.includes('/distance-orders/'))
          await expect(fresh.locator('#approval-step-title')).toHaveText(
            text('orders-distance:guide.steps.order' as Parameters<typeof text>[0]),
          )
        if (fromTarget) {
          // Home first: the page before this one is the start page, not the notification list.
          await fresh.goBack()
          await expect.poll(() => addressOf(fresh.url())).toBe('/')
          await fresh.goForward()
        }
      }
      await app.shell.logout()
    })
})
