// Standalone servers of the one build the tests made, each from its own copy as each container has its own image,
// all on 127.0.0.1: the container test and the several-servers tests start theirs here.
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort, stopGroup, until } from './redis-server'
import { recordServerErrors, SERVER_ERROR_LOGS } from './server-errors'
import { E2E } from './servers'

const WEB = path.resolve(import.meta.dirname, '../../..')
/** The build the servers are copied from: the one the tests made, unless E2E_DIST_DIR names another. */
const DIST = process.env.E2E_DIST_DIR ?? '.next'

export type SiteServer = {
  origin: string
  /** The server's own copy of the build: what a container's image holds. */
  dir: string
  /** The database it keeps requests in (its own, unless the test named a shared one). */
  databaseFile: string
  /** Everything the server printed so far, both streams, since it last started. */
  output: () => string
  /** Settles with the exit code when the server process ends. */
  exited: Promise<number | null>
  /**
   * Stops the server and starts it again from the same copy, database and port, as after a redeploy;
   * `whileStopped` runs in between. With `signal: 'SIGKILL'` its process group is killed outright instead, as a
   * crash or the out-of-memory killer does: nothing it had begun gets to finish.
   */
  restart: (
    whileStopped?: () => Promise<void>,
    options?: { signal?: 'SIGTERM' | 'SIGKILL' },
  ) => Promise<SiteServer>
  stop: () => void
}

type Running = { pid: number | undefined; output: () => string; exited: Promise<number | null> }

/** `node server.js` in `image`, with the container's log preload; resolves once it answers, as its health check. */
async function serve(name: string, image: string, origin: string, env: NodeJS.ProcessEnv, ready: boolean) {
  const child = spawn(process.execPath, ['--import', './web/lib/log/preload.mjs', 'web/server.js'], {
    cwd: image,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (ready)
    await until(name, () =>
      fetch(`${origin}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      ),
    )
  return { pid: child.pid, output: () => output, exited } satisfies Running
}

/** A fresh copy of the build, as a container's image holds it. */
export function imageCopy(name: string, dist = DIST) {
  const image = mkdtempSync(path.join(tmpdir(), `lone-star-shield-${name}-`))
  cpSync(path.join(WEB, dist, 'standalone'), image, { recursive: true, verbatimSymlinks: true })
  cpSync(path.join(WEB, dist, 'static'), path.join(image, 'web', dist, 'static'), { recursive: true })
  return image
}

/**
 * `node server.js` from a fresh copy of the build, as one replica of the container runs it: no repository and no
 * node_modules around it, the embedded dataset it ships with, its state directory inside the copy. Its errors go
 * to the run's server-error gate.
 */
export async function startSite(
  name: string,
  env: Record<string, string>,
  {
    waitUntilReady = true,
    dist = DIST,
    /** A copy made by imageCopy to run from, as replicas of one image do (it stays when the server stops). */
    image: shared,
  }: { waitUntilReady?: boolean; dist?: string; image?: string } = {},
): Promise<SiteServer> {
  const image = shared ?? imageCopy(name, dist)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const databaseFile = env.DATABASE_FILE ?? path.join(image, 'requests.sqlite')
  const serverEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOSTNAME: '127.0.0.1',
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: '1',
    SANITY_REVALIDATE_SECRET: E2E.webhookSecret,
    HEALTH_TOKEN: E2E.healthToken,
    DATABASE_FILE: databaseFile,
    STATE_DIR: path.join(image, 'state'),
    ...recordServerErrors(SERVER_ERROR_LOGS.standaloneCopies),
    ...env,
  }
  let running = await serve(name, image, origin, serverEnv, waitUntilReady)
  const site: SiteServer = {
    origin,
    dir: image,
    databaseFile,
    output: () => running.output(),
    get exited() {
      return running.exited
    },
    restart: async (whileStopped, { signal = 'SIGTERM' } = {}) => {
      stopGroup(running.pid, signal)
      await running.exited
      await whileStopped?.()
      running = await serve(name, image, origin, serverEnv, true)
      return site
    },
    stop: () => {
      stopGroup(running.pid)
      if (!shared) rmSync(image, { recursive: true, force: true })
    },
  }
  return site
}

export type Answer = { status: number; headers: IncomingHttpHeaders }

/**
 * A POST over a socket bound to `from` (any 127.x address), so the server sees a client of that address, as it
 * would a visitor on the internet; `headers` are whatever that client chooses to send. Resolves with the answer's
 * status and headers; rejects when the connection fails (refused, or reset by a server that went away).
 */
export function sendFrom(from: string, url: string, body: string, headers: Record<string, string>) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', localAddress: from, headers }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** sendFrom's status alone. */
export const postFrom = async (from: string, url: string, body: string, headers: Record<string, string>) =>
  (await sendFrom(from, url, body, headers)).status
