import { defineArrayMember, defineField } from 'sanity'

import { AD_DATA_SIGNALS } from '../inbox/ad-data'
import { AGENCY_TIME_ZONE } from '../inbox/agency-time'
import { WEBHOOK_EVENTS } from '../inbox/crm-delivery'
import { CrmDeliveryInput } from '../inbox/crm-delivery-input'
import { AdDataInput, ConsentConfirmedInput } from '../inbox/request-proof-input'
import { RETRY_HOURS, SERVER_EMAILS } from '../inbox/server-emails'
import { ServerEmailsInput } from '../inbox/server-emails-input'
import { SmsConsentInput } from '../inbox/sms-consent-input'
import { SmsOptOutInput } from '../inbox/sms-opt-out-input'
import { StageInput } from '../inbox/stage-input'
import { requestRowFacts } from '../inbox/request-row'
import { isNew, NEW_STAGE, type Stage } from '../inbox/stages'
import { RecordListInput, RecordTextInput, RecordTimeInput } from '../inbox/record-text-input'
import { FirstResponseInput } from '../inbox/wait-input'

// What quote requests (leads) and service requests have in common: the site's server keeps every one and writes what
// the visitor sent, which stays as it came; the office manager works them in one inbox, moving each through its
// stages, with an owner and notes.

// The guides' dates are shown on the agency's time too.
export { AGENCY_TIME_ZONE, agencyTimeFormat } from '../inbox/agency-time'

export type ReadOnlyField = [name: string, title: string, type?: 'string' | 'text']

/** What the server keeps of the request, shown as text: the office reads it and never changes it. */
export const readOnlyField = ([name, title, type = 'string']: ReadOnlyField) =>
  defineField({ name, title, type, readOnly: true, components: { input: RecordTextInput } })

/**
 * Everything kept as a record rather than worked with (when and how the request came, the consent words shown,
 * where the visit came from, the emails and the CRM's deliveries), in one group closed by default, below the person
 * and the work.
 */
export const RECORDS = 'records'
export const recordsFieldset = {
  name: RECORDS,
  title: 'Records',
  description:
    'What the site kept about how this request arrived and what it sent: for proof, not for answering.',
  options: { collapsible: true, collapsed: true },
}

/** Hidden from the form: the contact card at its top shows it. */
export const onTheCard = <Field extends object>(field: Field) => ({ ...field, hidden: true })

/**
 * What the office manager works with, first in the form: the stage, the time of the first answer it records, who
 * answers and their notes, and the earlier request this one may repeat. Edits save at once (the documents are
 * edited live).
 */
export const workFields = (type: string, stages: Stage[]) => [
  defineField({
    name: 'stage',
    title: 'Stage',
    type: 'string',
    description:
      'Where this request stands. Moving it on from “New” records when it was first answered; changes save at once.',
    initialValue: NEW_STAGE,
    options: { list: stages, layout: 'radio', direction: 'horizontal' },
    components: { input: StageInput },
  }),
  defineField({
    name: 'firstResponseAt',
    title: 'First answered',
    type: 'datetime',
    readOnly: true,
    description: 'Filled in by itself the first time the stage moves on from “New”.',
    components: { input: FirstResponseInput },
  }),
  defineField({
    name: 'owner',
    title: 'Handled by',
    type: 'reference',
    description: 'Who on the team answers this request.',
    to: [{ type: 'teamMember' }],
    options: { disableNew: true },
    validation: (rule) =>
      rule
        .custom((owner, context) =>
          owner || isNew((context.document as { stage?: unknown } | undefined)?.stage)
            ? true
            : 'Pick who on the team is handling this request, so nobody else calls twice.',
        )
        .warning(),
  }),
  defineField({
    name: 'notes',
    title: 'Notes',
    type: 'text',
    rows: 4,
    description: 'For the team only: what was said and what happens next. The visitor never sees this.',
  }),
  defineField({
    name: 'possibleDuplicateOf',
    title: 'Possible duplicate of',
    type: 'reference',
    description:
      'An earlier request from the same email or phone, sent in the 30 days before this one. Open it before you answer: it may be the same person asking again.',
    to: [{ type }],
    weak: true,
    readOnly: true,
    hidden: ({ value }) => !value,
  }),
]

type Emails = {
  description: string
  /** What the visitor's own copy is called in this kind of request. */
  customer: string
  /** What the agency's copy is called. */
  agency: string
}

