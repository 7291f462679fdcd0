import { dallasWallClock } from '../reports/dallas-calendar'

// Texas counts a text that offers a product as a telephone solicitation, and its calling hours apply to texts:
// 9 a.m. to 9 p.m. Monday to Saturday, noon to 9 p.m. on Sunday, in the recipient's time. The agency's leads are
// in Dallas-Fort Worth, so the line reads Dallas time.
const OPENS_MINUTES = { weekday: 9 * 60, sunday: 12 * 60 }
const CLOSES_MINUTES = 21 * 60

/**
 * When the agency may text now, in Dallas time: “You may text until 9:00 PM.” inside the hours, else when texts may
 * start (“Texts may wait until noon (Sunday).”). Nothing for an unreadable time.
 */
export function textingHoursLine(now: Date): string | undefined {
  const clock = dallasWallClock(now)
  if (!clock) return undefined
  const weekday = new Date(`${clock.date}T00:00:00Z`).getUTCDay()
  const [hours, minutes] = clock.time.split(':').map(Number) as [number, number]
  const minute = hours * 60 + minutes
  const opens = weekday === 0 ? OPENS_MINUTES.sunday : OPENS_MINUTES.weekday
  if (minute >= opens && minute < CLOSES_MINUTES) return 'You may text until 9:00 PM (Dallas time).'
  if (minute < opens) {
    return weekday === 0 ? 'Texts may wait until noon (Sunday).' : 'Texts may wait until 9:00 AM.'
  }
  return weekday === 6
    ? 'Texts may wait until noon tomorrow (Sunday).'
    : 'Texts may wait until 9:00 AM tomorrow.'
}
