import { isoWithOffset } from '../../web/lib/format'

// Each platform reads a conversion's time with the zone it happened in. Dallas's offset from UTC changes with
// daylight saving time (-06:00 in winter, -05:00 in summer), so each time carries its own: the one the site's
// server writes every lead's time with.

/** "2026-11-27T14:05:09-06:00": ISO 8601 on Dallas time, as Meta's offline events take it; blank when unreadable. */
export function isoTimeWithOffset(time: string): string {
  const instant = new Date(time)
  return Number.isNaN(instant.getTime()) ? '' : isoWithOffset(instant)
}

/** "2026-11-27 14:05:09-0600": the same, as the upload templates of Google Ads and Microsoft Advertising write it. */
export const timeWithOffset = (time: string) =>
  isoTimeWithOffset(time)
    .replace('T', ' ')
    .replace(/([+-]\d{2}):(\d{2})$/, '$1$2')