/** A moment the site's server wrote, shown on the agency's time. */
export const agencyTimeField = (name: string, title: string, description?: string, required = false) =>
  defineField({
    name,
    title,
    type: 'datetime',
    readOnly: true,
    description,
    components: { input: RecordTimeInput },
    validation: required ? (rule) => rule.required() : undefined,
  })

/**
 * Where one retried thing the server sends (a CRM event, an email to the agency) stands, as the server writes it:
 * its status, tries, next try, when it went and why its last try failed. Read-only: only the server changes them.
 */
export const retriedFields = ({
  statusTitle,
  statuses,
  pending,
  done,
}: {
  statusTitle: string
  statuses: { value: string; title: string }[]
  /** When the next try is, in words: "while it is still to be sent". */
  pending: string
  /** The field of when it went: its name, title and description. */
  done: [name: string, title: string, description: string]
}) => [
  defineField({
    name: 'status',
    title: statusTitle,
    type: 'string',
    readOnly: true,
    options: { list: statuses },
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'tries',
    title: 'Tries',
    type: 'number',
    readOnly: true,
    validation: (rule) => rule.required(),
  }),
  agencyTimeField('nextTryAt', 'Next try', `When the site tries again, ${pending}.`),
  agencyTimeField(...done),
  defineField({ name: 'lastError', title: 'Last try failed with', type: 'string', readOnly: true }),
]

/** The language the visitor wrote in, as the site's server recorded it. */
export const visitorLanguageField = (title: string) =>
  defineField({
    name: 'language',
    title,
    type: 'string',
    readOnly: true,
    components: { input: RecordTextInput },
    options: {
      list: [
        { title: 'English', value: 'en' },
        { title: 'Spanish', value: 'es' },
      ],
    },
  })

// One function for every type's field, so a lead's and a service request's read as the same field.
const unlessSet = ({ value }: { value?: unknown }) => !value
const unlessNotConfirmed = ({ value }: { value?: unknown }) => value !== false

/**
 * The emails the site's server sent the agency about the record, each in one line, out of sight while it has none.
 * A new field for each type, as with attributionField.
 */
export const serverEmailsField = (description: string) =>
  defineField({
    name: SERVER_EMAILS,
    title: 'Emails the site sent the agency',
    type: 'array',
    readOnly: true,
    description: `${description} A failed try is tried again for about ${RETRY_HOURS} hours; “not sent” means the agency’s inbox never got it, and this is listed under “Not delivered”.`,
    of: [defineArrayMember({ type: 'serverEmail' })],
    hidden: ({ value }) => !Array.isArray(value) || value.length === 0,
    components: { input: ServerEmailsInput },
  })

