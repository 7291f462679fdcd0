import { emailKey, phoneKey } from '../../web/lib/database/contact-key'
import { UPLOAD_RECORD_TYPE } from '../ad-conversions/conversions-query'

// Everything the Content Lake keeps about one person, found by the contact key the register keys them by (a phone
// number in E.164, an email in lower case), handed over as one file, or erased. Pure, so it is tested without a
// browser; the tool (privacy-requests-tool.tsx) reads and writes through the Studio's client.

export const PRIVACY_API_VERSION = '2025-09-01'
export const PRIVACY_ERASURE_TYPE = 'privacyErasure'

/** The contact key what the office manager typed is kept under, or null when it is neither an email nor a phone. */
export function searchKeyOf(typed: string): { kind: 'email' | 'phone'; key: string } | null {
  if (typed.includes('@')) {
    const key = emailKey(typed)
    return key ? { kind: 'email', key } : null
  }
  const key = phoneKey(typed)
  return key ? { kind: 'phone', key } : null
}

type Doc = { _id: string; _type: string; [field: string]: unknown }

export type PersonRequest = Doc & {
  emailKey?: string
  phoneKey?: string
  email?: string
  phoneNumber?: string
  fullName?: string
  submittedAt?: string
  intake?: unknown
  webhookEvents?: unknown[]
}

export type DownloadRecord = Doc & {
  platform?: string
  file?: string
  downloadedAt?: string
  entries?: Array<{ _key: string; lead: string; [field: string]: unknown }>
}

export type PersonFound = {
  /** Every request of theirs, drafts included. */
  requests: PersonRequest[]
  /** The register's documents of each of their keys: kept by an erasure, all but the emails already sent of them. */
  contactChoices: RegisterDocument[]
  /** The ad-conversion downloads that name one of their leads. */
  downloads: DownloadRecord[]
}

/** A register's document, with the agency's emails of the stop requests kept on it (each holds the number). */
type RegisterDocument = Doc & { serverEmails?: Array<{ _key: string; status?: string }> | null }

// An email still waiting tells the agency of an opt-out it must honor: it stays until it is sent or fails.
const endedEmails = ({ serverEmails }: RegisterDocument) =>
  (serverEmails ?? []).filter(({ status }) => status !== 'pending')

// Requests are found by their keys (the site writes them), or, for one kept before it did, by the email as typed.
const REQUEST_TYPES = ['lead', 'serviceRequest']

/** The requests kept under a key, drafts included. */
export const REQUESTS_QUERY = `*[_type in $types && (emailKey == $key || phoneKey == $key ||
  ($kind == "email" && lower(email) == $key))]`

/** The register's documents and the downloads naming their leads, once the requests (and so every key) are known. */
export const RELATED_QUERY = `{
  "contactChoices": *[_type == "contactChoice" && key in $keys],
  "downloads": *[_type == "${UPLOAD_RECORD_TYPE}" && count(entries[lead in $leads]) > 0]
}`

export const publishedId = (id: string) => id.replace(/^drafts\./, '')

/** Every contact key the person is known by: the one searched, and those their requests carry. */
export function personKeys(searched: string, requests: readonly PersonRequest[]) {
  const keys = new Set([searched])
  for (const request of requests) {
    if (request.emailKey) keys.add(request.emailKey)
    if (request.phoneKey) keys.add(request.phoneKey)
  }
  return [...keys]
}

/** Their leads' ids, as the downloads name them (never a draft's). */
export const leadIds = (requests: readonly PersonRequest[]) => [
  ...new Set(requests.filter(({ _type }) => _type === 'lead').map(({ _id }) => publishedId(_id))),
]

export const queryParams = (search: { kind: string; key: string }) => ({ types: REQUEST_TYPES, ...search })

/** How much of each kind is kept: what the tool lists, the confirmation names and the erasure log records. */
export type PersonCounts = {
  leads: number
  serviceRequests: number
  drafts: number
  onlineQuotes: number
  crmDeliveries: number
  downloadRecords: number
  downloadEntries: number
  contactChoiceDocuments: number
  /** The agency's emails of their stop requests, sent or failed, that an erasure deletes from the register. */
  registerEmails: number
}

