// The agency's books: what a server on the embedded dataset keeps on its own disk (one SQLite database), and what
// the agency and its visitors notice when that disk or that server has a bad day: a crash in the middle of a
// burst, a full disk, a script hammering an online quote, a double click on Finish, two servers on one volume
// that still hold the old NDJSON files.
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import {
  appendFileSync,
  chmodSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import type { IntakeProgress } from '@/lib/intake/intake-progress'
import type { Lead } from '@/lib/lead/lead'

import { heroOf, landingPage, settings, slugOf, specialtyPages } from '../../support/data/dataset'
import { askHealth } from '../../support/checks/health'
import { fieldOf, intakeOf, keptIntake } from '../../support/forms/intake'
import { leadRequest, storedLeads, withDatabase } from '../../support/forms/leads'
import { oldNdjsonLead } from '../../support/data/old-files'
import { fillQuoteForm, quoteFormLabels } from '../../support/forms/quote-form'
import { expectServerErrors } from '../../support/servers/server-errors'
import { holdWriteLock } from '../../support/servers/write-lock-holder'
import { E2E } from '../../support/servers/servers'
import { imageCopy, sendFrom, startSite, type SiteServer } from '../../support/servers/standalone-site'
import {
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
  type WebhookReceiver,
} from '../../support/fakes/webhook-receiver'

test.describe.configure({ mode: 'serial' })

// Each visitor from a client address of their own: the lead endpoint takes five a minute from one address.
let clients = 0
const nextClient = () => {
  clients += 1
  return `127.7.${Math.floor(clients / 250)}.${(clients % 250) + 1}`
}

const json = (site: SiteServer) => ({ origin: site.origin, 'content-type': 'application/json' })

/** A lead as the form's script hands it over, under its own key (and its online quote's secret, when given). */
function sendLead(site: SiteServer, from: string, lead: { key: string; email: string; secret?: string }) {
  const body = {
    ...leadRequest(lead.email),
    key: lead.key,
    ...(lead.secret && { intakeSecret: lead.secret }),
    emailsSent: 'customer,agency',
  }
  return sendFrom(from, `${site.origin}/api/leads`, JSON.stringify(body), json(site))
}

/** One post of an online quote's step, as its page's form sends it, with the visitor's link in its cookie. */
function sendStep(site: SiteServer, from: string, link: string, fields: Record<string, string>) {
  return sendFrom(from, `${site.origin}/api/quote-intake`, new URLSearchParams(fields).toString(), {
    origin: site.origin,
    'content-type': 'application/x-www-form-urlencoded',
    cookie: `quote_link=${link}`,
  })
}

const integrity = (file: string) =>
  withDatabase(file, (db) => db.prepare('PRAGMA integrity_check').all(), [] as unknown[])

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index)

// One site and one CRM receiver for the tests that need nothing of their own: the crash, the hammered online
// quote and the double finish. The receiver answers 503 while `crmDown` is set.
let crmDown = false
let books: { site: SiteServer; receiver: WebhookReceiver } | undefined

async function booksSite() {
  if (books) return books
  const receiver = await startWebhookReceiver(() => (crmDown ? 503 : 200))
  const site = await startSite('books', {
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    // A restarted server resumes the deliveries it left within a second.
    LEADS_WEBHOOK_SWEEP_SECONDS: '1',
    EMAILJS_PRIVATE_KEY: E2E.emailjsPrivateKey,
    EMAILJS_API_ORIGIN: E2E.emailjs,
  })
  books = { site, receiver }
  return books
}

test.afterAll(async () => {
  books?.site.stop()
  await books?.receiver.stop()
  books = undefined
})

