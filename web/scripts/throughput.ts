// How many requests a second a page is served at, and what a bare Node server does with the same page: the floor
// `pnpm bench` holds the site's server to.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

export type Throughput = { rps: number; p99: number; errors: number; timeouts: number }

// Each measurement follows a few uncounted seconds of the same requests: a server that has answered an address only
// a few times (freshly started, or after the bench's Lighthouse runs) still runs code V8 has not optimised yet.
const WARMUP = { connections: 10, duration: 3 }

/**
 * autocannon against one address for `seconds`, after a warm-up; errors count timeouts, socket errors and non-2xx
 * answers.
 */
export async function throughput(
  url: string,
  {
    connections,
    seconds,
    headers = {},
  }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Throughput> {
  await autocannon({ url, headers, ...WARMUP })
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  }
}

// The bare server's whole program, run in a process of its own as the site's server is: the page's headers and
// HTML from a file, read once.
const BARE_SERVER = `
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
const { headers, html, body } = JSON.parse(readFileSync(process.argv[1], 'utf8'))
const bytes = Buffer.from(html)
const server = createServer((request, answer) => {
  answer.writeHead(200, headers)
  answer.end(body === 'string' ? html : bytes)
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

/**
 * A bare Node server answering every request with the page at `url` as it was fetched once: its headers, and its
 * HTML from memory, either as the string (as Next's server holds a page) or as bytes encoded once.
 */
export async function bareServer(
  url: string,
  body: 'string' | 'bytes',
): Promise<{ origin: string; stop: () => void }> {
  const response = await fetch(url)
  const html = await response.text()
  const dropped = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'])
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !dropped.has(name)))
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-'))
  const page = path.join(dir, 'page.json')
  writeFileSync(page, JSON.stringify({ headers, html, body }))
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER, page], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim()))
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)))
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
