import { expect } from '@playwright/test'

import { fillTemplate } from '@/lib/format'
import { INTAKE_PATHS, RESUME_SEGMENTS } from '@/lib/intake/intake-link'
import { agencyEmailParams, customerEmailParams } from '@/lib/lead/emails'
import type { Lead, LeadContext } from '@/lib/lead/lead'
import type { QuoteIntake } from '@/sanity.types'

import type { SentEmail } from '../../e2e/fixtures'
import { documentsOfType, settings } from '../data/dataset'
import { FAKE_PUBLIC_ENV } from '../fakes/fake-config'
import { E2E } from '../servers/servers'
import { intakeWords } from './intake'

/**
 * The confirmation's invitation to the coverage's online quote, from the seed: its minutes, and a link of this
 * site with a key and a secret of the form's own making. None for a coverage without one.
 */
function invitationTo(coverageType: string, language: LeadContext['language']) {
  const minutes = documentsOfType<QuoteIntake>('quoteIntake')
    .filter((intake) => intake.coverageTypes?.includes(coverageType))
    .reduce((total, intake) => total + (intake.minutes ?? 0), 0)
  if (!minutes) return { intake_line: '', intake_url: '' }
  const resume = `${E2E.site}${INTAKE_PATHS[language]}/${RESUME_SEGMENTS[language]}?link=`
  return {
    intake_line: fillTemplate(intakeWords(language).emailLine!, { minutes }),
    intake_url: expect.stringMatching(
      new RegExp(`^${resume.replace(/[.?]/g, '\\$&')}[0-9a-f-]{36}\\.[A-Za-z0-9_-]{24}$`),
    ) as unknown as string,
  }
}

/** The two emails an English form sends for a lead: the customer's confirmation and the agency's lead. */
export function expectedEmails(lead: Lead, leadContext: LeadContext): SentEmail[] {
  const base = {
    lib_version: '4.4.1',
    user_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    service_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  }
  return [
    {
      ...base,
      template_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_CUSTOMER_TEMPLATE_ID,
      template_params: {
        ...customerEmailParams(lead, leadContext),
        ...invitationTo(lead.coverageType, leadContext.language),
      },
    },
    {
      ...base,
      template_id: FAKE_PUBLIC_ENV.NEXT_PUBLIC_EMAILJS_AGENCY_TEMPLATE_ID,
      template_params: agencyEmailParams(lead, settings().leadEmail, leadContext),
    },
  ]
}

/** Emails in a fixed order: the two go out in parallel, so they arrive in either. */
export const byTemplate = (emails: SentEmail[]) =>
  [...emails].sort((a, b) => a.template_id.localeCompare(b.template_id))
