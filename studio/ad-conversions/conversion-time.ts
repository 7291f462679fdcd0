import { dallasWallClock } from '../reports/dallas-calendar'

// Each platform reads a conversion's time with the zone it happened in. Dallas's offset from UTC changes with
// daylight saving time (-06:00 in winter, -05:00 in summer), so each time carries its own.

type DallasTime = { date: string; time: string; sign: '+' | '-'; hours: string; minutes: string }

function dallasTime(time: string): DallasTime | undefined {
  const clock = dallasWallClock(time)
  if (!clock) return undefined
  const offset = Math.round((clock.asUtc - Date.parse(time)) / 60_000)
  const size = Math.abs(offset)
  return {
    date: clock.date,
    time: clock.time,
    sign: offset < 0 ? '-' : '+',
    hours: String(Math.floor(size / 60)).padStart(2, '0'),
    minutes: String(size % 60).padStart(2, '0'),
  }
}

/** "2026-11-27 14:05:09-0600": the upload templates of Google Ads and Microsoft Advertising. */
export function timeWithOffset(time: string): string {
  const at = dallasTime(time)
  return at ? `${at.date} ${at.time}${at.sign}${at.hours}${at.minutes}` : ''
}

/** "2026-11-27T14:05:09-06:00": ISO 8601, as Meta's offline events take it. */
export function isoTimeWithOffset(time: string): string {
  const at = dallasTime(time)
  return at ? `${at.date}T${at.time}${at.sign}${at.hours}:${at.minutes}` : ''
}
