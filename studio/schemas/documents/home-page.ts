import { HomeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { languageField, seoField } from '../fields'
import { sectionsField } from '../sections'

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    defineField({
      name: 'navLinks',
      title: 'Top bar links',
      type: 'array',
      description:
        'Usually jumps to sections of the page, such as “FAQ” to the section with the address “faq”.',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1).error('Add the links of the top bar.'),
    }),
    sectionsField(),
    seoField(),
    languageField(),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
