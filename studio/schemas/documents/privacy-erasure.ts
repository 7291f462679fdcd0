import { LockIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

const COUNTS = [
  ['leads', 'Quote requests'],
  ['serviceRequests', 'Service requests'],
  ['drafts', 'Unpublished drafts'],
  ['onlineQuotes', 'Online quotes'],
  ['crmDeliveries', 'CRM deliveries'],
  ['downloadRecords', 'Ad-conversion downloads changed'],
  ['downloadEntries', 'Lines removed from those downloads'],
  ['contactChoiceDocuments', 'Opt-out register documents kept'],
  ['registerEmails', 'Emails about stop requests removed from the register'],
] as const

/**
 * One erasure made in the Privacy requests tool: when, by whom, and how many records of each kind, never who was
 * erased. The tool writes it under a private id (privacyErasures.<uuid>); nobody edits one.
 */
export const privacyErasure = defineType({
  name: 'privacyErasure',
  title: 'Privacy erasure',
  type: 'document',
  icon: LockIcon,
  liveEdit: true,
  readOnly: true,
  fields: [
    defineField({ name: 'at', title: 'Erased at', type: 'datetime' }),
    defineField({ name: 'by', title: 'Erased by', type: 'string' }),
    defineField({
      name: 'counts',
      title: 'What was erased',
      type: 'object',
      fields: COUNTS.map(([name, title]) => defineField({ name, title, type: 'number' })),
    }),
  ],
  preview: {
    select: { at: 'at', by: 'by' },
    prepare: ({ at, by }: { at?: string; by?: string }) => ({
      title: `Erasure ${at ? at.slice(0, 10) : ''}`,
      subtitle: by ? `by ${by}` : undefined,
    }),
  },
})
