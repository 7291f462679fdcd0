import { CogIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { FirstTextInput } from '../../inputs/first-text-input'
import { earlierWordsField, translatedField } from '../fields'
import { hasText } from '../objects/consent-text'
import { WEEKDAYS } from '../objects/opening-hours'
import { isDialablePhoneNumber, usualPhoneFormat } from '../phone-rules'

// Google Ads allows conversion action names of up to 100 characters.
const conversionNameField = (name: string, title: string, initialValue: string) =>
  defineField({
    name,
    title,
    type: 'string',
    initialValue,
    validation: (rule) => [
      rule.required().error('Enter the name the ad platforms know this conversion by.'),
      rule.max(100).error('The ad platforms take names of up to 100 characters.'),
      rule
        .custom((value) =>
          typeof value === 'string' && /^[=+\-@\s]/.test(value)
            ? 'Start the name with a letter or digit: a spreadsheet takes a name starting with =, +, - or @ as a formula.'
            : true,
        )
        .error(),
    ],
  })

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'agency', title: 'Agency', default: true },
    { name: 'contact', title: 'Contact and hours' },
    { name: 'navigation', title: 'Menus and buttons' },
    { name: 'footer', title: 'Footer' },
    { name: 'reviews', title: 'Reviews' },
    { name: 'ads', title: 'Ads and privacy' },
    { name: 'texts', title: 'Text messages' },
  ],
  fields: [
    defineField({
      name: 'agencyName',
      title: 'Agency name',
      type: 'string',
      group: 'agency',
      validation: (rule) => rule.required().error('Enter the agency’s name.'),
    }),
    defineField({
      name: 'shortName',
      title: 'Name in the logo',
      type: 'string',
      group: 'agency',
      description: 'A short form of the name for the top bar, for example “Lone Star Shield”.',
      validation: (rule) => [
        rule.required().error('Enter the short name shown in the logo.'),
        rule.max(24).warning('Names longer than 24 characters crowd the top bar on phones.'),
      ],
    }),
    {
      ...translatedField('tagline', 'Tagline', {
        description: 'One line shown under the name in the footer.',
      }),
      group: 'agency',
    },
    defineField({
      name: 'foundedYear',
      title: 'Founded in',
      type: 'number',
      group: 'agency',
      validation: (rule) =>
        rule.required().error('Enter the year the agency was founded.').integer().min(1900).max(2100),
    }),
    defineField({
      name: 'licensedState',
      title: 'Licensed in',
      type: 'string',
      group: 'agency',
      validation: (rule) => rule.required().error('Enter the state the agency is licensed in.'),
    }),
    defineField({
      name: 'languages',
      title: 'Languages spoken',
      type: 'array',
      group: 'agency',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).error('List at least one language.'),
    }),
    defineField({
      name: 'phone',
      title: 'Phone number',
      type: 'string',
      group: 'contact',
      description:
        'Written as visitors should see it, for example (214) 555-0143. The site’s phone links dial it however it is written.',
      // Separate rules: a chained .error() would replace the others' messages with the missing-number one.
      validation: (rule) => [
        rule.required().error('Enter the phone number.'),
        rule.custom((phone) =>
          !phone || isDialablePhoneNumber(phone)
            ? true
            : 'Write the whole number with its area code and no extension, like (214) 555-0143.',
        ),
        rule
          .custom((phone) => {
            const usual = phone && isDialablePhoneNumber(phone) ? usualPhoneFormat(phone) : undefined
            return usual ? `Visitors read it as written here; the site usually writes it ${usual}.` : true
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'email',
      title: 'General email',
      type: 'email',
      group: 'contact',
      validation: (rule) => rule.required().error('Enter the email address visitors can write to.'),
    }),
    defineField({
      name: 'leadEmail',
      title: 'Lead inbox',
      type: 'email',
      group: 'contact',
      description: 'Every quote request is emailed here.',
      validation: (rule) => rule.required().error('Enter the address that receives quote requests.'),
    }),
    defineField({
      name: 'serviceEmail',
      title: 'Service inbox',
      type: 'email',
      group: 'contact',
      description:
        'Where client service requests go: policy changes, certificates, ID cards and help with claims.',
      validation: (rule) => rule.required().error('Enter the address that receives client service requests.'),
    }),
    defineField({
      name: 'address',
      title: 'Office address',
      type: 'postalAddress',
      group: 'contact',
      validation: (rule) => rule.required().error('Enter the office address.'),
    }),
    defineField({
      name: 'hours',
      title: 'Opening hours',
      type: 'array',
      group: 'contact',
      of: [defineArrayMember({ type: 'openingHours' })],
      validation: (rule) =>
        rule.required().custom((hours) => {
          const days = (hours ?? []).map((entry) => (entry as { day?: string }).day)
          const missing = WEEKDAYS.filter((day) => !days.includes(day))
          if (missing.length) return `Add a line for ${missing.join(', ')} (tick “Closed” for days off).`
          return days.length === new Set(days).size ? true : 'Each day should appear only once.'
        }),
    }),
    defineField({
      name: 'closedDays',
      title: 'Closed on',
      type: 'array',
      group: 'contact',
      description:
        'Holidays and other days the office is closed besides the weekly hours. Visitors cannot book a call on them. Past days can stay: they no longer matter.',
      of: [defineArrayMember({ type: 'closedDay' })],
      validation: (rule) =>
        rule.custom((days) => {
          const dates = (days ?? []).map((entry) => (entry as { date?: string }).date).filter(Boolean)
          return dates.length === new Set(dates).size ? true : 'Each day should appear only once.'
        }),
    }),
    defineField({
      name: 'callsAtOnce',
      title: 'Calls at the same time',
      type: 'number',
      group: 'contact',
      initialValue: 2,
      description:
        'How many booked calls the office can take at the same half hour, usually one for each person who takes calls. Once a time has this many, visitors are no longer offered it.',
      validation: (rule) => [
        rule.required().error('Enter how many calls the office can take at the same time.'),
        rule.integer().min(1).error('Enter a whole number, 1 or more.'),
        rule
          .max(20)
          .warning('More than 20 calls at the same half hour is unusual for an agency. Is this right?'),
      ],
    }),
    {
      ...translatedField('responsePromise', 'Response promise', {
        description:
          'Shown on the thank-you page, for example “We’ll contact you within 2 hours during business hours.”',
        required: 'Write the response promise.',
      }),
      group: 'contact',
    },
    {
      ...translatedField('busyMessage', 'When the forms take no more requests today', {
        description:
          'Shown to a visitor whose quote or service request comes after the site’s daily ceiling (far above any real day), followed by the office’s phone number, for example “Our online forms can’t take more requests today. Please call us and we’ll help you right away:”',
        required: 'Write what a visitor reads when the forms take no more requests today.',
      }),
      group: 'contact',
    },
    ...[
      ['getQuoteLabel', '“Get Quote” button label', 'Write the label of the Get Quote button.'],
      ['callLabel', '“Call” button label (mobile bar)', 'Write the label of the Call button.'],
      ['backHomeLabel', '“Back to Home” link label', 'Write the label of the Back to Home link.'],
      [
        'clientsLabel',
        '“Clients” link label (header and footer)',
        'Write the label of the link to the service center, for example “Clients”.',
      ],
    ].map(([name, title, required]) => ({
      ...translatedField(name!, title!, { required }),
      group: 'navigation',
    })),
    defineField({
      name: 'labels',
      title: 'Small labels',
      type: 'object',
      group: 'navigation',
      fields: [
        translatedField('skipToContent', 'Skip link (keyboard users)', {
          required: 'Write the label, for example “Skip to main content”.',
        }),
        translatedField('closed', 'Word for closed days', {
          required: 'Write the word shown for closed days, for example “Closed”.',
        }),
        translatedField('lastUpdated', 'Before the date on legal pages', {
          required: 'Write the label, for example “Last updated”.',
        }),
        translatedField('email', 'Email link label', {
          required: 'Write the label, for example “Email us”.',
        }),
      ],
      validation: (rule) => rule.required().error('Fill in the small labels.'),
    }),
    defineField({
      name: 'notFound',
      title: 'Page not found (404)',
      type: 'object',
      group: 'navigation',
      fields: [
        translatedField('title', 'Title', { required: 'Write the title of the not-found page.' }),
        translatedField('text', 'Text', { type: 'text', required: 'Write a short, helpful text.' }),
      ],
      validation: (rule) => rule.required().error('Fill in the not-found page.'),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social profiles',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'socialLink' })],
    }),
    defineField({
      name: 'awards',
      title: 'Awards',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'award' })],
    }),
    defineField({
      name: 'legalLinks',
      title: 'Legal links',
      type: 'array',
      group: 'footer',
      of: [defineArrayMember({ type: 'footerLink' })],
      validation: (rule) => rule.required().min(1).error('Link the privacy, terms and accessibility pages.'),
    }),
    defineField({
      name: 'footerHeadings',
      title: 'Footer headings',
      type: 'object',
      group: 'footer',
      fields: ['contact', 'hours', 'awards', 'social'].map((name) =>
        translatedField(name, `${name[0]?.toUpperCase()}${name.slice(1)}`, {
          required: 'Write this footer heading.',
        }),
      ),
      validation: (rule) => rule.required().error('Fill in the footer headings.'),
    }),
    defineField({
      name: 'reviewRequests',
      title: 'Asking clients for a review',
      type: 'object',
      group: 'reviews',
      description:
        'Every client whose lead is moved to Won is emailed once, in their language, to ask for a review. Google and the FTC forbid asking only the happy ones, and paying or giving anything for a review: so the site asks everyone, the same way.',
      fields: [
        defineField({
          name: 'enabled',
          title: 'Ask every won client for a review',
          type: 'boolean',
          initialValue: true,
          description: 'Off: nobody is asked. Turning it back on asks only clients won since.',
        }),
        defineField({
          name: 'link',
          title: 'Review link',
          type: 'url',
          description:
            'The “Ask for reviews” link of the agency’s Google Business Profile, for example https://g.page/r/…/review. The email links to it.',
          validation: (rule) =>
            rule.custom((link, context) =>
              (context.parent as { enabled?: boolean } | undefined)?.enabled !== false && !link
                ? 'Paste the Google review link, or turn asking off.'
                : true,
            ),
        }),
        defineField({
          name: 'daysAfterWon',
          title: 'Days after Won',
          type: 'number',
          initialValue: 7,
          description:
            'How long after a lead is moved to Won its client is asked: time to receive the policy first.',
          validation: (rule) => [
            rule.required().error('Enter how many days after Won to ask.'),
            rule.integer().min(1).max(60).error('Enter a whole number of days, from 1 to 60.'),
          ],
        }),
        translatedField('message', 'The email', {
          type: 'text',
          description:
            'What the client reads, with {name} for their first name and {link} for the review link. Keep it neutral: no “if you were happy”, no gift or discount for a review.',
          required: 'Write the email that asks for a review.',
        }),
      ],
    }),
    defineField({
      name: 'enhancedConversions',
      title: 'Enhanced conversions',
      type: 'boolean',
      group: 'ads',
      initialValue: false,
      description:
        'When on, each quote request tells the tag manager, besides the request’s number, a one-way code (a SHA-256 hash) of the visitor’s email and phone, so Google Ads and the other ad platforms can match the request to the ad click that brought it, and the files of the “Ad conversions” tool carry the same codes. The email and phone themselves are never sent; the code cannot be turned back into them. Turn it on only once the privacy text below is right: the privacy policy shows it while this is on.',
    }),
    {
      ...translatedField('enhancedConversionsNotice', 'Privacy policy text for enhanced conversions', {
        type: 'text',
        description:
          'Added at the end of the privacy policy, in each language, while “Enhanced conversions” is on.',
        required: 'Write the paragraph the privacy policy shows while enhanced conversions are on.',
      }),
      group: 'ads',
    },
    defineField({
      name: 'adConversionNames',
      title: 'Conversion names in the ad platforms',
      type: 'object',
      group: 'ads',
      description:
        'The “Ad conversions” tool writes these names in its files. Each must be exactly the name of the conversion action in Google Ads and of the offline conversion goal in Microsoft Advertising; Meta gets them beside its standard events (Lead, Purchase), as the content name a custom conversion can pick.',
      fields: [
        conversionNameField('qualifiedLead', 'Qualified lead (the lead was quoted)', 'Qualified lead'),
        conversionNameField('policySold', 'Policy sold (the lead was won)', 'Policy sold'),
      ],
      validation: (rule) => rule.required().error('Name the two conversions.'),
    }),
    {
      ...translatedField('smsConsent', 'Consent to texts: the words by the box', {
        type: 'consentText',
        description:
          'Shown beside the “text me” box under the phone field of every form. The box starts unticked and is never required. Carriers approve the agency’s texting only when these words name the agency, say what the texts are about, that message frequency varies and message and data rates may apply, and “Reply STOP to opt out, HELP for help”, with links to the privacy policy and terms. Each request keeps the exact words the visitor saw; after you publish new words, a page still open with the old ones is accepted for 30 days.',
        required:
          'Write the words beside the “text me” box: the agency’s name, what the texts are about, that frequency varies and rates may apply, STOP and HELP, and links to the privacy policy and terms.',
        hasValue: hasText,
      }),
      group: 'texts',
    },
    {
      ...translatedField('smsConsentNote', 'Note when texts are preferred but the box is not ticked', {
        description:
          'Shown under the box while a visitor picks “Text Message” as the way to reach them without ticking it. It does not stop the form.',
        required:
          'Write the note, for example “You haven’t agreed to texts, so we’ll call or email you instead.”',
      }),
      group: 'texts',
    },
    {
      ...translatedField('smsOptInConfirmation', 'First text to send after an opt-in', {
        description:
          'Send it as the first text to a visitor who agreed to texts: every lead that did shows it ready to copy, in the visitor’s language. Name the agency and include STOP and HELP. One text holds 160 plain characters; the count under each language shows how many you have used. An emoji or a curly quote (’ or “) makes it hold only 70, so type straight quotes (\' and ").',
        required:
          "Write the first text, for example “Lone Star Shield: you're signed up for texts about your request. Msg frequency varies. Msg & data rates may apply. Reply HELP for help, STOP to opt out.”",
        max: {
          length: 160,
          level: 'error',
          message: 'One text holds 160 characters: shorten it.',
        },
      }),
      components: { input: FirstTextInput },
      group: 'texts',
    },
    earlierWordsField(
      'smsConsentHistory',
      'texts',
      'Filled in by itself each time new words by the box are published: what the box said before, in each language, and until when.',
    ),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
})
