// The agency's email of a finished online quote, on the embedded dataset with no CRM connected: EmailJS refuses it
// twice, then takes it. It reaches EmailJS exactly once, and the retry comes within seconds of the failure.
import { randomBytes, randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { fakeEmailjs } from '../../support/fakes/fake-emailjs'
import { askHealth } from '../../support/checks/health'
import { answerAutoToLastStep, intakeWords } from '../../support/forms/intake'
import { leadRequest, withDatabase } from '../../support/forms/leads'
import { logLines } from '../../support/checks/log-lines'
import { E2E } from '../../support/servers/servers'
import { startSite, type SiteServer } from '../../support/servers/standalone-site'

let site: SiteServer | undefined

test.afterEach(() => {
  site?.stop()
  site = undefined
})

type EmailTry = { at: number; leadId?: string; status: number }
type SentEmail = { template_params: Record<string, string> }

test('refused twice by EmailJS, the agency’s email is tried again within seconds and reaches it once', async ({
  page,
}) => {
  test.setTimeout(90_000)
  site = await startSite('quote-ready-email', {
    EMAILJS_PRIVATE_KEY: E2E.emailjsPrivateKey,
    EMAILJS_API_ORIGIN: E2E.emailjs,
    // Sweeps every 2 s while it is being retried: a sweep must never add a send of its own.
    LEADS_WEBHOOK_SWEEP_SECONDS: '2',
  })
  const key = randomUUID()
  const secret = randomBytes(18).toString('base64url')
  const leadId = `leads.${key}`
  const email = `quote-ready-email-${key}@example.com`
  const sent = await page.request.post(`${site.origin}/api/leads`, {
    data: { ...leadRequest(email), key, intakeSecret: secret, emailsSent: 'customer,agency' },
    headers: { origin: site.origin },
  })
  expect(sent.status()).toBe(202)
  await fakeEmailjs('/__refuse', { leadId, times: 2 })

  const words = intakeWords('en')
  await page.goto(`${site.origin}/finish-your-quote`)
  await answerAutoToLastStep(page)
  await page.getByRole('button', { name: words.finishLabel }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.doneHeading!)

  // Refused, refused, taken: three tries, the first retry a few seconds after the first failure.
  const triesOfLead = async () =>
    (await fakeEmailjs<EmailTry[]>('/__tries')).filter((tried) => tried.leadId === leadId)
  await expect
    .poll(async () => (await triesOfLead()).map((tried) => tried.status), { timeout: 45_000 })
    .toEqual([503, 503, 200])
  const [first, second, third] = await triesOfLead()
  const gaps = `${second!.at - first!.at} ms, then ${third!.at - second!.at} ms`
  test.info().annotations.push({ type: 'Failed try to the next (ms)', description: gaps })
  console.log(`Agency email: failed try to the next: ${gaps}`)
  expect(second!.at - first!.at).toBeLessThan(30_000)
  expect(second!.at - first!.at).toBeGreaterThanOrEqual(4000)
  expect(third!.at - second!.at).toBeGreaterThanOrEqual(13_000)

  // Sweeps keep running: nothing more is sent, and EmailJS holds one email that names the lead.
  await page.waitForTimeout(5000)
  expect(await triesOfLead()).toHaveLength(3)
  const emails = (await fakeEmailjs<SentEmail[]>('/__sent')).filter(
    (sentEmail) => sentEmail.template_params.leadId === leadId,
  )
  expect(emails.map((sentEmail) => sentEmail.template_params)).toEqual([
    expect.objectContaining({
      leadId,
      email,
      message: `Online quote finished (quote-ready): ${leadRequest(email).name} - Auto Insurance`,
      additionalInfo: expect.stringContaining('Model: Highlander'),
    }),
  ])

  // The database says sent, at the third try; health has nothing to report about emails.
  expect(
    withDatabase(
      site.databaseFile,
      (db) =>
        db
          .prepare(
            `SELECT kind, status, tries FROM server_emails WHERE record_id = ? AND key = 'quote-ready'`,
          )
          .get(leadId),
      undefined,
    ),
  ).toEqual({ kind: 'quote-ready', status: 'sent', tries: 3 })
  expect((await askHealth(site.origin)).body.checks?.emails).toEqual({ status: 'ok' })

  // The log tells each try by the lead's id alone, and what the email was.
  const what = `${leadId}: the agency's email of its finished online quote`
  const lines = logLines(site.output()).filter((line) => line.msg.includes(`${leadId}: the agency's email`))
  expect(lines.map((line) => [line.level, line.msg.replace(/next try in \d+ s/, 'next try in … s')])).toEqual(
    [
      ['warn', `${what}, try 1 failed (EmailJS answered HTTP 503); next try in … s`],
      ['warn', `${what}, try 2 failed (EmailJS answered HTTP 503); next try in … s`],
      ['info', `${what} sent`],
    ],
  )
  for (const personal of ['Dana Whitfield', email, 'Highlander', leadRequest(email).name, secret])
    expect(site.output()).not.toContain(personal)
})
