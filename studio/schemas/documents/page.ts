import { DocumentTextIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType, getPublishedId } from 'sanity'

import { PRODUCT_PAGES } from '../../singletons'
import { addressField, addressPreview, languageField, seoField } from '../fields'
import { sectionsField } from '../sections'

/**
 * A product page's address is in the specification and in every ad that links to it. Only the English ones: a
 * translation (page-auto-insurance-es) chooses its own address, in its own language.
 */
const fixedSlug = (id: string | undefined) =>
  id ? PRODUCT_PAGES.find((product) => product.id === getPublishedId(id))?.slug : undefined

export const isFixedPage = (id: string | undefined) => fixedSlug(id) !== undefined

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'address', title: 'Address and top bar' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Page name',
      type: 'string',
      group: ['content', 'address'],
      description: 'For the Studio and the site’s links; visitors see the headline of the hero.',
      validation: (rule) => rule.required().error('Give the page a name, for example “Umbrella insurance”.'),
    }),
    { ...addressField((document) => fixedSlug(document?._id)), group: 'address' },
    defineField({
      name: 'previousSlugs',
      title: 'Old addresses',
      type: 'array',
      group: 'address',
      description:
        'Filled in when a published page gets a new address: visitors and search engines that use an old one are sent here. Remove an entry only if another page should take that address.',
      of: [defineArrayMember({ type: 'string' })],
      // A translation never lived at the original's old addresses.
      options: { documentInternationalization: { exclude: true } },
    }),
    defineField({
      name: 'navLinks',
      title: 'Top bar links (optional)',
      type: 'array',
      group: 'address',
      description:
        'Shown on wide screens beside the Get Quote button, which always leads to this page’s form.',
      of: [defineArrayMember({ type: 'link' })],
    }),
    { ...sectionsField(), group: 'content' },
    { ...seoField(), group: 'seo' },
    languageField(),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', language: 'language' },
    prepare: ({ title, slug, language }) => ({ title, subtitle: addressPreview(language, slug) }),
  },
})
