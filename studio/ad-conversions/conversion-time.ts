import { isoWithOffset } from '../../web/lib/format'

// Each platform reads a conversion's time its own way. Dallas's offset from UTC changes with daylight saving time
// (-06:00 in winter, -05:00 in summer), so wherever a platform takes an offset on each time, each time carries its
// own; Microsoft takes one zone for the whole file instead.

const instantOf = (time: string) => {
  const instant = new Date(time)
  return Number.isNaN(instant.getTime()) ? undefined : instant
}

/** "2026-11-27 14:05:09-0600": Google Ads' upload templates, Dallas time with the offset of that day. */
export function googleTime(time: string): string {
  const instant = instantOf(time)
  return instant
    ? isoWithOffset(instant)
        .replace('T', ' ')
        .replace(/([+-]\d{2}):(\d{2})$/, '$1$2')
    : ''
}

/** "-0600": Dallas's offset from UTC at that time, as a GMT offset in Microsoft's "HHMM" form. */
export function dallasOffset(time: string): string {
  const instant = instantOf(time)
  return instant ? isoWithOffset(instant).slice(-6).replace(':', '') : ''
}

/** Central Standard Time: the zone of a Microsoft file whose times do not all share one Dallas offset. */
export const STANDARD_OFFSET = '-0600'

/**
 * The one zone a Microsoft file's `Parameters:TimeZone=` row gives for all its times: Dallas's offset when every
 * time in the file shares it (any week outside the two changes of the clock), else Central Standard Time, so each
 * time is still the right instant, a summer one reading an hour earlier than Dallas's clock did.
 */
export function microsoftZone(times: readonly string[]): string {
  const offsets = new Set(times.map(dallasOffset))
  return offsets.size === 1 ? [...offsets][0]! || STANDARD_OFFSET : STANDARD_OFFSET
}

const OFFSET = /^([+-])(\d{2})(\d{2})$/

/**
 * "11/27/2026 2:05:09 PM": the time as Microsoft's own example of an offline conversion writes it, on the clock
 * of the file's zone ("-0600"); blank when unreadable.
 */
export function microsoftTime(time: string, zone: string): string {
  const instant = instantOf(time)
  const [, sign, hours, minutes] = OFFSET.exec(zone) ?? []
  if (!instant || !sign) return ''
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes))
  const clock = new Date(instant.getTime() + offsetMinutes * 60_000)
  const hour = clock.getUTCHours()
  const two = (n: number) => String(n).padStart(2, '0')
  return (
    `${clock.getUTCMonth() + 1}/${clock.getUTCDate()}/${clock.getUTCFullYear()} ` +
    `${hour % 12 || 12}:${two(clock.getUTCMinutes())}:${two(clock.getUTCSeconds())} ${hour < 12 ? 'AM' : 'PM'}`
  )
}

/** "1795810509": seconds since 1970 (UTC), Meta's `event_time`; blank when unreadable. */
export function unixTime(time: string): string {
  const instant = instantOf(time)
  return instant ? String(Math.floor(instant.getTime() / 1000)) : ''
}
