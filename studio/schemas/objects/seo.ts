import { SearchIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  icon: SearchIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title in search results',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Write the title search engines show.'),
        rule.max(65).warning('Search engines cut titles longer than about 65 characters.'),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Description in search results',
      type: 'text',
      rows: 3,
      validation: (rule) => [
        rule.required().error('Write a one- or two-sentence summary for search results.'),
        rule.max(160).warning('Search engines cut descriptions longer than about 160 characters.'),
      ],
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'description' } },
})
