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
import { adDataDenied, type ClickIdName, type Platform } from './conversions-query'
import type { Correction } from './upload-ledger'

/** A lead's email and phone as one platform's file matches them, hashed. */
export type PlatformIdentifiers = {
  google: HashedUserData
  microsoft: { email?: string; phone?: string }
  meta: MetaHashedUserData
}

/**
 * A lead's email and phone as each platform matches them, hashed; empty while hashing is off, and empty for a lead
 * whose visitor's browser asked not to share their data. Microsoft matches the email trimmed and in lower case
 * (Meta's rule) and the phone in E.164 with its plus (Google's).
 */
export type LeadIdentifiers = PlatformIdentifiers & {
  /**
   * A denied lead's hashes, which no file holds: only so the plan can tell a conversion they alone would have
   * tied (left out, and why) from one its platform could not tie anyway. Never passed to a file.
   */
  withheld?: PlatformIdentifiers
}

/** A file as its template lays it out: rows above the header (a time zone), the header, then the data rows. */
export type Table = { preamble: string[][]; header: readonly string[]; rows: string[][] }

/** What a cell of a template's column must hold; `says` ends "… is not <says>" when it does not. */
export type CellRule = { pattern: RegExp; says: string }

/** A platform's template, as the file is checked against before it is offered. */
export type Template = {
  /** What the first cell of each row above the header must read. */
  preamble: readonly CellRule[]
  header: readonly string[]
  /** Each column's rule; a column with none may be blank or hold anything the CSV keeps. */
  cells: Readonly<Record<string, CellRule>>
  /** A rule across the row's columns (one identifier at least); the reason when it fails. */
  row?: (cells: Readonly<Record<string, string>>) => string | undefined
}

/** One of a platform's files of new conversions. */
export type ConversionsFile = {
  platform: Platform
  /** As the tool names it: "Google Ads", "Google Ads (iOS clicks)". */
  title: string
  /** The start of the file's name. */
  slug: string
  template: Template
  /**
   * What ties the conversion to the lead's ad click in this file ("gclid", "email or phone"), recorded with it;
   * nothing when this file cannot.
   */
  tie: (conversion: Conversion, identifiers: LeadIdentifiers) => string | undefined
  /** What the platform takes in no form even when tied (Meta: a sale without a value, an event too old), and why. */
  refuses?: readonly Refusal[]
  table: (conversions: readonly Conversion[], identifiers: IdentifiersOf) => Table
}

/** Conversions a platform would not take, in the words the tool says it with. */
export type Refusal = {
  /** Why they are left out, after "2 conversions left out: ". */
  why: string
  /** One plain sentence after it: why leaving them out is all right, or what would send them. */
  fine: string
  applies: (conversion: Conversion, now: Date) => boolean
}

/** A platform's file of retractions and restatements of conversions it was sent. */
export type CorrectionsFile = {
  platform: Platform
  title: string
  slug: string
  template: Template
  /** Whether the platform takes a correction of a conversion tied that way; all when not said. */
  corrects?: (tie: string | undefined) => boolean
  table: (corrections: readonly Correction[], identifiers: IdentifiersOf, now: Date) => Table
}

export type IdentifiersOf = (conversion: Pick<Conversion, 'lead'>) => LeadIdentifiers

const NONE: LeadIdentifiers = { google: {}, microsoft: {}, meta: {} }

/** How a file finds a lead's hashes in what `leadIdentifiers` computed. */
export const identifiersIn =
  (identifiers: ReadonlyMap<string, LeadIdentifiers>): IdentifiersOf =>
  ({ lead }) =>
    identifiers.get(lead._id) ?? NONE

/** A value in dollars as a plain number ("1840.5"), blank when none was entered. */
export const valueCell = (value: number | undefined) => (value === undefined ? '' : String(value))

/** "USD" beside a value, blank beside none. */
export const currencyCell = (value: number | undefined) => (value === undefined ? '' : 'USD')

/**
 * A click id as the platforms issue them: letters, digits, "-" and "_" (base64url or hex). Anything else in the
 * address (a forged or mangled id) could tie the row to no click, or to a formula in a spreadsheet.
 */
const CLICK_ID = /^[A-Za-z0-9_][A-Za-z0-9_-]{3,511}$/

