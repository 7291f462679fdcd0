import { HomeIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { cardsField, headingField, orderedSection, requiredString, seoField, statsField } from '../fields'

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    seoField(),
    orderedSection('hero', 'Hero', [
      defineField({ name: 'eyebrow', title: 'Small line above the headline (optional)', type: 'string' }),
      requiredString('headline', 'Headline', 'Write the headline.'),
      defineField({ name: 'subheadline', title: 'Text under the headline', type: 'text', rows: 3 }),
      defineField({
        name: 'quoteButtons',
        title: 'Quote buttons',
        type: 'array',
        of: [defineArrayMember({ type: 'link' })],
        description: 'One button per product page.',
        validation: (rule) => rule.required().min(1).error('Add the quote buttons.'),
      }),
      statsField('trustStats', 'Stats under the buttons'),
      requiredString('formTitle', 'Quote form title', 'Give the quote form a title.'),
      defineField({ name: 'formText', title: 'Text under the form title (optional)', type: 'string' }),
      requiredString('submitLabel', 'Quote form button', 'Write the label of the form’s button.'),
    ]),
    orderedSection('services', 'Services', [headingField(), cardsField('cards', 'Service cards')]),
    orderedSection('specialty', 'Specialty coverage', [
      headingField(),
      cardsField('cards', 'Specialty cards'),
    ]),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
