// The container's server: Next's standalone output copied on its own, as the Dockerfile copies it into the image
// (no repository, no node_modules around it, the embedded dataset it ships with), started with `node server.js`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { bilingualRoutes, documentById } from '../../support/data/dataset'
import { webhook } from '../../support/studio/publishing'
import { expectServerErrors } from '../../support/servers/server-errors'
import { startSite } from '../../support/servers/standalone-site'
import { expect, test } from '../fixtures'

test('the standalone server, copied alone, serves every page and a signed webhook puts an edit live', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const site = await startSite('standalone', {})
  try {
    const dataset = path.join(site.dir, 'studio/seed/production.ndjson')
    expect(existsSync(dataset), 'the embedded dataset ships with the server').toBe(true)

    for (const route of bilingualRoutes()) {
      const response = await request.get(`${site.origin}${route.path}`)
      expect(response.status(), route.path).toBe(200)
      expect(await response.text(), route.path).toContain(`<html lang="${route.language}"`)
    }

    const review = documentById<{ _id: string; text: string }>('review-1')
    const edited = `Standalone edit ${Date.now()}: they answered the phone on the first ring.`
    writeFileSync(
      dataset,
      readFileSync(dataset, 'utf8').replace(JSON.stringify(review.text), JSON.stringify(edited)),
    )
    expect((await webhook(request, site.origin, { _id: review._id, _type: 'review' })).status()).toBe(200)
    await expect
      .poll(async () => (await (await request.get(`${site.origin}/`)).text()).includes(edited), {
        message: 'the edited review on the home page',
        timeout: 5_000,
      })
      .toBe(true)
  } finally {
    site.stop()
  }
})

test('a server with a setting it cannot use stops at start, naming it', async () => {
  expectServerErrors(test.info().title, /TRUSTED_PROXIES must list proxy addresses or ranges/)
  const site = await startSite(
    'misconfigured',
    { TRUSTED_PROXIES: 'nginx, 10.0.0.0/8' },
    { waitUntilReady: false },
  )
  try {
    expect(await site.exited).toBe(1)
    expect(site.output()).toContain('TRUSTED_PROXIES must list proxy addresses or ranges')
  } finally {
    site.stop()
  }
})
