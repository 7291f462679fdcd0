import { describe, expect, it } from 'vitest'

import {
  CALL_DAYS,
  CALL_NOTICE_MS,
  callSchedule,
  checkCallTime,
  openCallTimes,
  type CallSettings,
} from '@/lib/call-time/call-times'
import { dallasDate } from '@/lib/call-time/opening-hours'

const weekday = (day: string, opens: string, closes: string) => ({ day, closed: false, opens, closes })
const closed = (day: string) => ({ day, closed: true, opens: null, closes: null })

/** The seed's week: 9:30 AM to 5 PM on weekdays, closed at the weekend. */
const SETTINGS: CallSettings = {
  hours: [
    ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => weekday(day, '09:30', '17:00')),
    closed('Saturday'),
    closed('Sunday'),
  ],
  closedDays: ['2026-11-26', '2026-11-27', '2026-12-24', '2026-12-25', '2027-01-01'],
  callsAtOnce: 2,
}

const DALLAS_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  weekday: 'long',
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
})

/** What Dallas's clock reads at a moment: its day, weekday and "HH:MM". */
function dallasClock(ms: number) {
  const parts = Object.fromEntries(DALLAS_CLOCK.formatToParts(ms).map(({ type, value }) => [type, value]))
  return { date: dallasDate(new Date(ms)), weekday: parts.weekday!, time: `${parts.hour}:${parts.minute}` }
}

describe('the times a visitor may book a call at', () => {
  it(
    'fall only in opening hours, on the half hour, never on a closed day, an hour ahead or more: every morning and evening of a year, both clock changes included',
    { timeout: 30_000 },
    () => {
      // 2026-03-08 and 2026-11-01 are the days the clocks change in Dallas; the year walked runs over both.
      const start = Date.parse('2026-01-01T06:00:00Z')
      const seenOffsets = new Set<string>()
      // Checked one by one, gathered, and compared once: a year of schedules is some 80,000 times.
      const problems: string[] = []
      let times = 0
      for (let day = 0; day < 366; day++) {
        for (const hourUtc of [6, 15, 22]) {
          const now = new Date(start + day * 86_400_000 + (hourUtc - 6) * 3600_000)
          const schedule = callSchedule(SETTINGS, now)
          if (schedule.length !== CALL_DAYS) problems.push(`${now.toISOString()}: ${schedule.length} days`)
          for (const { date, times: offered } of schedule) {
            if (SETTINGS.closedDays.includes(date)) problems.push(`${date} is closed`)
            for (const { at, ms } of offered) {
              times++
              const clock = dallasClock(ms)
              const wrong = [
                Date.parse(at) !== ms && 'not the moment it names',
                (at.slice(0, 10) !== date || clock.date !== date) && 'not on its day',
                ['Saturday', 'Sunday'].includes(clock.weekday) && 'at the weekend',
                (clock.time < '09:30' || clock.time > '16:30') && 'outside opening hours',
                !/:(00|30)$/.test(clock.time) && 'off the half hour',
                ms - now.getTime() < CALL_NOTICE_MS && 'less than an hour ahead',
                // The time it offers says the wall clock it means, with that day's offset.
                at.slice(11, 16) !== clock.time && `written ${at.slice(11, 16)}, meaning ${clock.time}`,
              ].filter(Boolean)
              if (wrong.length > 0) problems.push(`${at} (asked ${now.toISOString()}): ${wrong.join(', ')}`)
              seenOffsets.add(at.slice(-6))
            }
          }
        }
      }
      expect(problems).toEqual([])
      expect(times).toBeGreaterThan(80_000)
      expect([...seenOffsets].sort()).toEqual(['-05:00', '-06:00'])
    },
  )

  it('start on the next open day after the holidays, and count five open days', () => {
    // Wednesday before Thanksgiving, after closing: Thursday and Friday are closed, then the weekend.
    const schedule = callSchedule(SETTINGS, new Date('2026-11-25T23:30:00Z'))
    expect(schedule.map(({ date }) => date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ])
    expect(schedule[0]!.times[0]!.at).toBe('2026-11-30T09:30:00-06:00')
    expect(schedule[0]!.times.at(-1)!.at).toBe('2026-11-30T16:30:00-06:00')
    expect(schedule[0]!.times).toHaveLength(15)
  })

  it('leave today out once its last time is less than an hour away, and take the rest of today while not', () => {
    const friday = callSchedule(SETTINGS, new Date('2026-12-04T21:45:00Z')) // 3:45 PM Friday
    expect(friday[0]!.date).toBe('2026-12-07')
    const morning = callSchedule(SETTINGS, new Date('2026-12-04T15:10:00Z')) // 9:10 AM Friday
    expect(morning[0]!.times[0]!.at).toBe('2026-12-04T10:30:00-06:00')
  })

  it('round an opening off the half hour up to the next one, and end a half hour before closing', () => {
    const settings = { ...SETTINGS, hours: [weekday('Monday', '09:15', '12:10')] }
    const [monday] = callSchedule(settings, new Date('2026-12-06T18:00:00Z'))
    expect(monday!.times.map(({ at }) => at.slice(11, 16))).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ])
  })

  it('offer nothing without opening hours', () => {
    expect(callSchedule({ ...SETTINGS, hours: [] }, new Date('2026-12-04T15:00:00Z'))).toEqual([])
  })
})

describe('a time the visitor posts', () => {
  const now = new Date('2026-12-03T15:00:00Z')
  const schedule = callSchedule(SETTINGS, now)
  const first = schedule[0]!.times[0]!

  it('is taken when offered and not full, and is full once the office has as many calls then as it takes at once', () => {
    expect(checkCallTime(first.at, schedule, new Map(), 2)).toEqual({ offered: first })
    expect(checkCallTime(first.at, schedule, new Map([[first.ms, 1]]), 2)).toEqual({ offered: first })
    expect(checkCallTime(first.at, schedule, new Map([[first.ms, 2]]), 2)).toEqual({ taken: true })
    expect(openCallTimes(schedule, new Map([[first.ms, 2]]), 2)[0]!.times[0]).not.toEqual(first)
  })

  it('is refused when it is no time offered: past, too soon, a closed day, off the half hour, another offset, or not a time', () => {
    for (const forged of [
      '2026-12-02T10:30:00-06:00',
      '2026-12-03T09:30:00-06:00',
      '2026-12-05T10:30:00-06:00',
      '2026-12-24T10:30:00-06:00',
      '2026-12-07T10:15:00-06:00',
      '2026-12-07T16:30:00Z',
      '2026-12-07T17:00:00-06:00',
      '0',
      'asap',
      first.at + ' ',
    ])
      expect(checkCallTime(forged, schedule, new Map(), 2), forged).toEqual({ notOffered: true })
  })
})
