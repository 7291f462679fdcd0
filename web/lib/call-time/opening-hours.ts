import { AGENCY_TIME_ZONE, isoWithOffset } from '../format'

/** A day of the opening hours as content holds them: 24-hour "HH:MM" times. */
export type OpeningHours = {
  day: string | null
  closed: boolean | null
  opens: string | null
  closes: string | null
}

/** An open day's hours, as the office keeps them: both times there and well formed. */
export type OpenHours = { day: string; opens: string; closes: string }

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** The days the office opens, with well-formed times; a day left half filled in counts as closed. */
export const openHours = (hours: OpeningHours[]): OpenHours[] =>
  hours.flatMap(({ day, closed, opens, closes }) =>
    !closed && day && TIME.test(opens ?? '') && TIME.test(closes ?? '') && opens! < closes!
      ? [{ day, opens: opens!, closes: closes! }]
      : [],
  )

/** The moment a Dallas wall-clock time happens, its offset read for that day (summer time included). */
export function dallasMoment(date: string, time: string, timeZone = AGENCY_TIME_ZONE): Date {
  const guess = new Date(`${date}T${time}:00Z`)
  const offset = isoWithOffset(guess, timeZone).slice(-6)
  return new Date(`${date}T${time}:00${offset}`)
}

/** The calendar day `days` after a given one ("2026-03-02"). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + days)
  return next.toISOString().slice(0, 10)
}

/** "Monday" for "2026-03-02", as content names the days. */
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!

/** The Dallas calendar day a moment falls on. */
export const dallasDate = (moment: Date, timeZone = AGENCY_TIME_ZONE) =>
  isoWithOffset(moment, timeZone).slice(0, 10)
