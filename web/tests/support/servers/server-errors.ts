// Errors the test sites log are bugs until a test says it provokes them: a test declares what it expects with
// expectServerErrors(), and after the run every logged error must match a declaration (globalTeardown).
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { E2E } from './servers'

const logFor = (server: 'site' | 'lake-site' | 'standalone-copies') =>
  path.join(tmpdir(), `lone-star-shield-e2e-${E2E.sitePort}-${server}-errors.ndjson`)

export const SERVER_ERROR_LOGS = {
  site: logFor('site'),
  lakeSite: logFor('lake-site'),
  standaloneCopies: logFor('standalone-copies'),
}
const EXPECTED = path.join(tmpdir(), `lone-star-shield-e2e-${E2E.sitePort}-expected-errors.ndjson`)

/** Environment that makes a server started by the tests record its errors in `log`. */
export const recordServerErrors = (log: string) => ({
  NODE_OPTIONS: `--import=${path.join(import.meta.dirname, 'record-server-errors.mjs')}`,
  E2E_SERVER_ERROR_LOG: log,
})

/** Declares server errors this test provokes on purpose (patterns on the logged message), naming the test. */
export function expectServerErrors(test: string, ...patterns: RegExp[]) {
  for (const pattern of patterns)
    appendFileSync(EXPECTED, `${JSON.stringify({ test, source: pattern.source, flags: pattern.flags })}\n`)
}

const readLines = <T>(file: string): T[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as T)
    : []

/** Before the run: nothing is left from an earlier one (a server reused between local runs starts afresh too). */
export function forgetServerErrors() {
  for (const file of [EXPECTED, ...Object.values(SERVER_ERROR_LOGS)]) rmSync(file, { force: true })
}

type Logged = { server: string; time: string; message: string }
type Declared = { source: string; flags: string }

/** The logged errors that match no declaration, each named by its server and time. */
export function undeclared(logged: Logged[], declared: Declared[]): string[] {
  const patterns = declared.map(({ source, flags }) => new RegExp(source, flags))
  return logged
    .filter(({ message }) => !patterns.some((pattern) => pattern.test(message)))
    .map(({ server, time, message }) => `[${server} ${time}] ${message}`)
}

/** The errors the servers logged in this run that no test declared. */
export function unexpectedServerErrors(): string[] {
  const logged = Object.entries(SERVER_ERROR_LOGS).flatMap(([server, log]) =>
    readLines<Omit<Logged, 'server'>>(log).map((entry) => ({ server, ...entry })),
  )
  return undeclared(logged, readLines<Declared>(EXPECTED))
}
