import { describe, expect, it } from 'vitest'

import { groupAnswers, type OnlineQuote, type OnlineQuoteAnswer, quoteStatus } from '../inbox/online-quote'
import { readTimesIn2026 } from './this-year'

readTimesIn2026()

/** An answer as the site keeps it (web/lib/intake/intake-progress.ts). */
const kept = (
  step: string,
  item: number,
  question: string,
  label: string,
  shown: string,
  extra: Partial<OnlineQuoteAnswer> = {},
): OnlineQuoteAnswer => {
  const key = step.slice(step.indexOf('-') + 1)
  const titles: Record<string, [string, string?]> = {
    drivers: ['Drivers', 'Driver'],
    vehicles: ['Vehicles', 'Vehicle'],
    'current-policy': ['Your current policy'],
  }
  const [stepTitle, itemName] = titles[key]!
  return {
    _key: `${step}_${item}_${question}`,
    step,
    item,
    question,
    value: shown,
    stepTitle,
    ...(itemName && { itemTitle: `${itemName} ${item + 1}` }),
    label,
    shown,
    ...extra,
  }
}

const AUTO_ANSWERS = [
  kept('auto-drivers', 0, 'fullName', 'Full name', 'Dana Whitfield'),
  kept('auto-drivers', 0, 'dateOfBirth', 'Date of birth', 'July 19, 1984', { value: '1984-07-19' }),
  kept('auto-drivers', 1, 'fullName', 'Full name', 'Caleb Whitfield'),
  kept('auto-drivers', 1, 'dateOfBirth', 'Date of birth', 'February 3, 2007', { value: '2007-02-03' }),
  kept('auto-vehicles', 0, 'make', 'Make', 'Toyota'),
  kept('auto-current-policy', 0, 'currentCarrier', 'Current insurance company', 'Lone Prairie Mutual'),
]

const lines = (answers: OnlineQuoteAnswer[]) =>
  groupAnswers(answers).map((step) => ({
    title: step.title,
    items: step.items.map((item) => ({
      title: item.title,
      answers: item.answers.map((answer) => `${answer.label}: ${answer.shown}`),
    })),
  }))

describe('groupAnswers: the answers under their steps, and under each driver or vehicle', () => {
  it('groups by step in the order the answers come, then by driver or vehicle; a step asked once has no title', () => {
    expect(lines(AUTO_ANSWERS)).toEqual([
      {
        title: 'Drivers',
        items: [
          { title: 'Driver 1', answers: ['Full name: Dana Whitfield', 'Date of birth: July 19, 1984'] },
          { title: 'Driver 2', answers: ['Full name: Caleb Whitfield', 'Date of birth: February 3, 2007'] },
        ],
      },
      { title: 'Vehicles', items: [{ title: 'Vehicle 1', answers: ['Make: Toyota'] }] },
      {
        title: 'Your current policy',
        items: [{ title: undefined, answers: ['Current insurance company: Lone Prairie Mutual'] }],
      },
    ])
  })

  it('keeps the steps in the order of their first answer, even when a later answer of a step comes after another step', () => {
    // A step sent again goes after the others in the list the site keeps.
    const resent = [AUTO_ANSWERS[4]!, AUTO_ANSWERS[0]!, AUTO_ANSWERS[5]!, AUTO_ANSWERS[2]!]
    expect(lines(resent)).toEqual([
      { title: 'Vehicles', items: [{ title: 'Vehicle 1', answers: ['Make: Toyota'] }] },
      {
        title: 'Drivers',
        items: [
          { title: 'Driver 1', answers: ['Full name: Dana Whitfield'] },
          { title: 'Driver 2', answers: ['Full name: Caleb Whitfield'] },
        ],
      },
      {
        title: 'Your current policy',
        items: [{ title: undefined, answers: ['Current insurance company: Lone Prairie Mutual'] }],
      },
    ])
  })

  it('gives every group and answer a key of its own', () => {
    const groups = groupAnswers(AUTO_ANSWERS)
    expect(new Set(groups.map((step) => step.key)).size).toBe(3)
    const items = groups.flatMap((step) => step.items.map((item) => item.key))
    expect(new Set(items).size).toBe(items.length)
    expect(groups[0]!.items[1]!.answers.map((answer) => answer.key)).toEqual([
      'auto-drivers_1_fullName',
      'auto-drivers_1_dateOfBirth',
    ])
  })

  it('reads an answer edited by hand as far as it can: the names the site keeps stand in for missing titles', () => {
    expect(
      lines([{ step: 'auto-drivers', item: 0, question: 'fullName', value: 'Dana Whitfield' }, {}]),
    ).toEqual([
      { title: 'auto-drivers', items: [{ title: undefined, answers: ['fullName: Dana Whitfield'] }] },
      { title: 'Other answers', items: [{ title: undefined, answers: ['Answer: '] }] },
    ])
  })

  it('has nothing to show without answers', () => {
    expect(groupAnswers(undefined)).toEqual([])
    expect(groupAnswers([])).toEqual([])
  })
})

