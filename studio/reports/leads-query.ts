import type { AdData } from '../inbox/ad-data'
import type { RegisterFound } from '../inbox/contact-choices'
import { ATTRIBUTION_FIELDS, type AttributionField } from '../schemas/stored-requests'
import { addDays, type CalendarDate, dallasMidnight } from './dallas-calendar'

/** The GROQ version the query was written for. */
export const REPORT_API_VERSION = '2025-09-01'

/** Campaign parameters and ad click ids, as the site's server names them in a lead's attribution. */
export const CAMPAIGN_PARAMS = ATTRIBUTION_FIELDS.map(([name]) => name).filter(
  (name) => name !== 'landingPage' && name !== 'referrer',
)

/** A kept lead as the report reads it: anything may be missing on older or hand-made records. */
export type ReportLead = {
  _id: string
  submittedAt?: string
  fullName?: string
  phoneNumber?: string
  email?: string
  zipCode?: string
  coverageType?: string
  language?: string
  /** new, contacted, quoted, won or lost; none on records kept before there were stages. */
  stage?: string
  firstResponseAt?: string
  /** When the stage first reached Quoted (or Won), and Won. */
  quotedAt?: string
  wonAt?: string
  /** The sold policy's premium for a year, in US dollars, when the office manager entered it. */
  annualPremium?: number
  ownerName?: string
  pageUrl?: string
  consentVersion?: string
  attribution?: Partial<Record<AttributionField, string>>
  /** Whether the visitor's browser let the agency share their data with the ad platforms. */
  adData?: AdData
  /** The register's documents for the lead's phone and email, and STOPs kept the earlier way on their requests. */
  contactChoices?: RegisterFound['documents']
  earlierOptOuts?: RegisterFound['earlier']
}

// Times are compared as instants: submittedAt carries Dallas's offset, which changes with daylight saving time,
// so its text does not sort. Leads live under private ids (leads.<uuid>), which a logged-in editor reads, as are the
// register's documents (contactChoices.<hash>), read by the lead's keys.
export const LEADS_QUERY = `*[_type == "lead" && dateTime(submittedAt) >= dateTime($start) && dateTime(submittedAt) < dateTime($end)]{
  _id,
  submittedAt,
  fullName,
  phoneNumber,
  email,
  zipCode,
  coverageType,
  language,
  stage,
  firstResponseAt,
  quotedAt,
  wonAt,
  annualPremium,
  "ownerName": owner->name,
  pageUrl,
  consentVersion,
  attribution,
  adData,
  "contactChoices": *[_type == "contactChoice" && key in [^.phoneKey, ^.emailKey]]{key, entries},
  "earlierOptOuts": *[_type in ["lead", "serviceRequest"] && defined(smsOptedOutAt)
    && ((defined(^.phoneKey) && phoneKey == ^.phoneKey) || (defined(^.emailKey) && emailKey == ^.emailKey))
  ]{"key": coalesce(phoneKey, emailKey), "at": smsOptedOutAt}
}`

export type QueryWindow = { start: string; end: string }

/** The instants from the start of the first day to the end of the last (Dallas days), as the query takes them. */
export const queryWindow = (first: CalendarDate, last: CalendarDate): QueryWindow => ({
  start: dallasMidnight(first).toISOString(),
  end: dallasMidnight(addDays(last, 1)).toISOString(),
})
