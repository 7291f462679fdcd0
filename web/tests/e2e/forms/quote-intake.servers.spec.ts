// An online quote left halfway on one server and finished from its link on another, in a new browser: the
// several-servers set-up (one Redis, one state volume), with the agency's email and CRM at the end.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { fillTemplate } from '@/lib/format'

import { settings } from '../../support/data/dataset'
import { askHealth } from '../../support/checks/health'
import {
  answerAutoToLastStep,
  answersOf,
  expectStep,
  intakeOf,
  intakeWords,
  keptIntake,
} from '../../support/forms/intake'
import { leadRequest, storedLeads } from '../../support/forms/leads'
import { logLines } from '../../support/checks/log-lines'
import { startRedis, type RedisServer } from '../../support/servers/redis-server'
import { E2E } from '../../support/servers/servers'
import { startSite, type SiteServer } from '../../support/servers/standalone-site'
import {
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
  type WebhookReceiver,
} from '../../support/fakes/webhook-receiver'

let servers: SiteServer[] = []
let receiver: WebhookReceiver | undefined
let redis: RedisServer | undefined
let volume = ''

test.afterEach(async () => {
  for (const server of servers) server.stop()
  servers = []
  await receiver?.stop()
  await redis?.stop()
  rmSync(volume, { recursive: true, force: true })
})

type SentEmail = { template_params: Record<string, string> }

test('left after step 2 on one server, resumed from its link in a new browser on another, finished there', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  redis = await startRedis()
  receiver = await startWebhookReceiver()
  volume = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-volume-'))
  const shared = {
    REDIS_URL: redis.url,
    DATABASE_FILE: path.join(volume, 'requests.sqlite'),
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    EMAILJS_PRIVATE_KEY: E2E.emailjsPrivateKey,
    EMAILJS_API_ORIGIN: E2E.emailjs,
  }
  const [a, b] = await Promise.all([startSite('intake-a', shared), startSite('intake-b', shared)])
  servers = [a, b]
  const words = intakeWords('en')
  const auto = intakeOf('auto')
  const drivers = auto.step('drivers')

  // The lead as the form's script hands it to A, with the key and link secret the form put in its email.
  const key = randomUUID()
  const secret = randomBytes(18).toString('base64url')
  const email = `intake-two-servers-${key}@example.com`
  const first = await browser.newContext()
  const page = await first.newPage()
  const sent = await page.request.post(`${a.origin}/api/leads`, {
    data: { ...leadRequest(email), key, intakeSecret: secret, emailsSent: 'customer,agency' },
    headers: { origin: a.origin },
  })
  expect(sent.status()).toBe(202)

  await page.goto(`${a.origin}/finish-your-quote`)
  await answerAutoToLastStep(page)
  await first.close()

  // Another device: the email's link, opened on B, picks up where the visitor left.
  const second = await browser.newContext()
  const resumed = await second.newPage()
  await resumed.goto(`${b.origin}/finish-your-quote/resume?link=${key}.${secret}`)
  await expect(resumed).toHaveURL(`${b.origin}/finish-your-quote`)
  await expectStep(resumed, auto.step('currentPolicy').title!, 3, 3)
  // What was answered on A is there on B.
  await resumed
    .getByRole('navigation', { name: words.progressLabel })
    .getByRole('link', { name: drivers.title! })
    .click()
  await expectStep(resumed, drivers.title!, 1, 3)
  await expect(
    resumed
      .getByRole('group', { name: `${drivers.itemName} 1`, exact: true })
      .getByLabel(drivers.question('fullName').label!, { exact: true }),
  ).toHaveValue('Dana Whitfield')
  await resumed.goto(`${b.origin}/finish-your-quote/auto-current-policy`)
  await resumed.getByRole('button', { name: words.finishLabel }).click()
  await expect(resumed.getByRole('heading', { level: 1 })).toHaveText(words.doneHeading!)
  await second.close()

  const leadId = `leads.${key}`
  const intake = keptIntake(leadId, shared.DATABASE_FILE)
  expect(intake).toMatchObject({ quoteReady: true, finishedAt: expect.any(String) })
  expect(answersOf(intake)).toMatchObject({
    'auto-drivers 0 fullName': 'Dana Whitfield',
    'auto-vehicles 0 model': 'Highlander',
  })

  // The CRM hears of it once, signed, with every answer; the agency gets its email.
  await expect
    .poll(
      () =>
        receiver!
          .accepted()
          .map((received) => received.body.type)
          .sort(),
      { timeout: 15_000 },
    )
    .toEqual(['lead.created', 'lead.intake_completed'])
  const completed = receiver.accepted().find((received) => received.body.type === 'lead.intake_completed')!
  expect(completed.id).toBe(`msg_${key.replaceAll('-', '')}_intake`)
  expect(completed.validSignature).toBe(true)
  expect(completed.body.data).toMatchObject({
    id: leadId,
    kind: 'lead',
    quoteReady: true,
    coverageType: 'Auto Insurance',
  })
  expect(completed.body.data.answers as unknown[]).toContainEqual(
    expect.objectContaining({
      stepTitle: 'Vehicles',
      itemTitle: 'Vehicle 1',
      label: 'Model',
      shown: 'Highlander',
    }),
  )
  await expect
    .poll(async () => {
      const emails = (await (await fetch(`${E2E.emailjs}/__sent`)).json()) as SentEmail[]
      return emails
        .filter((sentEmail) => sentEmail.template_params.leadId === leadId)
        .map((sentEmail) => sentEmail.template_params.message)
    })
    .toEqual([
      fillTemplate('Online quote finished (quote-ready): {name} - Auto Insurance', {
        name: leadRequest(email).name,
      }),
    ])
  // The log says what happened without a name, an email or an answer.
  for (const server of servers) {
    for (const secretValue of ['Dana Whitfield', email, 'Highlander', leadRequest(email).name, secret])
      expect(server.output()).not.toContain(secretValue)
  }
})

