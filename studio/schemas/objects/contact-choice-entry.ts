import { defineField, defineType } from 'sanity'

import { CONTACT_CHANNELS, OPT_OUT_WAYS } from '../../../web/lib/contact-choices/contact-choices'
import { CHANNEL_TITLES, historyLine } from '../../inbox/contact-choices'
import { agencyTimeField } from '../stored-requests'

/**
 * One line of a person's register of contact choices: an opt-out of texts or calls, or its withdrawal with a
 * reason. Written once by the site's stop page, the Studio's buttons on a request or the books' command, and never
 * changed after: the latest line of a key and channel is what holds, and the ones before stay as its history.
 */
export const contactChoiceEntry = defineType({
  name: 'contactChoiceEntry',
  title: 'Register line',
  type: 'object',
  readOnly: true,
  fields: [
    defineField({
      name: 'channel',
      title: 'Of',
      type: 'string',
      options: { list: CONTACT_CHANNELS.map((value) => ({ value, title: CHANNEL_TITLES[value] })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'action',
      title: 'What was recorded',
      type: 'string',
      options: {
        list: [
          { value: 'opt-out', title: 'Opted out' },
          { value: 'withdrawn', title: 'Opt-out withdrawn' },
        ],
      },
      validation: (rule) => rule.required(),
    }),
    agencyTimeField('at', 'When', undefined, true),
    defineField({
      name: 'how',
      title: 'How it came',
      type: 'string',
      options: { list: OPT_OUT_WAYS.map((value) => ({ value, title: value })) },
    }),
    defineField({
      name: 'by',
      title: 'Recorded by',
      type: 'string',
      description: 'The Studio user who recorded it, or “site” for the site’s stop page.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'note', title: 'Note', type: 'text', rows: 2 }),
    defineField({
      name: 'reason',
      title: 'Why it was withdrawn',
      type: 'text',
      rows: 2,
      hidden: ({ value }) => !value,
    }),
    // When the site's server told the CRM of this line (it sends an opted-out event for every request of the key).
    defineField({ name: 'crmToldAt', title: 'CRM told', type: 'datetime', hidden: true }),
  ],
  preview: {
    select: {
      channel: 'channel',
      action: 'action',
      at: 'at',
      how: 'how',
      by: 'by',
      note: 'note',
      reason: 'reason',
    },
    prepare: (entry) => {
      const [when, ...rest] = historyLine({ _key: '', _type: 'contactChoiceEntry', ...entry }).split(' · ')
      return { title: rest.slice(0, 1).join(''), subtitle: [when, ...rest.slice(1)].join(' · ') }
    },
  },
})
