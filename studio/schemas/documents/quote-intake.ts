import { ClipboardIcon } from '@sanity/icons'
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { defineArrayMember, defineField, defineType, getPublishedId } from 'sanity'

import { KEY_MESSAGE, KEY_PATTERN, repeatedKeys } from '../objects/intake-question'

const KEY_OWNER_QUERY = `*[_type == "quoteIntake" && key == $key && !(_id in [$id, "drafts." + $id])][0]{"title": coalesce(title, "")}`

type Intake = { steps?: { key?: string }[]; coverageTypes?: string[] }

/**
 * The questions an agent needs to quote one line, asked online after the quote form, step by step. A lead whose
 * coverage is listed here is invited to answer them; a coverage listed in two (a home and auto bundle) gets the
 * steps of both, in the order of the list.
 */
export const quoteIntake = defineType({
  name: 'quoteIntake',
  title: 'Online quote',
  type: 'document',
  icon: ClipboardIcon,
  orderings: [orderRankOrdering],
  fields: [
    defineField({
      name: 'title',
      title: 'Name',
      type: 'string',
      description: 'For the Studio and the agency: for example “Auto”.',
      validation: (rule) => rule.required().error('Name this online quote, for example “Auto”.'),
    }),
    defineField({
      name: 'key',
      title: 'Short name',
      type: 'string',
      description: `Begins each step’s address and the names of its answers. ${KEY_MESSAGE}`,
      validation: (rule) =>
        rule.custom(async (key: string | undefined, context) => {
          if (!key) return 'Give it a short name, for example “auto”.'
          if (!KEY_PATTERN.test(key)) return KEY_MESSAGE
          try {
            const owner = await context
              .getClient({ apiVersion: '2025-09-01' })
              .fetch<{ title: string } | null>(KEY_OWNER_QUERY, {
                key,
                id: getPublishedId(context.document?._id ?? ''),
              })
            return owner ? `“${owner.title}” already uses this short name. Choose a different one.` : true
          } catch (error) {
            // `sanity documents validate --file` runs with no Content Lake to ask.
            if (context.environment === 'cli') return true
            throw error
          }
        }),
    }),
    defineField({
      name: 'coverageTypes',
      title: 'For these coverages',
      type: 'array',
      description:
        'The coverage as the quote forms send it to the agency, in English: for example “Auto Insurance” or “Bundle (Home + Auto)”. Leads for any of these are invited to finish their quote online.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => [
        rule
          .required()
          .min(1)
          .error('Add the coverage this online quote is for, for example “Auto Insurance”.'),
        rule.unique().error('Each coverage only once: remove the repeated one.'),
      ],
    }),
    defineField({
      name: 'minutes',
      title: 'About how many minutes it takes',
      type: 'number',
      initialValue: 5,
      description: 'Shown in the invitation: “Finish your quote online — about 5 minutes”.',
      validation: (rule) =>
        rule.required().min(1).max(30).integer().error('A whole number of minutes, 1 to 30.'),
    }),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      of: [defineArrayMember({ type: 'intakeStep' })],
      validation: (rule) => [
        rule.required().min(1).error('Add at least one step.'),
        rule.custom((steps: Intake['steps']) => {
          const twice = repeatedKeys(steps)
          return twice.length ? `Two steps are named “${twice[0]}”: give each its own name.` : true
        }),
      ],
    }),
    orderRankField({ type: 'quoteIntake' }),
  ],
  preview: {
    select: { title: 'title', coverageTypes: 'coverageTypes', steps: 'steps' },
    prepare: ({
      title,
      coverageTypes,
      steps,
    }: {
      title?: string
      coverageTypes?: string[]
      steps?: unknown[]
    }) => ({
      title: title ?? 'New online quote',
      subtitle: `${steps?.length ?? 0} steps · ${(coverageTypes ?? []).join(', ')}`,
    }),
  },
})
