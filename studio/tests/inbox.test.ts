import { set, setIfMissing, unset } from 'sanity'
import { describe, expect, it } from 'vitest'

import {
  isNew,
  LEAD_STAGES,
  SERVICE_REQUEST_STAGES,
  stageAfter,
  stageTimesPatch,
  stageTitle,
} from '../inbox/stages'
import { formatAgencyTime } from '../inbox/agency-time'
import { reviewFact } from '../inbox/review-fact'
import { answeredIn, formatDuration, waitLine, waitStatus } from '../inbox/wait'
import { readTimesIn2026 } from './this-year'

readTimesIn2026()

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('formatDuration: a wait as people say it', () => {
  it('counts minutes under an hour, rounded down', () => {
    expect(formatDuration(0)).toBe('less than 1 min')
    expect(formatDuration(59_999)).toBe('less than 1 min')
    expect(formatDuration(MINUTE)).toBe('1 min')
    expect(formatDuration(12 * MINUTE + 59_000)).toBe('12 min')
    expect(formatDuration(59 * MINUTE)).toBe('59 min')
  })

  it('counts hours and minutes under a day', () => {
    expect(formatDuration(HOUR)).toBe('1 h')
    expect(formatDuration(2 * HOUR + 5 * MINUTE)).toBe('2 h 5 min')
    expect(formatDuration(23 * HOUR + 59 * MINUTE)).toBe('23 h 59 min')
  })

  it('counts days, with the hours of the first day only', () => {
    expect(formatDuration(DAY)).toBe('1 day')
    expect(formatDuration(DAY + 4 * HOUR + 30 * MINUTE)).toBe('1 day 4 h')
    expect(formatDuration(2 * DAY + 23 * HOUR)).toBe('2 days')
    expect(formatDuration(3 * DAY)).toBe('3 days')
  })

  it('never counts backwards', () => {
    expect(formatDuration(-5 * MINUTE)).toBe('less than 1 min')
  })
})

describe('formatAgencyTime: every time in the Studio, in one format', () => {
  const now = Date.parse('2026-12-02T18:00:00Z')

  it('gives the day and the time on Dallas time, and says so', () => {
    expect(formatAgencyTime('2026-03-02T16:15:00.000Z', now)).toBe('Mar 2, 10:15 AM (Dallas time)')
    // 3 AM in UTC is still the evening before in Dallas.
    expect(formatAgencyTime('2026-03-03T03:00:00.000Z', now)).toBe('Mar 2, 9:00 PM (Dallas time)')
    // Summer time reads the same way as winter time.
    expect(formatAgencyTime('2026-07-15T13:15:00.000Z', now)).toBe('Jul 15, 8:15 AM (Dallas time)')
  })

  it('adds the year to a time of another year, and gives nothing for no time', () => {
    expect(formatAgencyTime('2025-12-31T23:30:00.000Z', now)).toBe('Dec 31, 2025, 5:30 PM (Dallas time)')
    // New Year's Eve in Dallas is already the next year in UTC.
    expect(formatAgencyTime('2027-01-01T03:00:00.000Z', now)).toBe('Dec 31, 9:00 PM (Dallas time)')
    expect(formatAgencyTime(undefined, now)).toBeUndefined()
    expect(formatAgencyTime('not a time', now)).toBeUndefined()
  })
})

