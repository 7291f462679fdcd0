import { ListIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { inEnglish, type TranslatedValue } from '../../languages'
import { translatedField } from '../fields'
import { KEY_MESSAGE, KEY_PATTERN, repeatedKeys } from './intake-question'

type Step = { repeats?: boolean; questions?: { key?: string }[] }

const repeats = (parent: unknown) => Boolean((parent as Step | undefined)?.repeats)

/**
 * One page of an online quote: a few questions under a heading. A repeating step asks its questions once for each
 * driver, vehicle or person, and visitors add and remove them.
 */
export const intakeStep = defineType({
  name: 'intakeStep',
  title: 'Step',
  type: 'object',
  icon: ListIcon,
  fields: [
    translatedField('title', 'Heading', { required: 'Write the step’s heading, for example “Drivers”.' }),
    translatedField('intro', 'Introduction', {
      type: 'text',
      description: 'Optional: a sentence under the heading, for example what to have at hand.',
    }),
    defineField({
      name: 'key',
      title: 'Name for the step’s address',
      type: 'string',
      description: `Appears in the step’s address and in the answers the agency reads. ${KEY_MESSAGE}`,
      validation: (rule) =>
        rule.custom((key: string | undefined) =>
          !key ? 'Give the step a name, for example “drivers”.' : KEY_PATTERN.test(key) || KEY_MESSAGE,
        ),
    }),
    defineField({
      name: 'repeats',
      title: 'Asked once for each driver, vehicle or person',
      type: 'boolean',
      initialValue: false,
      description: 'Visitors answer the questions for the first one, and add more with a button.',
    }),
    translatedField('itemName', 'What each one is called', {
      description: 'Numbered on the page: “Driver” shows as “Driver 1”, “Driver 2”.',
    }),
    translatedField('addLabel', 'Button that adds one', {
      description: 'For example “Add another driver”.',
    }),
    defineField({
      name: 'maxItems',
      title: 'At most',
      type: 'number',
      initialValue: 6,
      description: 'More than this, and the agent takes the rest on the phone.',
      hidden: ({ parent }) => !repeats(parent),
      validation: (rule) => rule.min(1).max(20).integer().error('Between 1 and 20.'),
    }),
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      of: [defineArrayMember({ type: 'intakeQuestion' })],
      validation: (rule) => [
        rule.required().min(1).error('Add at least one question.'),
        rule.custom((questions: { key?: string }[] | undefined) => {
          const twice = repeatedKeys(questions)
          return twice.length
            ? `Two questions keep their answers under “${twice[0]}”: give each its own name.`
            : true
        }),
      ],
    }),
  ],
  validation: (rule) =>
    rule.custom(
      (step: (Step & { itemName?: TranslatedValue[]; addLabel?: TranslatedValue[] }) | undefined) =>
        step?.repeats && !(inEnglish(step.itemName) && inEnglish(step.addLabel))
          ? 'A repeating step needs what each one is called and the button that adds one.'
          : true,
    ),
  preview: {
    select: { title: 'title', repeats: 'repeats', questions: 'questions' },
    prepare: ({
      title,
      repeats: repeating,
      questions,
    }: {
      title?: TranslatedValue<string>[]
      repeats?: boolean
      questions?: unknown[]
    }) => ({
      title: inEnglish(title) ?? 'New step',
      subtitle: `${questions?.length ?? 0} questions${repeating ? ', asked for each one' : ''}`,
    }),
  },
})
