import { expect, test } from '../fixtures'
import { expectNoAxeViolations } from '../support/axe'
import { textsOf } from '../support/texts'

/** The developer panel's machine inspector (issue 23), during a wizard: the machines, their state, the graph. */

const dev = textsOf('dev')
const t = (key: string) => dev(`inspector.${key}`)

test('the inspector shows the running register wizard in its state, the events it accepts and its graph, axe-clean', async ({
  fresh,
  app,
  loginAs,
}) => {
  await loginAs('unregistered')
  await app.start.clickRegisterNext()
  await app.register.seeStep('phone')

  await fresh.getByRole('button', { name: dev('open') }).click()
  const panel = fresh.getByRole('dialog', { name: dev('title') })
  const inspector = panel.getByRole('region', { name: t('title') })
  const running = inspector.getByRole('list', { name: t('running') })
  const wizard = running.getByRole('listitem').filter({ has: fresh.getByText('register', { exact: true }) })
  await expect(wizard).toContainText(`${t('state')}phone.editing`)
  await expect(wizard).toContainText('step.continue')
  await expect(running.getByText('session', { exact: true })).toBeVisible()

  // The graph opens from the keyboard; the current state is said in words.
  const graph = inspector.locator('details').filter({ has: fresh.getByText(/^register: /) })
  await graph.locator('summary').focus()
  await fresh.keyboard.press('Enter')
  // A state's item starts with its name; its nested states' items are its descendants.
  const state = (name: string) => graph.getByRole('listitem').filter({ hasText: new RegExp(`^${name} `) })
  await expect(state('phone')).toContainText(`(${t('current')})`)
  // The router the wizard passed through on its way in counts as visited.
  await expect(state('routing')).toContainText(`(${t('visited')})`)
  await expect(state('emailCode')).toContainText(`(${t('notVisited')})`)
  await expectNoAxeViolations(fresh, 'the developer panel with the machine inspector open')
})
