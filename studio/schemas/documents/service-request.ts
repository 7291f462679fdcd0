import { ClipboardIcon } from '@sanity/icons'
import { defineField, defineType } from 'sanity'

import { languageFact, requestFormInput } from '../../inbox/request-form-input'
import { SERVICE_REQUEST_STAGES } from '../../inbox/stages'
import {
  attributionField,
  contactKeyFields,
  NEWEST_FIRST,
  onTheCard,
  readOnlyField,
  type ReadOnlyField,
  receiptFields,
  recordsFieldset,
  requestPreview,
  textConsentFields,
  workFields,
  writtenConfirmationNoticeField,
} from '../stored-requests'

/** What a client can ask for on the service center's form: the value the server writes, and its name here. */
export const REQUEST_TYPES = [
  { value: 'policyChange', title: 'Policy change' },
  { value: 'certificate', title: 'Certificate of insurance' },
  { value: 'autoIdCard', title: 'Auto ID card' },
  { value: 'claim', title: 'Help with a claim' },
]

/** What the client asked for, by its name here; a kind this Studio does not know yet, as the server wrote it. */
export const requestTypeTitle = (requestType: unknown) =>
  typeof requestType === 'string'
    ? (REQUEST_TYPES.find(({ value }) => value === requestType)?.title ?? requestType)
    : undefined

// Every request carries these, under the names the form and the emails use; the contact card at the top shows the
// first three.
const cardFields: ReadOnlyField[] = [
  ['fullName', 'Full name'],
  ['phoneNumber', 'Phone'],
  ['email', 'Email'],
]
const contactFields: ReadOnlyField[] = [
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
 * A request from the service center's form (a policy change, a certificate, an ID card, help with a claim). The
 * server keeps every one under a private id (serviceRequests.<uuid>) and writes what the client sent; the office
 * manager moves it from New through In progress to Done.
 */
export const serviceRequest = defineType({
  name: 'serviceRequest',
  title: 'Service request',
  type: 'document',
  icon: ClipboardIcon,
  liveEdit: true,
  components: {
    input: requestFormInput((request) => [
      { label: 'Asks for', value: requestTypeTitle(request.requestType) },
      languageFact(request.language),
    ]),
  },
  fieldsets: [recordsFieldset],
  fields: [
    ...workFields('serviceRequest', SERVICE_REQUEST_STAGES),
    defineField({
      name: 'requestType',
      title: 'Request',
      type: 'string',
      readOnly: true,
      options: { list: REQUEST_TYPES },
      hidden: true,
    }),
    ...cardFields.map(readOnlyField).map(onTheCard),
    ...contactFields.map(readOnlyField),
    ...textConsentFields(),
    ...answersByType.map((field) => ({
      ...readOnlyField(field),
      hidden: ({ value }: { value?: unknown }) => value === undefined,
    })),
    ...receiptFields({
      description:
        'The emails the client’s browser sent. If the confirmation to the client is not ticked, they got no email from us: mention that their request arrived when you call.',
      customer: 'Confirmation to the client',
      agency: 'Request email to the agency',
    }),
    writtenConfirmationNoticeField(),
    attributionField(),
    ...contactKeyFields(),
  ],
  orderings: [NEWEST_FIRST],
  preview: requestPreview(SERVICE_REQUEST_STAGES, 'requestType', requestTypeTitle),
})