describe('the wait of a request', () => {
  const submittedAt = '2026-03-02T10:00:00-06:00'
  const answerBy = '2026-03-02T16:15:00.000Z'
  const at = (time: string) => new Date(time)

  it('says how fast it was answered, once it was', () => {
    const answered = {
      stage: 'contacted',
      submittedAt,
      answerBy,
      firstResponseAt: '2026-03-02T16:12:00.000Z',
    }
    expect(answeredIn(answered)).toBe('Answered in 12 min')
    expect(waitStatus(answered, at('2026-03-05T12:00:00Z'))).toEqual({
      tone: 'positive',
      text: 'Answered in 12 min',
    })
    expect(
      waitStatus({ ...answered, firstResponseAt: '2026-03-02T18:05:00.000Z' }, new Date()),
    ).toMatchObject({
      text: 'Answered in 2 h 5 min',
    })
    expect(
      waitStatus({ ...answered, firstResponseAt: '2026-03-05T17:00:00.000Z' }, new Date()),
    ).toMatchObject({
      text: 'Answered in 3 days',
    })
    // Moved back to New afterwards, it still was answered then.
    expect(waitStatus({ ...answered, stage: 'new' }, new Date())).toMatchObject({
      text: 'Answered in 12 min',
    })
  })

  it('says how long a new request has waited and until when it may, on Dallas time', () => {
    const waiting = { stage: 'new', submittedAt, answerBy }
    expect(waitStatus(waiting, at('2026-03-02T16:09:30Z'))).toEqual({
      tone: 'caution',
      text: 'Waiting 9 min — answer by Mar 2, 10:15 AM (Dallas time)',
    })
    expect(waitStatus(waiting, at('2026-03-02T16:15:00Z'))).toMatchObject({
      text: 'Waiting 15 min — answer by Mar 2, 10:15 AM (Dallas time)',
    })
  })

  it('says when a new request has waited past its answer-by time', () => {
    const waiting = { stage: undefined, submittedAt, answerBy }
    expect(waitStatus(waiting, at('2026-03-02T16:15:01Z'))).toEqual({
      tone: 'critical',
      text: 'Waiting too long: answer was due Mar 2, 10:15 AM (Dallas time)',
    })
    // The next day, it reads the same.
    expect(waitStatus(waiting, at('2026-03-03T15:00:00Z'))).toMatchObject({
      text: 'Waiting too long: answer was due Mar 2, 10:15 AM (Dallas time)',
    })
  })

  it('is due at the time the visitor booked for our call: not late before it, late after it', () => {
    const booked = { stage: 'new', submittedAt, answerBy, callAt: '2026-03-03T16:30:00.000Z' }
    // The answer-by time long past, the call still to come.
    expect(waitStatus(booked, at('2026-03-03T15:00:00Z'))).toEqual({
      tone: 'caution',
      text: 'Call booked for Mar 3, 10:30 AM (Dallas time)',
    })
    expect(waitStatus(booked, at('2026-03-03T16:31:00Z'))).toEqual({
      tone: 'critical',
      text: 'Waiting too long: the call was booked for Mar 3, 10:30 AM (Dallas time)',
    })
    expect(waitLine(booked)).toBe('Call booked for Mar 3, 10:30 AM (Dallas time)')
    // Once answered, how fast, as for any request.
    expect(waitLine({ ...booked, stage: 'contacted', firstResponseAt: '2026-03-03T16:40:00.000Z' })).toMatch(
      /^Answered in /,
    )
  })

  it('counts from the evening a request came in to the next morning’s opening', () => {
    const evening = {
      stage: 'new',
      submittedAt: '2026-07-14T21:45:00-05:00',
      answerBy: '2026-07-15T13:15:00.000Z',
    }
    expect(waitStatus(evening, at('2026-07-15T03:15:00Z'))).toMatchObject({
      text: 'Waiting 30 min — answer by Jul 15, 8:15 AM (Dallas time)',
    })
    expect(waitStatus(evening, at('2026-07-15T13:00:00Z'))).toMatchObject({
      text: 'Waiting 10 h 15 min — answer by Jul 15, 8:15 AM (Dallas time)',
    })
  })

  it('makes do with what older or odd requests lack', () => {
    expect(waitStatus({ stage: 'new', submittedAt }, at('2026-03-02T16:25:00Z'))).toEqual({
      tone: 'caution',
      text: 'Waiting 25 min',
    })
    expect(
      waitStatus({ stage: 'new', submittedAt: 'not a date', answerBy }, at('2026-03-02T16:00:00Z')),
    ).toEqual({
      tone: 'caution',
      text: 'Answer by Mar 2, 10:15 AM (Dallas time)',
    })
    expect(waitStatus({ stage: 'new' }, new Date())).toBeUndefined()
    // Moved on before the Studio recorded first answers: nothing to say.
    expect(waitStatus({ stage: 'done', submittedAt, answerBy }, new Date())).toBeUndefined()
  })

  it('is shown in lists without the clock: how fast it was answered, or when the answer is due', () => {
    expect(waitLine({ stage: 'quoted', submittedAt, firstResponseAt: '2026-03-02T16:12:00.000Z' })).toBe(
      'Answered in 12 min',
    )
    expect(waitLine({ stage: 'new', submittedAt, answerBy })).toBe('Answer by Mar 2, 10:15 AM (Dallas time)')
    expect(waitLine({ submittedAt: '2026-07-14T21:45:00-05:00', answerBy: '2026-07-15T13:15:00.000Z' })).toBe(
      'Answer by Jul 15, 8:15 AM (Dallas time)',
    )
    expect(waitLine({ stage: 'new', submittedAt })).toBeUndefined()
    expect(waitLine({ stage: 'lost', submittedAt, answerBy })).toBeUndefined()
  })
})

