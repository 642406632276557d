/**
 * Lighthouse's LCP of the logged-out start page against the floor app (issue 19 "Budgets that stay"): reported
 * beside the bench's own CDP ratio, not a budget. Lighthouse's default config is its mobile preset (Moto G
 * Power screen, simulated slow 4G and 4x CPU: it loads the page unthrottled and computes LCP from a model of
 * the load, Lantern), where the bench throttles for real and reads LCP from the page. The two disagree: the
 * model charges main-thread work before the first render more than a real 4x throttle does.
 *
 * Lighthouse drives its own tab over the DevTools protocol of a Chromium that Playwright launches with a
 * remote-debugging port (Debian's /usr/bin/chromium, as the rest of the bench). The API address does not
 * resolve here, so the page's two start-up calls fail as on an unreachable API (after the first paint).
 */
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'

export interface LighthouseLcp {
  portal: number[]
  floor: number[]
}

async function lcpOf(url: string, port: number): Promise<number> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyAudits: ['largest-contentful-paint'],
    // No service worker registration left behind between runs (an empty profile per run, as the bench's CDP runs).
    disableStorageReset: false,
  })
  const value = result?.lhr.audits['largest-contentful-paint']?.numericValue
  if (typeof value !== 'number') {
    const error = result?.lhr.runtimeError?.message ?? result?.lhr.audits['largest-contentful-paint']?.errorMessage
    throw new Error(`Lighthouse measured no LCP for ${url}${error ? `: ${error}` : ''}`)
  }
  return value
}

/** `runs` Lighthouse mobile runs of each page, interleaved, in one Chromium listening for DevTools on `port`. */
export async function lighthouseLcp(
  portalUrl: string,
  floorUrl: string,
  options: { runs: number; executablePath: string; port: number },
): Promise<LighthouseLcp> {
  const { runs, executablePath, port } = options
  const browser = await chromium.launch({
    executablePath,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  try {
    const lcp: LighthouseLcp = { portal: [], floor: [] }
    for (let run = 0; run < runs; run++) {
      lcp.floor.push(await lcpOf(floorUrl, port))
      lcp.portal.push(await lcpOf(portalUrl, port))
    }
    return lcp
  } finally {
    await browser.close()
  }
}
