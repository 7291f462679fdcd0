import type { IntakeLead } from '@/lib/intake/server/intake-store'

/** A lead as its online quote reads it: an auto request, not yet saved. */
export const INTAKE_LEAD: IntakeLead = {
  id: 'leads.0b7f3c1e-8d2a-4c5b-9e6f-1a2b3c4d5e6f',
  submittedAt: '2026-11-26T10:00:00-06:00',
  fullName: 'Dana Whitfield',
  email: 'dana@example.com',
  phoneNumber: '(817) 555-0142',
  zipCode: '76102',
  stage: 'new',
  language: 'en',
  coverageType: 'Auto Insurance',
  coverageLabel: 'Auto Insurance',
  revision: '0',
}
