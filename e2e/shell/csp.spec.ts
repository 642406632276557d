import { expect, test } from '../fixtures'

test.describe('Content-Security-Policy', () => {
  test('the page carries a strict policy', async ({ page }) => {
    await page.goto('/')
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  })

  // The fixture turns any violation into a failed test; this proves the listener is live.
  test('a violation fails the test (expected to fail)', async ({ page }) => {
    test.fail()
    await page.goto('/')
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          document.addEventListener('securitypolicyviolation', () => resolve(), { once: true })
          const script = document.createElement('script')
          script.textContent = 'window.__inlineRan = true'
          document.body.append(script)
        }),
    )
    // One more round trip: the fixture's report of the violation has reached the test runner by then.
    await page.evaluate(() => 0)
  })
})