// 10:16 AM in Dallas, on standard time.
const UPDATED = '2026-11-26T16:16:00.000Z'

const progress = (fields: Partial<OnlineQuote> = {}): OnlineQuote => ({
  language: 'en',
  startedAt: '2026-11-26T16:05:00.000Z',
  updatedAt: UPDATED,
  quoteReady: false,
  stepsDone: ['auto-drivers', 'auto-vehicles'],
  stepsTotal: 3,
  answers: AUTO_ANSWERS,
  ...fields,
})

describe('quoteStatus: where the online quote stands, in one line', () => {
  it('counts the steps answered of an online quote in progress, and when it was last saved, on Dallas time', () => {
    expect(quoteStatus(progress())).toEqual({
      ready: false,
      headline: 'In progress: 2 of 3 steps answered',
      details: ['Last saved Nov 26, 10:16 AM (Dallas time)'],
    })
    expect(quoteStatus(progress({ stepsDone: [] })).headline).toBe('In progress: 0 of 3 steps answered')
    expect(quoteStatus(progress({ stepsDone: [], stepsTotal: 1 })).headline).toBe(
      'In progress: 0 of 1 step answered',
    )
  })

  it('says quote-ready, and when it was finished, once every needed answer is there', () => {
    const finished = progress({
      quoteReady: true,
      stepsDone: ['auto-drivers', 'auto-vehicles', 'auto-current-policy'],
      finishedAt: UPDATED,
    })
    expect(quoteStatus(finished)).toEqual({
      ready: true,
      headline: 'Quote-ready',
      details: ['Finished Nov 26, 10:16 AM (Dallas time)'],
    })
    // Summer times are on daylight time.
    expect(
      quoteStatus({ ...finished, finishedAt: '2026-07-15T03:05:00.000Z', updatedAt: undefined }),
    ).toEqual({ ready: true, headline: 'Quote-ready', details: ['Finished Jul 14, 10:05 PM (Dallas time)'] })
  })

  it('says when it was last saved too, when the visitor changed it after finishing', () => {
    const changed = progress({ quoteReady: true, finishedAt: '2026-11-26T16:10:00.000Z' })
    expect(quoteStatus(changed).details).toEqual([
      'Finished Nov 26, 10:10 AM (Dallas time)',
      'Last saved Nov 26, 10:16 AM (Dallas time)',
    ])
  })

  it('says when the visitor answered in Spanish', () => {
    expect(quoteStatus(progress({ language: 'es' })).details).toEqual([
      'Last saved Nov 26, 10:16 AM (Dallas time)',
      'Answered in Spanish',
    ])
  })

  it('reads a record edited by hand without failing: a step counted twice once, no time without a valid one', () => {
    expect(
      quoteStatus({ stepsDone: ['auto-drivers', 'auto-drivers'], stepsTotal: undefined, updatedAt: 'soon' }),
    ).toEqual({ ready: false, headline: 'In progress: 1 of 1 step answered', details: [] })
    expect(quoteStatus(undefined)).toEqual({
      ready: false,
      headline: 'In progress: 0 of 0 steps answered',
      details: [],
    })
  })
})