test('past the day’s ceiling on what online quotes add, a save gets the phone number and health says so; leads are still kept', async ({
  browser,
}) => {
  volume = mkdtempSync(path.join(tmpdir(), 'lone-star-shield-volume-'))
  const databaseFile = path.join(volume, 'requests.sqlite')
  // 2,097 bytes: an auto quote's first step (about 1.1 KB as kept) fits, its second (about 2.4 KB) does not.
  const site = await startSite('intake-ceiling', {
    ONLINE_QUOTE_MB_PER_DAY: '0.002',
    DATABASE_FILE: databaseFile,
  })
  servers = [site]
  const context = await browser.newContext()
  const page = await context.newPage()
  const sendLead = async (email: string) => {
    const key = randomUUID()
    const sent = await page.request.post(`${site.origin}/api/leads`, {
      data: { ...leadRequest(email), key, intakeSecret: randomBytes(18).toString('base64url') },
      headers: { origin: site.origin },
    })
    expect(sent.status()).toBe(202)
    return `leads.${key}`
  }
  const save = (step: string, answers: Record<string, string>) =>
    page.request.post(`${site.origin}/api/quote-intake`, {
      form: { step, action: 'next', language: 'en', ...answers },
      headers: { origin: site.origin },
      maxRedirects: 0,
    })

  const leadId = await sendLead(`intake-ceiling-${randomUUID()}@example.com`)
  const drivers = await save('auto-drivers', {
    'a.0.fullName': 'Dana Whitfield',
    'a.0.dateOfBirth': '1984-07-19',
    'a.0.yearsLicensed': '22',
    'a.0.incidents': 'None',
  })
  expect(drivers.status()).toBe(303)
  const vehicles = await save('auto-vehicles', {
    'a.0.year': '2021',
    'a.0.make': 'Toyota',
    'a.0.model': 'Highlander',
    'a.0.use': 'Pleasure',
    'a.0.annualMiles': '9000',
    'a.0.ownership': 'Owned',
  })
  expect(vehicles.status(), `kept: ${JSON.stringify(keptIntake(leadId, databaseFile)).length} bytes`).toBe(
    422,
  )
  expect(await vehicles.text()).toContain(`${intakeWords('en').limitError} ${settings().phone}`)
  expect(keptIntake(leadId, databaseFile)?.stepsDone).toEqual(['auto-drivers'])

  const health = await askHealth(site.origin)
  expect(health.status).toBe(200)
  const { status, checks } = health.body
  expect(status).toBe('degraded')
  expect(checks?.onlineQuotes).toEqual({
    status: 'degraded',
    detail: expect.stringMatching(/^Online quotes have reached today's ceiling of 0\.002 MB/),
  })

  // The quote form is never refused for it.
  const another = `intake-ceiling-${randomUUID()}@example.com`
  await sendLead(another)
  expect(storedLeads(databaseFile).filter((lead) => lead.email === another)).toHaveLength(1)
  // A second save past it is refused too, and the log said so once.
  expect((await save('auto-vehicles', { 'a.0.year': '2021' })).status()).toBe(422)
  expect(
    logLines(site.output()).filter((line) =>
      line.msg.startsWith("Online quotes have reached today's ceiling"),
    ),
  ).toHaveLength(1)
  await context.close()
})
