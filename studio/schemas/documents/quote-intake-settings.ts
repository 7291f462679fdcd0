import { ControlsIcon } from '@sanity/icons'
import { defineType } from 'sanity'

import { translatedField } from '../fields'

type Text = [name: string, title: string, example: string, type?: 'text']

// Every text of the online quote that is the same whatever the line: the invitation, the buttons, the pages around
// the steps and the messages of a wrong answer. {placeholders} are filled in by the site.
const INVITATION: Text[] = [
  [
    'inviteHeading',
    'Invitation on the thank-you page ({minutes} is the time it takes)',
    'Finish your quote online — about {minutes} minutes',
  ],
  [
    'inviteText',
    'Text of the invitation ({line} is the coverage the visitor chose)',
    'Answer the questions an agent asks to quote your {line}, and your quote can be ready when we call.',
    'text',
  ],
  ['inviteButton', 'Button of the invitation', 'Finish my quote online'],
  [
    'emailLine',
    'Line in the confirmation email, before the link ({minutes} as above)',
    'Finish your quote online in about {minutes} minutes:',
  ],
]

const PAGES: Text[] = [
  [
    'requestFor',
    'Under the heading of each step: whose request it is ({name} is the visitor’s initials, “J. T.”; {line} the coverage)',
    'Quote request for {name}, {line}',
  ],
  ['stepOf', 'Progress ({current} and {total} are step numbers)', 'Step {current} of {total}'],
  ['progressLabel', 'Name of the list of steps, for screen readers', 'Your progress'],
  [
    'savedNote',
    'Under the buttons: how answers are kept',
    'Your answers are saved at every step. To finish later, open the link in your confirmation email: it works on any device for 30 days.',
    'text',
  ],
  [
    'privacyNote',
    'What the online quote never asks',
    'We never ask for your Social Security number, driver’s license number or bank details online.',
    'text',
  ],
  ['optionalLabel', 'After an optional question', '(optional)'],
  ['chooseLabel', 'Empty choice of a list', 'Choose one'],
  ['yesLabel', 'Yes', 'Yes'],
  ['noLabel', 'No', 'No'],
  ['nextLabel', 'Button to the next step', 'Save and continue'],
  ['backLabel', 'Button to the step before', 'Back'],
  ['finishLabel', 'Button of the last step', 'Send my answers'],
  ['removeLabel', 'Button that removes one of a repeating step ({item} is “Driver 2”)', 'Remove {item}'],
  ['doneHeading', 'Heading once every step is answered', 'Thank you: your answers are in'],
  [
    'doneText',
    'Text once every step is answered',
    'An agent is preparing your quote and will call you with it. You can still change an answer from the steps above.',
    'text',
  ],
  ['expiredHeading', 'Heading when the link is older than 30 days', 'This link has expired'],
  [
    'expiredText',
    'Text when the link has expired (the phone number follows)',
    'Links to finish a quote online work for 30 days after the request. Call us and an agent will finish it with you:',
    'text',
  ],
  ['unknownHeading', 'Heading when the link is not one of ours', 'We could not find your quote request'],
  [
    'unknownText',
    'Text when the link is not one of ours (the phone number follows)',
    'Open the link from your confirmation email again, or call us:',
    'text',
  ],
]

const MESSAGES: Text[] = [
  ['errorSummary', 'Above the messages when an answer is wrong', 'Please check these answers:'],
  ['requiredError', 'A needed answer is missing', 'Answer this question to go on.'],
  [
    'numberError',
    'Not a whole number in range ({min} and {max})',
    'Enter a whole number from {min} to {max}.',
  ],
  ['yearError', 'Not a year in range ({max} is next year)', 'Enter a year from 1900 to {max}.'],
  ['dateError', 'Not a date', 'Enter a date, for example 03/14/1985.'],
  ['pastDateError', 'A date that must be in the past is not', 'Enter a date in the past.'],
  ['futureDateError', 'A date that must be today or later is not', 'Enter today’s date or a later one.'],
  ['nearDateError', 'A date more than 10 years away', 'Enter a date within 10 years of today.'],
  [
    'vinError',
    'A VIN whose check digit does not match',
    'This VIN is not valid: check its 17 letters and digits.',
  ],
  ['choiceError', 'An answer not among the choices', 'Choose one of the answers.'],
  ['tooLongError', 'An answer too long ({max} is the limit)', 'Shorten this answer to {max} characters.'],
  [
    'limitError',
    'When an online quote can take no more changes: saved very many times, or far longer than any quote (the phone number follows)',
    'Your online quote can’t take more changes. Call us and an agent will finish it with you:',
    'text',
  ],
]

const textFields = (group: string, texts: Text[]) =>
  texts.map(([name, title, example, type]) => ({
    ...translatedField(name, title, { type, required: `Write this text, for example “${example}”.` }),
    group,
  }))

/** The online quote's own words, the same for every line: edited once, in both languages. */
export const quoteIntakeSettings = defineType({
  name: 'quoteIntakeSettings',
  title: 'Online quote: words and messages',
  type: 'document',
  icon: ControlsIcon,
  groups: [
    { name: 'invitation', title: 'Invitation', default: true },
    { name: 'pages', title: 'Pages and buttons' },
    { name: 'messages', title: 'Messages' },
  ],
  fields: [
    ...textFields('invitation', INVITATION),
    ...textFields('pages', PAGES),
    ...textFields('messages', MESSAGES),
  ],
  preview: { prepare: () => ({ title: 'Online quote: words and messages' }) },
})
