import { DocumentTextIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { cardsField, headingField, orderedSection, requiredString, seoField, statsField } from '../fields'
import { PRODUCT_PAGES } from '../../singletons'

const optionalSection = (
  name: string,
  title: string,
  description: string,
  fields: ReturnType<typeof defineField>[],
) => defineField({ name, title, description, type: 'object', options: { collapsible: true }, fields })

export const productPage = defineType({
  name: 'productPage',
  title: 'Product page',
  type: 'document',
  icon: DocumentTextIcon,
  fields: [
    defineField({
      name: 'route',
      title: 'Web address',
      type: 'string',
      readOnly: true,
      description: 'Fixed: the site has exactly these four product pages.',
      options: { list: PRODUCT_PAGES.map(({ route }) => route) },
      validation: (rule) => rule.required().error('This page needs its web address.'),
    }),
    requiredString(
      'coverageType',
      'Coverage the quote form asks for',
      'Enter the coverage, for example “Auto Insurance”.',
      'Sent with every quote request from this page.',
    ),
    defineField({
      name: 'navLinks',
      title: 'Top bar links',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1).error('Add the links of the top bar.'),
    }),
    orderedSection('hero', 'Hero', [
      defineField({ name: 'eyebrow', title: 'Small line above the headline (optional)', type: 'string' }),
      requiredString('headline', 'Headline', 'Write the headline.'),
      defineField({ name: 'subheadline', title: 'Text under the headline', type: 'text', rows: 3 }),
      defineField({
        name: 'benefits',
        title: 'Benefit bullets',
        type: 'array',
        of: [defineArrayMember({ type: 'string' })],
      }),
      statsField('trustStats', 'Stats in the hero'),
      requiredString('formTitle', 'Quote form title', 'Give the quote form a title.'),
      defineField({ name: 'formText', title: 'Text under the form title (optional)', type: 'string' }),
      requiredString('submitLabel', 'Quote form button', 'Write the label of the form’s button.'),
    ]),
    orderedSection('benefits', 'Why choose this coverage', [headingField(), cardsField('cards', 'Benefits')]),
    orderedSection('coverage', 'Coverage cards', [headingField(), cardsField('cards', 'Coverage cards')]),
    optionalSection('stats', 'Stats band', 'Renters page: rating, reviews and prices at a glance.', [
      headingField(),
      statsField('items', 'Stats'),
    ]),
    optionalSection('discounts', 'Discounts', 'Auto page: the ways drivers save.', [
      headingField(),
      defineField({
        name: 'items',
        title: 'Discounts',
        type: 'array',
        of: [defineArrayMember({ type: 'discount' })],
      }),
      defineField({ name: 'savingsClaim', title: 'Savings claim', type: 'string' }),
    ]),
    defineField({
      name: 'coverageGuide',
      title: 'Coverage-need guide',
      type: 'coverageGuide',
      description: 'Life page: how much coverage a family needs.',
    }),
    defineField({
      name: 'cta',
      title: 'Call-to-action band',
      type: 'ctaBand',
      validation: (rule) => rule.required().error('Fill in the call-to-action band.'),
    }),
    seoField(),
  ],
  preview: {
    select: { title: 'hero.headline', route: 'route' },
    prepare: ({ title, route }) => ({ title, subtitle: `/${route}` }),
  },
})
