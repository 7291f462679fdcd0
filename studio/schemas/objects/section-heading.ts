import { TextIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const sectionHeading = defineType({
  name: 'sectionHeading',
  title: 'Section heading',
  type: 'object',
  icon: TextIcon,
  fields: [
    defineField({ name: 'eyebrow', title: 'Small line above the title (optional)', type: 'string' }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().error('Give the section a title.'),
    }),
    defineField({ name: 'intro', title: 'Introduction (optional)', type: 'text', rows: 3 }),
  ],
  preview: { select: { title: 'title', subtitle: 'intro' } },
})
