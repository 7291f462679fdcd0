import { existsSync, readFileSync } from 'node:fs'

import type { LeadDocument } from '@/lib/lead/server/lead-document'

import { E2E } from './servers'

/** The leads a site on the embedded dataset has kept so far (the NDJSON file it appends to). */
export function storedLeads(file = E2E.leadsFile): LeadDocument[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LeadDocument)
}

export const storedLeadsFor = (email: string) => storedLeads().filter((lead) => lead.email === email)
