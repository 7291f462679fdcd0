type Hours = { day: string; closed?: boolean | null; opens?: string | null; closes?: string | null }

/** "(214) 555-0143" → "tel:+12145550143": dialable from any phone, inside or outside the US. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`
}

/** "17:00" → "5:00 PM" */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours >= 12 ? 'PM' : 'AM'
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

export type HoursRow = { days: string; time: string | null }

/** Consecutive days with the same hours share one row: "Mon–Fri 9:30 AM – 5:00 PM", "Sat–Sun" closed. */
export function groupHours(hours: Hours[]): HoursRow[] {
  const time = (entry: Hours) =>
    entry.closed || !entry.opens || !entry.closes
      ? null
      : `${formatTime(entry.opens)} – ${formatTime(entry.closes)}`
  const groups: Array<{ first: string; last: string; time: string | null }> = []
  for (const entry of hours) {
    const previous = groups.at(-1)
    if (previous && previous.time === time(entry)) previous.last = entry.day
    else groups.push({ first: entry.day, last: entry.day, time: time(entry) })
  }
  const short = (day: string) => day.slice(0, 3)
  return groups.map(({ first, last, time }) => ({
    days: first === last ? short(first) : `${short(first)}–${short(last)}`,
    time,
  }))
}

export function formatUsd(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
}

export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** The agency's clock: every lead's time is written in Dallas time, whatever the visitor's or server's zone. */
export const AGENCY_TIME_ZONE = 'America/Chicago'

/** ISO 8601 with the zone's offset, to the second: 2026-03-02T10:00:00-06:00. */
export function isoWithOffset(date: Date, timeZone = AGENCY_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  )
  // "GMT-06:00", or plain "GMT" where the offset is zero.
  const offset = parts.timeZoneName!.replace('GMT', '') || '+00:00'
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`
}
