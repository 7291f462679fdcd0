import 'server-only'

import { getCallTimeContent } from '../../content'
import { fillTemplate, isoWithOffset } from '../../format'
import type { Language } from '../../i18n'
import type { IntakeLead } from '../../intake/server/intake-store'
import { AS_SOON_AS_POSSIBLE, CALENDAR_ENDPOINT, type CallTimeProblem } from '../call-time-link'
import { callClockText, callDayText, callTimeText } from '../call-time-words'
import {
  callSchedule,
  openCallTimes,
  type Bookings,
  type CallDay,
  type CallSettings,
  type CallTime,
} from '../call-times'
import { dallasDate } from '../opening-hours'
import { callTimeStore, type CallTimeStore } from './call-time-store'

/** One radio button: its value is the time itself, as offered, so the server checks what it is sent. */
export type CallTimeChoice = { value: string; label: string; checked: boolean }

export type CallTimeDay = { date: string; legend: string; choices: CallTimeChoice[] }

/** What the visitor holding a lead's link sees, drawn the same by the page and by the thank-you page's script. */
export type CallTimeView =
  /** No lead behind the link (or none at all): the office's number. */
  | { state: 'unknown'; text: string }
  /** The time chosen has come: nothing left to change. */
  | { state: 'passed'; heading: string; text: string }
  | {
      state: 'open'
      language: Language
      heading: string
      /** What stands now: the time booked, or the call left to the office. */
      status: string
      calendar: { href: string; label: string } | null
      /** Why the last choice was not kept. */
      problem: string | null
      legend: string
      asap: CallTimeChoice
      days: CallTimeDay[]
      /** Said when no time is left to book. */
      noTimes: string | null
      save: string
    }

/** The office's calendar as it stands for one lead: every time it keeps, and the others' bookings. */
export type CallTimeOptions = {
  settings: CallSettings & { agencyName: string; phone: string }
  words: Awaited<ReturnType<typeof getCallTimeContent>>['words']
  schedule: CallDay[]
  bookings: Bookings
}

/** The times a lead may choose from now, counting every booking but its own. */
export async function callTimeOptions(
  leadId: string,
  language: Language,
  now: Date,
  store: CallTimeStore = callTimeStore(),
): Promise<CallTimeOptions> {
  const [{ settings, words }, bookings] = await Promise.all([
    getCallTimeContent(language),
    store.bookings(now, leadId),
  ])
  return { settings, words, schedule: callSchedule(settings, now), bookings }
}

/** A booked time as its choice carries it. */
export const bookedTime = (ms: number): CallTime => ({ at: isoWithOffset(new Date(ms)), ms })

/** The lead's booked time while it is still to come. */
export const upcomingCall = (lead: Pick<IntakeLead, 'callAt'>, now: Date) => {
  const ms = lead.callAt ? Date.parse(lead.callAt) : NaN
  return ms > now.getTime() ? ms : null
}

/** What the visitor sees of their lead's call time, in `language`. */
export async function callTimeView(
  lead: IntakeLead | null,
  language: Language,
  now: Date,
  problem?: CallTimeProblem,
  store?: CallTimeStore,
): Promise<CallTimeView> {
  if (!lead) {
    const { settings, words } = await getCallTimeContent(language)
    return { state: 'unknown', text: fillTemplate(words.notFound, { phone: settings.phone }) }
  }
  const { settings, words, schedule, bookings } = await callTimeOptions(lead.id, language, now, store)
  const booked = upcomingCall(lead, now)
  if (lead.callAt && booked === null)
    return {
      state: 'passed',
      heading: words.heading,
      text: fillTemplate(words.passed, { phone: settings.phone }),
    }
  const open = openCallTimes(schedule, bookings, settings.callsAtOnce)
  // The time booked stays a choice until it comes, even once it is less than an hour away.
  if (booked !== null && !open.some(({ times }) => times.some(({ ms }) => ms === booked))) {
    const time = bookedTime(booked)
    const date = dallasDate(new Date(booked))
    const day = open.find((each) => each.date === date)
    if (day) day.times = [...day.times, time].sort((a, b) => a.ms - b.ms)
    else open.unshift({ date, times: [time] })
  }
  const days = open.map(({ date, times }) => ({
    date,
    legend: `${callDayText(times[0]!.ms, language)} (${words.dallasTime})`,
    choices: times.map(({ at, ms }) => ({
      value: at,
      label: callClockText(ms, language),
      checked: ms === booked,
    })),
  }))
  return {
    state: 'open',
    language,
    heading: words.heading,
    status:
      booked === null
        ? words.asapChosen
        : fillTemplate(words.scheduled, { time: callTimeText(booked, language, words.dallasTime) }),
    calendar:
      booked === null ? null : { href: `${CALENDAR_ENDPOINT}?language=${language}`, label: words.calendar },
    problem: problem === 'taken' ? words.taken : problem === 'not-offered' ? words.notOffered : null,
    legend: booked === null ? words.intro : words.change,
    asap: { value: AS_SOON_AS_POSSIBLE, label: words.asap, checked: booked === null },
    days,
    noTimes: days.length === 0 ? words.noTimes : null,
    save: words.save,
  }
}
