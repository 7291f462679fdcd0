import type { ReportLead } from '../reports/leads-query'

/** A lead as the conversions read it: the contact details to hash, its stage times and its click ids. */
export type ConversionLead = Pick<
  ReportLead,
  '_id' | 'submittedAt' | 'email' | 'phoneNumber' | 'stage' | 'quotedAt' | 'wonAt' | 'annualPremium'
> & { attribution?: { gclid?: string; msclkid?: string; fbclid?: string } }

/** What Site settings say about the uploads. */
export type ConversionSettings = {
  /** Whether hashed emails and phones may leave the agency: Site settings' "Enhanced conversions". */
  hashIdentifiers: boolean
  names: { qualifiedLead?: string; policySold?: string }
}

export type ConversionsResult = { settings: ConversionSettings | null; leads: ConversionLead[] }

// A lead counts in the window when it was first quoted or won within it; times are compared as instants, as the
// stage times are written in UTC by the editor's browser and older ones may carry an offset.
export const CONVERSIONS_QUERY = `{
  "settings": *[_id == "siteSettings"][0]{
    "hashIdentifiers": coalesce(enhancedConversions, false),
    "names": coalesce(adConversionNames, {})
  },
  "leads": *[_type == "lead" && (
    (defined(quotedAt) && dateTime(quotedAt) >= dateTime($start) && dateTime(quotedAt) < dateTime($end)) ||
    (defined(wonAt) && dateTime(wonAt) >= dateTime($start) && dateTime(wonAt) < dateTime($end))
  )]{
    _id,
    submittedAt,
    email,
    phoneNumber,
    stage,
    quotedAt,
    wonAt,
    annualPremium,
    "attribution": attribution{gclid, msclkid, fbclid}
  }
}`