test('SIGKILL in the middle of 200 leads: every lead answered 202 is kept once, the database is whole, and every kept lead reaches the CRM once', async () => {
  test.setTimeout(150_000)
  crmDown = true
  const { site, receiver } = await booksSite()
  const run = Date.now()
  const burst = Array.from({ length: 200 }, (_, n) => ({
    key: randomUUID(),
    email: `burst.${run}.${n}@example.com`,
    from: nextClient(),
  }))
  let answered = 0
  let firstAnswer = 0
  const outcomes = burst.map((lead) =>
    sendLead(site, lead.from, lead).then(
      ({ status }) => {
        answered += 1
        firstAnswer ||= Date.now()
        return status
      },
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    ),
  )
  // The server dies, with no warning, once about a third of the visitors have their answer.
  await expect.poll(() => answered, { timeout: 60_000, intervals: [10] }).toBeGreaterThanOrEqual(67)
  const killedAfter = Date.now() - firstAnswer
  let results: (number | string)[] = []
  let triesBeforeRestart: WebhookReceiver['tries'] = []
  await site.restart(
    async () => {
      results = await Promise.all(outcomes)
      triesBeforeRestart = [...receiver.tries]
      // The CRM is back by the time the server is.
      crmDown = false
    },
    { signal: 'SIGKILL' },
  )
  // Each event's first try failed, and no second try (5 s later, then 5 min) came before the crash: else this
  // machine was too slow for the test's timing, not the server wrong.
  const tried = triesBeforeRestart.map((received) => received.id)
  expect(duplicates(tried), `a retry before the crash, ${killedAfter} ms into the burst`).toEqual([])

  const acceptedKeys = burst.filter((_, n) => results[n] === 202).map((lead) => lead.key)
  const answers = results.filter((result) => typeof result === 'number')
  const failures = results.filter((result) => typeof result === 'string')
  const kept = storedLeads(site.databaseFile)
  console.log(
    `SIGKILL mid-burst (${killedAfter} ms after the first answer): ${acceptedKeys.length} answered 202, ` +
      `${failures.length} connection errors (${[...new Set(failures)].join(', ')}), ${kept.length} kept; ` +
      `${tried.length} first tries failed before the crash`,
  )
  // Every answer the server gave said kept; the others never got one.
  expect(answers.every((status) => status === 202)).toBe(true)
  expect(acceptedKeys.length).toBeGreaterThanOrEqual(67)
  // What the visitor was told was kept is kept, once, and nothing half written is left.
  const keptIds = kept.map((lead) => lead._id)
  expect(keptIds).toEqual(expect.arrayContaining(acceptedKeys.map((key) => `leads.${key}`)))
  expect(duplicates(keptIds)).toEqual([])
  expect(duplicates(kept.map((lead) => lead.email))).toEqual([])
  expect(integrity(site.databaseFile)).toEqual([{ integrity_check: 'ok' }])

  // The restarted server delivers every kept lead: the failed tries 5 s after they failed, the untried ones once
  // their claim (30 s) has run out.
  const acceptedIds = () => receiver.accepted().map((received) => received.body.data.id)
  await expect
    .poll(() => new Set(acceptedIds()).size, { timeout: 75_000, intervals: [500] })
    .toBe(kept.length)
  const undelivered = () =>
    withDatabase(
      site.databaseFile,
      (db) => db.prepare("SELECT count(*) AS n FROM crm_events WHERE status != 'delivered'").get(),
      {},
    )
  await expect.poll(undelivered, { timeout: 10_000 }).toEqual({ n: 0 })
  // A sweep and a half later, nothing has been sent again.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const accepted = receiver.accepted()
  expect(duplicates(accepted.map((received) => received.id))).toEqual([])
  expect(accepted.every((received) => received.validSignature)).toBe(true)
  expect(new Set(acceptedIds())).toEqual(new Set(keptIds))
  expect(accepted).toHaveLength(kept.length)
})

/** The test's stand-in for EmailJS (refusing every email, as when it blocks the site) and nothing else online. */
async function emailsRefused(page: Page) {
  await page.context().route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) =>
      route.request().url().startsWith('https://api.emailjs.com/')
        ? route.fulfill({ status: 403, contentType: 'text/plain', body: 'Forbidden' })
        : route.abort('blockedbyclient'),
  )
}

/** Fills the disk holding `dir` to its last byte with one file: what a log gone wild does to a volume. */
function fillDisk(file: string) {
  const fd = openSync(file, 'w')
  try {
    const chunk = Buffer.alloc(1 << 18, 1)
    for (const size of [chunk.length, 4096, 1]) {
      for (;;) {
        try {
          if (writeSync(fd, chunk, 0, size) < size) break
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break
          throw error
        }
      }
    }
  } finally {
    closeSync(fd)
  }
}

const health = (site: SiteServer) => askHealth(site.origin)

