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

/** "Mar 2, 2026, 10:00 AM CST" for an ISO 8601 time, or nothing when it is missing or unreadable. */
export const formatReceived = agencyTimeFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/** "Mar 2, 10:00 AM" for an ISO 8601 time, or nothing when it is missing or unreadable. */
export const formatDayAndTime = agencyTimeFormat({
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

const dallasYear = agencyTimeFormat({ year: 'numeric' })

const formatDayAndTimeOfYear = agencyTimeFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/**
 * "Dec 1, 4:36 PM (Dallas time)" for an ISO 8601 time, "Dec 1, 2025, 4:36 PM (Dallas time)" when it falls in
 * another year than `now` (both on Dallas time), or nothing when it is missing or unreadable. It names the zone, as
 * a reader of the Studio need not be in Dallas.
 */
export function formatAgencyTime(time: string | undefined, now: Date): string | undefined {
  const year = dallasYear(time)
  if (!year) return undefined
  const shown = year === dallasYear(now.toISOString()) ? formatDayAndTime(time) : formatDayAndTimeOfYear(time)
  return `${shown} (Dallas time)`
}