/** A click id as the site kept it, when it looks like one; blank for none ("Not provided") or a mangled one. */
export function clickId(conversion: Pick<Conversion, 'lead'>, name: ClickIdName): string {
  const id = given(conversion.lead.attribution?.[name])
  return id && CLICK_ID.test(id) ? id : ''
}

/** The cells the templates share: a click id, a hash, a conversion name, a value in dollars and its currency. */
export const CELL = {
  clickId: { pattern: new RegExp(`^$|${CLICK_ID.source}`), says: 'a click id' },
  hash: { pattern: /^$|^[0-9a-f]{64}$/, says: 'a SHA-256 hash (64 hex digits)' },
  /** As the platforms match it: 1 to 100 characters, not starting as a spreadsheet formula. */
  name: {
    pattern: /^(?![=+\-@\s])[^\r\n]{1,100}$/,
    says: 'a conversion name of 1 to 100 characters that starts with a letter or digit (rename it in Site settings)',
  },
  value: { pattern: /^$|^\d{1,9}(\.\d{1,2})?$/, says: 'an amount in dollars' },
  currency: { pattern: /^$|^USD$/, says: 'USD' },
  /** The request's key, which every file gives as the order id. */
  orderId: { pattern: /^[0-9a-f-]{36}$/, says: 'a request’s key (the order id)' },
} satisfies Record<string, CellRule>

/** A value and its currency go together. */
export const valueWithCurrency = (value: string | undefined, currency: string | undefined) =>
  Boolean(value) === Boolean(currency) ? undefined : 'a value needs its currency, and a currency its value'

/**
 * The three columns every corrections template has, under the platform's names, and their words for the two
 * kinds: the type, the value (a restatement's, none for a retraction) and its currency.
 */
export function adjustmentColumns(
  names: { type: string; value: string; currency: string },
  words: Record<'retract' | 'restate', string>,
) {
  return {
    words,
    cells: {
      [names.type]: {
        pattern: new RegExp(`^(${words.retract}|${words.restate})$`),
        says: `${words.retract} or ${words.restate}`,
      },
      [names.value]: CELL.value,
      [names.currency]: CELL.currency,
    },
    problem: (cells: Readonly<Record<string, string>>) => {
      const [type, value, currency] = [cells[names.type], cells[names.value], cells[names.currency]]
      if (type === words.restate && !value) return 'a restatement needs the adjusted value'
      if (type === words.retract && value) return 'a retraction takes no value'
      return valueWithCurrency(value, currency)
    },
  }
}

/**
 * Each lead's hashed email and phone, by lead id: computed here, in the editor's browser, from what the Studio
 * already shows, so no raw value is ever written into a file. Without `hash`, none; for a lead whose visitor's
 * browser asked not to share their data (`adData.allowed` false), none either, the hashes only set aside as
 * `withheld`.
 */
export async function leadIdentifiers(
  leads: readonly Pick<Conversion, 'lead'>[],
  hash: boolean,
): Promise<Map<string, LeadIdentifiers>> {
  const byId = new Map(leads.map(({ lead }) => [lead._id, lead]))
  const entries = await Promise.all(
    [...byId.values()].map(async (lead): Promise<[string, LeadIdentifiers]> => {
      if (!hash) return [lead._id, NONE]
      const contact = { email: given(lead.email) ?? '', phone: given(lead.phoneNumber) ?? '' }
      const [google, meta] = await Promise.all([hashedUserData(contact), metaHashedUserData(contact)])
      const hashed = { google, meta, microsoft: { email: meta.em, phone: google.sha256_phone_number } }
      return [lead._id, adDataDenied(lead) ? { ...NONE, withheld: hashed } : hashed]
    }),
  )
  return new Map(entries)
}

/** The file as the platform takes it: the rows above the header padded to its width, the header, the rows. */
export const tableCsv = ({ preamble, header, rows }: Table) =>
  toCsv([
    ...preamble.map((row) => [...row, ...Array<string>(Math.max(0, header.length - row.length)).fill('')]),
    header,
    ...rows,
  ])

/** "google-ads-conversions-2026-11-01-to-2026-11-30.csv" for a range, "…-corrections-2026-11-29.csv" for a day. */
export const uploadFileName = ({ slug }: { slug: string }, days: DayRange | string) =>
  `${slug}-${typeof days === 'string' ? days : `${days.first}-to-${days.last}`}.csv`