/** When and how the request arrived, in the language to answer in, and what the visitor agreed to. */
export const receiptFields = (emails: Emails) =>
  [
    visitorLanguageField('Language of the request (answer in it)'),
    agencyTimeField('submittedAt', 'Received'),
    agencyTimeField(
      'answerBy',
      'Answer by',
      '15 minutes after the request came in during opening hours, or after the next opening otherwise. Still new past this time, it is listed under “Waiting too long”.',
    ),
    defineField({
      name: 'emailsSent',
      title: 'Emails sent when it came in',
      type: 'array',
      readOnly: true,
      description: emails.description,
      of: [defineArrayMember({ type: 'string' })],
      options: {
        list: [
          { title: emails.customer, value: 'customer' },
          { title: emails.agency, value: 'agency' },
        ],
      },
      components: { input: RecordListInput },
    }),
    serverEmailsField(
      'What the site’s server emailed the agency about this request itself: the request, when the visitor’s browser did not email it (no JavaScript, or its email failed), and a finished online quote.',
    ),
    defineField({
      name: WEBHOOK_EVENTS,
      title: 'Sent to your CRM',
      type: 'array',
      readOnly: true,
      description:
        'What the site sent to your CRM about this request, and whether it got there. A line that was not sent is on the card at the top too, saying why and what to do, with a “Send to CRM again” button.',
      of: [defineArrayMember({ type: 'webhookEvent' })],
      // Requests kept while no CRM was connected have no events, and nothing to say about one.
      hidden: ({ value }) => !Array.isArray(value) || value.length === 0,
      components: { input: CrmDeliveryInput },
    }),
    defineField({
      name: 'channel',
      title: 'How it reached us',
      type: 'string',
      readOnly: true,
      components: { input: RecordTextInput },
      options: {
        list: [
          { title: 'The site’s form', value: 'form' },
          {
            title: 'A browser without JavaScript (the page sent the form by itself)',
            value: 'no-javascript',
          },
        ],
      },
    }),
    defineField({
      name: 'consentText',
      title: 'Consent shown',
      type: 'text',
      readOnly: true,
      components: { input: RecordTextInput },
      description: 'The exact disclosure the visitor saw under the button when they sent the request.',
    }),
    defineField({
      name: 'consentVersion',
      title: 'Consent version',
      type: 'string',
      readOnly: true,
      components: { input: RecordTextInput },
      description:
        'A short code for the disclosure’s exact words: two requests with the same code saw the same text.',
    }),
    defineField({
      name: 'consentConfirmed',
      title: 'Consent words confirmed',
      type: 'boolean',
      readOnly: true,
      description:
        'Shown only when the page sent consent words the Studio never published (or replaced more than 30 days before): the request is kept, without those words as proof.',
      hidden: unlessNotConfirmed,
      components: { input: ConsentConfirmedInput },
    }),
    defineField({
      name: 'adData',
      title: 'Ad data',
      type: 'object',
      readOnly: true,
      description:
        'Whether the visitor’s browser let us share their data with the ad platforms when they sent the request. When it did not, the Ad conversions files leave out their email and phone.',
      hidden: unlessSet,
      fields: [
        defineField({ name: 'allowed', title: 'Allowed', type: 'boolean' }),
        defineField({
          name: 'signal',
          title: 'Asked by',
          type: 'string',
          options: { list: AD_DATA_SIGNALS },
        }),
      ],
      components: { input: AdDataInput },
    }),
    readOnlyField(['pageUrl', 'Sent from page']),
  ].map((field) => ({ ...field, fieldset: RECORDS }))

/**
 * That the client read, by the service request form's button, that nothing on their policy changes until the agency
 * confirms it in writing: the words and their version are the Studio's for the version the page showed. Hidden on
 * requests kept before the form showed it.
 */
export const writtenConfirmationNoticeField = () =>
  defineField({
    name: 'writtenConfirmationNotice',
    title: 'Told that nothing changes until we confirm it in writing',
    type: 'object',
    readOnly: true,
    fieldset: RECORDS,
    description:
      'The notice the client saw by the button and again once the request was sent. “Shown” is off when the page sent no words the Studio published (an old page, or a made-up post): tell the client in writing that nothing is in effect until you confirm it.',
    hidden: unlessSet,
    fields: [
      defineField({ name: 'shown', title: 'Shown', type: 'boolean' }),
      defineField({
        name: 'text',
        title: 'Words shown',
        type: 'text',
        components: { input: RecordTextInput },
      }),
      defineField({
        name: 'version',
        title: 'Version of the words',
        type: 'string',
        components: { input: RecordTextInput },
      }),
    ],
  })

/**
 * Whether the visitor agreed to be texted, with the proof the site's server kept (the exact words, their version,
 * when, from which page, and, only when they agreed, their address and browser), and a STOP kept on the request
 * the earlier way, before the register of contact choices (shown until the migration moves it there).
 * A new object for each type, as with attributionField.
 */
export const textConsentFields = () => [
  defineField({
    name: 'smsConsent',
    title: 'Texts',
    type: 'object',
    readOnly: true,
    description:
      'Text this visitor only if this says they may be texted, and only within Texas’s texting hours. An opt-out of texts or calls recorded on any request of this phone or email shows here too; record one with the buttons below.',
    fields: [
      defineField({ name: 'given', title: 'Agreed to texts', type: 'boolean' }),
      defineField({ name: 'words', title: 'Words beside the box', type: 'text' }),
      defineField({ name: 'version', title: 'Version of the words', type: 'string' }),
      agencyTimeField('at', 'When'),
      defineField({ name: 'page', title: 'On page', type: 'string' }),
      defineField({ name: 'clientAddress', title: 'Their internet address', type: 'string' }),
      defineField({ name: 'userAgent', title: 'Their browser', type: 'string' }),
    ],
    components: { input: SmsConsentInput },
  }),
  defineField({
    name: 'smsOptedOutAt',
    title: 'Opted out of texts (recorded on this request only)',
    type: 'datetime',
    readOnly: true,
    description:
      'A STOP recorded on this request before the Studio kept one register per person. It still counts for every request of this number; the register’s migration moves it there.',
    options: { displayTimeZone: AGENCY_TIME_ZONE },
    hidden: unlessSet,
    components: { input: SmsOptOutInput },
  }),
]

