import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { SITE_PATHS } from '@/lib/routes'

import { FAKE_PUBLIC_ENV } from '../../support/fakes/fake-config'
import { E2E } from '../../support/servers/servers'
import { expect, fillRequiredFields, test } from '../fixtures'

const HEADERS = {
  'strict-transport-security': /max-age=\d{8,}; includeSubDomains/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
}

function directives(csp: string) {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name!, values]
    }),
  )
}

test('every response carries the security headers, framing refused', async ({ request }) => {
  for (const url of [
    ...SITE_PATHS,
    '/service-center?line=auto',
    '/no-such-page',
    '/sitemap.xml',
    '/api/revalidate',
  ]) {
    const response = await request.get(url)
    const headers = response.headers()
    for (const [name, pattern] of Object.entries(HEADERS))
      expect(headers[name], `${url} ${name}`).toMatch(pattern)
    const csp = directives(headers['content-security-policy'] ?? '')
    expect(csp['frame-ancestors'], url).toEqual(["'none'"])
    expect(csp['script-src'], url).not.toContain("'unsafe-eval'")
    expect(csp['object-src'], url).toEqual(["'none'"])
    expect(csp['connect-src'], url).toContain('https://api.emailjs.com')
    expect(headers['x-frame-options'], url).toBe('DENY')
  }
})

test('only the Studio may frame the site when one is configured', async ({ request }) => {
  const headers = (await request.get(`${E2E.lakeSite}/`)).headers()
  expect(directives(headers['content-security-policy']!)['frame-ancestors']).toEqual([
    "'self'",
    'http://127.0.0.1:3333',
  ])
  expect(headers['x-frame-options']).toBeUndefined()
})

async function collectViolations(page: Page) {
  await page.addInitScript(() => {
    const store: string[] = []
    ;(window as { cspViolations?: string[] }).cspViolations = store
    document.addEventListener('securitypolicyviolation', (event) =>
      store.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  return () => page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations ?? [])
}

test('no page breaks the Content-Security-Policy, the quote form flow included', async ({
  page,
  emailjs,
}) => {
  // Every route of the site, one after the other: more than the default 30 s on a busy two-core machine.
  test.setTimeout(120_000)
  const violations = await collectViolations(page)
  for (const url of SITE_PATHS) {
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    expect(await violations(), url).toEqual([])
  }
  await page.goto('/home-insurance')
  const form = await fillRequiredFields(page)
  await form.locator('button[type="submit"]').click()
  await expect(page).toHaveURL('/thank-you', { timeout: 10_000 })
  expect(emailjs.sent).toHaveLength(2)
  expect(await violations()).toEqual([])
})

test('no server secret reaches the browser bundles', () => {
  const secrets = [E2E.webhookSecret, E2E.readToken, E2E.writeToken, E2E.emailjsPrivateKey, E2E.healthToken]
  for (const dist of ['.next', '.next-lake']) {
    const root = path.join(process.cwd(), dist, 'static')
    const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    )
    const contents = files
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'latin1'))
      .join('\n')
    expect(files.length, dist).toBeGreaterThan(10)
    // The scan reads the right files: browser configuration is in them...
    expect(contents.includes(FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_SERVICE_ID), `${dist} public config`).toBe(
      true,
    )
    // ...and no server secret is.
    for (const secret of secrets) expect(contents.includes(secret), `${dist} contains a secret`).toBe(false)
  }
})
