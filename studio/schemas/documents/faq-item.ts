import { HelpCircleIcon } from '@sanity/icons'
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { defineType } from 'sanity'

import { languageField, questionAndAnswer } from '../fields'

export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'document',
  icon: HelpCircleIcon,
  orderings: [orderRankOrdering],
  fields: [...questionAndAnswer(), orderRankField({ type: 'faqItem' }), languageField()],
  preview: { select: { title: 'question', subtitle: 'answer' } },
})