test('a full disk: the visitor gets Try Again with the phone number, health says failing, and once there is room the same Try Again keeps the lead', async ({
  page,
}) => {
  test.setTimeout(120_000)
  expectServerErrors(
    test.info().title,
    /^Lead leads\.[0-9a-f-]{36} could not be kept \(form, database\): Error ERR_SQLITE_ERROR \((database or disk is full|disk I\/O error)\)$/,
    /^request\nPOST \/api\/leads 500$/,
    /^Health: requests failing: Requests cannot be written to the database/,
    /^request\nGET \/api\/health 503$/,
  )
  const volume = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-e2e-small-volume-'))
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', volume])
  let site: SiteServer | undefined
  try {
    site = await startSite('books-full-disk', { DATABASE_FILE: path.join(volume, 'requests.sqlite') })
    const before = `before-full.${Date.now()}@example.com`
    expect((await sendLead(site, nextClient(), { key: randomUUID(), email: before })).status).toBe(202)
    const filler = path.join(volume, 'filler')
    fillDisk(filler)

    await emailsRefused(page)
    const lead: Lead = {
      fullName: 'Ana García',
      phoneNumber: '(469) 555-0188',
      email: `full-disk.${Date.now()}@example.com`,
      zipCode: '75204',
      coverageType: heroOf(landingPage('auto-insurance')).coverageType!,
      additionalInfo: 'Two cars.',
      contactPreference: '',
      timeframe: '',
    }
    const labels = quoteFormLabels()
    await page.goto(`${site.origin}/auto-insurance`)
    const form = await fillQuoteForm(page, lead, 'product')
    await form.getByRole('button', { name: heroOf(landingPage('auto-insurance')).submitLabel }).click()
    // The server could not keep it (tried twice by the form): the visitor is told to try again or to call.
    const retry = form.getByRole('button', { name: labels.errorLabel })
    await expect(retry).toBeEnabled({ timeout: 15_000 })
    const alert = form.getByRole('alert')
    await expect(alert).toContainText(labels.deliveryError!)
    await expect(alert.getByRole('link', { name: settings().phone })).toHaveAttribute(
      'href',
      `tel:+1${settings().phone.replace(/\D/g, '')}`,
    )
    await expect(form.getByLabel(labels.emailLabel)).toHaveValue(lead.email)
    // The load balancer hears it too.
    await expect
      .poll(async () => (await health(site!)).body.checks?.requests?.status, { timeout: 15_000 })
      .toBe('failing')
    expect((await health(site)).status).toBe(503)

    // Room again: the same Try Again keeps the lead, and health is ok once it looks again.
    rmSync(filler)
    await retry.click()
    await expect(form.getByRole('button', { name: labels.successLabel })).toBeVisible({ timeout: 15_000 })
    await expect.poll(async () => (await health(site!)).status, { timeout: 15_000 }).toBe(200)
    expect((await health(site)).body.checks?.requests).toEqual({ status: 'ok' })
    expect(storedLeads(site.databaseFile).map((stored) => stored.email)).toEqual([before, lead.email])
    expect(integrity(site.databaseFile)).toEqual([{ integrity_check: 'ok' }])
  } finally {
    await page.close()
    if (site) {
      site.stop()
      await site.exited
    }
    try {
      execFileSync('umount', [volume])
    } catch {
      execFileSync('umount', ['-l', volume])
    }
    rmSync(volume, { recursive: true, force: true })
  }
})

/** The database's size on disk once its write-ahead log is emptied into it, from a connection of the test's own. */
const databaseBytes = (file: string) =>
  withDatabase(
    file,
    (db) => {
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
      const size = (name: string) => {
        try {
          return statSync(name).size
        } catch {
          return 0
        }
      }
      return size(file) + size(`${file}-wal`)
    },
    0,
  )

