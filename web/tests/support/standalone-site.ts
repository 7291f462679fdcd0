// Standalone servers of the one build the tests made, each from its own copy as each container has its own image,
// all on 127.0.0.1: the container test and the several-servers tests start theirs here.
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort, stopGroup, until } from './redis-server'
import { recordServerErrors, SERVER_ERROR_LOGS } from './server-errors'
import { E2E } from './servers'

const WEB = path.resolve(import.meta.dirname, '../..')

export type SiteServer = {
  origin: string
  /** The server's own copy of the build: what a container's image holds. */
  dir: string
  leadsFile: string
  /** Everything the server printed so far, both streams. */
  output: () => string
  /** Settles with the exit code when the server process ends. */
  exited: Promise<number | null>
  stop: () => void
}

/**
 * `node server.js` from a fresh copy of the build, as one replica of the container runs it: no repository and no
 * node_modules around it, the embedded dataset it ships with. Its errors go to the run's server-error gate.
 */
export async function startSite(
  name: string,
  env: Record<string, string>,
  { waitUntilReady = true } = {},
): Promise<SiteServer> {
  const image = mkdtempSync(path.join(tmpdir(), `lone-star-shield-${name}-`))
  cpSync(path.join(WEB, '.next/standalone'), image, { recursive: true, verbatimSymlinks: true })
  cpSync(path.join(WEB, '.next/static'), path.join(image, 'web/.next/static'), { recursive: true })
  const port = await freePort()
  const leadsFile = path.join(image, 'leads.ndjson')
  const child = spawn(process.execPath, ['web/server.js'], {
    cwd: image,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      NEXT_TELEMETRY_DISABLED: '1',
      SANITY_REVALIDATE_SECRET: E2E.webhookSecret,
      LEADS_FILE: leadsFile,
      ...recordServerErrors(SERVER_ERROR_LOGS.standaloneCopies),
      ...env,
    },
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const origin = `http://127.0.0.1:${port}`
  // The container's health check: the server has finished starting once it answers.
  if (waitUntilReady)
    await until(name, () =>
      fetch(`${origin}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      ),
    )
  return {
    origin,
    dir: image,
    leadsFile,
    output: () => output,
    exited,
    stop: () => {
      stopGroup(child.pid)
      rmSync(image, { recursive: true, force: true })
    },
  }
}

/**
 * A POST over a socket bound to `from` (any 127.x address), so the server sees a client of that address, as it
 * would a visitor on the internet; `headers` are whatever that client chooses to send.
 */
export function postFrom(from: string, url: string, body: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', localAddress: from, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode!))
    })
    request.on('error', reject)
    request.end(body)
  })
}
