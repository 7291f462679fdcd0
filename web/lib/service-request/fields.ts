import { readBoundedFields, CONSENT_LIMITS, SMS_CONSENT_LIMITS } from '../delivery/form-fields'

/** What a client can ask the agency for through the service center's form. */
export const REQUEST_TYPES = ['policyChange', 'certificate', 'autoIdCard', 'claim'] as const
export type RequestType = (typeof REQUEST_TYPES)[number]

export const isRequestType = (value: unknown): value is RequestType =>
  REQUEST_TYPES.includes(value as RequestType)

/**
 * The service request form's fields as the browser posts them, with the longest value each may hold: the
 * inputs' maxLength and the server's validation both read these numbers.
 */
export const SERVICE_FIELD_LIMITS = {
  requestType: 20,
  name: 200,
  phone: 40,
  email: 254,
  policyNumber: 60,
  /** "on" when the client ticked "I don't know it". */
  policyNumberUnknown: 5,
  /** A carrier of the directory, by name, or NOT_SURE. */
  carrier: 200,
  details: 2000,
  changeDescription: 2000,
  /** Dates as the date inputs send them: 2026-03-02. */
  changeDate: 10,
  holderName: 200,
  holderAddress: 500,
  certificatePurpose: 1000,
  vehicle: 200,
  dateOfLoss: 10,
  lossDescription: 2000,
  /** The honeypot: people leave it empty. */
  website: 200,
  /** The page path the form was sent from. */
  page: 500,
  /** The language of the page the form was sent from ("en", "es"). */
  language: 5,
  /**
   * The version of the notice by the button (nothing changes until the agency confirms it in writing) the server
   * drew: the server keeps the Studio's words for it, never words a post sends.
   */
  writtenConfirmationNoticeVersion: 12,
  ...CONSENT_LIMITS,
  ...SMS_CONSENT_LIMITS,
} as const

export type ServiceFieldName = keyof typeof SERVICE_FIELD_LIMITS
export type ServiceFields = Record<ServiceFieldName, string>

/** Fields whose text may span lines; every other value is a single line. */
export const SERVICE_MULTILINE_FIELDS = new Set<ServiceFieldName>([
  'details',
  'changeDescription',
  'holderAddress',
  'certificatePurpose',
  'lossDescription',
  'consent',
])

/** What the agency needs for each kind of request, beside who is asking and about which policy. */
export const TYPE_FIELDS: Record<RequestType, ServiceFieldName[]> = {
  policyChange: ['changeDescription', 'changeDate'],
  certificate: ['holderName', 'holderAddress', 'certificatePurpose'],
  autoIdCard: ['vehicle'],
  claim: ['dateOfLoss', 'lossDescription'],
}

/** The carrier choice of a client who does not know which carrier insures them. */
export const NOT_SURE = 'not-sure'

/** A service request body is at most this large: every field at its limit, in any script, fits. */
export const SERVICE_REQUEST_BODY_MAX_BYTES = 32 * 1024

/** Every field of a submitted form, cleaned and bounded; a field the form lacks is empty. */
export const readServiceFields = (read: (name: ServiceFieldName) => unknown): ServiceFields =>
  readBoundedFields(SERVICE_FIELD_LIMITS, SERVICE_MULTILINE_FIELDS, read)
