import { SyncIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { DELIVERY_STATUSES, deliveryLine, EVENT_TYPES, type WebhookEvent } from '../../inbox/crm-delivery'
import { agencyTimeField, retriedFields } from '../stored-requests'

/**
 * One thing the site's server tells the agency's CRM about a lead or a service request (the request kept, a change
 * of stage), and how its delivery went. The server writes it and updates it after every try; the Studio only shows
 * it, and the “Send to CRM again” button on a failed one's line starts it over.
 */
export const webhookEvent = defineType({
  name: 'webhookEvent',
  title: 'Sent to your CRM',
  type: 'object',
  icon: SyncIcon,
  readOnly: true,
  fields: [
    defineField({
      name: 'id',
      title: 'Delivery id',
      type: 'string',
      readOnly: true,
      description: 'The same on every try, so the CRM can tell a message it already got.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'type',
      title: 'What it tells the CRM',
      type: 'string',
      readOnly: true,
      options: { list: EVENT_TYPES },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'stage',
      title: 'Stage it reports',
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'previousStage', title: 'Stage before', type: 'string', readOnly: true }),
    agencyTimeField(
      'createdAt',
      'Happened',
      'When the request was kept, its stage changed, or its online quote was finished.',
      true,
    ),
    ...retriedFields({
      statusTitle: 'Delivery',
      statuses: DELIVERY_STATUSES,
      pending: 'while it is still to be delivered',
      done: ['deliveredAt', 'Delivered', 'When the CRM accepted it.'],
    }),
    // What the register held for the person when the event was made (texts and calls: since when and how, or
    // null), as the CRM was told it; the event's line says enough for the office.
    defineField({
      name: 'choices',
      title: 'Opt-outs told',
      type: 'object',
      readOnly: true,
      hidden: true,
      fields: (['texts', 'calls'] as const).map((name) =>
        defineField({
          name,
          title: name === 'texts' ? 'Texts' : 'Calls',
          type: 'object',
          fields: [
            defineField({ name: 'at', title: 'Since', type: 'datetime' }),
            defineField({ name: 'how', title: 'How it came', type: 'string' }),
          ],
        }),
      ),
    }),
  ],
  preview: {
    select: {
      type: 'type',
      stage: 'stage',
      status: 'status',
      tries: 'tries',
      nextTryAt: 'nextTryAt',
      deliveredAt: 'deliveredAt',
      lastError: 'lastError',
    },
    prepare: (event: WebhookEvent) => {
      const { text, detail } = deliveryLine(event, new Date())
      return { title: text, subtitle: detail }
    },
  },
})
