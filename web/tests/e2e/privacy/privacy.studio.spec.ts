// The office manager's "Privacy requests" tool in the Studio (built, offline, on the fake Content Lake): a person
// found by their phone however it is written, everything kept about them exported as one file, then erased, their
// register of contact choices kept, and the erasure logged without their details.
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import type { SanityDocument } from '@/lib/content/ndjson'

import { E2E } from '../../support/servers/servers'
import { STUDIO } from '../../support/studio/studio'
import { failOnStudioErrors, logInToStudio } from '../../support/studio/studio-desk'

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
// A number of the run's own (the lake keeps other tests' documents): 214-555-01xx.
const DIGITS = String(10 + (Date.now() % 90))
const PHONE_KEY = `+121455501${DIGITS}`
const EMAIL = `privacy.${RUN}@example.com`
const ids = {
  lead: `leads.${randomUUID()}`,
  service: `serviceRequests.${randomUUID()}`,
  other: `leads.${randomUUID()}`,
  register: `contactChoices.${RUN}`,
  upload: `adConversionUploads.${randomUUID()}`,
}

async function documents(): Promise<SanityDocument[]> {
  const response = await fetch(`${E2E.lakeControl}/documents`)
  if (!response.ok) throw new Error(`Fake Content Lake /documents: ${response.status}`)
  return (await response.json()) as SanityDocument[]
}