test('one client hammering its online quotes with 10,000 saves of a 60 kB date of birth: the limit holds, the database barely grows', async () => {
  test.setTimeout(240_000)
  const { site } = await booksSite()
  const client = nextClient()
  const run = Date.now()
  // As many leads as the lead endpoint takes from one address in a minute, each with its online quote's link.
  const leads = Array.from({ length: 6 }, (_, n) => ({
    key: randomUUID(),
    secret: randomBytes(18).toString('base64url'),
    email: `hammer.${run}.${n}@example.com`,
  }))
  const statuses: number[] = []
  for (const lead of leads) statuses.push((await sendLead(site, client, lead)).status)
  expect(statuses).toEqual([202, 202, 202, 202, 202, 429])
  const links = leads.slice(0, 5).map((lead) => `${lead.key}.${lead.secret}`)

  const drivers = 'auto-drivers'
  const hugeDate = '9'.repeat(60_000)
  const before = databaseBytes(site.databaseFile)
  const started = performance.now()
  const byAnswer = new Map<string, number>()
  const TOTAL = 10_000
  let sent = 0
  const worker = async () => {
    while (sent < TOTAL) {
      const n = sent++
      const { status, headers } = await sendStep(site, client, links[n % links.length]!, {
        step: drivers,
        action: 'next',
        language: 'en',
        'a.0.dateOfBirth': hugeDate,
      })
      // A save lands the visitor back on the step (its date is wrong); anything else kept nothing.
      const answer =
        status === 303 && headers.location?.startsWith(`/finish-your-quote/${drivers}`)
          ? 'kept'
          : `${status} ${headers.location ?? ''}`.trim()
      byAnswer.set(answer, (byAnswer.get(answer) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker))
  const seconds = (performance.now() - started) / 1000
  const after = databaseBytes(site.databaseFile)
  const keptSaves = byAnswer.get('kept') ?? 0
  const savesInDatabase = links
    .map((link) => keptIntake(`leads.${link.split('.')[0]}`, site.databaseFile)?.saves ?? 0)
    .reduce((total, saves) => total + saves, 0)
  // The step endpoint's limit is a fixed window of 60 a minute per client: the posts touched this many windows.
  const allowed = 60 * (Math.floor(seconds / 60) + 1)
  console.log(
    `Hostile saves: ${TOTAL} posts of ${hugeDate.length / 1000} kB in ${seconds.toFixed(1)} s ` +
      `(${Math.round(TOTAL / seconds)}/s); answers ${JSON.stringify(Object.fromEntries(byAnswer))}; ` +
      `${savesInDatabase} saves kept (at most ${allowed}); database ${before} → ${after} bytes ` +
      `(+${((after - before) / 1024).toFixed(1)} kB)`,
  )
  // Refused at the door, or kept; at most, a post past the link lookups' own limit (60 a minute per client too)
  // opens nothing and keeps nothing.
  expect(byAnswer.get('429')).toBeGreaterThan(TOTAL - 2 * allowed)
  expect(
    [...byAnswer.keys()].filter((answer) => !['429', 'kept', '303 /finish-your-quote'].includes(answer)),
  ).toEqual([])
  expect(keptSaves).toBeGreaterThan(0)
  expect(keptSaves).toBeLessThanOrEqual(allowed)
  expect(savesInDatabase).toBe(keptSaves)
  expect(after - before).toBeLessThanOrEqual(5 * 1024 * 1024)
  // What is kept of each 60 kB date is cut to its limit, one character over so its check says it is too long.
  for (const link of links) {
    const intake = keptIntake(`leads.${link.split('.')[0]}`, site.databaseFile)
    if (!intake) continue
    const dates = intake.answers.filter((kept) => kept.question === 'dateOfBirth')
    expect(dates).toHaveLength(1)
    expect(dates[0]!.value.length).toBeLessThanOrEqual(41)
    expect(intake.problems).toContainEqual(expect.objectContaining({ question: 'dateOfBirth' }))
  }
})

type SentEmail = { template_params: Record<string, string> }

test('Finish pressed four times at once: one email to the agency, one event to the CRM, the online quote finished once', async () => {
  test.setTimeout(60_000)
  crmDown = false
  const { site, receiver } = await booksSite()
  const specialty = intakeOf('specialty')
  const page = specialtyPages().find((candidate) =>
    specialty.coverageTypes?.includes(heroOf(candidate).coverageType!),
  )!
  const [step] = specialty.steps!
  expect(specialty.steps).toHaveLength(1)
  const key = randomUUID()
  const secret = randomBytes(18).toString('base64url')
  const client = nextClient()
  const body = {
    ...leadRequest(`double-finish.${key}@example.com`),
    coverageType: heroOf(page).coverageType!,
    page: `/${slugOf(page)}`,
    key,
    intakeSecret: secret,
    emailsSent: 'customer,agency',
  }
  expect((await sendFrom(client, `${site.origin}/api/leads`, JSON.stringify(body), json(site))).status).toBe(
    202,
  )

  const fields = {
    step: `specialty-${step!.key}`,
    action: 'next',
    language: 'en',
    'a.0.whatToInsure': 'A 2019 mobile home on its own lot in Mesquite',
  }
  const answers = await Promise.all(
    Array.from({ length: 4 }, () => sendStep(site, client, `${key}.${secret}`, fields)),
  )
  expect(answers.map(({ status }) => status)).toEqual([303, 303, 303, 303])
  expect(answers.map(({ headers }) => headers.location)).toEqual(
    Array.from({ length: 4 }, () => '/finish-your-quote/done'),
  )

  const leadId = `leads.${key}`
  const finishedEmails = async () => {
    const emails = (await (await fetch(`${E2E.emailjs}/__sent`)).json()) as SentEmail[]
    return emails.filter(
      (email) =>
        email.template_params.leadId === leadId &&
        email.template_params.message?.startsWith('Online quote finished'),
    ).length
  }
  const completed = () =>
    receiver
      .accepted()
      .filter(
        (received) => received.body.type === 'lead.intake_completed' && received.body.data.id === leadId,
      )
  await expect.poll(finishedEmails, { timeout: 15_000 }).toBeGreaterThanOrEqual(1)
  await expect.poll(() => completed().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1)
  // A sweep later, still one of each.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  expect(await finishedEmails()).toBe(1)
  expect(completed()).toHaveLength(1)
  const intake = keptIntake(leadId, site.databaseFile)
  expect(intake).toMatchObject({ finishedAt: expect.any(String), quoteReady: true, saves: 4 })
})

test('two servers on one volume with the old NDJSON files: imported once, 20 leads sent to both kept once each, an old link opens its answers on either, and an old server’s lead appended after the import is kept, also after the next start', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const volume = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-e2e-books-volume-'))
  const servers: SiteServer[] = []
  try {
    // The old server's files, as it wrote them: three leads, and the online quote one of them started.
    const old = path.join(volume, 'old')
    mkdirSync(old)
    const secret = randomBytes(18).toString('base64url')
    const oldLead = (n: number) => {
      const submittedAt = new Date(Date.now() - (5 - n) * 24 * 3600_000).toISOString()
      return {
        ...oldNdjsonLead({
          submittedAt,
          fullName: `Old Lead ${n}`,
          email: `old.${n}.${Date.now()}@example.com`,
          phoneNumber: `(469) 555-01${10 + n}`,
        }),
        intakeLinkHash: createHash('sha256')
          .update(n === 0 ? secret : randomBytes(18).toString('base64url'))
          .digest('hex'),
      }
    }
    const oldLeads = [0, 1, 2].map(oldLead)
    const drivers = intakeOf('auto').step('drivers')
    const startedAt = oldLeads[0]!.submittedAt
    const progress: IntakeProgress = {
      _type: 'intakeProgress',
      language: 'en',
      startedAt,
      updatedAt: startedAt,
      quoteReady: false,
      stepsDone: [],
      stepsTotal: 3,
      saves: 1,
      items: [{ _key: 'auto-drivers', _type: 'intakeItems', step: 'auto-drivers', count: 1 }],
      answers: [
        {
          _key: 'auto-drivers_0_fullName',
          _type: 'intakeAnswer',
          step: 'auto-drivers',
          item: 0,
          question: 'fullName',
          value: 'Dana Whitfield',
          stepTitle: 'Drivers',
          itemTitle: 'Driver 1',
          label: 'Full name',
          shown: 'Dana Whitfield',
        },
      ],
      problems: [],
    }
    const leadsFile = path.join(old, 'leads.ndjson')
    writeFileSync(leadsFile, oldLeads.map((lead) => `${JSON.stringify(lead)}\n`).join(''))
    const intakeFile = path.join(old, 'leads.intake.ndjson')
    writeFileSync(
      intakeFile,
      `${JSON.stringify({ _id: oldLeads[0]!._id, _type: 'lead', coverageType: 'Auto Insurance', intake: progress })}\n`,
    )

    const databaseFile = path.join(volume, 'requests.sqlite')
    const shared = { DATABASE_FILE: databaseFile, LEADS_FILE: leadsFile }
    const [a, b] = await Promise.all([startSite('books-a', shared), startSite('books-b', shared)])
    servers.push(a!, b!)
    // Both open the new database at the same moment, and both find the old files waiting.
    const checks = await Promise.all([health(a!), health(b!)])
    expect(checks.map(({ status }) => status)).toEqual([200, 200])
    // One of them imported them; the other found them imported once it had the lock.
    const imported = (site: SiteServer) => site.output().includes('Imported 3 line(s) of the old leads file')
    expect([a!, b!].filter(imported)).toHaveLength(1)

    // Each lead reaches both servers under one key: the form's retry landed on the other one.
    const run = Date.now()
    const sent = Array.from({ length: 20 }, (_, n) => ({
      key: randomUUID(),
      email: `volume.${run}.${n}@example.com`,
    }))
    const answers = await Promise.all(
      sent.flatMap((lead) => [sendLead(a!, nextClient(), lead), sendLead(b!, nextClient(), lead)]),
    )
    expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 202))

    const kept = storedLeads(databaseFile)
    expect(kept).toHaveLength(23)
    expect(duplicates(kept.map((lead) => lead._id))).toEqual([])
    expect(new Set(kept.map((lead) => lead._id))).toEqual(
      new Set([...oldLeads.map((lead) => lead._id), ...sent.map((lead) => `leads.${lead.key}`)]),
    )
    const imports = withDatabase(
      databaseFile,
      (db) => db.prepare('SELECT file, lines, skipped FROM ndjson_imports ORDER BY file').all(),
      [] as unknown[],
    )
    expect(imports).toEqual([
      { file: intakeFile, lines: 1, skipped: 0 },
      { file: leadsFile, lines: 3, skipped: 0 },
    ])
    expect(integrity(databaseFile)).toEqual([{ integrity_check: 'ok' }])

    // The link in the old lead's confirmation email opens what its visitor had answered, on either server.
    for (const site of [a!, b!]) {
      const context = await browser.newContext()
      try {
        const visitor = await context.newPage()
        await visitor.goto(
          `${site.origin}/finish-your-quote/resume?link=${oldLeads[0]!._id.slice(6)}.${secret}`,
        )
        await expect(visitor).toHaveURL(`${site.origin}/finish-your-quote`)
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(drivers.title!)
        const driver = visitor.getByRole('group', { name: `${drivers.itemName} 1`, exact: true })
        await expect(fieldOf(driver, drivers.question('fullName'))).toHaveValue('Dana Whitfield')
      } finally {
        await context.close()
      }
    }

    // A rolling upgrade: the older replica goes on taking leads after the import, appending to its file. Each
    // reaches the database within seconds, the log says an older server still writes, and health says to keep
    // the files, on either server.
    const keptIds = () => storedLeads(databaseFile).map((lead) => lead._id)
    const late = oldLead(3)
    appendFileSync(leadsFile, `${JSON.stringify(late)}\n`)
    await expect.poll(keptIds, { timeout: 20_000 }).toContain(late._id)
    const stillWrites =
      'An older server still writes to the old files: 1 line(s) added since the import (leads.ndjson 1)'
    expect([a!, b!].filter((site) => site.output().includes(stillWrites))).toHaveLength(1)
    for (const site of [a!, b!])
      await expect
        .poll(async () => (await health(site)).body.checks?.oldFiles, { timeout: 15_000 })
        .toEqual({
          status: 'degraded',
          detail: expect.stringMatching(
            /^An older server still writes to leads\.ndjson \(its last line came at .+\): keep the old files until every server runs this version and an hour passes with no new line\.$/,
          ),
        })
    expect((await health(a!)).status).toBe(200)

    // And one it appends while the new servers are down is kept after the next start.
    b!.stop()
    const later = oldLead(4)
    await a!.restart(async () => appendFileSync(leadsFile, `${JSON.stringify(later)}\n`))
    await expect.poll(keptIds, { timeout: 20_000 }).toContain(later._id)
    expect(a!.output()).toContain(stillWrites)
    expect(new Set(keptIds()).size).toBe(25)
    expect(integrity(databaseFile)).toEqual([{ integrity_check: 'ok' }])
  } finally {
    for (const server of servers) server.stop()
    rmSync(volume, { recursive: true, force: true })
  }
})

