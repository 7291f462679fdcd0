import type { Fields } from './fields'
import type { Attribution } from './attribution'

/** A quote request as the forms collect it (spec section 3). */
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
  /** The consent disclosure the visitor saw under the button, as plain text. */
  consentText: string
  /** The page the form was sent from. */
  pageUrl: string
  /** ISO 8601 with the agency's offset, e.g. 2026-03-02T10:00:00-06:00. */
  submittedAt: string
  attribution: Attribution
}

export const CUSTOMER_MESSAGE = 'Thank you for your quote request!'

// Both emails open with the same five facts about the request.
const requestParams = (lead: Lead) => ({
  fullName: lead.fullName,
  email: lead.email,
  phone: lead.phoneNumber,
  zip: lead.zipCode,
  coverage: lead.coverageType,
})

export function customerEmailParams(lead: Lead) {
  return {
    ...requestParams(lead),
    to_email: lead.email,
    message: CUSTOMER_MESSAGE,
  }
}

/** The optional answers as the agency reads them: the spec's defaults where the visitor left one empty. */
export function withDefaults(lead: Lead): Lead {
  return {
    ...lead,
    additionalInfo: lead.additionalInfo || 'Not provided',
    contactPreference: lead.contactPreference || 'Not specified',
    timeframe: lead.timeframe || 'Not specified',
  }
}

export function agencyEmailParams(lead: Lead, leadInbox: string, context: LeadContext) {
  const answered = withDefaults(lead)
  return {
    ...requestParams(lead),
    additionalInfo: answered.additionalInfo,
    contactPreference: answered.contactPreference,
    timeframe: answered.timeframe,
    to_email: leadInbox,
    message: `New lead: ${lead.fullName} - ${lead.coverageType}`,
    consentText: context.consentText,
    pageUrl: context.pageUrl,
    submittedAt: context.submittedAt,
    ...context.attribution,
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
