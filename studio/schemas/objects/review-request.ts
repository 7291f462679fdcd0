import { StarIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

/**
 * Whether the client of a won lead was asked for a review, as the site's server records it: asked (and when), or
 * not asked because their email was asked for another request in the last 12 months.
 */
export const reviewRequest = defineType({
  name: 'reviewRequest',
  title: 'Review request',
  type: 'object',
  icon: StarIcon,
  readOnly: true,
  fields: [
    defineField({
      name: 'status',
      title: 'Asked',
      type: 'string',
      options: {
        list: [
          { title: 'Asked for a review', value: 'asked' },
          { title: 'Not asked: asked for another request in the last 12 months', value: 'asked-recently' },
        ],
      },
    }),
    defineField({ name: 'at', title: 'When', type: 'datetime' }),
    defineField({
      name: 'language',
      title: 'In',
      type: 'string',
      options: {
        list: [
          { title: 'English', value: 'en' },
          { title: 'Spanish', value: 'es' },
        ],
      },
    }),
  ],
  preview: {
    select: { status: 'status', at: 'at' },
    prepare: ({ status, at }) => ({
      title: status === 'asked' ? 'Asked for a review' : 'Not asked: asked recently for another request',
      subtitle: at,
    }),
  },
})
