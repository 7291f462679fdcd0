import { ShareIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { inEnglish, type TranslatedValue } from '../../languages'
import { translatedField } from '../fields'

export const socialLink = defineType({
  name: 'socialLink',
  title: 'Social profile',
  type: 'object',
  icon: ShareIcon,
  fields: [
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: {
        list: [
          { title: 'Facebook', value: 'facebook' },
          { title: 'Instagram', value: 'instagram' },
          { title: 'LinkedIn', value: 'linkedin' },
          { title: 'Google reviews', value: 'google' },
        ],
      },
      validation: (rule) => rule.required().error('Pick the platform.'),
    }),
    translatedField('label', 'Label for screen readers', {
      description: 'For example “Lone Star Shield on Facebook”.',
      required: 'Write a label; screen-reader users hear it instead of the icon.',
    }),
    defineField({
      name: 'url',
      title: 'Web address',
      type: 'url',
      validation: (rule) =>
        rule
          .required()
          .error('Paste the full address of the profile.')
          .uri({ scheme: ['https'] }),
    }),
  ],
  preview: {
    select: { label: 'label', url: 'url' },
    prepare: ({ label, url }: { label?: TranslatedValue<string>[]; url?: string }) => ({
      title: inEnglish(label),
      subtitle: url,
    }),
  },
})
