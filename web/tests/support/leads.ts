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

/** The leads a site on the embedded dataset has kept so far (the NDJSON file it appends to). */
export function storedLeads(file = E2E.leadsFile): LeadDocument[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LeadDocument)
}

export const storedLeadsFor = (email: string) => storedLeads().filter((lead) => lead.email === email)
