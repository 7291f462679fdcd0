import type { ReportLead } from '../reports/leads-query'
import type { ClickIdName } from './upload-file'
import { UPLOAD_RECORD_TYPE, type UploadRecord } from './upload-ledger'

/** A lead as the conversions read it: the contact details to hash, its stage times and its click ids. */
export type ConversionLead = Pick<
  ReportLead,
  '_id' | 'submittedAt' | 'email' | 'phoneNumber' | 'stage' | 'quotedAt' | 'wonAt' | 'annualPremium'
> & { attribution?: Partial<Record<ClickIdName, string>> }

/** What Site settings say about the uploads. */
export type ConversionSettings = {
  /** Whether hashed emails and phones may leave the agency: Site settings' "Enhanced conversions". */
  hashIdentifiers: boolean
  names: { qualifiedLead?: string; policySold?: string }
}

export type ConversionsResult = {
  settings: ConversionSettings | null
  /** The leads quoted or won within the window, and every lead a platform was sent, to correct. */
  leads: ConversionLead[]
  uploads: UploadRecord[]
}

// A lead counts in the window when it was first quoted or won within it; times are compared as instants, as the
// stage times are written in UTC by the editor's browser and older ones may carry an offset.
export const CONVERSIONS_QUERY = `{
  "settings": *[_id == "siteSettings"][0]{
    "hashIdentifiers": coalesce(enhancedConversions, false),
    "names": coalesce(adConversionNames, {})
  },
  "leads": *[_type == "lead" && (
    (defined(quotedAt) && dateTime(quotedAt) >= dateTime($start) && dateTime(quotedAt) < dateTime($end)) ||
    (defined(wonAt) && dateTime(wonAt) >= dateTime($start) && dateTime(wonAt) < dateTime($end)) ||
    _id in *[_type == "${UPLOAD_RECORD_TYPE}"].entries[].lead
  )]{
    _id,
    submittedAt,
    email,
    phoneNumber,
    stage,
    quotedAt,
    wonAt,
    annualPremium,
    "attribution": attribution{gclid, gbraid, wbraid, msclkid, fbclid}
  },
  "uploads": *[_type == "${UPLOAD_RECORD_TYPE}"] | order(downloadedAt asc){
    _id, _type, platform, file, downloadedAt, entries
  }
}`
