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
 * record above says it.
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
