import { NumberIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { anchorField } from '../fields'

type ExampleLine = { amount?: number }

export const coverageGuideSection = defineType({
  name: 'coverageGuideSection',
  title: 'Coverage-need guide',
  type: 'object',
  icon: NumberIcon,
  description: 'How much coverage a family needs: rules of thumb and a worked example that adds up.',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'sectionHeading',
      validation: (rule) => rule.required().error('Give the guide a heading.'),
    }),
    defineField({
      name: 'rules',
      title: 'Rules of thumb',
      type: 'array',
      of: [defineArrayMember({ type: 'card' })],
      validation: (rule) => rule.required().min(1).error('Add at least one rule of thumb.'),
    }),
    defineField({
      name: 'example',
      title: 'Worked example',
      type: 'object',
      validation: (rule) =>
        rule
          .required()
          .error('Add the worked example.')
          .custom((example) => {
            const value = example as { lines?: ExampleLine[]; total?: number } | undefined
            if (!value?.lines?.length || value.total === undefined) return true
            const sum = value.lines.reduce((acc, line) => acc + (line.amount ?? 0), 0)
            return sum === value.total
              ? true
              : `The lines add up to $${sum.toLocaleString('en-US')}, but the total says $${value.total.toLocaleString('en-US')}.`
          }),
      fields: [
        defineField({
          name: 'title',
          title: 'Title',
          type: 'string',
          validation: (rule) => rule.required().error('Give the example a title.'),
        }),
        defineField({
          name: 'income',
          title: 'Annual income in the example (USD)',
          type: 'number',
          validation: (rule) => rule.required().error('Enter the example income.').positive(),
        }),
        defineField({
          name: 'lines',
          title: 'Lines',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'guideLine',
              title: 'Line',
              fields: [
                defineField({
                  name: 'label',
                  title: 'What it covers',
                  type: 'string',
                  validation: (rule) => rule.required().error('Say what this amount covers.'),
                }),
                defineField({
                  name: 'amount',
                  title: 'Amount (USD)',
                  type: 'number',
                  validation: (rule) => rule.required().error('Enter the amount in dollars.').min(0),
                }),
              ],
              preview: {
                select: { title: 'label', amount: 'amount' },
                prepare: ({ title, amount }) => ({
                  title,
                  subtitle: `$${Number(amount).toLocaleString('en-US')}`,
                }),
              },
            }),
          ],
          validation: (rule) => rule.required().min(1).error('Add the lines that make up the total.'),
        }),
        defineField({
          name: 'totalLabel',
          title: 'Label of the total',
          type: 'string',
          validation: (rule) =>
            rule.required().error('Write the label of the total, for example “Total coverage”.'),
        }),
        defineField({
          name: 'total',
          title: 'Total coverage (USD)',
          type: 'number',
          description: 'Must equal the sum of the lines.',
          validation: (rule) => rule.required().error('Enter the total.').positive(),
        }),
      ],
    }),
    anchorField(),
  ],
  preview: {
    select: { title: 'heading.title', total: 'example.total' },
    prepare: ({ title, total }) => ({
      title,
      subtitle: total ? `Example total $${Number(total).toLocaleString('en-US')}` : undefined,
    }),
  },
})
