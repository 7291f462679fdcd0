import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'

import type { LeadDocument } from '@/lib/lead/server/lead-document'

import { heroOf, landingPage } from './dataset'
import { E2E } from './servers'

/** A valid lead as the auto insurance page's form sends it to the endpoint (JSON), with the given email. */
export const leadRequest = (email: string) => ({
  name: 'Ana García',
  phone: '(469) 555-0188',
  email,
  zip: '75204',
  coverageType: heroOf(landingPage('auto-insurance')).coverageType!,
  page: '/auto-insurance',
  consent: 'By submitting this form, you agree that we may contact you.',
  website: '',
})

/**
 * A valid service request (an auto ID card) as the service center's form script hands it to the endpoint, with
 * its own key and both emails sent.
 */
export const serviceRequestBody = (email: string) => ({
  requestType: 'autoIdCard',
  name: 'Rosa Hernández',
  phone: '(972) 555-0164',
  email,
  policyNumber: '',
  policyNumberUnknown: 'on',
  carrier: 'not-sure',
  vehicle: '2022 Toyota RAV4',
  page: '/service-center',
  consent: 'By submitting this form, you agree that we may contact you about this request.',
  language: 'en',
  website: '',
  key: randomUUID(),
  emailsSent: 'customer,agency',
})

/** The leads a site on the embedded dataset has kept so far (the NDJSON file it appends to). */
export function storedLeads(file = E2E.leadsFile): LeadDocument[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LeadDocument)
}

export const storedLeadsFor = (email: string) => storedLeads().filter((lead) => lead.email === email)
