// The agency's emails the server sends of requests posted without JavaScript, on the embedded dataset with no CRM:
// each is kept with its request and retried until EmailJS takes it, once; a refusal of the email itself ends the
// retries; and a request the database cannot keep still reaches the agency by its email, while the visitor gets a
// page with the office's phone in their language.
import { randomUUID } from 'node:crypto'
import { DatabaseSync } from 'node:sqlite'

import { expect, test } from '@playwright/test'
import { toPlainText } from '@portabletext/react'

import type { Language } from '@/lib/i18n'

import { serviceCenterPage, settings } from '../../support/data/dataset'
import { leadRequest, serviceRequestBody } from '../../support/forms/leads'
import { logLines } from '../../support/checks/log-lines'
import { quoteFormLabels } from '../../support/forms/quote-form'
import { fakeEmailjs } from '../../support/fakes/fake-emailjs'
import { askHealth } from '../../support/checks/health'
import { expectServerErrors } from '../../support/servers/server-errors'
import { E2E } from '../../support/servers/servers'
import { startSite, type SiteServer } from '../../support/servers/standalone-site'

let site: SiteServer | undefined

test.afterEach(() => {
  site?.stop()
  site = undefined
})

type EmailTry = { at: number; email?: string; status: number }
type SentEmail = { template_id: string; template_params: Record<string, string> }

const triesFor = async (email: string) =>
  (await fakeEmailjs<EmailTry[]>('/__tries')).filter((tried) => tried.email === email)
const sentTo = async (email: string) =>
  (await fakeEmailjs<SentEmail[]>('/__sent')).filter((sent) => sent.template_params.email === email)

const SERVER_EMAILS = {
  EMAILJS_PRIVATE_KEY: E2E.emailjsPrivateKey,
  EMAILJS_API_ORIGIN: E2E.emailjs,
  // Sweeps every 2 s while emails are retried: a sweep must never add a send of its own.
  LEADS_WEBHOOK_SWEEP_SECONDS: '2',
}

/** A form posted by a browser without JavaScript: the fields as the page's form names them. */
const postForm = (path: string, fields: Record<string, string>, language: Language = 'en') =>
  fetch(`${site!.origin}${path}`, {
    method: 'POST',
    headers: { origin: site!.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, language }),
    redirect: 'manual',
  })

const plainLead = (email: string) => ({ ...leadRequest(email) })
const plainServiceRequest = (email: string) => {
  const { key, emailsSent, ...fields } = serviceRequestBody(email)
  void key
  void emailsSent
  return fields
}

test('a lead and a service request posted without JavaScript, refused twice by EmailJS, reach the agency once', async () => {
  test.setTimeout(120_000)
  site = await startSite('server-emails', SERVER_EMAILS)
  const run = randomUUID().slice(0, 8)
  const leadEmail = `no-js-lead-${run}@example.com`
  const requestEmail = `no-js-service-${run}@example.com`
  for (const email of [leadEmail, requestEmail]) await fakeEmailjs('/__refuse', { email, times: 2 })

  expect((await postForm('/api/leads', plainLead(leadEmail))).status).toBe(303)
  expect((await postForm('/api/service-requests', plainServiceRequest(requestEmail))).status).toBe(303)

  for (const email of [leadEmail, requestEmail]) {
    await expect
      .poll(async () => (await triesFor(email)).map((tried) => tried.status), { timeout: 60_000 })
      .toEqual([503, 503, 200])
    const [first, second] = await triesFor(email)
    expect(second!.at - first!.at).toBeLessThan(30_000)
  }
  // Sweeps keep running: nothing more is sent.
  await new Promise((resolve) => setTimeout(resolve, 5000))
  expect((await triesFor(leadEmail)).length + (await triesFor(requestEmail)).length).toBe(6)
  const [lead] = await sentTo(leadEmail)
  expect(lead!.template_params).toMatchObject({
    to_email: settings().leadEmail,
    message: `New lead: Ana García - ${leadRequest(leadEmail).coverageType}`,
  })
  const [request] = await sentTo(requestEmail)
  expect(request!.template_params).toMatchObject({
    to_email: settings().serviceEmail,
    message: 'Service request: Auto ID card - Rosa Hernández',
    // What the client was told by the button, in the Studio's words the server kept.
    writtenConfirmationNotice: toPlainText(serviceCenterPage().requestForm.writtenConfirmationNotice ?? []),
  })
  // The log names the requests by id, never the visitors.
  expect(site.output()).not.toMatch(new RegExp(`${run}|Ana García|Rosa Hernández`))
})

test('a 400 from EmailJS ends the retries at once, and the log says why', async () => {
  test.setTimeout(120_000)
  expectServerErrors(
    'a 400 from EmailJS ends the retries at once',
    /^leads\.\S+: the agency's email not sent at its first try \(EmailJS answered HTTP 400\): marked failed$/,
  )
  site = await startSite('server-emails-400', SERVER_EMAILS)
  const email = `refused-for-good-${randomUUID().slice(0, 8)}@example.com`
  await fakeEmailjs('/__refuse', { email, times: 5, status: 400 })
  expect((await postForm('/api/leads', plainLead(email))).status).toBe(303)
  await expect.poll(async () => (await triesFor(email)).length, { timeout: 20_000 }).toBe(1)
  // Past the first retry's time (5 s) and two sweeps, nothing more was tried.
  await new Promise((resolve) => setTimeout(resolve, 8000))
  expect((await triesFor(email)).map((tried) => tried.status)).toEqual([400])
  const failed = logLines(site.output()).filter((line) => line.level === 'error')
  expect(failed.map((line) => line.msg)).toEqual([
    expect.stringMatching(/EmailJS answered HTTP 400\): marked failed$/),
  ])
  await expect
    .poll(async () => (await askHealth(site!.origin)).body.checks?.emails?.status, { timeout: 70_000 })
    .toBe('degraded')
})

