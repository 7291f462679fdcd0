import { RocketIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { requiredString, statsField } from '../fields'

export const heroSection = defineType({
  name: 'heroSection',
  title: 'Hero with quote form',
  type: 'object',
  icon: RocketIcon,
  description: 'The top of the page: headline, selling points and the quote form. One per page.',
  groups: [
    { name: 'pitch', title: 'Headline and selling points', default: true },
    { name: 'form', title: 'Quote form' },
  ],
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Small line above the headline (optional)',
      type: 'string',
      group: 'pitch',
    }),
    { ...requiredString('headline', 'Headline', 'Write the headline.'), group: 'pitch' },
    defineField({
      name: 'subheadline',
      title: 'Text under the headline (optional)',
      type: 'text',
      rows: 3,
      group: 'pitch',
    }),
    defineField({
      name: 'benefits',
      title: 'Benefit bullets (optional)',
      type: 'array',
      group: 'pitch',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'quoteButtons',
      title: 'Buttons to other pages (optional)',
      type: 'array',
      group: 'pitch',
      description: 'On the home page: one button per product page.',
      of: [defineArrayMember({ type: 'link' })],
    }),
    { ...statsField('trustStats', 'Stats under the headline (optional)'), group: 'pitch' },
    defineField({
      name: 'coverageType',
      title: 'Coverage the quote form asks for',
      type: 'string',
      group: 'form',
      description:
        'Sent with every quote request from this page, for example “Umbrella Insurance”. Always in English, on Spanish pages too: it is what the agency’s emails and lead list show. Leave empty to let visitors pick from the list of the Quote form document (as on the home page).',
    }),
    defineField({
      name: 'coverageLabel',
      title: 'Coverage as visitors read it (optional)',
      type: 'string',
      group: 'form',
      description:
        'How this page names the coverage to its visitors, for example “Seguro de auto” on a Spanish page. Leave empty to show the coverage above as it is written.',
    }),
    { ...requiredString('formTitle', 'Quote form title', 'Give the quote form a title.'), group: 'form' },
    defineField({
      name: 'formText',
      title: 'Text under the form title (optional)',
      type: 'string',
      group: 'form',
    }),
    {
      ...requiredString('submitLabel', 'Quote form button', 'Write the label of the form’s button.'),
      group: 'form',
    },
  ],
  preview: {
    select: { title: 'headline', coverageType: 'coverageType' },
    prepare: ({ title, coverageType }) => ({
      title,
      subtitle: `Hero with quote form · ${coverageType || 'visitor picks the coverage'}`,
    }),
  },
})
