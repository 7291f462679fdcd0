import { ClipboardIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import {
  handledField,
  NEWEST_FIRST,
  readOnlyField,
  type ReadOnlyField,
  receiptFields,
  receivedSubtitle,
} from '../stored-requests'

/** What a client can ask for on the service center's form: the value the server writes, and its name here. */
export const REQUEST_TYPES = [
  { value: 'policyChange', title: 'Policy change' },
  { value: 'certificate', title: 'Certificate of insurance' },
  { value: 'autoIdCard', title: 'Auto ID card' },
  { value: 'claim', title: 'Help with a claim' },
]

// Every request carries these, under the names the form and the emails use.
const contactFields: ReadOnlyField[] = [
  ['fullName', 'Full name'],
  ['phoneNumber', 'Phone'],
  ['email', 'Email'],
  ['policyNumber', 'Policy number'],
  ['carrier', 'Carrier'],
  ['details', 'Anything else the client told us', 'text'],
]

// Each kind of request adds its own questions; the answers to the others stay empty, so they are left out of view.
const answersByType: ReadOnlyField[] = [
  ['changeDescription', 'Change asked for', 'text'],
  ['changeEffectiveDate', 'Change to take effect on'],
  ['certificateHolderName', 'Certificate holder'],
  ['certificateHolderAddress', 'Certificate holder’s address', 'text'],
  ['certificatePurpose', 'What the certificate is for', 'text'],
  ['vehicle', 'Vehicle'],
  ['dateOfLoss', 'Date of loss'],
  ['lossDescription', 'What happened', 'text'],
]

/**
 * A request from the service center's form (a policy change, a certificate, an ID card, help with a claim) that the
 * site's server kept because its emails could not be sent. The server writes every field (under a private id,
 * serviceRequests.<uuid>); the office manager only ticks "Done", which saves at once.
 */
export const serviceRequest = defineType({
  name: 'serviceRequest',
  title: 'Service request',
  type: 'document',
  icon: ClipboardIcon,
  liveEdit: true,
  fields: [
    handledField(
      'done',
      'Done',
      'Tick once the request has been handled; it then leaves “Service requests to handle”.',
    ),
    defineField({
      name: 'requestType',
      title: 'Request',
      type: 'string',
      readOnly: true,
      options: { list: REQUEST_TYPES },
    }),
    ...contactFields.map(readOnlyField),
    ...answersByType.map((field) => ({
      ...readOnlyField(field),
      hidden: ({ value }: { value?: unknown }) => value === undefined,
    })),
    ...receiptFields({
      description:
        'If the confirmation to the client is ticked, they got no email from us: mention that their request arrived when you call.',
      customer: 'Confirmation to the client',
      agency: 'Request email to the agency',
    }),
  ],
  orderings: [NEWEST_FIRST],
  preview: {
    select: {
      title: 'fullName',
      requestType: 'requestType',
      submittedAt: 'submittedAt',
      done: 'done',
      language: 'language',
    },
    prepare: ({ title, requestType, submittedAt, done, language }) => ({
      title,
      subtitle: receivedSubtitle(
        REQUEST_TYPES.find(({ value }) => value === requestType)?.title ?? requestType,
        language,
        submittedAt,
        done ? 'Done' : undefined,
      ),
    }),
  },
})
