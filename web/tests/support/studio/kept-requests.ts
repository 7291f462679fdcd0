// Requests as the site's server keeps them (the agreed stored request model), to put straight into the fake
// Content Lake: the Studio's tests then depend on the Studio alone.
import { randomUUID } from 'node:crypto'

import type { SanityDocument } from '@/lib/content/ndjson'
import { isoWithOffset } from '@/lib/format'

import { E2E } from '../servers/servers'

export type KeptDocument = SanityDocument & { _rev?: string }

const MINUTE = 60_000

/** A time `minutes` from now (before, when negative), as the site's server writes it: on Dallas time, with its offset. */
export const dallasTime = (minutes: number) => isoWithOffset(new Date(Date.now() + minutes * MINUTE))
/** The same, as the server writes a due time: in UTC. */
export const utcTime = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString()

export const NOT_PROVIDED = 'Not provided'

/** A request received 20 minutes ago, due 5 minutes ago, still new, unless `fields` say otherwise. */
export function keptRequest(type: 'lead' | 'serviceRequest', fields: Record<string, unknown>): KeptDocument {
  const path = type === 'lead' ? '' : 'service-center'
  return {
    _id: `${type === 'lead' ? 'leads' : 'serviceRequests'}.${randomUUID()}`,
    _type: type,
    phoneNumber: '(214) 555-0142',
    email: `inbox.${randomUUID().slice(0, 8)}@example.com`,
    language: 'en',
    pageUrl: `${E2E.lakeSite}/${path}`,
    submittedAt: dallasTime(-20),
    answerBy: utcTime(-5),
    consentText: 'By submitting this form, you agree that we may contact you about this request.',
    consentVersion: '4f1c2a9b7d3e',
    attribution: Object.fromEntries(
      ['referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']
        .concat(['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid'])
        .map((name) => [name, NOT_PROVIDED])
        .concat([['landingPage', `${E2E.lakeSite}/${path}`]]),
    ),
    channel: 'form',
    emailsSent: ['customer', 'agency'],
    stage: 'new',
    ...fields,
  }
}

export const keptLead = (fullName: string, fields: Record<string, unknown> = {}) =>
  keptRequest('lead', {
    fullName,
    zipCode: '75201',
    coverageType: 'Auto Insurance',
    coverageLabel: 'Auto Insurance',
    additionalInfo: NOT_PROVIDED,
    contactPreference: 'Phone Call',
    timeframe: 'ASAP',
    ...fields,
  })
