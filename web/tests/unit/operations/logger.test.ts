import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

import { log, requestContext } from '@/lib/log/logger.mjs'

import { captureLog } from './log-capture'

const LOG_DIR = path.join(import.meta.dirname, '../../../lib/log')
const scratch = mkdtempSync(path.join(tmpdir(), 'logger-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
afterEach(() => vi.restoreAllMocks())

/** Runs `code` (an ES module that can import `logger`) in a Node of its own, as the standalone server starts. */
function run(code: string, { env = {}, preload = true } = {}) {
  const script = path.join(scratch, `script-${Math.random().toString(36).slice(2)}.mjs`)
  const logger = pathToFileURL(path.join(LOG_DIR, 'logger.mjs')).href
  writeFileSync(script, code.replaceAll('LOGGER', JSON.stringify(logger)))
  const imports = preload ? ['--import', pathToFileURL(path.join(LOG_DIR, 'preload.mjs')).href] : []
  return spawnSync(process.execPath, [...imports, script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
  })
}
const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

describe('the logger', () => {
  it('writes one JSON object per line: level label, ISO time, message, and the fields given', () => {
    const lines = captureLog()
    log.warn({ id: 'leads.1' }, 'kept in a file')
    log.debug('not at the default level')
    expect(lines).toEqual([
      { level: 'warn', time: expect.stringMatching(ISO_TIME), id: 'leads.1', msg: 'kept in a file' },
    ])
    expect(Math.abs(Date.parse(lines[0]!.time) - Date.now())).toBeLessThan(1000)
  })

  it('adds the reqId of the request being served', async () => {
    const lines = captureLog()
    await requestContext.run({ reqId: 'req-0123456789' }, async () => {
      await Promise.resolve()
      log.info('inside')
    })
    log.info('outside')
    expect(lines.map(({ msg, reqId }) => ({ msg, reqId }))).toEqual([
      { msg: 'inside', reqId: 'req-0123456789' },
      { msg: 'outside', reqId: undefined },
    ])
  })

  it('takes its level from LOG_LEVEL; one that is no level (lib/env stops the server) is the default', () => {
    const code = `const { log } = await import(LOGGER); log.debug('detail'); log.info('news')`
    expect(jsonLines(run(code, { env: { LOG_LEVEL: 'debug' } }).stdout).map(({ msg }) => msg)).toEqual([
      'detail',
      'news',
    ])
    expect(run(code, { env: { LOG_LEVEL: 'warn' } }).stdout).toBe('')
    expect(jsonLines(run(code, { env: { LOG_LEVEL: 'loud' } }).stdout).map(({ msg }) => msg)).toEqual([
      'news',
    ])
  })

  it('prints readable lines in next dev', () => {
    const { stdout } = run(`const { log } = await import(LOGGER); log.info({ route: '/x' }, 'request')`, {
      env: { NODE_ENV: 'development', NO_COLOR: '1' },
      preload: false,
    })
    expect(stdout).toMatch(/INFO.*request\n\s+route: "\/x"/)
  })
})

describe('the console, sent to the logger', () => {
  const nextStart = `
    // What Next prints before register() runs, then what it prints for a failed render.
    console.log('\\u001b[35m\\u001b[1m▲ Next.js 16.4.6\\u001b[22m\\u001b[39m')
    console.log('- Local:         http://127.0.0.1:3000')
    console.info('')
    const { routeConsoleToLogger, requestContext } = await import(LOGGER)
    routeConsoleToLogger()
    const error = Object.assign(new Error('Content missing: the page /x'), { digest: '42' })
    requestContext.run({ reqId: 'req-0123456789' }, () => console.error('\\u001b[31m\\u001b[1m⨯\\u001b[22m\\u001b[39m', error))
    console.error(error)
    console.warn('⚠ Slow render of %s:', '/x', 1200)
    console.debug('only when debugging')
  `

  it('holds what Next prints before the server starts, then logs everything as JSON at its level', () => {
    const lines = jsonLines(run(nextStart).stdout)
    for (const line of lines)
      expect(line).toEqual(expect.objectContaining({ time: expect.stringMatching(ISO_TIME) }))
    expect(lines.map(({ level, msg }) => [level, msg])).toEqual([
      ['info', 'Next.js 16.4.6'],
      ['info', '- Local:         http://127.0.0.1:3000'],
      ['error', 'Content missing: the page /x'],
      // The same error again counts once among the errors.
      ['info', 'Content missing: the page /x'],
      ['warn', 'Slow render of /x: 1200'],
    ])
    expect(lines[2]).toEqual(
      expect.objectContaining({
        reqId: 'req-0123456789',
        err: expect.objectContaining({
          message: 'Content missing: the page /x',
          digest: '42',
          stack: expect.stringMatching(/^Error: Content missing: the page \/x\n\s+at /),
        }),
      }),
    )
  })

  it('lets a server that stops before it has a logger say why, as plain text', () => {
    const stopped = run(
      `console.log('▲ Next.js 16.4.6'); console.error('Failed to start server'); process.exit(1)`,
    )
    expect([stopped.status, stopped.stdout, stopped.stderr]).toEqual([
      1,
      '▲ Next.js 16.4.6\n',
      'Failed to start server\n',
    ])
  })
})
