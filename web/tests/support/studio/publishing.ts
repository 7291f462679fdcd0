import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, type APIRequestContext, type TestType } from '@playwright/test'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'

import { E2E } from '../servers/servers'

/** Calls the site's revalidation endpoint as Sanity does: the payload signed with the shared secret. */
export async function webhook(request: APIRequestContext, site: string, payload: object, signed = true) {
  const body = JSON.stringify(payload)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (signed)
    headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, Date.now(), E2E.webhookSecret)
  return request.post(`${site}/api/revalidate`, { headers, data: body })
}

/** The same call without a Playwright request context (for hooks): the status the site answered. */
export async function notifySite(site: string, payload: object): Promise<number> {
  const body = JSON.stringify(payload)
  const response = await fetch(`${site}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), E2E.webhookSecret),
    },
    body,
  })
  await response.body?.cancel()
  return response.status
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Holds a lock shared by every Playwright worker on this machine, so spec files that edit the same content (the
 * fake Content Lake, the embedded dataset's copy) never run at the same time. Returns the release function. A
 * lock left by a worker that died is taken over.
 */
async function exclusive(name: string, waitMs = 10 * 60_000): Promise<() => void> {
  const dir = path.join(tmpdir(), `lone-star-shield-e2e-lock-${name}-${E2E.sitePort}`)
  const ownerFile = path.join(dir, 'owner')
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      mkdirSync(dir)
      writeFileSync(ownerFile, String(process.pid))
      return () => {
        if (readOwner(ownerFile) === process.pid) rmSync(dir, { recursive: true, force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = readOwner(ownerFile)
    const abandoned = owner === null ? ageMs(dir) > 60_000 : !alive(owner)
    if (abandoned) {
      rmSync(dir, { recursive: true, force: true })
      continue
    }
    if (Date.now() > deadline) throw new Error(`Waited ${waitMs} ms for the "${name}" lock held by ${owner}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function readOwner(file: string): number | null {
  try {
    return Number(readFileSync(file, 'utf8')) || null
  } catch {
    return null
  }
}

function ageMs(dir: string) {
  try {
    return Date.now() - statSync(dir).mtimeMs
  } catch {
    return 0
  }
}

/**
 * Makes the calling spec file run alone among the files that edit shared content, its tests in order: the lock is
 * taken before its first test (waiting up to 10 min for the other file) and released after its last.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any spec's test object, whatever its fixtures
export function takeTurnsEditingContent(test: TestType<any, any>) {
  test.describe.configure({ mode: 'default' })
  let release: (() => void) | undefined
  test.beforeAll(async () => {
    test.setTimeout(11 * 60_000)
    release = await exclusive('content')
  })
  test.afterAll(() => release?.())
}

/**
 * Waits until each page is served from the cache as fresh, so no regeneration started by an earlier change is
 * still running: one finishing after the next webhook would be stored as fresh and hide that change (editors
 * publish seconds apart; tests do not).
 */
export async function settled(request: APIRequestContext, urls: string[]) {
  for (const url of urls) {
    await expect
      .poll(async () => (await request.get(url)).headers()['x-nextjs-cache'], {
        message: `${url} is served fresh`,
        timeout: 10_000,
        intervals: [250],
      })
      .toBe('HIT')
  }
}
