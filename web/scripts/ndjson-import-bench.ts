// How long the import of an earlier version's leads file takes, and the longest the event loop waited meanwhile
// (what a page request would have waited): in web/, `npx tsx --conditions=react-server
// scripts/ndjson-import-bench.ts [lines]`, 100,000 by default (the condition lets server modules load outside
// Next). The lines are leads as the old server wrote them, with the fields a form sends and each one's CRM event.
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'

import { createdEvent, type CrmRecord } from '../lib/crm-webhook/crm-event'
import { ndjsonFilesBeside, openDatabase } from '../lib/database/database'
import { importNdjsonFiles } from '../lib/database/ndjson/ndjson-import'

const LINES = Number(process.argv[2] ?? 100_000)
const dir = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-import-bench-'))
try {
  const files = ndjsonFilesBeside(path.join(dir, 'old', 'leads.ndjson'))
  mkdirSync(path.dirname(files.leads), { recursive: true })
  const now = Date.now()
  const lines = Array.from({ length: LINES }, (_, n) => {
    const _id = `leads.${randomUUID()}`
    const at = new Date(now - n * 60_000)
    return JSON.stringify({
      _id,
      _type: 'lead',
      submittedAt: at.toISOString(),
      fullName: 'Ana García Ramírez',
      email: `ana.${n}@example.com`,
      phoneNumber: `(214) 555-${String(n % 10_000).padStart(4, '0')}`,
      zipCode: '75204',
      coverageType: 'Auto Insurance',
      coverageLabel: 'Auto Insurance',
      language: 'en',
      channel: 'form',
      message: 'Two cars and a house in Plano; please call after 5 pm.',
      emailsSent: ['customer', 'agency'],
      stage: 'new',
      attribution: { utmSource: 'google', utmMedium: 'cpc', landingPage: '/auto-insurance' },
      smsConsent: { given: true, words: 'I agree to receive text messages about my quote.' },
      intakeLinkHash: 'a'.repeat(64),
      webhookEvents: [createdEvent({ _id, _type: 'lead' } as CrmRecord, at, at)],
    })
  })
  writeFileSync(files.leads, `${lines.join('\n')}\n`)
  const db = await openDatabase(path.join(dir, 'requests.sqlite'))
  const loop = monitorEventLoopDelay({ resolution: 1 })
  loop.enable()
  // Its sampling timer runs before the import begins, so a pause at the very start is counted too.
  await sleep(5)
  const started = performance.now()
  await importNdjsonFiles(db, files)
  const ms = performance.now() - started
  // And a turn for it after the import: a pause at the very end is counted once it fires.
  await sleep(5)
  loop.disable()
  db.close()
  const mb = (statSync(files.leads).size / 1e6).toFixed(0)
  console.log(
    `${LINES} lead lines (${mb} MB): ${(ms / 1000).toFixed(1)} s; longest event-loop gap ${(loop.max / 1e6).toFixed(0)} ms, 99th percentile ${(loop.percentile(99) / 1e6).toFixed(0)} ms`,
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
