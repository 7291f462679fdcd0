import { requestKeyOf } from '../../web/lib/delivery/request-key'
import { dallasDateOf } from '../reports/dallas-calendar'
import type { DayRange } from '../reports/day-range'
import { soldPremium, wasWon } from '../reports/lead-outcomes'
import type { ConversionKind, ConversionLead, ConversionSettings } from './conversions-query'

type KindRule = {
  kind: ConversionKind
  /** The name when Site settings give none. */
  defaultName: string
  /** When the office manager said so. */
  said: string
  time: (lead: ConversionLead) => string | undefined
  value: (lead: ConversionLead) => number | undefined
}

export const CONVERSION_KINDS: readonly KindRule[] = [
  {
    kind: 'qualifiedLead',
    defaultName: 'Qualified lead',
    said: 'when the lead was first marked Quoted (or Won)',
    time: (lead) => lead.quotedAt,
    value: () => undefined,
  },
  {
    kind: 'policySold',
    defaultName: 'Policy sold',
    said: 'when the lead was marked Won, valued at its annual premium',
    // A lead moved back from Won was no sale after all.
    time: (lead) => (wasWon(lead) ? lead.wonAt : undefined),
    value: soldPremium,
  },
]

export type Conversion = {
  kind: ConversionKind
  /** The name the ad platforms know the conversion by. */
  name: string
  /** ISO 8601. */
  time: string
  /** US dollars, when known. */
  value?: number
  /** The request's key, the order (transaction) id its generate_lead carried. */
  orderId: string
  lead: ConversionLead
}

export const conversionName = (kind: ConversionKind, settings: ConversionSettings | null) =>
  settings?.names[kind]?.trim() || CONVERSION_KINDS.find((rule) => rule.kind === kind)!.defaultName

/** The conversions of the chosen kinds that happened within the days (Dallas days), oldest first. */
export function conversionsInRange(
  leads: readonly ConversionLead[],
  range: DayRange,
  kinds: ReadonlySet<ConversionKind>,
  settings: ConversionSettings | null,
): Conversion[] {
  return CONVERSION_KINDS.filter((rule) => kinds.has(rule.kind))
    .flatMap((rule) =>
      leads.flatMap((lead): Conversion[] => {
        const time = rule.time(lead)
        const day = dallasDateOf(time)
        if (!time || !day || day < range.first || day > range.last) return []
        const value = rule.value(lead)
        return [
          {
            kind: rule.kind,
            name: conversionName(rule.kind, settings),
            time,
            ...(value !== undefined && { value }),
            orderId: requestKeyOf(lead._id),
            lead,
          },
        ]
      }),
    )
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
}