test('a form the database cannot keep gets the office’s phone in the visitor’s language, and its email carries it', async () => {
  test.setTimeout(90_000)
  expectServerErrors(
    'a form the database cannot keep',
    /^Lead leads\.\S+ could not be kept \(no-javascript, database\): /,
    /^Service request serviceRequests\.\S+ could not be kept \(no-javascript, database\): /,
    /^request\nPOST \/api\/leads 503$/,
    /^request\nPOST \/api\/service-requests 503$/,
  )
  site = await startSite('server-emails-unkept', SERVER_EMAILS)
  // Made, then held: another process on the volume keeps the write lock past every writer's wait.
  expect((await postForm('/api/leads', plainLead(`warm-up-${randomUUID()}@example.com`))).status).toBe(303)
  // Its email's try is written first: a lock taken while it writes would cost that write, not the tests' forms.
  const pending = new DatabaseSync(site.databaseFile, { readOnly: true })
  await expect
    .poll(() => pending.prepare("SELECT count(*) AS n FROM server_emails WHERE status = 'pending'").get()!.n)
    .toBe(0)
  pending.close()
  const holder = new DatabaseSync(site.databaseFile, { timeout: 5000 })
  holder.exec('BEGIN IMMEDIATE')
  const run = randomUUID().slice(0, 8)
  try {
    for (const language of ['en', 'es'] as const) {
      const leadEmail = `unkept-${language}-${run}@example.com`
      const answer = await postForm('/api/leads', plainLead(leadEmail), language)
      expect(answer.status).toBe(503)
      const page = await answer.text()
      expect(page).toContain(`<html lang="${language}">`)
      expect(page).toContain(quoteFormLabels(language).deliveryError)
      expect(page).toContain(settings(language).phone)
      await expect.poll(async () => (await sentTo(leadEmail)).length, { timeout: 20_000 }).toBe(1)
      expect((await sentTo(leadEmail))[0]!.template_params).toMatchObject({
        fullName: 'Ana García',
        language: language === 'es' ? 'Spanish' : 'English',
      })
    }
    const requestEmail = `unkept-service-${run}@example.com`
    const answer = await postForm('/api/service-requests', plainServiceRequest(requestEmail), 'es')
    expect(answer.status).toBe(503)
    const page = await answer.text()
    expect(page).toContain(serviceCenterPage('es').requestForm!.deliveryError!)
    expect(page).toContain(settings('es').phone)
    await expect.poll(async () => (await sentTo(requestEmail)).length, { timeout: 20_000 }).toBe(1)
  } finally {
    holder.exec('ROLLBACK')
    holder.close()
  }
  expect(site.output()).not.toMatch(new RegExp(`${run}|Ana García|Rosa Hernández`))
})

test('past the day’s ceiling a visitor gets the call-us page in their language, and the agency’s email is kept once', async () => {
  test.setTimeout(90_000)
  site = await startSite('server-emails-ceiling', { ...SERVER_EMAILS, REQUESTS_PER_DAY: '3' })
  const run = randomUUID().slice(0, 8)
  // Five from one address: its own limit's worth, so the ceiling is what refuses.
  const answers = []
  for (let index = 0; index < 5; index++) {
    const language: Language = index % 2 ? 'es' : 'en'
    const answer = await postForm('/api/leads', plainLead(`ceiling-${run}-${index}@example.com`), language)
    answers.push({ status: answer.status, language, page: await answer.text() })
  }
  expect(answers.map(({ status }) => status)).toEqual([303, 303, 303, 429, 429])
  for (const { language, page } of answers.slice(3)) {
    expect(page).toContain(`<html lang="${language}">`)
    expect(page).toContain(settings(language).busyMessage!)
    expect(page).toContain(settings(language).phone)
  }
  const db = new DatabaseSync(site.databaseFile, { readOnly: true })
  try {
    expect((db.prepare('SELECT count(*) AS n FROM requests').get() as { n: number }).n).toBe(3)
    const daily = db
      .prepare("SELECT record_id, status, next_try_at FROM server_emails WHERE kind = 'daily-ceiling'")
      .all() as { record_id: string; status: string; next_try_at: string }[]
    expect(daily).toEqual([
      {
        record_id: expect.stringMatching(/^dailyCeilings\.\d{4}-\d{2}-\d{2}$/),
        status: 'pending',
        next_try_at: expect.any(String),
      },
    ])
    // Due a quarter of an hour after the first refusal, so it can say how many followed.
    expect(Date.parse(daily[0]!.next_try_at) - Date.now()).toBeGreaterThan(13 * 60_000)
  } finally {
    db.close()
  }
  const ceilingLines = logLines(site.output()).filter((line) =>
    line.msg.startsWith("Requests have reached today's ceiling"),
  )
  expect(ceilingLines).toHaveLength(1)
  expect((await askHealth(site.origin)).body.checks?.requestCeiling?.status).toBe('degraded')
})