async function put(docs: object[]) {
  const response = await fetch(`${E2E.lakeControl}/documents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(docs),
  })
  if (!response.ok) throw new Error(`Fake Content Lake POST /documents: ${response.status}`)
}

const event = (id: string) => ({
  _key: id,
  _type: 'webhookEvent',
  id,
  type: 'lead.created',
  stage: 'new',
  createdAt: new Date().toISOString(),
  status: 'delivered',
  tries: 1,
})

function personDocuments() {
  const submittedAt = new Date(Date.now() - 3_600_000).toISOString()
  return [
    {
      _id: ids.lead,
      _type: 'lead',
      fullName: `Rosa Ibarra ${RUN}`,
      email: EMAIL,
      emailKey: EMAIL,
      phoneNumber: `(214) 555-01${DIGITS}`,
      phoneKey: PHONE_KEY,
      coverageType: 'Auto Insurance',
      language: 'es',
      submittedAt,
      intake: { _type: 'intakeProgress', quoteReady: true, saves: 2, stepsTotal: 3 },
      webhookEvents: [event(`msg_${RUN}_1`), event(`msg_${RUN}_2`)],
    },
    {
      _id: ids.service,
      _type: 'serviceRequest',
      fullName: `Rosa Ibarra ${RUN}`,
      email: EMAIL.toUpperCase(),
      emailKey: EMAIL,
      phoneNumber: `214.555.01${DIGITS}`,
      phoneKey: PHONE_KEY,
      requestType: 'Add a driver',
      submittedAt,
    },
    {
      _id: ids.other,
      _type: 'lead',
      fullName: `Someone Else ${RUN}`,
      email: `else.${RUN}@example.com`,
      emailKey: `else.${RUN}@example.com`,
      submittedAt,
    },
    {
      _id: ids.register,
      _type: 'contactChoice',
      key: PHONE_KEY,
      entries: [
        {
          _key: 'texts-1',
          _type: 'contactChoiceEntry',
          channel: 'texts',
          action: 'opt-out',
          at: submittedAt,
          how: 'text reply',
          by: 'Office',
        },
      ],
    },
    {
      _id: ids.upload,
      _type: 'adConversionUpload',
      platform: 'google-ads',
      file: 'google-ads-conversions',
      downloadedAt: submittedAt,
      entries: [
        { _key: 'e1', lead: ids.lead, kind: 'quoted', action: 'new', name: 'Quoted', time: submittedAt },
        { _key: 'e2', lead: ids.other, kind: 'quoted', action: 'new', name: 'Quoted', time: submittedAt },
      ],
    },
  ]
}

test.describe('the Privacy requests tool in the Studio', () => {
  test.describe.configure({ timeout: 180_000 })

  failOnStudioErrors(test)

  test('finds a person by their phone, exports everything kept about them, and erases it keeping their opt-outs', async ({
    page,
  }) => {
    await put(personDocuments())
    await logInToStudio(page)
    await page.goto(`${STUDIO.url}/structure`)
    await page.getByRole('link', { name: 'Privacy requests' }).click()
    await expect(page.getByRole('heading', { name: 'Privacy requests', level: 1 })).toBeVisible({
      timeout: 30_000,
    })

    await page.getByLabel('Email or phone number').fill('555-0100')
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(page.getByRole('status')).toHaveText('Type an email, or a phone number with its area code.')

    await page.getByLabel('Email or phone number').fill(`(214) 555-01${DIGITS}`)
    await page.getByRole('button', { name: 'Find' }).click()
    await expect(page.getByRole('status')).toHaveText(`Found what is kept about ${PHONE_KEY}.`, {
      timeout: 15_000,
    })
    const counts = page.getByRole('list', { name: 'Counts' })
    await expect(counts).toContainText('1 quote request(s)')
    await expect(counts).toContainText('1 service request(s)')
    await expect(counts).toContainText('1 online quote(s) with their answers')
    await expect(counts).toContainText('2 CRM delivery record(s)')
    await expect(counts).toContainText('1 line(s) in 1 ad-conversion download record(s)')
    await expect(counts).toContainText('1 opt-out register document(s) (kept by an erasure)')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^privacy-request-\d{4}-\d{2}-\d{2}\.json$/)
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      requests: SanityDocument[]
      contactChoices: SanityDocument[]
      adConversionDownloads: Array<{ entries: Array<{ lead: string }> }>
    }
    expect(file.requests.map(({ _id }) => _id).sort()).toEqual([ids.lead, ids.service].sort())
    expect(file.contactChoices.map(({ _id }) => _id)).toEqual([ids.register])
    expect(file.adConversionDownloads[0]!.entries.map(({ lead }) => lead)).toEqual([ids.lead])

    await page.getByRole('button', { name: 'Erase…' }).click()
    const confirmation = page.getByRole('alertdialog', { name: 'Erase for good?' })
    await expect(confirmation).toContainText('1 quote request, 1 service request')
    await expect(confirmation).toContainText('Kept: 1 opt-out register document(s)')
    await confirmation.getByRole('button', { name: 'Erase for good' }).click()
    await expect(page.getByRole('status')).toContainText('Erased: 1 quote request', { timeout: 15_000 })
    await expect(page.getByRole('status')).toContainText('Their opt-outs were kept.')

    const after = await documents()
    const byId = new Map(after.map((document) => [document._id, document]))
    expect(byId.has(ids.lead)).toBe(false)
    expect(byId.has(ids.service)).toBe(false)
    expect(byId.has(ids.other)).toBe(true)
    expect(byId.get(ids.register)).toMatchObject({ key: PHONE_KEY })
    expect((byId.get(ids.upload)!.entries as Array<{ lead: string }>).map(({ lead }) => lead)).toEqual([
      ids.other,
    ])
    const logs = after.filter(({ _type }) => _type === 'privacyErasure')
    const log = logs.find((entry) => JSON.stringify(entry).includes('"crmDeliveries":2'))
    expect(log).toMatchObject({
      _id: expect.stringMatching(/^privacyErasures\./),
      counts: { leads: 1, serviceRequests: 1, onlineQuotes: 1, crmDeliveries: 2, contactChoiceDocuments: 1 },
    })
    expect(JSON.stringify(log)).not.toMatch(new RegExp(`${RUN}|Rosa|555.01${DIGITS}|${PHONE_KEY.slice(1)}`))
  })
})
