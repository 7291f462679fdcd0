import { defineField } from 'sanity'

// One definition for every Portable Text field that offers links (legal texts, the consent under the quote
// form's button), so they all accept and check addresses the same way.
export const linkAnnotation = defineField({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({
      name: 'href',
      title: 'Goes to',
      type: 'url',
      validation: (rule) =>
        rule
          .required()
          .error('Enter where the link goes.')
          .uri({ scheme: ['https', 'mailto', 'tel'], allowRelative: true }),
    }),
  ],
})
