import { getLeadChoices, getThankYouPath } from '../../content'
import { requestForm, type RequestServices } from '../../delivery/server/request-form'
import { receiptOf, type Received } from '../../delivery/request-record'
import type { Language } from '../../i18n'
import { LINK_SECRET, linkOf } from '../../intake/intake-link'
import { linkCookie } from '../../intake/server/link-cookie'
import { linkHash, newLinkSecret } from '../../intake/server/link-secret'
import { LEAD_BODY_MAX_BYTES } from '../fields'
import { leadFromFields, withDefaults } from '../lead'
import { explainBusyLead, explainInvalidLead, explainUnkeptLead } from './explain-invalid-lead'
import type { LeadDocument } from './lead-document'
import { validateSubmission, type LeadChoices } from './validate-submission'

/** Where the quote form's choices and its thank-you page come from: the Studio's content. */
type LeadContent = {
  choices: () => Promise<LeadChoices>
  thankYouPath: (language: Language) => Promise<string>
}

/**
 * The secret of the link to the lead's online quote: the form's own (it put the link in the confirmation email
 * before the server answered), else a new one.
 */
const linkSecretFrom = (raw: Record<string, unknown>) =>
  typeof raw.intakeSecret === 'string' && LINK_SECRET.test(raw.intakeSecret)
    ? raw.intakeSecret
    : newLinkSecret()

/**
 * The quote form's lead: kept with a hash of its online quote's link, whose cookie the answer sets so the thank-you
 * page can invite the visitor to finish the quote online. Posted to `/api/leads`.
 */
export function leadForm(
  { choices, thankYouPath }: LeadContent = { choices: getLeadChoices, thankYouPath: getThankYouPath },
  services?: RequestServices<LeadDocument>,
) {
  return requestForm<LeadDocument>(
    {
      name: 'leads',
      what: 'Lead',
      maxBytes: LEAD_BODY_MAX_BYTES,
      read: async (received: Received) => {
        const { fields, invalid } = validateSubmission(received.raw, await choices())
        if (!fields) return { invalid }
        const secret = linkSecretFrom(received.raw)
        const document: LeadDocument = {
          _id: `leads.${received.key}`,
          _type: 'lead',
          ...withDefaults(leadFromFields(fields)),
          coverageLabel: fields.coverageLabel || fields.coverageType,
          ...receiptOf(received, fields),
          intakeLinkHash: linkHash(secret),
        }
        return {
          document,
          cookie: linkCookie(linkOf(received.key, secret), document.submittedAt, received.now),
        }
      },
      next: thankYouPath,
      pages: { invalid: explainInvalidLead, unkept: explainUnkeptLead, atLimit: explainBusyLead },
    },
    services,
  )
}
