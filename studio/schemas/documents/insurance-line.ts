import { TagIcon } from '@sanity/icons'
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { defineField, defineType, getPublishedId } from 'sanity'

import { DEFAULT_LANGUAGE, inEnglish, type TranslatedValue } from '../../languages'
import { translatedField } from '../fields'
import { slugify } from '../slug-rules'

const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Why a line cannot use this short name in its links, or null when it can. */
export function lineKeyProblem(key: string | undefined): string | null {
  if (!key?.trim()) {
    return 'Give the line a short name for links, for example “auto”: click “Generate” to make one from the English name.'
  }
  if (KEY_PATTERN.test(key)) return null
  const suggestion = slugify(key)
  return `Use only lower-case letters, digits and single hyphens between words${suggestion ? `, for example “${suggestion}”` : ''}.`
}

const KEY_OWNER_QUERY = `*[_type == "insuranceLine" && key.current == $key && !(_id in [$id, "drafts." + $id])][0]{"title": coalesce(title[language == "en"][0].value, "")}`

/** A line of insurance the agency writes (auto, home, life…): carriers are filtered by it. */
export const insuranceLine = defineType({
  name: 'insuranceLine',
  title: 'Insurance line',
  type: 'document',
  icon: TagIcon,
  orderings: [orderRankOrdering],
  fields: [
    translatedField('title', 'Name', {
      description: 'As clients say it, for example “Auto” or “Mobile home”.',
      required: 'Enter the name of the line, for example “Auto”.',
    }),
    defineField({
      name: 'key',
      title: 'Short name for links',
      type: 'slug',
      description:
        'Appears in filter links: “auto” makes ?line=auto open the carrier list on the auto carriers. Changing it breaks links already shared with the old one.',
      options: {
        source: (document) => inEnglish((document as { title?: TranslatedValue<string>[] }).title) ?? '',
        slugify,
        // The check below names the line that already uses the short name; Sanity's own says only “in use”.
        isUnique: () => true,
      },
      validation: (rule) =>
        rule.custom(async (key, context) => {
          const problem = lineKeyProblem(key?.current)
          if (problem) return problem
          try {
            const owner = await context
              .getClient({ apiVersion: '2025-09-01' })
              .fetch<{ title: string } | null>(KEY_OWNER_QUERY, {
                key: key!.current,
                id: getPublishedId(context.document?._id ?? ''),
              })
            return owner
              ? `${owner.title ? `“${owner.title}”` : 'Another line'} already uses this short name. Choose a different one.`
              : true
          } catch (error) {
            // `sanity documents validate --file` may run with no Content Lake to ask (the dataset test checks the
            // short names are unique itself); in the Studio a failed check must not let the line through.
            if (context.environment === 'cli') return true
            throw error
          }
        }),
    }),
    defineField({
      name: 'page',
      title: 'Its page on the site',
      type: 'reference',
      to: [{ type: 'page' }],
      description:
        'The English page about this line, for example “Auto insurance”. Guides about this line (as their first line) end with that page’s quote form and link there; Spanish guides use its Spanish translation. Left empty, they end with the home page’s form.',
      // The English page stands for every language: the site follows it to its translation.
      options: {
        disableNew: true,
        filter: 'language == $language',
        filterParams: { language: DEFAULT_LANGUAGE },
      },
    }),
    orderRankField({ type: 'insuranceLine' }),
  ],
  preview: {
    select: { title: 'title', key: 'key.current' },
    prepare: ({ title, key }: { title?: TranslatedValue<string>[]; key?: string }) => ({
      title: inEnglish(title),
      subtitle: key ? `?line=${key}` : 'No short name yet',
    }),
  },
})
