import { toCsv } from '../reports/csv'
import type { DayRange } from '../reports/day-range'
import { given } from '../reports/lead-source'
import {
  type HashedUserData,
  hashedUserData,
  type MetaHashedUserData,
  metaHashedUserData,
} from '../../web/lib/ad-conversions/user-identifiers'
import type { Conversion } from './conversions'

/** A lead's email and phone as each platform matches them, hashed; empty while hashing is off. */
export type LeadIdentifiers = { google: HashedUserData; meta: MetaHashedUserData }

/** One platform's upload file: its columns, and how a conversion fills them. */
export type PlatformFile = {
  platform: string
  /** The start of the file's name. */
  slug: string
  header: readonly string[]
  /** The conversion's row, or nothing when the platform could not tie it to an ad click. */
  row: (conversion: Conversion, identifiers: LeadIdentifiers) => readonly string[] | undefined
}

/** A value in dollars as a plain number ("1840.5"), blank when none was entered. */
export const valueCell = (conversion: Conversion) =>
  conversion.value === undefined ? '' : String(conversion.value)

/** "USD" beside a value, blank beside none. */
export const currencyCell = (conversion: Conversion) => (conversion.value === undefined ? '' : 'USD')

/** A click id as the site kept it; blank for none ("Not provided"). */
export const clickId = (conversion: Conversion, name: 'gclid' | 'msclkid' | 'fbclid') =>
  given(conversion.lead.attribution?.[name]) ?? ''

const NONE: LeadIdentifiers = { google: {}, meta: {} }

/**
 * Each lead's hashed email and phone, by lead id: computed here, in the editor's browser, from what the Studio
 * already shows, so no raw value is ever written into a file. Without `hash`, none.
 */
export async function leadIdentifiers(
  conversions: readonly Conversion[],
  hash: boolean,
): Promise<Map<string, LeadIdentifiers>> {
  const leads = new Map(conversions.map(({ lead }) => [lead._id, lead]))
  const entries = await Promise.all(
    [...leads.values()].map(async (lead): Promise<[string, LeadIdentifiers]> => {
      if (!hash) return [lead._id, NONE]
      const contact = { email: given(lead.email) ?? '', phone: given(lead.phoneNumber) ?? '' }
      return [lead._id, { google: await hashedUserData(contact), meta: await metaHashedUserData(contact) }]
    }),
  )
  return new Map(entries)
}

/** The file's rows: one per conversion the platform can tie to a click, in the order given. */
export const platformRows = (
  file: PlatformFile,
  conversions: readonly Conversion[],
  identifiers: ReadonlyMap<string, LeadIdentifiers>,
) =>
  conversions.flatMap((conversion) => {
    const row = file.row(conversion, identifiers.get(conversion.lead._id) ?? NONE)
    return row ? [row] : []
  })

/** The conversions none of the files can tie to an ad click. */
export const untiedConversions = (
  files: readonly PlatformFile[],
  conversions: readonly Conversion[],
  identifiers: ReadonlyMap<string, LeadIdentifiers>,
) =>
  conversions.filter((conversion) =>
    files.every((file) => !file.row(conversion, identifiers.get(conversion.lead._id) ?? NONE)),
  )

/** The file as the platform takes it: a header row, then the rows, each cell guarded as the leads export's are. */
export const platformCsv = (file: PlatformFile, rows: readonly (readonly string[])[]) =>
  toCsv([file.header, ...rows])

export const platformFileName = (file: PlatformFile, { first, last }: DayRange) =>
  `${file.slug}-conversions-${first}-to-${last}.csv`
