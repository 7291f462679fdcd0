import { tmpdir } from 'node:os'
import path from 'node:path'

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

/** Where the browser tests find the sites and the fake Content Lake (all on 127.0.0.1). */
export const E2E = (() => {
  const sitePort = port('E2E_PORT', 3100)
  const lakeSitePort = port('E2E_LAKE_SITE_PORT', 3101)
  const lakePort = port('E2E_LAKE_PORT', 3190)
  const emailjsPort = port('E2E_EMAILJS_PORT', 3192)
  return {
    sitePort,
    site: `http://127.0.0.1:${sitePort}`,
    lakeSitePort,
    lakeSite: `http://127.0.0.1:${lakeSitePort}`,
    /** The build the lake site serves, made against the fake Content Lake. */
    lakeDist: '.next-lake',
    lakePort,
    lake: `http://127.0.0.1:${lakePort}`,
    lakeControl: `http://127.0.0.1:${lakePort + 1}`,
    emailjsPort,
    emailjs: `http://127.0.0.1:${emailjsPort}`,
    /** A copy of the embedded dataset, which publishing tests edit, in a folder of its own beside its pictures. */
    embeddedCopy: path.join(tmpdir(), `lone-star-shield-e2e-${sitePort}`, 'production.ndjson'),
    /** The database the site on the embedded dataset keeps the requests it is handed in. */
    databaseFile: path.join(tmpdir(), `lone-star-shield-e2e-requests-${sitePort}.sqlite`),
    /** Each site's state directory (revalidated tags), apart from the user's own and from each other's. */
    stateDir: (port: number) => path.join(tmpdir(), `lone-star-shield-e2e-state-${port}`),
    webhookSecret: 'e2e-webhook-secret-0123456789',
    readToken: 'e2e-read-token-0123456789abcdef',
    writeToken: 'e2e-write-token-0123456789abcdef',
    emailjsPrivateKey: 'e2e-emailjs-private-key-0123456789',
    /** What the operator sends to read /api/health's parts: every test server is given it. */
    healthToken: 'e2e-health-token-0123456789abcdef',
    /** What the lake site's cron route (its sweeps) is called with. */
    cronSecret: 'e2e-cron-secret-0123456789abcdef',
    /** The EmailJS template of the email asking a won client for a review: the server's alone. */
    reviewTemplateId: 'template_review',
  }
})()

/** How a site is configured against the fake Content Lake, as with a real Sanity project and its tokens. */
export const LAKE_SITE_ENV = {
  SANITY_PROJECT_ID: 'e2eproject',
  SANITY_DATASET: 'production',
  SANITY_API_HOST: E2E.lake,
  SANITY_API_READ_TOKEN: E2E.readToken,
  SANITY_API_WRITE_TOKEN: E2E.writeToken,
  SANITY_REVALIDATE_SECRET: E2E.webhookSecret,
}

/** Drives the fake Content Lake's control server (edit documents, reset, stop, start). */
export async function lakeControl(path: string, body?: unknown) {
  const response = await fetch(`${E2E.lakeControl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`Fake Content Lake ${path}: ${response.status} ${await response.text()}`)
}
