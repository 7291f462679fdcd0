import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { serverError } from '../../support/servers/record-server-errors.mjs'
import { undeclared } from '../../support/servers/server-errors'

const logged = (message: string) => ({ server: 'lake-site', time: '2026-03-02T16:00:00.000Z', message })
const line = (entry: Record<string, unknown>) =>
  JSON.stringify({ time: '2026-03-02T16:00:00.000Z', ...entry })

describe('the gate on errors the test servers log', () => {
  it('lets through only what a test declared, Next’s coloured prefix and all', () => {
    const contentMissing = logged(
      '\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m Error: Content missing: the page /x',
    )
    const cacheMiss = logged('Error: Unexpected cache miss after cache warming phase during prerendering.')
    expect(
      undeclared(
        [contentMissing, cacheMiss],
        [{ source: 'Error: Content missing: the page \\/x', flags: '' }],
      ),
    ).toEqual([
      '[lake-site 2026-03-02T16:00:00.000Z] Error: Unexpected cache miss after cache warming phase during prerendering.',
    ])
  })

  it('fails on every error when nothing is declared, and on none when nothing was logged', () => {
    expect(undeclared([logged('Error: boom')], [])).toHaveLength(1)
    expect(undeclared([], [{ source: '.*', flags: '' }])).toEqual([])
  })
})

describe('what the gate records of a server’s output', () => {
  const stack =
    'Error: Content missing: the page /x, section 1 has no headline.\n    at planSections (x.js:1:1)'

  it('records a log line at level error or fatal: its message, then the error’s stack', () => {
    const failed = line({
      level: 'error',
      msg: 'Content missing: the page /x, section 1 has no headline.',
      err: { type: 'Error', message: 'Content missing: the page /x, section 1 has no headline.', stack },
      reqId: 'abc12345',
    })
    expect(serverError(failed, 'stdout')).toEqual({
      time: '2026-03-02T16:00:00.000Z',
      message: `Content missing: the page /x, section 1 has no headline.\n${stack}`,
    })
    // What a test declares about Next's own error output still matches.
    expect(serverError(failed, 'stdout')?.message).toMatch(/Error: Content missing: the page \/x/)
    expect(
      serverError(line({ level: 'fatal', msg: 'TRUSTED_PROXIES must list proxy addresses' }), 'stdout'),
    ).toEqual({ time: '2026-03-02T16:00:00.000Z', message: 'TRUSTED_PROXIES must list proxy addresses' })
  })

  it('names the request when a response was a server error', () => {
    const failed = line({
      level: 'error',
      msg: 'request',
      method: 'GET',
      route: '/guides/x',
      status: 500,
      ms: 12,
    })
    expect(serverError(failed, 'stdout')?.message).toBe('request\nGET /guides/x 500')
  })

  it('takes the error’s message when it has no stack', () => {
    const entry = line({ level: 'error', msg: 'Request failed', err: { message: 'ECONNREFUSED' } })
    expect(serverError(entry, 'stdout')?.message).toBe('Request failed\nECONNREFUSED')
    const emptyStack = line({
      level: 'error',
      msg: 'Request failed',
      err: { message: 'ECONNREFUSED', stack: '' },
    })
    expect(serverError(emptyStack, 'stdout')?.message).toBe('Request failed\nECONNREFUSED')
  })

  it('leaves out lines below error, and plain lines on stdout', () => {
    for (const level of ['warn', 'info', 'debug'])
      expect(serverError(line({ level, msg: 'Error: not one' }), 'stdout')).toBeNull()
    expect(serverError('▲ Next.js 16.4.6', 'stdout')).toBeNull()
    expect(serverError('', 'stderr')).toBeNull()
  })

  it('records any plain line on stderr: a crash Node reports itself', () => {
    expect(serverError('TypeError: Cannot read properties of undefined', 'stderr')).toEqual({
      time: expect.any(String),
      message: 'TypeError: Cannot read properties of undefined',
    })
  })
})

describe('the preload that records them', () => {
  const preload = path.join(import.meta.dirname, '../../support/servers/record-server-errors.mjs')
  const errorLine = JSON.stringify({ level: 'error', time: '2026-03-02T16:00:00.000Z', msg: 'Lead lost' })
  const code = `
    process.stdout.write(${JSON.stringify(errorLine.slice(0, 20))})
    process.stdout.write(Buffer.from(${JSON.stringify(`${errorLine.slice(20)}\n{"level":"info","msg":"fine"}\n`)}))
    process.stdout.write('plain text on stdout\\n')
    process.stderr.write('Uncaught TypeError: boom\\n')
  `

  /** Runs `code` as a script named `script` with the preload, and returns what it printed and recorded. */
  function run(script: string) {
    const dir = mkdtempSync(path.join(tmpdir(), 'server-errors-'))
    const log = path.join(dir, 'errors.ndjson')
    writeFileSync(path.join(dir, script), code)
    try {
      const { stdout } = spawnSync(process.execPath, ['--import', preload, path.join(dir, script)], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, NODE_ENV: 'production', E2E_SERVER_ERROR_LOG: log },
      })
      const recorded = readFileSync(log, { encoding: 'utf8', flag: 'a+' })
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { message: string }).message)
      return { stdout, recorded }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }

  it('reads whole lines from both streams of the server, however they are cut into writes', () => {
    const { stdout, recorded } = run('server.js')
    // What the server prints still reaches its own output.
    expect(stdout).toBe(`${errorLine}\n{"level":"info","msg":"fine"}\nplain text on stdout\n`)
    expect(recorded).toEqual(['Lead lost', 'Uncaught TypeError: boom'])
  })

  it('leaves alone the other processes the test command starts, such as next build', () => {
    expect(run('build.js').recorded).toEqual([])
  })
})
