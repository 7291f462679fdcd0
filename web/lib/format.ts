import { LANGUAGE_INFO, type Language } from './i18n'

type Hours = { day: string; closed?: boolean | null; opens?: string | null; closes?: string | null }

/** An editor's text with its placeholders filled in: "Page {page} of {pages}" with { page: 2, pages: 3 }. */
export const fillTemplate = (template: string, values: Record<string, number | string>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    template,
  )

// Intl puts a narrow no-break space before AM/PM; a plain space reads the same and wraps as the copy expects.
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ')

/** "17:00" → "5:00 PM" in English, "5:00 p.m." in Spanish. */
export function formatTime(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return plainSpaces(
    new Intl.DateTimeFormat(LANGUAGE_INFO[language].locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(Date.UTC(2024, 0, 1, hours, minutes)),
  )
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** "Monday" (as content stores it) → "Mon", "lun". */
function shortDay(day: string, language: Language): string {
  const index = WEEKDAYS.indexOf(day)
  if (index === -1) return day
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(LANGUAGE_INFO[language].locale, {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, 1 + index))
}

export type HoursRow = { days: string; time: string | null }

/** Consecutive days with the same hours share one row: "Mon–Fri 9:30 AM – 5:00 PM", "Sat–Sun" closed. */
export function groupHours(hours: Hours[], language: Language): HoursRow[] {
  const time = (entry: Hours) =>
    entry.closed || !entry.opens || !entry.closes
      ? null
      : `${formatTime(entry.opens, language)} – ${formatTime(entry.closes, language)}`
  const groups: Array<{ first: string; last: string; time: string | null }> = []
  for (const entry of hours) {
    const previous = groups.at(-1)
    if (previous && previous.time === time(entry)) previous.last = entry.day
    else groups.push({ first: entry.day, last: entry.day, time: time(entry) })
  }
  const short = (day: string) => shortDay(day, language)
  return groups.map(({ first, last, time }) => ({
    days: first === last ? short(first) : `${short(first)}–${short(last)}`,
    time,
  }))
}

export function formatUsd(amount: number, language: Language): string {
  return amount.toLocaleString(LANGUAGE_INFO[language].locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })
}

/** A day (“2026-03-02”) as it is; a moment (a guide's publication) as the day it was in Dallas. */
export function formatDate(isoDate: string, language: Language): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(isoDate)
  return new Date(day ? `${isoDate}T12:00:00Z` : isoDate).toLocaleDateString(LANGUAGE_INFO[language].locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: day ? 'UTC' : AGENCY_TIME_ZONE,
  })
}

/** The agency's clock: every lead's time is written in Dallas time, whatever the visitor's or server's zone. */
export const AGENCY_TIME_ZONE = 'America/Chicago'

// Making a formatter costs far more than using one: one per zone, made on first use.
const offsetFormatters = new Map<string, Intl.DateTimeFormat>()
const offsetFormatter = (timeZone: string) => {
  let formatter = offsetFormatters.get(timeZone)
  if (!formatter)
    offsetFormatters.set(
      timeZone,
      (formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'longOffset',
      })),
    )
  return formatter
}

/** ISO 8601 with the zone's offset, to the second: 2026-03-02T10:00:00-06:00. */
export function isoWithOffset(date: Date, timeZone = AGENCY_TIME_ZONE): string {
  const parts = Object.fromEntries(
    offsetFormatter(timeZone)
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  )
  // "GMT-06:00", or plain "GMT" where the offset is zero.
  const offset = parts.timeZoneName!.replace('GMT', '') || '+00:00'
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`
}
