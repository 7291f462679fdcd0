import { agencyTimeFormat } from '../inbox/agency-time'

// The report counts days and weeks as the agency lives them, in Dallas, whatever the time zone of the computer
// the Studio is opened on. Calendar days are ISO dates ("2026-03-02"): they compare and sort as strings.

/** A day of the calendar, "YYYY-MM-DD". */
export type CalendarDate = string

const DAY_MS = 24 * 60 * 60 * 1000

// en-US with two-digit parts: "03/02/2026, 09:05:07", whatever the browser's own language.
const dallasClock = agencyTimeFormat({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

type WallClock = { date: CalendarDate; time: string; asUtc: number }

/** The date and time a Dallas clock showed at an instant, or nothing for a missing or unreadable time. */
export function dallasWallClock(time: string | Date | undefined): WallClock | undefined {
  const shown = dallasClock(time instanceof Date ? time.toISOString() : time)
  const parts = shown?.match(/^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/)
  if (!parts) return undefined
  const [, month, day, year, hour, minute, second] = parts as unknown as string[]
  return {
    date: `${year}-${month}-${day}`,
    time: `${hour}:${minute}:${second}`,
    asUtc: Date.UTC(
      Number(year),
      Number(month) - 1,
      Number(day),
      Number(hour),
      Number(minute),
      Number(second),
    ),
  }
}

/** The day it was in Dallas at an instant. */
export const dallasDateOf = (time: string | Date | undefined) => dallasWallClock(time)?.date

export function isCalendarDate(value: string): value is CalendarDate {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  return new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
}

const utcMidnight = (date: CalendarDate) => new Date(`${date}T00:00:00Z`).getTime()

export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10)

/** The Monday of the Monday-to-Sunday week a day falls in. */
export const mondayOf = (date: CalendarDate) =>
  addDays(date, -((new Date(utcMidnight(date)).getUTCDay() + 6) % 7))

/**
 * The instant a day starts in Dallas. Clocks change at 2 AM there, so midnight always exists once; its offset
 * is the one in force a few hours after midnight UTC, which is still that day's early morning in Dallas.
 */
export function dallasMidnight(date: CalendarDate): Date {
  const midnight = utcMidnight(date)
  const probe = midnight + 6 * 60 * 60 * 1000
  const offset = dallasWallClock(new Date(probe))!.asUtc - probe
  return new Date(midnight - offset)
}

/** The instant the day it is in Dallas at `now` started: what “today” starts at for the office. */
export const startOfDallasDay = (now: Date) => dallasMidnight(dallasDateOf(now)!)

const dayFormat = agencyTimeFormat({ month: 'short', day: 'numeric', year: 'numeric' })

/** "Mar 2, 2026". */
export const formatDay = (date: CalendarDate) => dayFormat(dallasMidnight(date).toISOString())!

/** "2026-03-02 10:05" on Dallas time, the form spreadsheets read as a date and time; empty when unreadable. */
export function formatDallasDateTime(time: string | undefined) {
  const clock = dallasWallClock(time)
  return clock ? `${clock.date} ${clock.time.slice(0, 5)}` : ''
}
