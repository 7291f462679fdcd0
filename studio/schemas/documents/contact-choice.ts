import { CloseCircleIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { CONTACT_CHOICE_TYPE } from '../../../web/lib/contact-choices/contact-choices'
import { ContactChoiceEntriesInput } from '../../inbox/contact-choice-entries-input'
import { contactChoicePreview } from '../../inbox/contact-choices'
import { SERVER_EMAILS } from '../../inbox/server-emails'
import { serverEmailsField } from '../stored-requests'

/**
 * A person's register of contact choices, by one of their keys: a phone number in E.164 or an email in lower case.
 * Kept under a private id (contactChoices.<hash of the key>) so every writer lands on the same document. Its lines
 * are only appended, by the site's stop page and the buttons in the Texts block of a request; nobody edits it here.
 */
export const contactChoice = defineType({
  name: CONTACT_CHOICE_TYPE,
  title: 'Do not text or call',
  type: 'document',
  icon: CloseCircleIcon,
  liveEdit: true,
  readOnly: true,
  fields: [
    defineField({
      name: 'key',
      title: 'Phone or email',
      type: 'string',
      description: 'The phone number in international form (+12145550143) or the email in lower case.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'entries',
      title: 'History',
      type: 'array',
      description:
        'Every opt-out and every withdrawal, newest first; the latest one of texts and of calls is what holds. To record an opt-out, open a request from this person: the buttons are in its Texts block.',
      of: [defineArrayMember({ type: 'contactChoiceEntry' })],
      components: { input: ContactChoiceEntriesInput },
    }),
    serverEmailsField(
      'What the site’s server emailed the agency’s lead inbox about each stop request made on the site’s stop page for this phone or email.',
    ),
  ],
  preview: {
    select: { key: 'key', entries: 'entries', serverEmails: SERVER_EMAILS },
    prepare: contactChoicePreview,
  },
})