// Named as the parameters appear in links, so a marketer recognises them; the server writes "Not provided"
// for each one the visit did not carry.
export const ATTRIBUTION_FIELDS = [
  ['landingPage', 'Landing page'],
  ['referrer', 'Referrer'],
  ['utm_source', 'Campaign source (utm_source)'],
  ['utm_medium', 'Campaign medium (utm_medium)'],
  ['utm_campaign', 'Campaign name (utm_campaign)'],
  ['utm_term', 'Campaign keyword (utm_term)'],
  ['utm_content', 'Campaign content (utm_content)'],
  ['gclid', 'Google Ads click id (gclid)'],
  ['gbraid', 'Google Ads click id from iOS apps (gbraid)'],
  ['wbraid', 'Google Ads click id from iOS web (wbraid)'],
  ['fbclid', 'Meta (Facebook, Instagram) click id (fbclid)'],
  ['msclkid', 'Microsoft Ads click id (msclkid)'],
] as const satisfies readonly ReadOnlyField[]

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number][0]

/**
 * Where the visit came from. A new object for each type: one object shared by both would be extracted as a named
 * type of its own, and change the site's generated types.
 */
export const attributionField = () =>
  defineField({
    name: 'attribution',
    title: 'Where the visitor came from',
    type: 'object',
    readOnly: true,
    description:
      'The first page of the visit, the site that sent it, and the campaign parameters in its link.',
    fieldset: RECORDS,
    fields: ATTRIBUTION_FIELDS.map((field) => readOnlyField([...field])),
  })

/**
 * The visitor's email and phone as the server compares them (lower case; the last ten digits), kept so the server
 * finds a possible duplicate with one query. Hidden: the email and phone above are what the office reads.
 */
export const contactKeyFields = () =>
  (
    [
      ['emailKey', 'Email, as compared'],
      ['phoneKey', 'Phone, as compared'],
    ] as const
  ).map(([name, title]) => defineField({ name, title, type: 'string', readOnly: true, hidden: true }))

export type RequestSelection = {
  title?: string
  stage?: unknown
  language?: unknown
  submittedAt?: string
  answerBy?: string
  callAt?: string
  firstResponseAt?: string
  possibleDuplicateOf?: unknown
  webhookEvents?: unknown
  /** A lead's online quote has every answer needed to quote it. */
  quoteReady?: unknown
  /** The emails the site's server sent the agency about the request. */
  serverEmails?: unknown
}

/**
 * What a preview outside the inbox's lists (a search result, a reference) shows under the visitor's name: the stage,
 * then what the inbox's rows say (requestRowFacts).
 */
export const requestSubtitle = (
  stages: readonly Stage[],
  asked: string | undefined,
  request: RequestSelection,
) =>
  requestRowFacts(stages, asked, request, { showStage: true })
    .map((fact) => fact.text)
    .join(' · ')

/** A request's preview, `asked` being the field that says what the visitor asked for, named by `titleOf`. */
export const requestPreview = (
  stages: readonly Stage[],
  asked: string,
  titleOf: (value: string | undefined) => string | undefined = (value) => value,
) => ({
  select: {
    title: 'fullName',
    [asked]: asked,
    stage: 'stage',
    language: 'language',
    submittedAt: 'submittedAt',
    answerBy: 'answerBy',
    callAt: 'callAt',
    firstResponseAt: 'firstResponseAt',
    // The reference itself, not the request it points to: the marker stays when that one is deleted.
    possibleDuplicateOf: 'possibleDuplicateOf',
    webhookEvents: WEBHOOK_EVENTS,
    quoteReady: 'intake.quoteReady',
    serverEmails: SERVER_EMAILS,
  },
  prepare: (selection: RequestSelection & Record<string, unknown>) => ({
    title: selection.title,
    subtitle: requestSubtitle(stages, titleOf(selection[asked] as string | undefined), selection),
  }),
})

export const NEWEST_FIRST = {
  title: 'Newest first',
  name: 'submittedAtDesc',
  by: [{ field: 'submittedAt', direction: 'desc' as const }],
}
