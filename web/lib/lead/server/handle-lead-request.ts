import { randomUUID } from 'node:crypto'

import { handleFormPost, type FormPostOptions, type Received } from '../../delivery/server/handle-form-post'
import { isoWithOffset } from '../../format'
import type { Language } from '../../i18n'
import { attributionFrom, boundedAttribution, NOT_PROVIDED } from '../attribution'
import { LEAD_BODY_MAX_BYTES } from '../fields'
import { leadFromFields, withDefaults } from '../lead'
import type { LeadDocument } from './lead-document'
import { validateSubmission, type LeadChoices } from './validate-submission'

type Options = Pick<
  FormPostOptions<LeadDocument>,
  'rateLimiter' | 'clientAddress' | 'store' | 'emailAgency' | 'afterResponse' | 'now'
> & {
  choices: () => Promise<LeadChoices>
  /** Where a plain form post lands: the thank-you page in the form's language. */
  thankYouPath: (language: Language) => Promise<string>
}

/** The lead to keep, from a valid body, or the names of the fields that are not. */
async function readLead(
  received: Received,
  choices: LeadChoices,
): Promise<LeadDocument | { invalid: string[] }> {
  const { raw, plainForm, language, delivery, origin, referer, now } = received
  const { fields, invalid } = validateSubmission(raw, choices)
  if (!fields) return { invalid }
  return {
    _id: `leads.${randomUUID()}`,
    _type: 'lead',
    ...withDefaults(leadFromFields(fields)),
    consentText: fields.consent,
    language,
    coverageLabel: fields.coverageLabel || fields.coverageType,
    pageUrl: fields.page ? `${origin}${fields.page}` : NOT_PROVIDED,
    submittedAt: isoWithOffset(now),
    attribution: plainForm ? attributionFrom(referer, null) : boundedAttribution(raw),
    ...delivery,
    contacted: false,
  }
}

/**
 * The site's lead endpoint: where the quote form posts a lead it could not email, and where a browser without
 * JavaScript posts the form itself. It keeps the lead and answers 202 to the script or 303 to the thank-you page
 * for a plain form post.
 */
export function handleLeadRequest(request: Request, { choices, thankYouPath, ...options }: Options) {
  return handleFormPost<LeadDocument>(request, {
    ...options,
    what: 'Lead',
    maxBytes: LEAD_BODY_MAX_BYTES,
    redirectTo: thankYouPath,
    read: async (received) => readLead(received, await choices()),
  })
}
