import type { Language } from '../i18n'
import type { Attribution } from '../delivery/attribution'
import type { Fields } from './fields'

/** A quote request as the forms collect it. */
export type Lead = {
  fullName: string
  phoneNumber: string
  email: string
  zipCode: string
  coverageType: string
  additionalInfo: string
  contactPreference: string
  timeframe: string
}

/** What the agency needs beside the request itself: the consent on record and where the lead came from. */
export type LeadContext = {
  /** The consent disclosure the visitor saw under the button, as plain text; none when the server could not confirm it. */
  consentText?: string
  /** Whether the visitor ticked the “text me” box (as the browser saw it), or agreed (as the server kept it). */
  smsConsent: { ticked: boolean } | { given: boolean }
  /** The page the form was sent from. */
  pageUrl: string
  /** ISO 8601 with the agency's offset, e.g. 2026-03-02T10:00:00-06:00. */
  submittedAt: string
  attribution: Attribution
  /** The language the visitor used: the agency calls back in it, and the confirmation is written in it. */
  language: Language
  /** The coverage as the visitor read it; the lead's coverageType is the agency's (English) name for it. */
  coverageLabel: string
  /** The invitation to finish the quote online, for the confirmation email, when the coverage has one. */
  onlineQuote?: { line: string; url: string }
}

/**
 * The optional answers as the agency reads them: a fixed phrase where the visitor left one empty, so a blank
 * never looks like an answer lost on the way.
 */
export function withDefaults(lead: Lead): Lead {
  return {
    ...lead,
    additionalInfo: lead.additionalInfo || 'Not provided',
    contactPreference: lead.contactPreference || 'Not specified',
    timeframe: lead.timeframe || 'Not specified',
  }
}

export function leadFromFields(fields: Fields): Lead {
  return {
    fullName: fields.name,
    phoneNumber: fields.phone,
    email: fields.email,
    zipCode: fields.zip,
    coverageType: fields.coverageType,
    additionalInfo: fields.additionalInfo,
    contactPreference: fields.contactPreference,
    timeframe: fields.timeframe,
  }
}
