import { BlockElementIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const ICONS = [
  { title: 'House', value: 'home' },
  { title: 'Car', value: 'car' },
  { title: 'Key (renters)', value: 'key' },
  { title: 'Heart (life)', value: 'heart' },
  { title: 'Shield', value: 'shield' },
  { title: 'Umbrella', value: 'umbrella' },
  { title: 'Gem', value: 'gem' },
  { title: 'Mountain cabin', value: 'cabin' },
  { title: 'Mobile home', value: 'mobile-home' },
  { title: 'Identity card', value: 'id-card' },
  { title: 'Star', value: 'star' },
  { title: 'Users', value: 'users' },
  { title: 'Document', value: 'document' },
  { title: 'Clock', value: 'clock' },
  { title: 'Dollar', value: 'dollar' },
  { title: 'Wrench', value: 'wrench' },
  { title: 'Medical', value: 'medical' },
  { title: 'Sliders', value: 'sliders' },
  { title: 'Handshake', value: 'handshake' },
  { title: 'Language', value: 'language' },
  { title: 'Chart', value: 'chart' },
  { title: 'Check', value: 'check' },
] as const

export const card = defineType({
  name: 'card',
  title: 'Card',
  type: 'object',
  icon: BlockElementIcon,
  fields: [
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: { list: [...ICONS] },
      validation: (rule) => rule.required().error('Pick an icon for the card.'),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Give the card a title.'),
        rule.max(60).warning('Short titles (under 60 characters) fit the card best.'),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => [
        rule.required().error('Write a sentence or two for the card.'),
        rule.max(280).warning('Keep the description under 280 characters so the cards line up.'),
      ],
    }),
    defineField({
      name: 'link',
      title: 'Button (optional)',
      type: 'link',
      description: 'Shown under the text, for example “Quote” linking to a product page.',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
