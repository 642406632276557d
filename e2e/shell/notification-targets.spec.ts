import { COMPANY_NORR, ORDER_IDS, type PersonaKey } from '../../mock-server/seed'
import { expect, test } from '../fixtures'
import { text } from '../support/texts'

/**
 * §2 notification navigation of the orders' types, per role: DistanceOrder opens CompanyDistanceOrder only
 * for a distance education administrator (Karin, BG at Norr, reaches 50501's approval guide); Lena, a
 * department administrator without BG, is told there is no page to open and stays on the list.
 * TradeCertificate opens PersonQualifications for the apprentice and the instructor alike (the page itself
 * is issue 21's). Maria (administrator and BG) opens both in notifications.spec.ts.
 */
const cases: ReadonlyArray<{ persona: PersonaKey; subject: string; path: string | null }> = [
  {
    persona: 'bg',
    subject: `Distansbeställning ${ORDER_IDS.nearDeadline} väntar`,
    path: `/company/${COMPANY_NORR.id}/distance-orders/${ORDER_IDS.nearDeadline}`,
  },
  { persona: 'departmentAdmin', subject: `Distansbeställning ${ORDER_IDS.noOccasions} väntar`, path: null },
  { persona: 'apprentice', subject: 'Dags att beställa ditt yrkesbevis-kort', path: '/my-qualifications' },
  { persona: 'instructor', subject: 'Nya instruktioner för handledare', path: '/my-qualifications' },
]

test('DistanceOrder and TradeCertificate notifications lead where §2 says for each role', async ({
  app,
  fresh,
  loginAs,
}) => {
  for (const { persona, subject, path } of cases)
    await test.step(`${persona}: ${subject}`, async () => {
      await loginAs(persona)
      await app.notifications.goto()
      await app.notifications.clickNotification(subject)
      if (path === null) {
        await app.shell.seeToast(text('shell-notifications:noTarget'))
        await app.notifications.seePage()
      } else {
        await expect(fresh).toHaveURL(new RegExp(`${path}$`))
        if (path.includes('/distance-orders/'))
          await expect(fresh.locator('#approval-step-title')).toHaveText(
            text('orders-distance:guide.steps.order' as Parameters<typeof text>[0]),
          )
      }
      await app.shell.logout()
    })
})