describe('reviewFact: whether a won client was asked for a review', () => {
  it('says when they were asked, why not, or that they are still to be asked', () => {
    expect(
      reviewFact({ stage: 'won', reviewRequest: { status: 'asked', at: '2026-03-10T15:00:00.000Z' } }),
    ).toBe('Asked Mar 10, 10:00 AM (Dallas time)')
    expect(
      reviewFact({ stage: 'won', reviewRequest: { status: 'asked-recently', at: '2026-03-10T15:00:00Z' } }),
    ).toBe('Not asked: their email was asked for another request in the last 12 months')
    expect(
      reviewFact({ stage: 'won', noReviewRequest: true, noReviewRequestReason: ' Claim in dispute ' }),
    ).toBe('Not to be asked: Claim in dispute')
    expect(reviewFact({ stage: 'won' })).toBe('Not asked yet')
    expect(reviewFact({ stage: 'quoted' })).toBeUndefined()
  })
})

describe('the stages of a request', () => {
  it('are new until someone moves the request on, older requests without a stage included', () => {
    expect([undefined, null, 'new'].map(isNew)).toEqual([true, true, true])
    expect(['contacted', 'inProgress', 'done', 'won'].map(isNew)).toEqual([false, false, false, false])
    expect(stageTitle(LEAD_STAGES, undefined)).toBe('New')
    expect(stageTitle(LEAD_STAGES, 'quoted')).toBe('Quoted')
    expect(stageTitle(SERVICE_REQUEST_STAGES, 'inProgress')).toBe('In progress')
  })

  it('follow the patches the stage’s radio buttons send', () => {
    expect(stageAfter('new', [set('contacted')])).toBe('contacted')
    expect(stageAfter('contacted', [unset()])).toBeUndefined()
    expect(stageAfter(undefined, [setIfMissing('new'), set('done')])).toBe('done')
    expect(stageAfter('won', [setIfMissing('new')])).toBe('won')
    // A patch below the field (none is sent for a string, but a patch is a patch) leaves the stage as it is.
    expect(stageAfter('new', [set('x', ['nested'])])).toBe('new')
  })
})

describe('stageTimesPatch: the first answer, first quote and sale are recorded once, by themselves', () => {
  const now = new Date('2026-03-02T16:12:00.000Z')
  const at = '2026-03-02T16:12:00.000Z'
  const earlier = '2026-03-01T15:00:00.000Z'

  it('records the first answer when a request first moves on from New', () => {
    expect(stageTimesPatch('new', 'contacted', {}, now)).toEqual({ setIfMissing: { firstResponseAt: at } })
    expect(stageTimesPatch(undefined, 'inProgress', {}, now)).toEqual({
      setIfMissing: { firstResponseAt: at },
    })
    expect(stageTimesPatch(null, 'done', { firstResponseAt: null }, now)).toEqual({
      setIfMissing: { firstResponseAt: at },
    })
  })

  it('records the first quote at Quoted, and the sale with it at Won', () => {
    expect(stageTimesPatch('contacted', 'quoted', { firstResponseAt: earlier }, now)).toEqual({
      setIfMissing: { quotedAt: at },
    })
    expect(stageTimesPatch('quoted', 'won', { firstResponseAt: earlier, quotedAt: earlier }, now)).toEqual({
      setIfMissing: { wonAt: at },
    })
    // Straight from New to Won: answered, quoted and sold at once.
    expect(stageTimesPatch('new', 'won', {}, now)).toEqual({
      setIfMissing: { firstResponseAt: at, quotedAt: at, wonAt: at },
    })
  })

  it('never records a time again, nor for other moves, nor back to New', () => {
    const all = { firstResponseAt: earlier, quotedAt: earlier, wonAt: earlier }
    expect(stageTimesPatch('lost', 'won', all, now)).toBeNull()
    expect(stageTimesPatch('new', 'contacted', { firstResponseAt: earlier }, now)).toBeNull()
    expect(stageTimesPatch('won', 'lost', all, now)).toBeNull()
    expect(stageTimesPatch('contacted', 'new', { firstResponseAt: earlier }, now)).toBeNull()
    expect(stageTimesPatch('new', 'new', {}, now)).toBeNull()
    expect(stageTimesPatch('new', undefined, {}, now)).toBeNull()
    expect(stageTimesPatch('inProgress', 'done', { firstResponseAt: earlier }, now)).toBeNull()
  })
})
