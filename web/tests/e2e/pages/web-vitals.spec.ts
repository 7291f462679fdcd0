import { hrefOf, settings } from '../../support/data/dataset'
import { expect, readDataLayer, test } from '../fixtures'

type VitalsEvent = {
  event: string
  metric_name: string
  metric_value: number
  metric_rating: string
  page_type: string
}

const vitals = async (page: import('@playwright/test').Page) =>
  (await readDataLayer(page)).filter(
    (entry): entry is VitalsEvent => (entry as { event?: string }).event === 'web_vitals',
  )

/** What the browser does when the visitor leaves or switches tabs: web-vitals reports what it has then. */
async function hidePage(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

test('real-user Web Vitals reach the data layer, one event per metric, with rating and page type', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/auto-insurance')
  // A slow interaction (the handler holds the main thread for 150 ms), so INP has something to report.
  await page.evaluate(() =>
    document.addEventListener('click', () => {
      const start = performance.now()
      while (performance.now() - start < 150);
    }),
  )
  await expect
    .poll(async () => (await vitals(page)).map((event) => event.metric_name).sort())
    .toEqual(['FCP', 'TTFB'])
  await page.locator('#faq button[aria-expanded]').first().click()
  // The browser hands the interaction's timing to observers after the next paint: wait for it before leaving.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((list, observer) => {
          if (list.getEntries().some((entry) => (entry as PerformanceEventTiming).interactionId)) {
            observer.disconnect()
            resolve()
          }
        }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit),
      ),
  )
  // The visitor moves on within the site (a client navigation) and then leaves: the figures are still the
  // product page's, and say so.
  await page.getByRole('contentinfo').getByRole('link', { name: settings().legalLinks[0]!.label }).click()
  await expect(page).toHaveURL(hrefOf(settings().legalLinks[0]!)!)
  // Next keeps the page left behind in the document, hidden, so only the visible one counts.
  await expect(page.getByRole('main')).toHaveAttribute('data-page-type', 'legal')
  await hidePage(page)

  await expect
    .poll(async () => (await vitals(page)).map((event) => event.metric_name).sort())
    .toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
  for (const event of await vitals(page)) {
    expect(event.page_type, event.metric_name).toBe('landing')
    expect(['good', 'needs-improvement', 'poor'], event.metric_name).toContain(event.metric_rating)
    expect(event.metric_value, event.metric_name).toBeGreaterThanOrEqual(0)
  }
  const inp = (await vitals(page)).find((event) => event.metric_name === 'INP')!
  expect(inp.metric_value, 'the slow click').toBeGreaterThanOrEqual(150)
  expect(pageErrors).toEqual([])
})

test('the Web Vitals code is not part of the first load: it arrives after the page has loaded', async ({
  page,
}) => {
  const scripts: Array<{ url: string; afterLoad: boolean }> = []
  let loaded = false
  page.on('load', () => (loaded = true))
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/_next/'))
      scripts.push({ url: request.url(), afterLoad: loaded })
  })
  await page.goto('/')
  await expect.poll(async () => (await vitals(page)).length).toBeGreaterThan(0)
  expect((await vitals(page))[0]!.page_type).toBe('home')

  // The library observes 'largest-contentful-paint' entries; no script of the first load does.
  const measuring = async (url: string) =>
    (await (await page.request.get(url)).text()).includes('largest-contentful-paint')
  const firstLoad = scripts.filter((script) => !script.afterLoad)
  const later = scripts.filter((script) => script.afterLoad)
  expect(firstLoad.length).toBeGreaterThan(0)
  for (const script of firstLoad) expect(await measuring(script.url), script.url).toBe(false)
  expect(await Promise.all(later.map((script) => measuring(script.url)))).toContain(true)
})
