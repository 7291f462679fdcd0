import {
  handleFormPost,
  receiptOf,
  type HandlerOptions,
  type Received,
} from '../../delivery/server/handle-form-post'
import type { Language } from '../../i18n'
import { LINK_SECRET, linkOf } from '../../intake/intake-link'
import { linkCookie, withLinkCookie } from '../../intake/server/link-cookie'
import { linkHash, newLinkSecret } from '../../intake/server/link-secret'
import { LEAD_BODY_MAX_BYTES } from '../fields'
import { leadFromFields, withDefaults } from '../lead'
import type { LeadDocument } from './lead-document'
import { validateSubmission, type LeadChoices } from './validate-submission'

type Options = HandlerOptions<LeadDocument> & {
  choices: () => Promise<LeadChoices>
  /** Where a plain form post lands: the thank-you page in the form's language. */
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

/** The lead to keep, from a valid body, or the names of the fields that are not. */
function readLead(
  received: Received,
  choices: LeadChoices,
  secret: string,
): LeadDocument | { invalid: string[] } {
  const { fields, invalid } = validateSubmission(received.raw, choices)
  if (!fields) return { invalid }
  return {
    _id: `leads.${received.key}`,
    _type: 'lead',
    ...withDefaults(leadFromFields(fields)),
    coverageLabel: fields.coverageLabel || fields.coverageType,
    ...receiptOf(received, fields),
    intakeLinkHash: linkHash(secret),
  }
}

/**
 * The site's lead endpoint: where the quote form's script hands over every lead, and where a browser without
 * JavaScript posts the form itself. It keeps the lead and answers 202 to the script or 303 to the thank-you page
 * for a plain form post.
 */
export function handleLeadRequest(request: Request, { choices, thankYouPath, ...options }: Options) {
  let link: string | undefined
  return handleFormPost<LeadDocument>(request, {
    ...options,
    what: 'Lead',
    maxBytes: LEAD_BODY_MAX_BYTES,
    redirectTo: thankYouPath,
    read: async (received) => {
      const secret = linkSecretFrom(received.raw)
      const lead = readLead(received, await choices(), secret)
      if (!('invalid' in lead)) link = linkOf(received.key, secret)
      return lead
    },
    // The thank-you page invites the visitor to their online quote through this cookie. A request sent again
    // under its key carries the form's same secret, so its cookie opens what was kept the first time.
    respond: (response, lead) =>
      link
        ? withLinkCookie(response, linkCookie(link, lead.submittedAt, options.now?.() ?? new Date()))
        : response,
  })
}
