import http from 'node:http'

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import autocannon from 'autocannon'

import { pidListeningOn, residentBytes } from '../../support/servers/process-memory'
import { E2E } from '../../support/servers/servers'
import { expect, test } from '../fixtures'

const MB = 1024 * 1024
const WEBHOOK = '/api/revalidate'
const LOAD_SECONDS = 5

type Upload = { status?: number; bytesWritten: number; error?: string }

/**
 * POSTs a chunked body of `totalBytes` (no Content-Length, so the server cannot refuse it up front), writing
 * 64 KB chunks as fast as the socket takes them. Stops when the server answers or drops the connection, or, as
 * an attacker would, goes on sending for `keepSendingMs` after the answer.
 */
function chunkedUpload(totalBytes: number, signature: string, keepSendingMs = 0): Promise<Upload> {
  return new Promise((resolve) => {
    const request = http.request(`${E2E.site}${WEBHOOK}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        [SIGNATURE_HEADER_NAME]: signature,
      },
    })
    const chunk = Buffer.alloc(Math.min(64 * 1024, totalBytes), 'x')
    const upload: Upload = { bytesWritten: 0 }
    let settled = false
    const settle = (error?: Error) => {
      if (settled) return
      settled = true
      upload.error = error?.message
      request.destroy()
      resolve(upload)
    }
    const sending = () => !settled && (upload.status === undefined || keepSendingMs > 0)
    const write = () => {
      while (sending() && upload.bytesWritten < totalBytes) {
        upload.bytesWritten += chunk.length
        if (!request.write(chunk)) return void request.once('drain', write)
      }
      if (sending()) request.end()
    }
    request.on('response', (response) => {
      upload.status = response.statusCode
      response.resume()
      response.on('error', settle)
      if (keepSendingMs > 0) setTimeout(settle, keepSendingMs)
      else response.on('end', () => settle())
    })
    request.on('error', settle)
    request.on('close', () => settle())
    write()
  })
}

type Load = { p99: number; errors: number; requests: number }

const PAGES = ['/', '/auto-insurance']

/** GETs two published pages for a few seconds with 10 connections, as bench.ts does with 100. */
async function pageLoad(): Promise<Load> {
  const result = await autocannon({
    url: E2E.site,
    connections: 10,
    duration: LOAD_SECONDS,
    // In a worker thread: in this one it would starve the replay loop (about 30 replays in 5 s instead of 200).
    workers: 1,
    requests: PAGES.map((path) => ({ method: 'GET', path })),
  })
  return {
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  }
}

/** Sends the same signed call again and again, one at a time, until the deadline; returns every answer. */
async function replayUntil(deadline: number, body: string, signature: string) {
  const answers: { status: number; body: unknown }[] = []
  while (Date.now() < deadline) {
    const response = await fetch(`${E2E.site}${WEBHOOK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
      body,
    })
    answers.push({ status: response.status, body: await response.json() })
  }
  return answers
}

test.describe('the revalidation webhook under abuse', () => {
  test.describe.configure({ mode: 'serial' })

  test('a 50 MB chunked body is cut off at 64 KB and leaves the server’s memory as it was', async () => {
    const pid = pidListeningOn(E2E.sitePort)
    // No secret needed: the size limit is enforced before the signature is looked at.
    const signature = `t=${Date.now()},v1=forged`
    // Loads the route before the first reading, so its code is not counted as the upload's memory.
    expect((await chunkedUpload(1024, signature)).status).toBe(401)
    const before = residentBytes(pid)

    const single = await chunkedUpload(50 * MB, signature)
    const parallel = await Promise.all(Array.from({ length: 4 }, () => chunkedUpload(50 * MB, signature)))
    const persistent = await chunkedUpload(50 * MB, signature, 3000)
    const after = residentBytes(pid)

    const uploads = [single, ...parallel, persistent]
    console.log(
      `50 MB chunked uploads: server ${pid} RSS ${(before / MB).toFixed(1)} MB before, ` +
        `${(after / MB).toFixed(1)} MB after (${((after - before) / MB).toFixed(1)} MB); ` +
        `bytes written per upload (1 alone, 4 in parallel, 1 sending on for 3 s after the answer): ` +
        `${uploads.map((upload) => upload.bytesWritten).join(', ')}; ` +
        `answers: ${uploads.map((upload) => upload.status ?? upload.error).join(', ')}`,
    )
    for (const upload of uploads) {
      expect(upload.status, upload.error).toBe(413)
      // What the socket took: the server's 64 KB plus the kernel's send and receive buffers on loopback. The
      // server leaves the rest unread, so a client that goes on sending gets no further.
      expect(upload.bytesWritten).toBeLessThan(10 * MB)
    }
    expect(after - before).toBeLessThan(40 * MB)
  })

  test('a signed call replayed in a loop under page load changes nothing and slows nothing', async () => {
    test.setTimeout(60_000)
    // A server just started renders its first requests slowly, which would flatter the comparison.
    for (let round = 0; round < 10; round++)
      await Promise.all(PAGES.map((path) => fetch(`${E2E.site}${path}`).then((page) => page.text())))
    const baseline = await pageLoad()

    const body = JSON.stringify({ _id: 'review-1', _type: 'review' })
    const signature = await encodeSignatureHeader(body, Date.now(), E2E.webhookSecret)
    const [underReplay, answers] = await Promise.all([
      pageLoad(),
      replayUntil(Date.now() + LOAD_SECONDS * 1000, body, signature),
    ])

    console.log(
      `p99 of GET / and /auto-insurance, 10 connections, ${LOAD_SECONDS} s: ` +
        `${baseline.p99} ms alone (${baseline.requests} requests), ` +
        `${underReplay.p99} ms beside ${answers.length} replays of one signed webhook ` +
        `(${underReplay.requests} requests)`,
    )
    expect(answers[0]).toEqual({ status: 200, body: { revalidated: ['review'], documentId: 'review-1' } })
    expect(answers.length).toBeGreaterThan(1)
    for (const answer of answers.slice(1))
      expect(answer).toEqual({ status: 200, body: { revalidated: [], duplicate: true } })
    expect(baseline.errors).toBe(0)
    expect(underReplay.errors).toBe(0)
    expect(underReplay.p99).toBeLessThanOrEqual(2 * baseline.p99 + 200)
  })
})
