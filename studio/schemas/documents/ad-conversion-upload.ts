import { TargetIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { formatAgencyTime } from '../../inbox/agency-time'
import { agencyTimeField } from '../stored-requests'

const PLATFORMS = [
  { title: 'Google Ads', value: 'google-ads' },
  { title: 'Microsoft Advertising', value: 'microsoft-advertising' },
  { title: 'Meta', value: 'meta' },
]

const ACTIONS = [
  { title: 'New conversion', value: 'new' },
  { title: 'Retraction', value: 'retract' },
  { title: 'Restatement', value: 'restate' },
]

/**
 * One download of the "Ad conversions" tool: which conversions went into which platform's file, with the value
 * sent. The tool writes it under a private id (adConversionUploads.<uuid>), as the leads are kept, and reads them
 * all to send nothing twice and to offer the corrections of what changed since. Nobody edits one.
 */
export const adConversionUpload = defineType({
  name: 'adConversionUpload',
  title: 'Ad conversions download',
  type: 'document',
  icon: TargetIcon,
  // Written once by the tool, never drafted or published by hand.
  liveEdit: true,
  readOnly: true,
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: { list: PLATFORMS },
    }),
    defineField({ name: 'file', title: 'File', type: 'string' }),
    agencyTimeField(
      'downloadedAt',
      'Downloaded',
      'When the file was downloaded from the Ad conversions tool.',
    ),
    defineField({
      name: 'entries',
      title: 'Conversions in the file',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'sentConversion',
          title: 'Conversion',
          fields: [
            defineField({ name: 'lead', title: 'Lead id', type: 'string' }),
            defineField({
              name: 'kind',
              title: 'Conversion',
              type: 'string',
              options: {
                list: [
                  { title: 'Qualified lead', value: 'qualifiedLead' },
                  { title: 'Policy sold', value: 'policySold' },
                ],
              },
            }),
            defineField({ name: 'action', title: 'Sent as', type: 'string', options: { list: ACTIONS } }),
            defineField({ name: 'name', title: 'Conversion name sent', type: 'string' }),
            defineField({ name: 'time', title: 'Conversion time', type: 'datetime' }),
            defineField({ name: 'value', title: 'Value sent (USD)', type: 'number' }),
            defineField({ name: 'tie', title: 'Tied to the ad click by', type: 'string' }),
          ],
          preview: {
            select: { name: 'name', action: 'action', value: 'value' },
            prepare: ({ name, action, value }) => ({
              title: name,
              subtitle: [
                ACTIONS.find((entry) => entry.value === action)?.title,
                value !== undefined && `$${value}`,
              ]
                .filter(Boolean)
                .join(' · '),
            }),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: { platform: 'platform', file: 'file', downloadedAt: 'downloadedAt', entries: 'entries' },
    prepare: ({ platform, file, downloadedAt, entries }) => {
      const count = Array.isArray(entries) ? entries.length : 0
      const kind =
        typeof file === 'string' && file.endsWith('-corrections')
          ? 'corrections'
          : typeof file === 'string' && file.includes('-ios-')
            ? 'iOS clicks'
            : 'new conversions'
      return {
        title: `${PLATFORMS.find((entry) => entry.value === platform)?.title ?? platform}: ${count} ${kind}`,
        subtitle: typeof downloadedAt === 'string' ? formatAgencyTime(downloadedAt) : undefined,
      }
    },
  },
})
