import { describe, expect, it } from 'vitest'

import {
  addDays,
  dallasDateOf,
  dallasMidnight,
  formatDallasDateTime,
  formatDay,
  isCalendarDate,
  mondayOf,
} from '../reports/dallas-calendar'

describe('days and weeks on Dallas time', () => {
  it('reads the Dallas day of an instant, whatever offset it is written with', () => {
    expect(dallasDateOf('2026-03-02T10:00:01-06:00')).toBe('2026-03-02')
    // 11:30 PM in Dallas is already the next day in UTC.
    expect(dallasDateOf('2026-03-03T05:30:00.000Z')).toBe('2026-03-02')
    expect(dallasDateOf('2026-07-04T04:59:00Z')).toBe('2026-07-03')
    expect(dallasDateOf('2026-07-04T05:00:00Z')).toBe('2026-07-04')
    expect(dallasDateOf(new Date('2026-01-01T06:00:00Z'))).toBe('2026-01-01')
  })

  it('gives nothing for a missing or unreadable time', () => {
    expect(dallasDateOf(undefined)).toBeUndefined()
    expect(dallasDateOf('Not provided')).toBeUndefined()
  })

  it('finds the instant a Dallas day starts, in standard and daylight time and on the days clocks change', () => {
    expect(dallasMidnight('2026-01-15').toISOString()).toBe('2026-01-15T06:00:00.000Z')
    expect(dallasMidnight('2026-07-15').toISOString()).toBe('2026-07-15T05:00:00.000Z')
    // Clocks go forward at 2 AM on March 8, 2026, and back at 2 AM on November 1.
    expect(dallasMidnight('2026-03-08').toISOString()).toBe('2026-03-08T06:00:00.000Z')
    expect(dallasMidnight('2026-03-09').toISOString()).toBe('2026-03-09T05:00:00.000Z')
    expect(dallasMidnight('2026-11-01').toISOString()).toBe('2026-11-01T05:00:00.000Z')
    expect(dallasMidnight('2026-11-02').toISOString()).toBe('2026-11-02T06:00:00.000Z')
  })

  it('counts weeks from Monday to Sunday', () => {
    expect(mondayOf('2026-03-02')).toBe('2026-03-02')
    expect(mondayOf('2026-03-08')).toBe('2026-03-02')
    expect(mondayOf('2026-03-04')).toBe('2026-03-02')
    expect(mondayOf('2026-01-01')).toBe('2025-12-29')
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02')
    expect(addDays('2026-03-09', -7)).toBe('2026-03-02')
  })

  it('recognises a calendar date', () => {
    expect(isCalendarDate('2026-03-02')).toBe(true)
    expect(isCalendarDate('2026-02-30')).toBe(false)
    expect(isCalendarDate('03/02/2026')).toBe(false)
    expect(isCalendarDate('')).toBe(false)
  })

  it('shows days and times as the agency reads them', () => {
    expect(formatDay('2026-03-02')).toBe('Mar 2, 2026')
    expect(formatDallasDateTime('2026-03-02T16:05:59Z')).toBe('2026-03-02 10:05')
    expect(formatDallasDateTime('2026-03-03T05:30:00Z')).toBe('2026-03-02 23:30')
    expect(formatDallasDateTime('2026-03-02T06:00:00Z')).toBe('2026-03-02 00:00')
    expect(formatDallasDateTime(undefined)).toBe('')
  })
})
