import { randomUUID } from 'node:crypto'

import type { SanityClient } from '@sanity/client'
import { describe, expect, it } from 'vitest'

import type { SanityDocument } from '@/lib/content/ndjson'
import { eventBody, reviewRequestedEvent } from '@/lib/crm-webhook/crm-event'
import type { CrmEvent } from '@/lib/database/crm-event-row'
import { emailContents } from '@/lib/outbox/email-contents'
import type { ServerEmail } from '@/lib/outbox/server-email'
import type { ReviewSettings } from '@/lib/reviews/review-request'
import { sanityReviewRequests } from '@/lib/reviews/server/review-requests'

import { startFakeContentLake } from '../../support/fakes/fake-content-lake'
import { lakeClient } from '../../support/fakes/lake-client'

const NOW = new Date('2026-12-03T16:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()

const SETTINGS: ReviewSettings = {
  enabled: true,
  link: 'https://g.page/r/CUxvbmVTdGFyU2hpZWxk/review',
  daysAfterWon: 7,
  message: {
    en: 'Hello {name}, we ask every client for a review, whatever their experience: {link}',
    es: 'Hola, {name}: les pedimos una reseña a todos nuestros clientes: {link}',
  },
}

const won = (fullName: string, email: string, wonDaysAgo: number, fields: Record<string, unknown> = {}) => ({
  _id: `leads.${randomUUID()}`,
  _type: 'lead',
  _rev: 'kept',
  fullName,
  email,
  emailKey: email.toLowerCase(),
  phoneNumber: '(214) 555-0172',
  language: 'en',
  coverageType: 'Home Insurance',
  stage: 'won',
  wonAt: daysAgo(wonDaysAgo),
  ...fields,
})

async function withLake(
  documents: SanityDocument[],
  run: (lake: { documents: () => SanityDocument[]; client: SanityClient }) => Promise<void>,
) {
  let kept = documents
  const writeToken = 'a-write-token-for-the-review-tests'
  const lake = await startFakeContentLake(() => kept, 0, { writeToken, write: (written) => (kept = written) })
  try {
    const client = lakeClient(lake, writeToken)
    await run({ documents: () => kept, client })
  } finally {
    await lake.close()
  }
}

function services(client: SanityClient, settings: ReviewSettings = SETTINGS) {
  const handedOff: Array<{ recordId: string; emails: readonly ServerEmail[] }> = []
  const told: CrmEvent[] = []
  return {
    handedOff,
    told,
    requests: sanityReviewRequests({
      client,
      settings: async () => settings,
      emails: { handOff: async (recordId, emails) => void handedOff.push({ recordId, emails }) },
      crm: {
        reviewEvent: (lead, now) => reviewRequestedEvent(lead, now, now),
        handOff: async (document) =>
          void told.push(...((document as unknown as { webhookEvents?: CrmEvent[] }).webhookEvents ?? [])),
      },
    }),
  }
}

describe('every won client asked for a review, once, the same way', () => {
  it('asks each won client once, that many days after Won, in their language, and never a client marked “Don’t ask”', async () => {
    const dana = won('Dana Whitfield', 'dana@example.com', 8)
    const marisol = won('Marisol Treviño', 'marisol@example.com', 10, { language: 'es' })
    const notYet = won('Tom Reyes', 'tom@example.com', 3)
    const dispute = won('Gail Hart', 'gail@example.com', 9, {
      noReviewRequest: true,
      noReviewRequestReason: 'Claim in dispute',
    })
    const longAgo = won('Old Client', 'old@example.com', 120)
    const quoted = { ...won('Quoted Only', 'quoted@example.com', 9), stage: 'quoted' }
    await withLake([dana, marisol, notYet, dispute, longAgo, quoted], async ({ documents, client }) => {
      const { requests, handedOff, told } = services(client)
      expect(await requests.sweep(NOW)).toEqual({ asked: 2, askedRecently: 0 })
      const lead = (id: string) => documents().find((doc) => doc._id === id)!
      expect(lead(dana._id).reviewRequest).toEqual({
        _type: 'reviewRequest',
        status: 'asked',
        at: NOW.toISOString(),
        language: 'en',
      })
      expect(lead(marisol._id).reviewRequest).toMatchObject({ status: 'asked', language: 'es' })
      for (const untouched of [notYet, dispute, longAgo, quoted])
        expect(lead(untouched._id).reviewRequest).toBeUndefined()
      expect(handedOff.map(({ recordId }) => recordId).sort()).toEqual([dana._id, marisol._id].sort())

      // The email kept on the lead says the Studio's words in the client's language, and goes to the client.
      const [email] = lead(marisol._id).serverEmails as ServerEmail[]
      expect(email).toMatchObject({ kind: 'review-request', status: 'pending' })
      const contents = emailContents(
        { recordId: marisol._id, email: email!, record: lead(marisol._id) as never },
        { leadEmail: 'leads@example.com', serviceEmail: 'service@example.com' },
        { lead: 'template_lead', review: 'template_review' },
      )
      expect(contents).toEqual({
        templateId: 'template_review',
        params: {
          to_email: 'marisol@example.com',
          fullName: 'Marisol Treviño',
          message: `Hola, Marisol: les pedimos una reseña a todos nuestros clientes: ${SETTINGS.link}`,
          review_url: SETTINGS.link,
          language: 'Spanish',
        },
      })
      // The CRM is told, with whom and when, once per lead.
      expect(told.map((event) => event.type)).toEqual(['lead.review_requested', 'lead.review_requested'])
      const body = JSON.parse(
        eventBody(
          lead(dana._id) as never,
          told.find((event) => event.id.includes(dana._id.slice(6, 14)))!,
        ),
      )
      expect(body).toMatchObject({
        type: 'lead.review_requested',
        data: {
          id: dana._id,
          fullName: 'Dana Whitfield',
          email: 'dana@example.com',
          reviewRequestedAt: NOW.toISOString(),
        },
      })
      expect(body.data).not.toHaveProperty('noReviewRequestReason')

      // A sweep after asks nobody again; the one “not yet” is asked on its day.
      expect(await requests.sweep(NOW)).toEqual({ asked: 0, askedRecently: 0 })
      expect(await requests.sweep(new Date(NOW.getTime() + 4 * 86_400_000))).toEqual({
        asked: 1,
        askedRecently: 0,
      })
      expect(lead(notYet._id).reviewRequest).toMatchObject({ status: 'asked' })
      expect(lead(dispute._id).reviewRequest).toBeUndefined()
    })
  })

  it('does not ask a client again within 12 months, however their email is written, and asks again after', async () => {
    const first = won('Dana Whitfield', 'Dana@Example.com', 8)
    await withLake([first], async ({ documents, client }) => {
      const { requests, handedOff } = services(client)
      expect(await requests.sweep(NOW)).toEqual({ asked: 1, askedRecently: 0 })
      // Her umbrella policy is won three months later.
      const later = new Date(NOW.getTime() + 90 * 86_400_000)
      const second = won('Dana Whitfield', 'dana@example.com', 0, { wonAt: daysAgo(-83) })
      await client.create(second)
      expect(await requests.sweep(later)).toEqual({ asked: 0, askedRecently: 1 })
      expect(documents().find((doc) => doc._id === second._id)!.reviewRequest).toMatchObject({
        status: 'asked-recently',
      })
      expect(handedOff).toHaveLength(1)
      // A year and more after the first ask, a new sale asks again.
      const nextYear = new Date(NOW.getTime() + 400 * 86_400_000)
      const third = won('Dana Whitfield', 'dana@example.com', 0, { wonAt: daysAgo(-392) })
      await client.create(third)
      expect(await requests.sweep(nextYear)).toEqual({ asked: 1, askedRecently: 0 })
      // What remembers the ask names no one: a hash of the email.
      const remembered = documents().filter((doc) => doc._type === 'reviewAsk')
      expect(remembered).toHaveLength(1)
      expect(JSON.stringify(remembered)).not.toMatch(/dana|example/i)
    })
  })

  it('with two servers sweeping at once, each client is asked once; an erased client and a switched-off site, never', async () => {
    const leads = Array.from({ length: 4 }, (_, index) =>
      won(`Client ${index}`, `client${index}@example.com`, 8),
    )
    const twins = [won('Ana Ruiz', 'ana@example.com', 8), won('Ana Ruiz', 'ana@example.com', 9)]
    await withLake([...leads, ...twins], async ({ documents, client }) => {
      const off = services(client, { ...SETTINGS, enabled: false })
      expect(await off.requests.sweep(NOW)).toEqual({ asked: 0, askedRecently: 0 })
      const one = services(client)
      const other = services(client)
      await Promise.all([one.requests.sweep(NOW), other.requests.sweep(NOW)])
      // Conflicts leave the rest for the next sweep: two more at most.
      await Promise.all([one.requests.sweep(NOW), other.requests.sweep(NOW)])
      await one.requests.sweep(NOW)
      const asked = [...one.handedOff, ...other.handedOff].map(({ recordId }) => recordId)
      expect(asked.sort()).toEqual([...leads.map(({ _id }) => _id), twins[1]!._id].sort())
      expect(documents().find((doc) => doc._id === twins[0]!._id)!.reviewRequest).toMatchObject({
        status: 'asked-recently',
      })
    })
    // Erased: its lead is gone, and nothing is asked of it.
    const erased = won('Erased Person', 'erased@example.com', 8)
    await withLake([erased], async ({ documents, client }) => {
      await client.delete(erased._id)
      const { requests, handedOff } = services(client)
      expect(await requests.sweep(NOW)).toEqual({ asked: 0, askedRecently: 0 })
      expect(handedOff).toEqual([])
      expect(documents()).toEqual([])
    })
  })
})
