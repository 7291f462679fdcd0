import { HelpCircleIcon } from '@sanity/icons'
import { defineType } from 'sanity'

import { questionAndAnswer } from '../fields'

/** A question written for one page only; shared questions are “FAQ” documents. */
export const faqEntry = defineType({
  name: 'faqEntry',
  title: 'Question for this page',
  type: 'object',
  icon: HelpCircleIcon,
  fields: questionAndAnswer(),
  preview: { select: { title: 'question', subtitle: 'answer' } },
})
