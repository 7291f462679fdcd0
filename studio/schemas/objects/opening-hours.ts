import { ClockIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

const timeField = (name: 'opens' | 'closes', title: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description: '24-hour time, for example 09:30 or 17:00.',
    hidden: ({ parent }) => Boolean(parent?.closed),
    validation: (rule) =>
      rule.custom((value, context) => {
        if ((context.parent as { closed?: boolean } | undefined)?.closed) return true
        if (!value)
          return `Enter the time the office ${name === 'opens' ? 'opens' : 'closes'}, or tick “Closed”.`
        return TIME_PATTERN.test(value) ? true : 'Write the time as HH:MM in 24-hour form, for example 17:00.'
      }),
  })

export const openingHours = defineType({
  name: 'openingHours',
  title: 'Opening hours',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'day',
      title: 'Day',
      type: 'string',
      options: { list: [...WEEKDAYS] },
      validation: (rule) => rule.required().error('Pick the day of the week.'),
    }),
    defineField({ name: 'closed', title: 'Closed all day', type: 'boolean', initialValue: false }),
    timeField('opens', 'Opens'),
    timeField('closes', 'Closes'),
  ],
  preview: {
    select: { day: 'day', closed: 'closed', opens: 'opens', closes: 'closes' },
    prepare: ({ day, closed, opens, closes }) => ({
      title: day,
      subtitle: closed ? 'Closed' : `${opens}–${closes}`,
    }),
  },
})
