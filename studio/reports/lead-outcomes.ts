import { isNew, isQuotedOrWon } from '../inbox/stages'
import type { ReportLead } from './leads-query'

// How far each lead got, as the office manager moves it along: new → contacted → quoted → won (or lost).

/** Someone answered: the stage left "new", or a first response was recorded. */
export const wasContacted = (lead: ReportLead) => !isNew(lead.stage) || Boolean(lead.firstResponseAt)

export const wasQuoted = (lead: ReportLead) => isQuotedOrWon(lead.stage)

export const wasWon = (lead: ReportLead) => lead.stage === 'won'

export const wasLost = (lead: ReportLead) => lead.stage === 'lost'

/** The annual premium entered on a won lead, in dollars; nothing when none was, or the lead is not won. */
export const soldPremium = (lead: ReportLead) =>
  wasWon(lead) && typeof lead.annualPremium === 'number' ? lead.annualPremium : undefined

/** What a lead adds to the won premium: its sold premium, else 0. */
const wonPremium = (lead: ReportLead) => Math.max(0, soldPremium(lead) ?? 0)

const instant = (time: string | undefined) => (time ? Date.parse(time) : Number.NaN)

/**
 * From the request to the first answer, or nothing when either time is missing. The answer's time comes from the
 * editor's computer and the request's from the server, so an answer a few seconds "before" counts as immediate.
 */
export function timeToFirstResponse(lead: ReportLead): number | undefined {
  const milliseconds = instant(lead.firstResponseAt) - instant(lead.submittedAt)
  return Number.isNaN(milliseconds) ? undefined : Math.max(0, milliseconds)
}

/** Whole minutes, rounded down as the Studio's "Answered in 12 min" is. */
export function minutesToFirstResponse(lead: ReportLead): number | undefined {
  const milliseconds = timeToFirstResponse(lead)
  return milliseconds === undefined ? undefined : Math.floor(milliseconds / 60_000)
}

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export type Outcomes = {
  leads: number
  contacted: number
  quoted: number
  won: number
  lost: number
  /** The annual premiums of the won leads, in US dollars. */
  wonPremium: number
  /** In milliseconds, over the leads answered so far; nothing when none was. */
  medianTimeToFirstContact: number | undefined
}

export function outcomesOf(leads: readonly ReportLead[]): Outcomes {
  return {
    leads: leads.length,
    contacted: leads.filter(wasContacted).length,
    quoted: leads.filter(wasQuoted).length,
    won: leads.filter(wasWon).length,
    lost: leads.filter(wasLost).length,
    // In cents while adding, so that 0.1 + 0.2 stays 0.30.
    wonPremium: leads.reduce((cents, lead) => cents + Math.round(wonPremium(lead) * 100), 0) / 100,
    medianTimeToFirstContact: median(leads.flatMap((lead) => timeToFirstResponse(lead) ?? [])),
  }
}
