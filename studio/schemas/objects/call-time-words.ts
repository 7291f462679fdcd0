import { ClockIcon } from '@sanity/icons'
import { defineType } from 'sanity'

import { requiredString } from '../fields'

/**
 * What the thank-you page says to a visitor who just sent a quote request, to choose when the office calls them.
 * The times themselves come from the opening hours and closed days in Site settings.
 */
export const callTimeWords = defineType({
  name: 'callTimeWords',
  title: 'When should we call you?',
  type: 'object',
  icon: ClockIcon,
  fields: [
    requiredString('heading', 'Heading', 'Write the heading, for example “When should we call you?”.'),
    requiredString(
      'intro',
      'Introduction',
      'Write a sentence under the heading.',
      'For example “Pick a time that suits you, or let us call as soon as we can.”',
    ),
    requiredString('asap', 'The first choice', 'Write the first choice, for example “As soon as you can”.'),
    requiredString(
      'dallasTime',
      'Name of the time zone',
      'Write how the time zone is named, for example “Dallas time”.',
      'Said with every time, so that a visitor in another time zone reads it right.',
    ),
    requiredString('save', 'Button', 'Write the button’s words, for example “Save my call time”.'),
    requiredString(
      'scheduled',
      'Once a time is chosen',
      'Write what the page says once a time is chosen, with {time} where the day and time go.',
      '{time} becomes the day and time, for example “Tuesday, December 8, at 10:30 AM, Dallas time”.',
    ),
    requiredString(
      'asapChosen',
      'Once “as soon as you can” is chosen',
      'Write what the page says when the visitor leaves the call to the office.',
    ),
    requiredString(
      'change',
      'Heading above the times, once chosen',
      'Write the heading, for example “Change the time”.',
    ),
    requiredString(
      'calendar',
      'Calendar link',
      'Write the link’s words, for example “Add the call to my calendar”.',
    ),
    requiredString(
      'calendarTitle',
      'Title of the calendar entry',
      'Write the entry’s title, with {agency} where the agency’s name goes.',
    ),
    requiredString(
      'calendarText',
      'Text of the calendar entry',
      'Write the entry’s text, with {phone} where the office’s number goes.',
    ),
    requiredString(
      'taken',
      'When someone else just took the time',
      'Write the message, for example “That time was just taken. Please choose another.”',
    ),
    requiredString(
      'notOffered',
      'When the time chosen is no longer offered',
      'Write the message, for example “That time is no longer available. Please choose another.”',
    ),
    requiredString(
      'noTimes',
      'When no time is left to book',
      'Write what the page says when every time of the coming days is full or the office is closed.',
    ),
    requiredString(
      'passed',
      'Once the call’s time has passed',
      'Write what the page says after the time, with {phone} where the office’s number goes.',
    ),
    requiredString(
      'notFound',
      'When the request is not found on this browser',
      'Write what the page says, with {phone} where the office’s number goes.',
    ),
    requiredString(
      'link',
      'Link from the thank-you page without JavaScript',
      'Write the link’s words, for example “Choose when we call you”.',
    ),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Choosing the call’s time' }),
  },
})
