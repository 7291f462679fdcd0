import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { FAKE_PUBLIC_ENV } from './tests/support/fakes/fake-config'
import { recordServerErrors, SERVER_ERROR_LOGS } from './tests/support/servers/server-errors'
import { E2E, LAKE_SITE_ENV } from './tests/support/servers/servers'
import { STUDIO } from './tests/support/studio/studio'

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
}
const quiet = { NEXT_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...FAKE_PUBLIC_ENV }
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores run two browsers and five servers: a page a form post lands on has once missed Playwright's default
  // 5 s in CI. An assertion here waits for what a user would see, not for how fast: `pnpm bench` measures speed.
  expect: { timeout: 10_000 },
  // A server error no test declared (expectServerErrors) fails the run.
  globalSetup: './tests/support/servers/global-setup.ts',
  globalTeardown: './tests/support/servers/global-teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // CI keeps only what the run prints, and recording a trace of every test costs about a quarter of the run on
  // two cores: traces are recorded for local runs only.
  use: { baseURL: E2E.site, trace: process.env.CI ? 'off' : 'retain-on-failure', launchOptions: chromium },
  // Phone-only behaviour lives in *.mobile.spec.ts (360 px); publishing and preview edit content, so they run last.
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.(mobile|publishing|preview|load|servers|studio)\.spec\.ts$/,
      use: desktop,
    },
    {
      name: 'mobile',
      testMatch: /\.mobile\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 780 } },
    },
    {
      name: 'publishing',
      testMatch: /\.publishing\.spec\.ts$/,
      dependencies: ['desktop', 'mobile'],
      use: desktop,
    },
    // Preview shares the fake Content Lake with publishing, which cuts it off, so it waits its turn.
    { name: 'preview', testMatch: /\.preview\.spec\.ts$/, dependencies: ['publishing'], use: desktop },
    // Abuse under load measures memory and latency, so it runs last, alone.
    { name: 'load', testMatch: /\.load\.spec\.ts$/, dependencies: ['preview'], use: desktop },
    // Three more servers of the same build and a Redis of their own: after the load test, not beside it.
    { name: 'servers', testMatch: /\.servers\.spec\.ts$/, dependencies: ['load'], use: desktop },
    // The Sanity Studio against the fake Content Lake (a self-signed HTTPS API); it publishes, so it runs last.
    // One spec at a time: the Studio's specs share the fake Content Lake, and one of them resets it.
    {
      name: 'studio',
      testMatch: /\.studio\.spec\.ts$/,
      dependencies: ['servers'],
      workers: 1,
      use: { ...desktop, ignoreHTTPSErrors: true },
    },
  ],
  // Everything runs against production builds served by the standalone server, as the container serves them.
  webServer: [
    {
      // The site on the embedded dataset; a copy (its pictures beside it), so publishing tests can edit it.
      // Requests start from an empty database, so tests see only what they made.
      command: `rm -rf "${path.dirname(E2E.embeddedCopy)}" && mkdir -p "${path.dirname(E2E.embeddedCopy)}" && cp -R ../studio/seed/production.ndjson ../studio/seed/images "${path.dirname(E2E.embeddedCopy)}" && rm -rf "${E2E.databaseFile}"* "${E2E.stateDir(E2E.sitePort)}" && next build && PORT=${E2E.sitePort} bash scripts/start-standalone.sh`,
      url: E2E.site,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      env: {
        ...quiet,
        ...recordServerErrors(SERVER_ERROR_LOGS.site),
        EMBEDDED_DATASET_PATH: E2E.embeddedCopy,
        SANITY_REVALIDATE_SECRET: E2E.webhookSecret,
        HEALTH_TOKEN: E2E.healthToken,
        DATABASE_FILE: E2E.databaseFile,
        STATE_DIR: E2E.stateDir(E2E.sitePort),
        // The tests stand where a reverse proxy would: each gives its own client address in X-Forwarded-For.
        TRUSTED_PROXIES: '127.0.0.1',
      },
    },
    {
      command: 'tsx tests/support/fakes/fake-content-lake-server.ts',
      url: `${E2E.lakeControl}/health`,
      reuseExistingServer: !process.env.CI,
      env: { E2E_LAKE_PORT: String(E2E.lakePort), E2E_LAKE_WRITE_TOKEN: E2E.writeToken },
    },
    {
      command: 'tsx tests/support/fakes/fake-emailjs-server.ts',
      url: `${E2E.emailjs}/__sent`,
      reuseExistingServer: !process.env.CI,
      env: { E2E_EMAILJS_PORT: String(E2E.emailjsPort) },
    },
    {
      // The same site built and served against the fake Content Lake, as with a real Sanity project.
      command: `rm -rf "${E2E.stateDir(E2E.lakeSitePort)}" && next build && PORT=${E2E.lakeSitePort} bash scripts/start-standalone.sh`,
      url: E2E.lakeSite,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      env: {
        ...quiet,
        ...recordServerErrors(SERVER_ERROR_LOGS.lakeSite),
        NEXT_DIST_DIR: E2E.lakeDist,
        STATE_DIR: E2E.stateDir(E2E.lakeSitePort),
        ...LAKE_SITE_ENV,
        EMAILJS_PRIVATE_KEY: E2E.emailjsPrivateKey,
        EMAILJS_API_ORIGIN: E2E.emailjs,
        EMAILJS_REVIEW_TEMPLATE_ID: E2E.reviewTemplateId,
        // The Studio's tests sweep for review requests when they need one, through the cron route.
        CRON_SECRET: E2E.cronSecret,
        HEALTH_TOKEN: E2E.healthToken,
        TRUSTED_PROXIES: '127.0.0.1',
        SANITY_STUDIO_URL: 'http://127.0.0.1:3333',
      },
    },
    {
      // The Sanity Studio, built against the fake Content Lake's Studio API and served as static files.
      command: `cd ../studio && node_modules/.bin/sanity build --yes "${STUDIO.dir}" && cd ../web && tsx tests/support/servers/studio-static-server.ts`,
      url: STUDIO.url,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      env: {
        DO_NOT_TRACK: '1',
        SANITY_STUDIO_API_HOST: STUDIO.apiHost,
        SANITY_STUDIO_PROJECT_ID: STUDIO.projectId,
        SANITY_STUDIO_DATASET: STUDIO.dataset,
        SANITY_STUDIO_PREVIEW_URL: E2E.lakeSite,
        E2E_STUDIO_DIR: STUDIO.dir,
        E2E_STUDIO_PORT: String(STUDIO.port),
      },
    },
  ],
})
