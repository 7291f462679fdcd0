import { defineArrayMember, defineField } from 'sanity'

// Field factories for the shapes that recur across page types, so every page validates them the same way.

export const requiredString = (name: string, title: string, message: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) => rule.required().error(message),
  })

export const headingField = (name = 'heading', title = 'Heading') =>
  defineField({
    name,
    title,
    type: 'sectionHeading',
    validation: (rule) => rule.required().error('Give this section a heading.'),
  })

export const cardsField = (name: string, title: string, min = 1) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'card' })],
    validation: (rule) =>
      rule
        .required()
        .min(min)
        .error(`Add at least ${min} card${min === 1 ? '' : 's'}.`),
  })

export const statsField = (name = 'stats', title = 'Stats') =>
  defineField({ name, title, type: 'array', of: [defineArrayMember({ type: 'statHighlight' })] })

export const seoField = () =>
  defineField({
    name: 'seo',
    title: 'Search and sharing',
    type: 'seo',
    validation: (rule) => rule.required().error('Fill in how the page appears in search results.'),
  })

export const orderedSection = (name: string, title: string, fields: ReturnType<typeof defineField>[]) =>
  defineField({
    name,
    title,
    type: 'object',
    options: { collapsible: true, collapsed: false },
    fields,
    validation: (rule) => rule.required().error(`Fill in the “${title}” section.`),
  })
