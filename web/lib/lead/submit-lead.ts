import { deliverRequest, loadOnSubmit } from '../delivery/deliver-request'
import { postToServer } from '../delivery/post-to-server'
import { fillTemplate, isoWithOffset } from '../format'
import type { Language } from '../i18n'
import { linkOf, resumePath } from '../intake/intake-link'
import { LEAD_ENDPOINT } from '../routes'
import { visitAttribution } from '../delivery/attribution'
import type { QuoteFormQueryResult } from '../../sanity.types'
import type { Fields } from './fields'
import { leadFromFields, type LeadContext } from './lead'

// The form checks the phone number with this module: the number's rules load with the delivery, not the page.
export { formatPhoneNumber } from '../phone-number'

/** What the form knows of the online quotes: the confirmation email's line, and how long each one takes. */
export type OnlineQuotes = NonNullable<QuoteFormQueryResult>['onlineQuote']

export type Submission = {
  /** The form's fields, the phone in the agency's format (the form checks it first). */
  fields: Fields
  leadInbox: string
  /** Site settings' “Enhanced conversions”: the data layer's event also carries the hashed email and phone. */
  enhancedConversions: boolean
  language: Language
  onlineQuotes: OnlineQuotes
}

// The secret half of each request's link to its online quote, by the request's key, in the page's memory only:
// the request sent again carries the same one, so the link in the first email still opens it.
const secrets = new Map<string, string>()

function linkSecret(key: string): string {
  let secret = secrets.get(key)
  if (!secret) {
    const bytes = crypto.getRandomValues(new Uint8Array(18))
    secret = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
    secrets.set(key, secret)
  }
  return secret
}

/**
 * The confirmation email's invitation to the coverage's online quote (two for a bundle, their minutes added), with
 * the link that opens it; none for a coverage without one.
 */
function onlineQuoteFor(
  coverageType: string,
  key: string,
  language: Language,
  { emailLine, intakes }: OnlineQuotes,
) {
  const minutes = intakes
    .filter((intake) => intake.coverageTypes?.includes(coverageType))
    .reduce((total, intake) => total + intake.minutes, 0)
  if (!minutes) return undefined
  return {
    line: fillTemplate(emailLine, { minutes }),
    url: `${location.origin}${resumePath(language, linkOf(key, linkSecret(key)))}`,
  }
}

/**
 * What the quote form does on submit: the lead goes to the agency by email and to the site's server. Resolves
 * false when it reached neither. A filled honeypot (a bot) sends nothing.
 */
export async function submitLead({
  fields,
  leadInbox,
  enhancedConversions,
  language,
  onlineQuotes,
}: Submission): Promise<boolean> {
  if (fields.website !== '') return true
  const lead = leadFromFields(fields)
  const context: LeadContext = {
    consentText: fields.consent,
    smsConsent: { ticked: fields.smsConsent === 'yes' },
    pageUrl: `${location.origin}${fields.page}`,
    submittedAt: isoWithOffset(new Date()),
    attribution: visitAttribution(),
    language,
    coverageLabel: fields.coverageLabel,
  }
  return deliverRequest({
    what: 'Quote request',
    request: lead,
    email: async (key) =>
      (await loadOnSubmit(() => import('./email-lead'))).sendLeadEmails(lead, leadInbox, {
        ...context,
        onlineQuote: onlineQuoteFor(lead.coverageType, key, language, onlineQuotes),
      }),
    toServer: (receipt) =>
      postToServer(
        LEAD_ENDPOINT,
        { ...fields, ...context.attribution, intakeSecret: linkSecret(receipt.key) },
        receipt,
        'quote request',
      ),
    track: (analytics, key) => analytics.trackLead(lead, language, key, enhancedConversions),
  })
}
