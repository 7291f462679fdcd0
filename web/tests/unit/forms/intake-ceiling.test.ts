import { readFileSync } from 'node:fs'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { queryEmbedded } from '@/lib/content/embedded-source'
import { DEFAULT_DATASET_PATH, parseNdjson } from '@/lib/content/ndjson'
import { quoteIntakesQuery } from '@/lib/content/queries'
import { intakePlan, type IntakeQuestion } from '@/lib/intake/intake-plan'
import {
  fieldName,
  intakeBytes,
  saveStep,
  startedProgress,
  type IntakeProgress,
} from '@/lib/intake/intake-progress'
import { createIntakeCeiling, DEFAULT_ONLINE_QUOTE_MB_PER_DAY } from '@/lib/intake/server/intake-ceiling'
import { closeSharedStore, connectSharedStore } from '@/lib/shared-store/redis.mjs'
import type { QuoteIntakesQueryResult } from '@/sanity.types'

import type { LogLine } from '../../support/checks/log-lines'
import { startRedis, type RedisServer } from '../../support/servers/redis-server'
import { captureLog } from '../operations/log-capture'

const MB = 1024 * 1024
const NOON = new Date('2026-11-26T18:00:00Z')
const NEXT_DAY = new Date('2026-11-27T18:00:00Z')

let logged: LogLine[]
beforeEach(() => {
  logged = captureLog()
})
afterEach(() => vi.restoreAllMocks())
const warnings = () => logged.filter((line) => line.level === 'warn').map((line) => line.msg)

describe('the daily ceiling on what online quotes add', () => {
  it('admits saves up to the ceiling, refuses the one past it and every one after, and says so once', async () => {
    const ceiling = createIntakeCeiling(1)
    expect(await ceiling.admit(MB - 100, NOON)).toBe(true)
    expect(await ceiling.reached(NOON)).toBe(false)
    expect(await ceiling.admit(100, NOON)).toBe(true)
    expect(await ceiling.reached(NOON)).toBe(true)
    expect(await ceiling.admit(1, NOON)).toBe(false)
    expect(await ceiling.admit(5000, NOON)).toBe(false)
    expect(warnings()).toEqual([
      "Online quotes have reached today's ceiling of 1 MB (ONLINE_QUOTE_MB_PER_DAY): a save that adds to a quote " +
        'gets the office’s phone number until midnight (Central time); quote requests are still kept.',
    ])
  })

  it('still takes a save that adds nothing (a step back, a quote made shorter) past the ceiling', async () => {
    const ceiling = createIntakeCeiling(0.001)
    expect(await ceiling.admit(2000, NOON)).toBe(false)
    expect(await ceiling.admit(0, NOON)).toBe(true)
    expect(await ceiling.admit(-300, NOON)).toBe(true)
  })

  it('starts again at midnight, the agency’s', async () => {
    const ceiling = createIntakeCeiling(0.001)
    // 11:30 pm in Dallas is already the next day in UTC: still the same day's count.
    expect(await ceiling.admit(1000, new Date('2026-11-26T06:00:00Z'))).toBe(true)
    expect(await ceiling.admit(1000, new Date('2026-11-27T05:30:00Z'))).toBe(false)
    expect(await ceiling.reached(new Date('2026-11-27T05:30:00Z'))).toBe(true)
    expect(await ceiling.reached(new Date('2026-11-27T06:30:00Z'))).toBe(false)
    expect(await ceiling.admit(1000, new Date('2026-11-27T06:30:00Z'))).toBe(true)
  })

  describe('with REDIS_URL', () => {
    let redis: RedisServer
    beforeEach(async () => {
      redis = await startRedis()
      vi.stubEnv('REDIS_URL', redis.url)
      await connectSharedStore()
    })
    afterEach(async () => {
      await closeSharedStore()
      vi.unstubAllEnvs()
      await redis.stop()
    })

    it('is one count for every server, and the first save past it is logged by one server only', async () => {
      // Two servers' ceilings: each has its own memory, so what they share is Redis's count.
      const a = createIntakeCeiling(0.01)
      const b = createIntakeCeiling(0.01)
      expect(await a.admit(6000, NEXT_DAY)).toBe(true)
      expect(await b.admit(4000, NEXT_DAY)).toBe(true)
      expect(await b.reached(NEXT_DAY)).toBe(false)
      expect(await a.admit(500, NEXT_DAY)).toBe(false)
      expect(await b.admit(500, NEXT_DAY)).toBe(false)
      expect(await a.reached(NEXT_DAY)).toBe(true)
      expect(await b.reached(NEXT_DAY)).toBe(true)
      expect(warnings().filter((message) => message.startsWith('Online quotes'))).toHaveLength(1)
    })
  })
})

