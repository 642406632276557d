import { expect, mock, test } from '../fixtures'
import { expectNoAxeViolations } from '../support/axe'
import { textsOf } from '../support/texts'

/** The developer panel's scenario switches (issue 23): with 'every-state' loaded, any state is two clicks away. */

const dev = textsOf('dev')

test('every-state: the panel, then a state link, lands on its page logged in as its persona; axe-clean', async ({
  fresh,
}) => {
  await mock.reset(fresh, 'every-state')
  await fresh.reload()
  await fresh.getByRole('button', { name: dev('open') }).click()
  const panel = fresh.getByRole('dialog', { name: dev('title') })
  const books = panel.getByRole('region', { name: dev('scenarios.family.ebook'), exact: true })
  await expect(books.getByRole('link')).toHaveCount(7)
  await expectNoAxeViolations(fresh, 'the developer panel listing every state')

  await books.getByRole('link', { name: /^inactive 7021 som Johan Berg/ }).click()
  await expect(fresh).toHaveURL(/\/book\/7021$/)
  await expect(fresh.getByText('Ines Lindgren').first()).toBeVisible()
  await expect(fresh.getByText('Johan Berg').first()).toBeVisible()
})
