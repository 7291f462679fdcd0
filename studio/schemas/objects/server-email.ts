import { EnvelopeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import {
  EMAIL_KINDS,
  EMAIL_STATUSES,
  serverEmailLine,
  type StoredServerEmail,
} from '../../inbox/server-emails'
import { agencyTimeField, retriedFields } from '../stored-requests'

/**
 * One email the site's server sends the agency about a record (a lead, a service request, a register document),
 * and how its sending went. The server writes it with the record and updates it after every try; the Studio only
 * shows it. An email with no request of its own (the stop page's, the day's on the ceiling) keeps what it needs
 * beside it for its tries (`params`), not shown here.
 */
export const serverEmail = defineType({
  name: 'serverEmail',
  title: 'Email to the agency',
  type: 'object',
  icon: EnvelopeIcon,
  readOnly: true,
  fields: [
    defineField({
      name: 'kind',
      title: 'What it is',
      type: 'string',
      readOnly: true,
      options: { list: EMAIL_KINDS },
      validation: (rule) => rule.required(),
    }),
    agencyTimeField(
      'createdAt',
      'Made',
      'When the request it tells of came in, its online quote was finished, or the day’s first request was refused.',
      true,
    ),
    ...retriedFields({
      statusTitle: 'Sending',
      statuses: EMAIL_STATUSES,
      pending: 'while it is still to be sent',
      done: ['sentAt', 'Sent', 'When the email service took it.'],
    }),
    // What an email with no request of its own keeps for its tries, named as the server names them: the stop
    // page's email keeps the template's parameters, the day's email on the ceiling the day, since when and the
    // ceiling (the count of refusals is read at each try).
    defineField({
      name: 'params',
      title: 'What it says',
      type: 'object',
      readOnly: true,
      hidden: true,
      fields: (
        [
          ['message', 'Subject line', 'string'],
          ['fullName', 'Name', 'string'],
          ['phone', 'Phone', 'string'],
          ['email', 'Email', 'string'],
          ['language', 'Language', 'string'],
          ['submittedAt', 'Sent at', 'string'],
          ['additionalInfo', 'What the office has to do', 'text'],
          ['day', 'Day', 'string'],
          ['since', 'Refusing since', 'string'],
          ['ceiling', 'Ceiling', 'string'],
        ] as const
      ).map(([name, title, type]) => defineField({ name, title, type, readOnly: true })),
    }),
  ],
  preview: {
    select: {
      kind: 'kind',
      status: 'status',
      tries: 'tries',
      nextTryAt: 'nextTryAt',
      sentAt: 'sentAt',
      lastError: 'lastError',
    },
    prepare: (email: StoredServerEmail) => ({ title: serverEmailLine(email, new Date()).text }),
  },
})
