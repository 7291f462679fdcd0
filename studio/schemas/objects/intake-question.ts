import { HelpCircleIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { inEnglish, type TranslatedValue } from '../../languages'
import { choiceProblems } from '../documents/quote-form'
import { translatedField } from '../fields'

/** The kinds of answer a question takes, and how the site checks each one. */
export const QUESTION_KINDS = [
  { value: 'text', title: 'A short text' },
  { value: 'longText', title: 'A longer text (several lines)' },
  { value: 'number', title: 'A whole number (between the lowest and highest below)' },
  { value: 'year', title: 'A year (1900 to next year)' },
  { value: 'date', title: 'A date' },
  { value: 'choice', title: 'One of a list of choices' },
  { value: 'yesNo', title: 'Yes or no' },
  { value: 'vin', title: 'A vehicle identification number (VIN), checked by its check digit' },
] as const

export type QuestionKind = (typeof QUESTION_KINDS)[number]['value']

/**
 * What the visitor already gave on the quote form, which a question may start filled in with (editable): a visitor
 * is not asked to type it twice.
 */
export const FILLED_FROM = [
  { value: 'fullName', title: 'The name (on a step asked for each driver or person: the first one only)' },
  { value: 'zipCode', title: 'The ZIP code' },
] as const

/** Which dates a date question accepts. */
export const DATE_RANGES = [
  { value: 'past', title: 'In the past (a date of birth, the date of a claim)' },
  { value: 'future', title: 'Today or later (a renewal or start date)' },
  { value: 'any', title: 'Any date within 10 years either way' },
] as const

export const KEY_PATTERN = /^[a-z][a-zA-Z0-9]*$/

export const KEY_MESSAGE =
  'Use letters and digits only, starting with a lower-case letter, for example “dateOfBirth”. Answers already given are kept under this name: change it only before anyone has answered.'

/** The names that two items of one list (questions of a step, steps of an online quote) share. */
export function repeatedKeys(items: { key?: string }[] | undefined): string[] {
  const keys = (items ?? []).map(({ key }) => key).filter((key): key is string => Boolean(key))
  return [...new Set(keys.filter((key, index) => keys.indexOf(key) !== index))]
}

type Parent = { kind?: QuestionKind; min?: number; max?: number }

const kindOf = (context: { parent?: unknown }) => (context.parent as Parent | undefined)?.kind

/**
 * One question of an online quote. Visitors read the label and the help in their language; the agency reads the
 * answers under the English label. “Needed to quote” questions must be answered to go on, and a lead whose needed
 * answers are all there is quote-ready.
 */
export const intakeQuestion = defineType({
  name: 'intakeQuestion',
  title: 'Question',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    translatedField('label', 'Question', {
      required: 'Write the question as visitors read it, for example “Date of birth”.',
    }),
    translatedField('help', 'Help under the question', {
      type: 'text',
      description: 'Optional: where to find the answer, or why the agency asks.',
    }),
    defineField({
      name: 'key',
      title: 'Name the answer is kept under',
      type: 'string',
      description: KEY_MESSAGE,
      validation: (rule) =>
        rule.custom((key: string | undefined) =>
          !key ? 'Give the answer a name, for example “dateOfBirth”.' : KEY_PATTERN.test(key) || KEY_MESSAGE,
        ),
    }),
    defineField({
      name: 'kind',
      title: 'Kind of answer',
      type: 'string',
      initialValue: 'text',
      options: { list: [...QUESTION_KINDS], layout: 'radio' },
      validation: (rule) => rule.required().error('Choose the kind of answer.'),
    }),
    defineField({
      name: 'options',
      title: 'Choices',
      type: 'array',
      description: 'Visitors pick one; the agency reads its English value.',
      of: [defineArrayMember({ type: 'choice' })],
      hidden: ({ parent }) => (parent as Parent | undefined)?.kind !== 'choice',
      validation: (rule) =>
        rule.custom((choices, context) => {
          if (kindOf(context) !== 'choice') return true
          const [problem] = choiceProblems(choices as { value?: string }[] | undefined)
          return problem?.level === 'error' ? problem.message : true
        }),
    }),
    defineField({
      name: 'min',
      title: 'Lowest number accepted',
      type: 'number',
      hidden: ({ parent }) => (parent as Parent | undefined)?.kind !== 'number',
      validation: (rule) =>
        rule.custom((min: number | undefined, context) =>
          kindOf(context) === 'number' && min === undefined
            ? 'Enter the lowest number accepted: the message for a wrong answer names it.'
            : true,
        ),
    }),
    defineField({
      name: 'max',
      title: 'Highest number accepted',
      type: 'number',
      hidden: ({ parent }) => (parent as Parent | undefined)?.kind !== 'number',
      validation: (rule) =>
        rule.custom((max: number | undefined, context) => {
          const { min, kind } = (context.parent as Parent | undefined) ?? {}
          if (kind === 'number' && max === undefined) {
            return 'Enter the highest number accepted: the message for a wrong answer names it.'
          }
          return max !== undefined && min !== undefined && max < min
            ? 'The highest number must not be below the lowest.'
            : true
        }),
    }),
    defineField({
      name: 'dates',
      title: 'Dates accepted',
      type: 'string',
      description: 'Without a choice, any date within 10 years either way.',
      options: { list: [...DATE_RANGES], layout: 'radio' },
      hidden: ({ parent }) => (parent as Parent | undefined)?.kind !== 'date',
    }),
    defineField({
      name: 'fillFrom',
      title: 'Filled in from the quote form',
      type: 'string',
      description:
        'Optional: the answer starts as what the visitor gave on the quote form, and they can change it, so they never type it twice. Their email and phone are on the request already: no question asks them again.',
      options: { list: [...FILLED_FROM], layout: 'radio' },
      hidden: ({ parent }) => (parent as Parent | undefined)?.kind !== 'text',
    }),
    defineField({
      name: 'neededToQuote',
      title: 'Needed to quote',
      type: 'boolean',
      initialValue: false,
      description:
        'Visitors must answer it to go on to the next step. Leave it off for what many people will not know by heart (a VIN, a renewal date): they can skip it, and the agent asks later.',
    }),
  ],
  preview: {
    select: { label: 'label', kind: 'kind', needed: 'neededToQuote' },
    prepare: ({
      label,
      kind,
      needed,
    }: {
      label?: TranslatedValue<string>[]
      kind?: string
      needed?: boolean
    }) => ({
      title: inEnglish(label) ?? 'New question',
      subtitle: [QUESTION_KINDS.find((k) => k.value === kind)?.title, needed ? 'needed to quote' : 'optional']
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
