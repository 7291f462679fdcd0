import { LinkIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { languageOf, pathOf } from '../../languages'

import { anchorRule, pageReference } from './page-reference'

// Phone, email and other sites are typed; pages of this site are picked, so renaming a page never breaks a link.
const URL_PATTERN = /^(https:\/\/\S+|tel:\+?[0-9]+|mailto:\S+@\S+)$/

type LinkValue = { page?: unknown; anchor?: string; url?: string }

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'The words visitors see on the link or button.',
      validation: (rule) => rule.required().error('Give the link a label, for example “Get Quote”.'),
    }),
    pageReference('page', 'Page of this site', 'Pick the page the link opens.'),
    defineField({
      name: 'anchor',
      title: 'Section of the page (optional)',
      type: 'string',
      description:
        'The address of a section, without “#”: for example “faq”. With no page picked, it jumps within the page the link is on.',
      validation: (rule) => anchorRule(rule),
    }),
    defineField({
      name: 'url',
      title: 'Or: another site, a phone number or an email',
      type: 'string',
      description: 'A full web address (“https://…”), “tel:+12145550143” or “mailto:name@example.com”.',
      validation: (rule) =>
        rule.custom((url) =>
          !url || URL_PATTERN.test(url)
            ? true
            : 'Start with “https://”, “tel:” or “mailto:”. For a page of this site, pick it above instead.',
        ),
    }),
  ],
  validation: (rule) =>
    rule.custom((value) => {
      const { page, anchor, url } = (value ?? {}) as LinkValue
      if (!value) return true
      if (page && url) return 'Pick a page or type an address, not both.'
      if (url && anchor) return 'A section can only be given for a page of this site.'
      return page || anchor || url
        ? true
        : 'Say where the link goes: pick a page, a section, or type an address.'
    }),
  preview: {
    select: {
      title: 'label',
      page: 'page.title',
      slug: 'page.slug.current',
      language: 'page.language',
      anchor: 'anchor',
      url: 'url',
    },
    prepare: ({ title, page, slug, language, anchor, url }) => ({
      title,
      subtitle:
        url ??
        [page ?? (slug ? pathOf(languageOf({ language }), slug) : null), anchor ? `#${anchor}` : null]
          .filter(Boolean)
          .join(' '),
    }),
  },
})
