import { TZDate } from '@date-fns/tz'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical from 'ical-generator'

import { AGENCY_TIME_ZONE } from '../format'
import { CALL_MINUTES } from './call-times'

export type CallEntry = {
  /** The lead's key: the entry's id, so a calendar that has it replaces it with the new time. */
  key: string
  /** The call's time. */
  ms: number
  title: string
  text: string
  agencyName: string
  /** The site's host, which makes the entry's id unique to it. */
  host: string
  now: Date
}

/**
 * The call as an iCalendar file: its time in Dallas time (TZID=America/Chicago, with the zone's rules in the
 * file, so a phone set to another zone shows it right), the agency's name and phone in its title and text, and
 * nothing about the visitor. Each file has a higher sequence number than the last, so a time changed and
 * downloaded again moves the entry rather than adding one.
 */
export function callCalendarFile({ key, ms, title, text, agencyName, host, now }: CallEntry): string {
  const calendar = ical({
    prodId: { company: agencyName, product: 'Call time', language: 'EN' },
    timezone: { name: null, generator: getVtimezoneComponent },
  })
  calendar.createEvent({
    id: `call-${key}@${host}`,
    sequence: Math.floor(now.getTime() / 1000),
    stamp: now,
    start: new TZDate(ms, AGENCY_TIME_ZONE),
    end: new TZDate(ms + CALL_MINUTES * 60_000, AGENCY_TIME_ZONE),
    timezone: AGENCY_TIME_ZONE,
    summary: title,
    description: text,
  })
  return calendar.toString()
}
