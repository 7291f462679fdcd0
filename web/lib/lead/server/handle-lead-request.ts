import {
  handleFormPost,
  receiptOf,
  type HandlerOptions,
  type Received,
} from '../../delivery/server/handle-form-post'
import type { Language } from '../../i18n'
import { LEAD_BODY_MAX_BYTES } from '../fields'
import { leadFromFields, withDefaults } from '../lead'
import type { LeadDocument } from './lead-document'
import { validateSubmission, type LeadChoices } from './validate-submission'

type Options = HandlerOptions<LeadDocument> & {
  choices: () => Promise<LeadChoices>
  /** Where a plain form post lands: the thank-you page in the form's language. */
  thankYouPath: (language: Language) => Promise<string>
}

/** The lead to keep, from a valid body, or the names of the fields that are not. */
async function readLead(
  received: Received,
  choices: LeadChoices,
): Promise<LeadDocument | { invalid: string[] }> {
  const { fields, invalid } = validateSubmission(received.raw, choices)
  if (!fields) return { invalid }
  return {
    _id: `leads.${received.key}`,
    _type: 'lead',
    ...withDefaults(leadFromFields(fields)),
    coverageLabel: fields.coverageLabel || fields.coverageType,
    ...receiptOf(received, fields),
  }
}

/**
 * The site's lead endpoint: where the quote form's script hands over every lead, and where a browser without
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
