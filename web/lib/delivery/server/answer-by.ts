import { AGENCY_TIME_ZONE, isoWithOffset } from '../../format'

/** How soon the agency means to answer a request that comes in while the office is open. */
export const ANSWER_WITHIN_MS = 15 * 60_000

/** A day of the opening hours as content holds them: 24-hour "HH:MM" times. */
export type OpeningHours = {
  day: string | null
  closed: boolean | null
  opens: string | null
  closes: string | null
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** The moment a Dallas wall-clock time happens, its offset read for that day (summer time included). */
function dallasMoment(date: string, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time}:00Z`)
  const offset = isoWithOffset(guess, timeZone).slice(-6)
  return new Date(`${date}T${time}:00${offset}`)
}

/** The Dallas calendar day `days` after a given one ("2026-03-02"). */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`)
  next.setUTCDate(next.getUTCDate() + days)
  return next.toISOString().slice(0, 10)
}

/**
 * When a request should have been answered: 15 minutes after it came in while the office is open, else 15
 * minutes after the office next opens. Opening hours are the agency's own content (Site settings); without any
 * usable hours the office counts as always open.
 */
export function answerBy(receivedAt: Date, hours: OpeningHours[], timeZone = AGENCY_TIME_ZONE): Date {
  const open = hours.filter(
    (entry) => !entry.closed && TIME.test(entry.opens ?? '') && TIME.test(entry.closes ?? ''),
  )
  const today = isoWithOffset(receivedAt, timeZone).slice(0, 10)
  // A week and a day covers every next opening, the same weekday's included.
  for (let offset = 0; offset <= 7; offset++) {
    const date = addDays(today, offset)
    const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]
    for (const entry of open.filter(({ day }) => day === weekday)) {
      const opens = dallasMoment(date, entry.opens!, timeZone)
      const closes = dallasMoment(date, entry.closes!, timeZone)
      if (receivedAt < opens) return new Date(opens.getTime() + ANSWER_WITHIN_MS)
      if (receivedAt < closes) return new Date(receivedAt.getTime() + ANSWER_WITHIN_MS)
    }
  }
  return new Date(receivedAt.getTime() + ANSWER_WITHIN_MS)
}
