import { LinkIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

// Internal paths, in-page anchors, phone/email and external https links are the only kinds the site renders.
const HREF_PATTERN = /^(\/[a-z0-9\-/#?=&]*|#[a-z0-9-]+|https:\/\/\S+|tel:\+?[0-9]+|mailto:\S+@\S+)$/

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
    defineField({
      name: 'href',
      title: 'Goes to',
      type: 'string',
      description:
        'A page of this site (“/auto-insurance”), a section of the page (“#faq”), or a full web address (“https://…”).',
      validation: (rule) =>
        rule
          .required()
          .error('Say where the link goes.')
          .custom((href) =>
            !href || HREF_PATTERN.test(href)
              ? true
              : 'Use a site page starting with “/”, a section starting with “#”, or a web address starting with “https://”.',
          ),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})
