import { CalendarIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

/** "Thursday, December 24, 2026" for "2026-12-24". */
const longDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

export const closedDay = defineType({
  name: 'closedDay',
  title: 'Closed day',
  type: 'object',
  icon: CalendarIcon,
  fields: [
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      options: { dateFormat: 'dddd, MMMM D, YYYY' },
      validation: (rule) => rule.required().error('Pick the day the office is closed.'),
    }),
    defineField({
      name: 'name',
      title: 'What it is',
      type: 'string',
      description: 'For you and your colleagues, for example “Christmas Day”. Visitors never see it.',
    }),
  ],
  preview: {
    select: { date: 'date', name: 'name' },
    prepare: ({ date, name }) => ({
      title: date ? longDate(date) : 'No date yet',
      subtitle: name,
    }),
  },
})
