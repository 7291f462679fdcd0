import { AGENCY_TIME_ZONE } from '../../format'
import {
  addDays,
  dallasDate,
  dallasMoment,
  openHours,
  weekdayOf,
  type OpeningHours,
} from '../../call-time/opening-hours'

export type { OpeningHours }

/** How soon the agency means to answer a request that comes in while the office is open. */
export const ANSWER_WITHIN_MS = 15 * 60_000

/**
 * When a request should have been answered: 15 minutes after it came in while the office is open, else 15
 * minutes after the office next opens. Opening hours are the agency's own content (Site settings); without any
 * usable hours the office counts as always open.
 */
export function answerBy(receivedAt: Date, hours: OpeningHours[], timeZone = AGENCY_TIME_ZONE): Date {
  const open = openHours(hours)
  const today = dallasDate(receivedAt, timeZone)
  // A week and a day covers every next opening, the same weekday's included.
  for (let offset = 0; offset <= 7; offset++) {
    const date = addDays(today, offset)
    const weekday = weekdayOf(date)
    for (const entry of open.filter(({ day }) => day === weekday)) {
      const opens = dallasMoment(date, entry.opens, timeZone)
      const closes = dallasMoment(date, entry.closes, timeZone)
      if (receivedAt < opens) return new Date(opens.getTime() + ANSWER_WITHIN_MS)
      if (receivedAt < closes) return new Date(receivedAt.getTime() + ANSWER_WITHIN_MS)
    }
  }
  return new Date(receivedAt.getTime() + ANSWER_WITHIN_MS)
}
