// Full-page screenshots of every route at phone and desktop width, for a person to look at:
//   pnpm --filter web screenshots [base URL] [output folder]
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { SITE_PATHS } from '../lib/routes'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const out = path.resolve(process.argv[3] ?? 'test-results/screenshots')
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
})
// The spec's pages and the Spanish site's (home, a product page, a specialty page, the legal and thank-you pages
// and its 404).
const ROUTES = [
  ...SITE_PATHS,
  '/no-such-page',
  '/es',
  '/es/seguro-de-auto',
  '/es/seguro-de-responsabilidad-civil-umbrella',
  '/es/politica-de-privacidad',
  '/es/gracias',
  '/es/no-existe',
]

for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } })
  for (const route of ROUTES) {
    await page.goto(new URL(route, base).toString(), { waitUntil: 'networkidle' })
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '--')
    await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: true })
  }
  await page.close()
}
await browser.close()
console.log(`Screenshots in ${out}`)
