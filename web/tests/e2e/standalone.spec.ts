// The container's server: Next's standalone output copied on its own, as the Dockerfile copies it into the image
// (no repository, no node_modules around it, the embedded dataset it ships with), started with `node server.js`.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { bilingualRoutes, documentById } from '../support/dataset'
import { webhook } from '../support/publishing'
import { E2E } from '../support/servers'
import { expect, test } from './fixtures'

const WEB = path.resolve(import.meta.dirname, '../..')
const PORT = E2E.sitePort + 5
const ORIGIN = `http://127.0.0.1:${PORT}`

test('the standalone server, copied alone, serves every page and a signed webhook puts an edit live', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const image = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-standalone-'))
  cpSync(path.join(WEB, '.next/standalone'), image, { recursive: true, verbatimSymlinks: true })
  cpSync(path.join(WEB, '.next/static'), path.join(image, 'web/.next/static'), { recursive: true })
  const dataset = path.join(image, 'studio/seed/production.ndjson')
  expect(existsSync(dataset), 'the embedded dataset ships with the server').toBe(true)

  const server = spawn(process.execPath, ['web/server.js'], {
    cwd: image,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOSTNAME: '127.0.0.1',
      PORT: String(PORT),
      NEXT_TELEMETRY_DISABLED: '1',
      SANITY_REVALIDATE_SECRET: E2E.webhookSecret,
      LEADS_FILE: path.join(image, 'leads.ndjson'),
    },
  })
  let errors = ''
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  try {
    await expect
      .poll(
        () =>
          fetch(`${ORIGIN}/`).then(
            (response) => response.status,
            () => 0,
          ),
        {
          message: 'node server.js answers',
          timeout: 20_000,
        },
      )
      .toBe(200)

    for (const route of bilingualRoutes()) {
      const response = await request.get(`${ORIGIN}${route.path}`)
      expect(response.status(), route.path).toBe(200)
      expect(await response.text(), route.path).toContain(`<html lang="${route.language}"`)
    }

    const review = documentById<{ _id: string; text: string }>('review-1')
    const edited = `Standalone edit ${Date.now()}: they answered the phone on the first ring.`
    writeFileSync(
      dataset,
      readFileSync(dataset, 'utf8').replace(JSON.stringify(review.text), JSON.stringify(edited)),
    )
    expect((await webhook(request, ORIGIN, { _id: review._id, _type: 'review' })).status()).toBe(200)
    await expect
      .poll(async () => (await (await request.get(`${ORIGIN}/`)).text()).includes(edited), {
        message: 'the edited review on the home page',
        timeout: 5_000,
      })
      .toBe(true)
    expect(errors, 'the server logs no error').toBe('')
  } finally {
    process.kill(-server.pid!, 'SIGTERM')
    rmSync(image, { recursive: true, force: true })
  }
})
