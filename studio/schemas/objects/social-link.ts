import { ShareIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

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
    defineField({
      name: 'label',
      title: 'Label for screen readers',
      type: 'string',
      description: 'For example “Lone Star Shield on Facebook”.',
      validation: (rule) =>
        rule.required().error('Write a label; screen-reader users hear it instead of the icon.'),
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
  preview: { select: { title: 'label', subtitle: 'url' } },
})
