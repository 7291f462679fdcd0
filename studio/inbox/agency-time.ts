// The agency works on Dallas time; showing every time in it keeps "when did this come in" and "answer by when" the
// same for everyone, wherever the Studio is opened. The guides' dates are shown on it too.
export const AGENCY_TIME_ZONE = 'America/Chicago'

/** A formatter of ISO 8601 times on Dallas time, which gives nothing for a missing or unreadable time. */
export function agencyTimeFormat(options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, ...options })
  return (time: string | undefined) => {
    const date = time ? new Date(time) : undefined
    return date && !Number.isNaN(date.getTime()) ? format.format(date) : undefined
  }
}

const dallasYear = agencyTimeFormat({ year: 'numeric' })
const dayAndTime = agencyTimeFormat({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
const dayYearAndTime = agencyTimeFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/**
 * Every time the Studio shows, in one format: “Dec 1, 4:36 PM (Dallas time)”, with the year when it is not this
 * year's (“Dec 1, 2025, 4:36 PM (Dallas time)”); nothing for a missing or unreadable time. Saying “Dallas time”
 * in words rather than “CST” or “CDT” spares anyone working out which one applies in March.
 */
export function formatAgencyTime(time: string | undefined, now: number = Date.now()) {
  const year = dallasYear(time)
  if (!year) return undefined
  const shown = year === dallasYear(new Date(now).toISOString()) ? dayAndTime(time) : dayYearAndTime(time)
  return `${shown} (Dallas time)`
}
