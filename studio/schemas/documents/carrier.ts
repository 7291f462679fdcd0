import { CaseIcon } from '@sanity/icons'
import { orderRankField, orderRankOrdering } from '@sanity/orderable-document-list'
import { defineField, defineType, type PreviewValue } from 'sanity'

import { inEnglish, type TranslatedValue } from '../../languages'
import { insuranceLinesField, translatedField } from '../fields'
import { isDialablePhoneNumber } from '../phone-rules'

const PHONE_PROBLEM =
  'Write a phone number with its area code, using digits only and no extension, for example (800) 555-0172.'

const phoneField = (name: string, title: string, required?: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description: 'Written as clients should see it, for example (800) 555-0172. The site makes it tappable.',
    validation: (rule) => [
      ...(required ? [rule.required().error(required)] : []),
      rule.custom((phone) => (!phone || isDialablePhoneNumber(phone) ? true : PHONE_PROBLEM)),
    ],
  })

// Links to a carrier's own site open its login and payment pages: only secure addresses are accepted.
const secureUrlField = (name: string, title: string, description: string, required?: string) =>
  defineField({
    name,
    title,
    type: 'url',
    description,
    validation: (rule) => [
      ...(required ? [rule.required().error(required)] : []),
      rule
        .uri({ scheme: ['https'] })
        .error('Use the carrier’s secure address, starting with https:// (copy it from the browser).'),
    ],
  })

type LineTitle = TranslatedValue<string>[] | undefined

/** An insurance company the agency places business with, as the service center lists it for clients. */
export const carrier = defineType({
  name: 'carrier',
  title: 'Carrier',
  type: 'document',
  icon: CaseIcon,
  orderings: [orderRankOrdering],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error('Enter the carrier’s name as clients know it.'),
    }),
    defineField({
      name: 'logo',
      title: 'Logo (optional)',
      type: 'image',
      description:
        'Shown whole (never cut), 40 pixels high and up to 128 wide, at the top of the carrier’s card in the service ' +
        'center; a wide logo on a transparent background fits best. Visitors who cannot see it hear the carrier’s ' +
        'name. Without a logo the card shows the name only.',
    }),
    insuranceLinesField(
      'Lines we place with this carrier',
      'Clients filter the carrier list by these. New lines are added under “Insurance lines”.',
      'Pick at least one line of insurance you place with this carrier.',
    ),
    phoneField('claimsPhone', 'Claims phone (24/7)', 'Enter the number clients call to report a claim.'),
    secureUrlField(
      'claimsUrl',
      'Report a claim online',
      'The carrier’s page for reporting a claim.',
      'Enter the web address where clients report a claim online.',
    ),
    secureUrlField(
      'paymentUrl',
      'Pay a bill online (optional)',
      'The carrier’s page for paying a bill; leave empty if clients pay through the agency.',
    ),
    secureUrlField(
      'policyServiceUrl',
      'Manage a policy online (optional)',
      'The carrier’s client login, where clients see their policy and ID cards.',
    ),
    phoneField('roadsidePhone', 'Roadside assistance phone (optional)'),
    translatedField('notes', 'Notes for clients (optional)', {
      type: 'text',
      description:
        'A sentence clients should know before they call, for example that glass claims go to another number.',
      max: { length: 300, message: 'Keep the note under 300 characters so the carrier cards line up.' },
    }),
    orderRankField({ type: 'carrier' }),
  ],
  // The first lines picked, in English, say at a glance which carrier this is; the claims phone when none is.
  preview: {
    select: {
      title: 'name',
      claimsPhone: 'claimsPhone',
      media: 'logo',
      line0: 'lines.0.title',
      line1: 'lines.1.title',
      line2: 'lines.2.title',
      line3: 'lines.3.title',
      more: 'lines.4._ref',
    },
    prepare: ({
      title,
      claimsPhone,
      media,
      line0,
      line1,
      line2,
      line3,
      more,
    }: {
      title?: string
      claimsPhone?: string
      media?: PreviewValue['media']
      more?: string
      line0?: LineTitle
      line1?: LineTitle
      line2?: LineTitle
      line3?: LineTitle
    }) => {
      const names = [line0, line1, line2, line3].map(inEnglish).filter(Boolean)
      return {
        title,
        subtitle: names.length ? `${names.join(', ')}${more ? ', …' : ''}` : claimsPhone,
        media,
      }
    },
  },
})
