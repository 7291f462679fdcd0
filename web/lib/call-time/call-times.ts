import { AGENCY_TIME_ZONE, isoWithOffset } from '../format'
import { addDays, dallasDate, dallasMoment, openHours, weekdayOf, type OpeningHours } from './opening-hours'

/** How long a call the visitor books takes: the times offered are this far apart. */
export const CALL_MINUTES = 30
/** How many of the office's open days ahead the visitor may book, today included while it still has a time. */
export const CALL_DAYS = 5
/** A booked call is at least this far off, so whoever takes it sees it coming. */
export const CALL_NOTICE_MS = 3600_000

/** What the office's calendar is made of, all from Site settings. */
export type CallSettings = {
  hours: OpeningHours[]
  /** Days the office is closed besides its weekly hours (holidays), as "YYYY-MM-DD". */
  closedDays: string[]
  /** How many calls the office takes at once; a time with that many booked is full. */
  callsAtOnce: number
}

/** A time the office could take a call: as offered (ISO 8601 with Dallas's offset) and as a moment. */
export type CallTime = { at: string; ms: number }

/** An open day and the times on it. */
export type CallDay = { date: string; times: CallTime[] }

const slotMs = CALL_MINUTES * 60_000

/** "09:15" rounded up to the slot it starts: 09:30. */
function firstSlot(opens: string): string {
  const [hours = 0, minutes = 0] = opens.split(':').map(Number)
  const rounded = Math.ceil((hours * 60 + minutes) / CALL_MINUTES) * CALL_MINUTES
  return `${String(Math.floor(rounded / 60)).padStart(2, '0')}:${String(rounded % 60).padStart(2, '0')}`
}

/** Every time a call could start on `date`: on the half hour, from opening until half an hour before closing. */
function timesOn(date: string, settings: CallSettings, timeZone: string): CallTime[] {
  const weekday = weekdayOf(date)
  const times: CallTime[] = []
  for (const { day, opens, closes } of openHours(settings.hours)) {
    if (day !== weekday) continue
    const end = dallasMoment(date, closes, timeZone).getTime()
    for (let ms = dallasMoment(date, firstSlot(opens), timeZone).getTime(); ms + slotMs <= end; ms += slotMs)
      times.push({ at: isoWithOffset(new Date(ms), timeZone), ms })
  }
  return times.sort((a, b) => a.ms - b.ms)
}

/**
 * The office's next open days (`CALL_DAYS` of them, today while it still has a time far enough ahead) and every
 * time on them a call could start at least `CALL_NOTICE_MS` from `now`, booked or not. Closed weekdays and the
 * Studio's closed days are skipped; with no opening hours in content there is nothing to book.
 */
export function callSchedule(settings: CallSettings, now: Date, timeZone = AGENCY_TIME_ZONE): CallDay[] {
  const closed = new Set(settings.closedDays)
  const earliest = now.getTime() + CALL_NOTICE_MS
  const days: CallDay[] = []
  const today = dallasDate(now, timeZone)
  // Two weeks of holidays in a row would still leave five open days within the month looked at.
  for (let offset = 0; offset < 31 && days.length < CALL_DAYS; offset++) {
    const date = addDays(today, offset)
    if (closed.has(date)) continue
    const times = timesOn(date, settings, timeZone).filter(({ ms }) => ms >= earliest)
    if (times.length > 0) days.push({ date, times })
  }
  return days
}

/** How many calls are booked at a moment, by its milliseconds. */
export type Bookings = ReadonlyMap<number, number>

/** The schedule without the times that are full; days left with no time are left out. */
export const openCallTimes = (schedule: CallDay[], booked: Bookings, callsAtOnce: number): CallDay[] =>
  schedule.flatMap(({ date, times }) => {
    const open = times.filter(({ ms }) => (booked.get(ms) ?? 0) < callsAtOnce)
    return open.length > 0 ? [{ date, times: open }] : []
  })

/**
 * What a posted time is: one of the times offered; one of them but full now; or none of them (past, too soon, a
 * closed day, off the half hour, or not a time at all). Only the exact value a choice carries matches.
 */
export function checkCallTime(
  value: string,
  schedule: CallDay[],
  booked: Bookings,
  callsAtOnce: number,
): { offered: CallTime } | { taken: true } | { notOffered: true } {
  const time = schedule.flatMap(({ times }) => times).find(({ at }) => at === value)
  if (!time) return { notOffered: true }
  return (booked.get(time.ms) ?? 0) < callsAtOnce ? { offered: time } : { taken: true }
}
