import { LinkIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { DEFAULT_LANGUAGE, inEnglish, type TranslatedValue } from '../../languages'
import { translatedField } from '../fields'

/**
 * A link of the footer's legal line. It picks the English legal page; the site opens that page's translation for
 * visitors of another language.
 */
export const footerLink = defineType({
  name: 'footerLink',
  title: 'Footer link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    translatedField('label', 'Label', { required: 'Give the link a label, for example “Privacy Policy”.' }),
    defineField({
      name: 'page',
      title: 'Legal page',
      type: 'reference',
      to: [{ type: 'legalPage' }],
      options: {
        disableNew: true,
        filter: 'language == $language',
        filterParams: { language: DEFAULT_LANGUAGE },
      },
      validation: (rule) => rule.required().error('Pick the legal page the link opens.'),
    }),
  ],
  preview: {
    select: { label: 'label', page: 'page.title' },
    prepare: ({ label, page }: { label?: TranslatedValue<string>[]; page?: string }) => ({
      title: inEnglish(label),
      subtitle: page,
    }),
  },
})