export function countsOf({ requests, contactChoices, downloads }: PersonFound): PersonCounts {
  const published = requests.filter(({ _id }) => !_id.startsWith('drafts.'))
  const leads = new Set(leadIds(requests))
  return {
    leads: published.filter(({ _type }) => _type === 'lead').length,
    serviceRequests: published.filter(({ _type }) => _type === 'serviceRequest').length,
    drafts: requests.length - published.length,
    onlineQuotes: published.filter(({ intake }) => intake !== undefined && intake !== null).length,
    crmDeliveries: published.reduce((sum, { webhookEvents }) => sum + (webhookEvents?.length ?? 0), 0),
    downloadRecords: downloads.length,
    downloadEntries: downloads.reduce(
      (sum, { entries }) => sum + (entries ?? []).filter(({ lead }) => leads.has(lead)).length,
      0,
    ),
    contactChoiceDocuments: contactChoices.length,
    registerEmails: contactChoices.reduce((sum, document) => sum + endedEmails(document).length, 0),
  }
}

/** The one file handed to the person: everything kept, with only the lines of the downloads that are theirs. */
export function exportFile(found: PersonFound, searched: string, at: Date) {
  const leads = new Set(leadIds(found.requests))
  return {
    exportedAt: at.toISOString(),
    searchedFor: searched,
    counts: countsOf(found),
    requests: found.requests,
    contactChoices: found.contactChoices,
    adConversionDownloads: found.downloads.map((download) => ({
      ...download,
      entries: (download.entries ?? []).filter(({ lead }) => leads.has(lead)),
    })),
  }
}

/** The log entry of an erasure: when, who, how many of each kind; nothing that names the person. */
export type PrivacyErasure = {
  _id: string
  _type: typeof PRIVACY_ERASURE_TYPE
  at: string
  by: string
  counts: PersonCounts
}

/** What one erasure does, as one transaction's mutations. */
export type ErasurePlan = {
  deletes: string[]
  /** Per download record, the paths of the lines naming their leads; per register document, its ended emails. */
  unsets: Array<{ id: string; paths: string[] }>
  log: PrivacyErasure
}

/**
 * The erasure: every request (and draft) deleted, their leads' lines taken out of the downloads, the register's
 * documents kept (they keep the person from being texted or called again) but for the agency's emails of them
 * already sent or failed, and the log entry.
 */
export function erasurePlan(
  found: PersonFound,
  { by, at, id }: { by: string; at: Date; id: string },
): ErasurePlan {
  const leads = new Set(leadIds(found.requests))
  const ids = new Set(found.requests.map(({ _id }) => publishedId(_id)))
  return {
    deletes: [...ids].flatMap((each) => {
      const draft = `drafts.${each}`
      return found.requests.some(({ _id }) => _id === draft) ? [each, draft] : [each]
    }),
    unsets: [
      ...found.downloads.map(({ _id, entries }) => ({
        id: _id,
        paths: (entries ?? [])
          .filter(({ lead }) => leads.has(lead))
          .map(({ _key }) => `entries[_key=="${_key}"]`),
      })),
      ...found.contactChoices
        .map((document) => ({
          id: document._id,
          paths: endedEmails(document).map(({ _key }) => `serverEmails[_key=="${_key}"]`),
        }))
        .filter(({ paths }) => paths.length > 0),
    ],
    log: {
      _id: `privacyErasures.${id}`,
      _type: PRIVACY_ERASURE_TYPE,
      at: at.toISOString(),
      by,
      counts: countsOf(found),
    },
  }
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** The counts as the office manager reads them. */
export function countsText(counts: PersonCounts) {
  return [
    plural(counts.leads, 'quote request'),
    plural(counts.serviceRequests, 'service request'),
    plural(counts.onlineQuotes, 'online quote with its answers', 'online quotes with their answers'),
    plural(counts.crmDeliveries, 'CRM delivery', 'CRM deliveries'),
    plural(counts.downloadEntries, 'line', 'lines') +
      ` in ${plural(counts.downloadRecords, 'ad-conversion download')}`,
    ...(counts.drafts ? [plural(counts.drafts, 'unpublished draft')] : []),
    ...(counts.registerEmails
      ? [
          plural(
            counts.registerEmails,
            'email to the office about a stop request',
            'emails to the office about stop requests',
          ),
        ]
      : []),
  ]
}
