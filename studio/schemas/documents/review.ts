import { CommentIcon } from '@sanity/icons'
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { defineField, defineType } from 'sanity'

import { DEFAULT_LANGUAGE } from '../../languages'
import { LANGUAGE_OPTIONS } from '../fields'

export const review = defineType({
  name: 'review',
  title: 'Review',
  type: 'document',
  icon: CommentIcon,
  orderings: [orderRankOrdering],
  fields: [
    defineField({
      name: 'name',
      title: 'Reviewer’s name',
      type: 'string',
      description: 'As it appears on the original review, for example “Sarah M.”.',
      validation: (rule) => rule.required().error('Enter the reviewer’s name.'),
    }),
    defineField({
      name: 'initials',
      title: 'Initials',
      type: 'string',
      description: 'Shown in the round badge instead of a photo.',
      validation: (rule) =>
        rule
          .required()
          .error('Enter one to three initials.')
          .regex(/^[A-Z]{1,3}$/, { name: 'one to three capital letters' }),
    }),
    defineField({
      name: 'text',
      title: 'Review',
      type: 'text',
      rows: 5,
      description: 'Copy the review word for word.',
      validation: (rule) => [
        rule.required().error('Paste the review text.'),
        rule.max(500).warning('Reviews over 500 characters make the carousel jump in height.'),
      ],
    }),
    defineField({
      name: 'language',
      title: 'Language of the review',
      type: 'string',
      description:
        'The language the reviewer wrote in. Reviews appear as written on the English and the Spanish site alike; this lets browsers and screen readers pronounce them right.',
      initialValue: DEFAULT_LANGUAGE,
      options: { list: LANGUAGE_OPTIONS, layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().error('Pick the language the review is written in.'),
    }),
    defineField({
      name: 'rating',
      title: 'Stars',
      type: 'number',
      initialValue: 5,
      options: { list: [1, 2, 3, 4, 5] },
      validation: (rule) =>
        rule.required().error('Enter the number of stars, 1 to 5.').integer().min(1).max(5),
    }),
    defineField({
      name: 'source',
      title: 'Where it was posted',
      type: 'string',
      initialValue: 'Google Review',
      validation: (rule) =>
        rule.required().error('Say where the review was posted, for example “Google Review”.'),
    }),
    orderRankField({ type: 'review' }),
  ],
  preview: {
    select: { title: 'name', text: 'text', rating: 'rating' },
    prepare: ({ title, text, rating }) => ({
      title: `${title} · ${'★'.repeat(rating ?? 0)}`,
      subtitle: text,
    }),
  },
})