/** An answer as a visitor types it: a name, a date, a year, the first choice; a long answer a sentence. */
function typicalAnswer(question: IntakeQuestion): string {
  switch (question.kind) {
    case 'text':
      return 'Dana Whitfield'
    case 'longText':
      return 'One fender bender in 2022, no claims since. Please call after 5 pm.'
    case 'number':
      return String(Math.min(question.max ?? 9000, Math.max(question.min ?? 0, 9000)))
    case 'year':
      return '2019'
    case 'date':
      return question.dates === 'past' ? '1984-07-19' : '2027-03-01'
    case 'vin':
      return '1HGCM82633A004352'
    case 'choice':
      return question.options[0]!.value!
    case 'yesNo':
      return 'no'
    default:
      return ''
  }
}

describe('the default ceiling against the busiest real day', () => {
  // A small agency's busy day: a few dozen online quotes finished.
  const BUSY_DAY = 40

  it('holds a busy day of finished online quotes many times over, measured on the seed’s plans', async () => {
    const coverages = [
      ...new Set(
        parseNdjson(readFileSync(DEFAULT_DATASET_PATH, 'utf8'), DEFAULT_DATASET_PATH)
          .filter((document) => document._type === 'quoteIntake')
          .flatMap((document) => (document.coverageTypes as string[] | undefined) ?? []),
      ),
    ]
    const sizes: Record<string, { kept: number; counted: number }> = {}
    for (const coverageType of coverages) {
      const sections = await queryEmbedded<QuoteIntakesQueryResult>(
        quoteIntakesQuery,
        { coverageType, language: 'en' },
        DEFAULT_DATASET_PATH,
      )
      const plan = intakePlan(sections)!
      // Each step answered and sent with Next, two drivers and two vehicles where a step repeats (the household
      // the end-to-end test fills in): what the ceiling counts is what each save adds to the one before.
      let progress: IntakeProgress = startedProgress('en', plan.steps.length, '2026-11-26T16:00:00.000Z')
      let kept = 0
      let counted = 0
      for (const target of plan.steps) {
        const items = target.repeats ? Math.min(2, target.maxItems ?? 1) : 1
        for (let item = 0; item < items; item++) {
          const answers = new Map(
            Array.from({ length: item + 1 }, (_, index) =>
              target.questions.map((question) => [fieldName(index, question.key), typicalAnswer(question)]),
            ).flat() as [string, string][],
          )
          ;({ progress } = saveStep(
            progress,
            plan,
            target,
            { kind: item + 1 < items ? 'add' : 'next' },
            (name) => answers.get(name) ?? '',
            { now: '2026-11-26T16:05:00.000Z', today: '2026-11-26' },
          ))
          const bytes = intakeBytes(progress)
          counted += Math.max(0, bytes - kept)
          kept = bytes
        }
      }
      expect(progress.finishedAt, coverageType).toBeDefined()
      sizes[coverageType] = { kept, counted }
    }
    const largest = Math.max(...Object.values(sizes).map((size) => size.counted))
    const busiestDay = BUSY_DAY * largest
    console.log(
      `A typical finished online quote (kept bytes, counted bytes): ${Object.entries(sizes)
        .map(([coverage, size]) => `${coverage} ${size.kept}/${size.counted}`)
        .join(', ')}; ${BUSY_DAY} of the largest: ${(busiestDay / MB).toFixed(2)} MB a day, ceiling ` +
        `${DEFAULT_ONLINE_QUOTE_MB_PER_DAY} MB`,
    )
    // The margin docs/quote-intake.md promises: a day ten times the busiest still fits.
    expect(busiestDay * 10).toBeLessThan(DEFAULT_ONLINE_QUOTE_MB_PER_DAY * MB)
  })
})
