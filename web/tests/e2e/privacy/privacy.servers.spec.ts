// A person's privacy requests on the embedded default, answered with the books' command from the server's own copy of
// the build while it runs: what is kept about them found, an opt-out recorded, everything erased; and an erased
// person stays erased when the old NDJSON files that hold them are read again at the next start.
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { leadRequest, storedLeads } from '../../support/forms/leads'
import { oldNdjsonLead } from '../../support/data/old-files'
import { sendFrom, startSite, type SiteServer } from '../../support/servers/standalone-site'

const PHONE = '(214) 555-0166'

let volume: string
let site: SiteServer | undefined

test.afterAll(() => {
  site?.stop()
  if (volume) rmSync(volume, { recursive: true, force: true })
})

test('find, opt-out and erase work while the server runs, and an erased person is not brought back by the old files at a restart', async () => {
  test.setTimeout(120_000)
  volume = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-e2e-privacy-'))
  const old = path.join(volume, 'old')
  mkdirSync(old)
  const run = Date.now().toString(36)
  const oldLead = (fullName: string, email: string, phoneNumber: string) =>
    oldNdjsonLead({
      submittedAt: new Date(Date.now() - 86_400_000).toISOString(),
      fullName,
      email,
      phoneNumber,
    })
  const person = oldLead('Rosa Elena Ibarra', `Rosa.${run}@Example.com`, PHONE)
  const other = oldLead('Someone Else', `other.${run}@example.com`, '(469) 555-0111')
  const leadsFile = path.join(old, 'leads.ndjson')
  const oldLines = [person, other].map((lead) => `${JSON.stringify(lead)}\n`).join('')
  writeFileSync(leadsFile, oldLines)
  const databaseFile = path.join(volume, 'requests.sqlite')
  site = await startSite('privacy', { DATABASE_FILE: databaseFile, LEADS_FILE: leadsFile })
  const keptIds = () => storedLeads(databaseFile).map((lead) => lead._id)
  await expect.poll(keptIds, { timeout: 20_000 }).toEqual(expect.arrayContaining([person._id, other._id]))

  // The command the operator runs in the container, from the server's own files.
  const books = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(site!.dir, 'web/scripts/export-requests.mjs'), ...args], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_FILE: databaseFile },
      encoding: 'utf8',
    })
  const found = (contact: string) =>
    books('find', contact)
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { _id?: string; _type: string; entries?: unknown[] })

  // A lead the same person sends today, by the form, while the books are read.
  const origin = site.origin
  const sent = await sendFrom(
    '127.0.0.1',
    `${origin}/api/leads`,
    JSON.stringify({ ...leadRequest(`rosa.${run}@example.com`), phone: PHONE, key: randomUUID() }),
    { origin, 'content-type': 'application/json' },
  )
  expect(sent.status).toBe(202)

  books('opt-out', '+1 214 555 0166', '--texts', '--calls', '--via', 'call', '--by', 'Office')
  const before = found(` ROSA.${run}@example.com `)
  expect(before.filter((record) => record._type === 'lead')).toHaveLength(2)
  expect(before.find((record) => record._type === 'contactChoice')?.entries).toHaveLength(2)

  const erased = books('erase', PHONE, '--yes', '--by', 'Office')
  expect(erased).toContain('2 quote request(s), 0 service request(s)')
  expect(erased).toContain('Kept: their opt-outs in the register')
  expect(found(PHONE).map((record) => record._type)).toEqual(['contactChoice'])
  expect(keptIds()).toEqual([other._id])
  expect((await fetch(`${origin}/api/health`)).status).toBe(200)

  // The old files come back at the same path (restored from a backup): read again from their start at the next
  // start, all but the erased person's line.
  await site.restart(async () => {
    const restored = path.join(old, 'restored.ndjson')
    writeFileSync(restored, oldLines)
    renameSync(restored, leadsFile)
  })
  await expect
    .poll(() => site!.output(), { timeout: 20_000 })
    .toContain('was skipped: its person was erased at their request')
  expect(keptIds()).toEqual([other._id])
  expect(found(PHONE).map((record) => record._type)).toEqual(['contactChoice'])
  expect(site.output()).not.toMatch(/Rosa|Ibarra|555-0166|2145550166/i)
})