test('another server holding the write lock for 3 s: the home page answers in under 200 ms, and a lead sent meanwhile is kept once it is free', async () => {
  const { site } = await booksSite()
  // A server that has answered the page once: its first answer loads the page's code.
  expect((await fetch(`${site.origin}/`)).status).toBe(200)
  // Another server on the volume, in the middle of a long write.
  await holdWriteLock(site.databaseFile, 3000)
  const locked = Date.now()
  const lead = { key: randomUUID(), email: `during.lock.${locked}@example.com` }
  const sent = sendLead(site, nextClient(), lead)
  // The lead's write is waiting for the lock by now; the page is answered all the same.
  await new Promise((resolve) => setTimeout(resolve, 200))
  const times: number[] = []
  while (Date.now() - locked < 2500) {
    const started = performance.now()
    const response = await fetch(`${site.origin}/`)
    await response.arrayBuffer()
    expect(response.status).toBe(200)
    times.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(Math.max(...times), `home page answer times during the lock: ${times.map(Math.round)}`).toBeLessThan(
    200,
  )
  expect((await sent).status).toBe(202)
  expect(Date.now() - locked).toBeGreaterThan(2900)
  expect(storedLeads(site.databaseFile).filter((kept) => kept.email === lead.email)).toHaveLength(1)
})

test('20 servers opening one new database at once: each starts with no error and keeps the lead it is sent', async () => {
  test.setTimeout(180_000)
  const volume = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-e2e-books-twenty-'))
  const databaseFile = path.join(volume, 'requests.sqlite')
  const servers: SiteServer[] = []
  const cleanUp = [volume]
  try {
    const image = imageCopy('twenty')
    cleanUp.push(image)
    // Twenty replicas of one image, started together on one volume with no database yet.
    const started = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        startSite(
          `twenty-${n}`,
          { DATABASE_FILE: databaseFile, STATE_DIR: path.join(volume, `state-${n}`) },
          { image },
        ),
      ),
    )
    servers.push(...started)
    const run = Date.now()
    const answers = await Promise.all(
      started.map((site, n) =>
        sendLead(site, nextClient(), { key: randomUUID(), email: `twenty.${run}.${n}@example.com` }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(202))
    const kept = storedLeads(databaseFile).filter((lead) => lead.email.startsWith(`twenty.${run}.`))
    expect(kept).toHaveLength(20)
    for (const site of started) {
      expect(site.output()).not.toMatch(/"level":(50|60)/)
      expect(site.output()).not.toMatch(/cannot be opened|database is locked/)
    }
    expect(statSync(databaseFile).mode & 0o777).toBe(0o600)
    expect(integrity(databaseFile)).toEqual([{ integrity_check: 'ok' }])
  } finally {
    for (const server of servers) server.stop()
    for (const dir of cleanUp) rmSync(dir, { recursive: true, force: true })
  }
})

test('a DATABASE_FILE that is not a database stops the start, naming it', async () => {
  const volume = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-e2e-books-notadb-'))
  const notADatabase = path.join(volume, 'leads.csv')
  writeFileSync(notADatabase, 'Submitted at,Name\n'.repeat(100))
  chmodSync(notADatabase, 0o644)
  expectServerErrors(
    test.info().title,
    /^.*leads\.csv is not a SQLite database: DATABASE_FILE must name the requests database, or a file that does not exist yet$/,
  )
  const site = await startSite('not-a-database', { DATABASE_FILE: notADatabase }, { waitUntilReady: false })
  try {
    expect(await site.exited).toBe(1)
    expect(site.output()).toContain('leads.csv is not a SQLite database')
    // Left as it was: not tightened, not written to.
    expect(statSync(notADatabase).size).toBe('Submitted at,Name\n'.length * 100)
    expect(statSync(notADatabase).mode & 0o777).toBe(0o644)
  } finally {
    site.stop()
    rmSync(volume, { recursive: true, force: true })
  }
})
