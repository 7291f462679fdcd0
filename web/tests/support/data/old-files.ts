import { randomUUID } from 'node:crypto'

/**
 * A lead as an earlier version's server wrote it to leads.ndjson, keys in its order: a form's auto insurance request
 * with both emails sent, still new, by the given person at the given time.
 */
export const oldNdjsonLead = ({
  submittedAt,
  fullName,
  email,
  phoneNumber,
}: {
  submittedAt: string
  fullName: string
  email: string
  phoneNumber: string
}) => ({
  _id: `leads.${randomUUID()}`,
  _type: 'lead',
  submittedAt,
  fullName,
  email,
  phoneNumber,
  zipCode: '75204',
  coverageType: 'Auto Insurance',
  coverageLabel: 'Auto Insurance',
  language: 'en',
  channel: 'form',
  emailsSent: ['customer', 'agency'],
  stage: 'new',
})
