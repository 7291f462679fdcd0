// Several standalone servers of the one build the tests made, each from its own copy as a container has its
// own image, and the Debian redis-server they share, all on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer, connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { recordServerErrors, SERVER_ERROR_LOGS } from './server-errors'
import { E2E } from './servers'

const WEB = path.resolve(import.meta.dirname, '../..')

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function until(what: string, ready: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

function stop(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM')
  } catch {
    // Already gone.
  }
}

export type RedisServer = { url: string; port: number; stop: () => void }

/** A Redis of its own on a free port, keeping nothing on disk. */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort()
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      detached: true,
      stdio: 'ignore',
    },
  )
  await until('redis-server', () => accepts(port))
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => stop(child) }
}

export type SiteServer = {
  origin: string
  leadsFile: string
  /** Everything the server printed so far, both streams. */
  output: () => string
  stop: () => void
}

/** `node server.js` from a fresh copy of the build, as one replica of the container runs it. */
export async function startSite(name: string, env: Record<string, string>): Promise<SiteServer> {
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
      ...recordServerErrors(SERVER_ERROR_LOGS.sharedServers),
      ...env,
    },
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const origin = `http://127.0.0.1:${port}`
  // The container's health check: the server has finished starting once it answers.
  await until(name, () => fetch(`${origin}/robots.txt`).then((response) => response.ok, () => false))
  return {
    origin,
    leadsFile,
    output: () => output,
    stop: () => {
      stop(child)
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
