import { CommentIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { LANGUAGE_OPTIONS } from '../fields'
import { agencyTimeFormat } from '../../inbox/agency-time'
import { agencyTimeField } from '../stored-requests'

const formatDay = agencyTimeFormat({ dateStyle: 'medium' })

/**
 * Words the box by the phone field showed until new ones were published. The site still accepts a text consent
 * given under them for 30 days (a page open in a visitor's tab since then), and a lead's record names them.
 */
export const retiredSmsConsent = defineType({
  name: 'retiredSmsConsent',
  title: 'Earlier words',
  type: 'object',
  icon: CommentIcon,
  readOnly: true,
  fields: [
    defineField({ name: 'language', title: 'Language', type: 'string', options: { list: LANGUAGE_OPTIONS } }),
    defineField({ name: 'words', title: 'Words', type: 'consentText' }),
    agencyTimeField('retiredAt', 'Replaced on'),
  ],
  preview: {
    select: { language: 'language', retiredAt: 'retiredAt', words: 'words' },
    prepare: ({ language, retiredAt, words }) => ({
      title: (words as { children?: { text?: string }[] }[] | undefined)?.[0]?.children
        ?.map((child) => child.text ?? '')
        .join(''),
      subtitle: `${language === 'es' ? 'Spanish' : 'English'} · replaced ${formatDay(retiredAt as string | undefined) ?? ''}`,
    }),
  },
})
