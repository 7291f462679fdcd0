import { ThLargeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { anchorField, backgroundField, cardsField, headingField } from '../fields'

export const cardsSection = defineType({
  name: 'cardsSection',
  title: 'Cards',
  type: 'object',
  icon: ThLargeIcon,
  description: 'A titled grid of cards: benefits, coverages, services, specialty lines.',
  fields: [
    headingField(),
    cardsField('cards', 'Cards'),
    defineField({
      name: 'columns',
      title: 'Cards per row on wide screens',
      type: 'number',
      options: { list: [2, 3, 4], layout: 'radio', direction: 'horizontal' },
      initialValue: 3,
    }),
    backgroundField(),
    anchorField(),
  ],
  preview: {
    select: { title: 'heading.title', cards: 'cards' },
    prepare: ({ title, cards }) => ({
      title,
      subtitle: `Cards · ${Array.isArray(cards) ? cards.length : 0}`,
    }),
  },
})
