import { HelpCircleIcon } from '@sanity/icons'
import { defineArrayMember, defineField } from 'sanity'

import { inDocumentLanguage } from '../objects/page-reference'
import { sharedContentSection } from './shared-content-section'

export const faqSection = sharedContentSection(
  'faqSection',
  'FAQ',
  HelpCircleIcon,
  'Questions and answers that open and close.',
  [
    defineField({
      name: 'items',
      title: 'Questions (optional)',
      type: 'array',
      description:
        'Leave empty to show the shared questions of the “FAQ” list. Or pick shared questions, or write questions for this page only, in the order to show them.',
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'faqItem' }],
          title: 'Shared question',
          options: { filter: inDocumentLanguage },
        }),
        defineArrayMember({ type: 'faqEntry' }),
      ],
    }),
  ],
)
