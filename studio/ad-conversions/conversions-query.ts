import type { ReportLead } from '../reports/leads-query'

// The shapes the tool reads from the Content Lake: the leads, Site settings' names, and the downloads recorded.

/** The two moments of a lead the ad platforms can learn from: a lead worth quoting, and a policy sold. */
export type ConversionKind = 'qualifiedLead' | 'policySold'

/** The three ad platforms, as the downloads are recorded under. */
export type Platform = 'google-ads' | 'microsoft-advertising' | 'meta'

/** The click ids the site keeps of a visit, one per ad platform (Google's three). */
export type ClickIdName = 'gclid' | 'gbraid' | 'wbraid' | 'msclkid' | 'fbclid'

/** The document type of a recorded download; private, as the leads are. */
export const UPLOAD_RECORD_TYPE = 'adConversionUpload'

export type SentAction = 'new' | 'retract' | 'restate'

/** One conversion as it went into a file: the lead, which conversion, under what name, at what time and value. */
export type SentEntry = {
  _key: string
  /** The lead's document id. */
  lead: string
  kind: ConversionKind
  action: SentAction
  /** The conversion name the file gave. */
  name: string
  /** The conversion's time, as the lead had it: a correction names the conversion by it. */
  time: string
  /** US dollars: the value sent, or restated to. */
  value?: number
  /** What tied a new conversion to its ad click in the file ("gclid", "wbraid", "email or phone"). */
  tie?: string
}

/** A recorded download. */
export type UploadRecord = {
  _id: string
  _type: typeof UPLOAD_RECORD_TYPE
  platform: Platform
  /** Which of the platform's files ("google-ads-conversions"). */
  file: string
  downloadedAt: string
  entries: SentEntry[]
}

/**
 * Whether the visitor's browser allowed ad data when the request was sent, as the site kept it: not allowed when it
 * sent Global Privacy Control (`gpc`) or the page's Consent Mode had `ad_user_data` denied (`consent-mode`). Leads
 * kept before the site recorded it have none.
 */
export type AdData = { allowed?: boolean; signal?: string }

/**
 * A lead as the conversions read it: the contact details to hash, its stage times, its click ids, and whether its
 * visitor allowed ad data.
 */
export type ConversionLead = Pick<
  ReportLead,
  '_id' | 'submittedAt' | 'email' | 'phoneNumber' | 'stage' | 'quotedAt' | 'wonAt' | 'annualPremium'
> & { attribution?: Partial<Record<ClickIdName, string>>; adData?: AdData }

/** A lead whose visitor's browser asked not to share their data: its email and phone go in no file, hashed or not. */
export const adDataDenied = (lead: Pick<ConversionLead, 'adData'>) => lead.adData?.allowed === false

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
    "attribution": attribution{gclid, gbraid, wbraid, msclkid, fbclid},
    "adData": adData{allowed, signal}
  },
  "uploads": *[_type == "${UPLOAD_RECORD_TYPE}"] | order(downloadedAt asc){
    _id, _type, platform, file, downloadedAt, entries
  }
}`
