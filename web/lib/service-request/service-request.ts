import type { Language } from '../i18n'
import { NOT_SURE, TYPE_FIELDS, type RequestType, type ServiceFields } from './fields'

/** A service request as the agency reads it, under the names the emails and the Studio use. */
export type ServiceRequest = {
  requestType: RequestType
  fullName: string
  phoneNumber: string
  email: string
  policyNumber: string
  carrier: string
  details: string
  changeDescription?: string
  changeEffectiveDate?: string
  certificateHolderName?: string
  certificateHolderAddress?: string
  certificatePurpose?: string
  vehicle?: string
  dateOfLoss?: string
  lossDescription?: string
}

/**
 * The notice by the button that nothing on the policy changes until the agency confirms it in writing, as the record
 * keeps it: the Studio's words and version for the version the page showed, never a post's. Not shown when the page
 * sent no version the Studio published now or within 30 days (a page drawn before the form showed it, a made-up
 * post).
 */
export type WrittenConfirmationNotice = { shown: true; text: string; version: string } | { shown: false }

/** What travels with every request beside its answers. */
export type ServiceRequestContext = {
  /** The consent disclosure the client saw under the button, as plain text; none when the server could not confirm it. */
  consentText?: string
  /** The notice the client saw by the button; none on requests kept before the form showed it. */
  writtenConfirmationNotice?: WrittenConfirmationNotice
  /** Whether the client ticked the “text me” box (as the browser saw it), or agreed (as the server kept it). */
  smsConsent: { ticked: boolean } | { given: boolean }
  /** The page the form was sent from. */
  pageUrl: string
  /** ISO 8601 with the agency's offset, e.g. 2026-03-02T10:00:00-06:00. */
  submittedAt: string
  /** The agency calls back in it, and the confirmation is written in it. */
  language: Language
}

// The form's names for the answers each kind of request adds, and the request's names for them.
const TYPE_ANSWERS = {
  changeDescription: 'changeDescription',
  changeDate: 'changeEffectiveDate',
  holderName: 'certificateHolderName',
  holderAddress: 'certificateHolderAddress',
  certificatePurpose: 'certificatePurpose',
  vehicle: 'vehicle',
  dateOfLoss: 'dateOfLoss',
  lossDescription: 'lossDescription',
} as const satisfies Partial<Record<keyof ServiceFields, keyof ServiceRequest>>

/**
 * The request from valid fields: only the answers its kind asks for, and a fixed phrase where the client left an
 * answer out, so a blank never looks like an answer lost on the way.
 */
export function serviceRequestFromFields(
  fields: ServiceFields & { requestType: RequestType },
): ServiceRequest {
  const answers = Object.fromEntries(
    TYPE_FIELDS[fields.requestType].map((name) => [
      TYPE_ANSWERS[name as keyof typeof TYPE_ANSWERS],
      fields[name],
    ]),
  )
  return {
    requestType: fields.requestType,
    fullName: fields.name,
    phoneNumber: fields.phone,
    email: fields.email,
    policyNumber: fields.policyNumber || 'Not known',
    carrier: fields.carrier === NOT_SURE ? 'Not sure' : fields.carrier,
    details: fields.details || 'Not provided',
    ...answers,
  }
}
