import { EnvelopeIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import {
  EMAIL_KINDS,
  EMAIL_STATUSES,
  serverEmailLine,
  type StoredServerEmail,
} from '../../inbox/server-emails'
import { agencyTimeField } from '../stored-requests'

/**
 * One email the site's server sends the agency about a record (a lead, a service request, a register document),
 * and how its sending went. The server writes it with the record and updates it after every try; the Studio only
 * shows it. What the stop page's email says is kept beside it for its tries (`params`), and not shown here: the
 * register's document says it.
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
      'When the request it tells of came in, or its online quote was finished.',
      true,
    ),
    defineField({
      name: 'status',
      title: 'Sending',
      type: 'string',
      readOnly: true,
      options: { list: EMAIL_STATUSES },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tries',
      title: 'Tries',
      type: 'number',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    agencyTimeField('nextTryAt', 'Next try', 'When the site tries again, while it is still to be sent.'),
    agencyTimeField('sentAt', 'Sent', 'When the email service took it.'),
    defineField({ name: 'lastError', title: 'Last try failed with', type: 'string', readOnly: true }),
    // The template's parameters, named as the template names them: the stop page's email's. An email of another
    // kind that keeps what it says adds its own here.
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
