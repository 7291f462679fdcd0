import { requestKeyOf } from '../../web/lib/delivery/request-key'
import { CONVERSION_KINDS, type Conversion } from './conversions'
import {
  type ConversionKind,
  type ConversionLead,
  type Platform,
  type SentEntry,
  UPLOAD_RECORD_TYPE,
  type UploadRecord,
} from './conversions-query'

// What each platform was sent, as the Studio recorded it at each download: so a conversion already sent is never
// sent again as new (a platform may count it twice: Meta after 7 days), and what changed since (a sale undone, a
// premium corrected) goes out as that platform's retraction or restatement.

/** Where a conversion stands at a platform, after every download of it. */
export type Sent = { live: boolean; name: string; time: string; value?: number; tie?: string }

const sentKey = (lead: string, kind: ConversionKind) => `${lead} ${kind}`

/** Each conversion a platform was sent, by lead and kind, as the downloads left it, oldest download first. */
export function sentTo(records: readonly UploadRecord[], platform: Platform): Map<string, Sent> {
  const sent = new Map<string, Sent>()
  const ordered = records
    .filter((record) => record.platform === platform)
    .sort((a, b) => Date.parse(a.downloadedAt) - Date.parse(b.downloadedAt))
  for (const { entries } of ordered)
    for (const entry of entries ?? []) {
      const key = sentKey(entry.lead, entry.kind)
      const before = sent.get(key)
      if (entry.action === 'new') {
        // A second "new" would only come from two downloads racing: the first one sent stands.
        if (!before) {
          const { name, time, value, tie } = entry
          sent.set(key, { live: true, name, time, value, tie })
        }
      } else if (before?.live) {
        sent.set(
          key,
          entry.action === 'retract' ? { ...before, live: false } : { ...before, value: entry.value },
        )
      }
    }
  return sent
}

export const wasSent = (sent: ReadonlyMap<string, Sent>, conversion: Pick<Conversion, 'lead' | 'kind'>) =>
  sent.has(sentKey(conversion.lead._id, conversion.kind))

/** A conversion a platform was sent that has changed since: a sale undone, or a premium corrected. */
export type Correction = {
  action: 'retract' | 'restate'
  kind: ConversionKind
  /** As the platform knows the conversion: the name, time and order id it was sent with. */
  name: string
  time: string
  orderId: string
  lead: ConversionLead
  /** The value restated to. */
  value?: number
  /** What tied the conversion to its ad click when it was sent. */
  tie?: string
}

/**
 * What changed since each conversion still standing at the platform was sent: a conversion the lead no longer has
 * (a sale moved back from Won) is retracted; a value changed (the premium corrected) is restated. A premium
 * removed restates nothing: the platforms take a restatement only with a value. A lead no longer in the Studio
 * (deleted) is left as it was: deleting a request is no proof the sale was undone.
 */
export function correctionsOf(
  sent: ReadonlyMap<string, Sent>,
  leads: readonly ConversionLead[],
): Correction[] {
  const byId = new Map(leads.map((lead) => [lead._id, lead]))
  return [...sent].flatMap(([key, state]): Correction[] => {
    const [leadId = '', kind] = key.split(' ') as [string, ConversionKind]
    const lead = byId.get(leadId)
    const rule = CONVERSION_KINDS.find((candidate) => candidate.kind === kind)
    if (!state.live || !lead || !rule) return []
    const { name, time, tie } = state
    const base = { kind, name, time, tie, orderId: requestKeyOf(lead._id), lead }
    if (!rule.time(lead)) return [{ ...base, action: 'retract' }]
    const value = rule.value(lead)
    return value !== undefined && value !== state.value ? [{ ...base, action: 'restate', value }] : []
  })
}

const entry = (index: number, fields: Omit<SentEntry, '_key'>): SentEntry => ({
  _key: `e${index}`,
  ...fields,
})

/** The new conversions a file holds, each with what tied it to its ad click. */
export const newEntries = (conversions: readonly (Conversion & { tie: string })[]) =>
  conversions.map(({ lead, kind, name, time, value, tie }, index) =>
    entry(index, {
      lead: lead._id,
      kind,
      action: 'new',
      name,
      time,
      tie,
      ...(value !== undefined && { value }),
    }),
  )

export const correctionEntries = (corrections: readonly Correction[]) =>
  corrections.map(({ lead, kind, action, name, time, value }, index) =>
    entry(index, { lead: lead._id, kind, action, name, time, ...(value !== undefined && { value }) }),
  )

/** The record of a download, under a private id (a dot in it), as the leads are kept. */
export const uploadRecord = (
  platform: Platform,
  file: string,
  entries: SentEntry[],
  now: Date,
  id: string = crypto.randomUUID(),
): UploadRecord => ({
  _id: `adConversionUploads.${id}`,
  _type: UPLOAD_RECORD_TYPE,
  platform,
  file,
  downloadedAt: now.toISOString(),
  entries,
})
