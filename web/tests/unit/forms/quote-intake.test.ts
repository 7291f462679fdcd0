import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { eventBody, intakeCompletedEvent, type CrmRecord } from '@/lib/crm-webhook/crm-event'
import { databaseEventStore } from '@/lib/crm-webhook/event-store'
import { answerProblem, isValidVin, normalDate } from '@/lib/intake/check-answer'
import { answersText, intakeEmailParams } from '@/lib/intake/emails'
import { intakePlan, type IntakeQuestion } from '@/lib/intake/intake-plan'
import { queryEmbedded } from '@/lib/content/embedded-source'
import { DEFAULT_DATASET_PATH, parseNdjson } from '@/lib/content/ndjson'
import { quoteIntakesQuery } from '@/lib/content/queries'
import {
  intakeBytes,
  MAX_INTAKE_BYTES,
  saveStep,
  startedProgress,
  startingAnswer,
  type IntakeProgress,
  type StepAction,
} from '@/lib/intake/intake-progress'
import type { StoredDocument } from '@/lib/delivery/request-record'
import { databaseStore } from '@/lib/delivery/server/request-store'
import { databaseIntakeStore, type IntakeLead } from '@/lib/intake/server/intake-store'
import type { QuoteIntakesQueryResult } from '@/sanity.types'

import { INTAKE_LEAD } from '../../support/forms/intake-lead'

const TODAY = '2026-11-26'

const question = (
  key: string,
  kind: IntakeQuestion['kind'],
  extra: Partial<IntakeQuestion> = {},
): IntakeQuestion => ({
  key,
  kind,
  label: key,
  agencyLabel: key === 'dateOfBirth' ? 'Date of birth' : key,
  help: null,
  options: [],
  min: null,
  max: null,
  dates: 'any',
  needed: true,
  fillFrom: null,
  ...extra,
})

type Section = QuoteIntakesQueryResult[number]
type Step = Section['steps'][number]

const step = (key: string, questions: IntakeQuestion[], repeats = false): Step => ({
  key,
  title: key,
  agencyTitle: key === 'drivers' ? 'Drivers' : key,
  intro: null,
  repeats,
  itemName: 'Driver',
  agencyItemName: 'Driver',
  addLabel: 'Add another driver',
  maxItems: 3,
  questions,
})

const AUTO: Section = {
  key: 'auto',
  title: 'Auto',
  minutes: 5,
  steps: [
    step(
      'drivers',
      [
        question('fullName', 'text', { fillFrom: 'fullName' }),
        question('dateOfBirth', 'date', { dates: 'past' }),
      ],
      true,
    ),
    step('currentPolicy', [
      question('currentCarrier', 'text', { needed: false }),
      question('renewalDate', 'date', { dates: 'future', needed: false }),
    ]),
  ],
}

const HOME: Section = {
  key: 'home',
  title: 'Home',
  minutes: 5,
  steps: [step('property', [question('yearBuilt', 'year'), question('mortgage', 'yesNo')])],
}

describe('the check digit of a VIN', () => {
  it('accepts real VINs, whatever the case and the spaces or dashes typed between their groups', () => {
    for (const vin of ['1HGCM82633A004352', '1M8GDM9AXKP042788', '11111111111111111', '1hgcm82633a004352']) {
      expect(isValidVin(vin), vin).toBe(true)
    }
  })

  it('refuses one mistyped character, a swap, the letters I, O and Q, and a VIN of the wrong length', () => {
    for (const vin of [
      '1HGCM82633A004351',
      'H1GCM82633A004352',
      '1HGCM8263OA004352',
      '1HGCM82633A00435',
      '',
    ]) {
      expect(isValidVin(vin), vin).toBe(false)
    }
  })
})

describe('what an answer must be', () => {
  it('a needed answer left empty is missing; an optional one may stay empty', () => {
    expect(answerProblem(question('fullName', 'text'), '', TODAY)).toBe('requiredError')
    expect(answerProblem(question('fullName', 'text', { needed: false }), '', TODAY)).toBeNull()
  })

  it('a date of birth must be in the past, a renewal date today or later, any date within 10 years', () => {
    const birth = question('dateOfBirth', 'date', { dates: 'past' })
    expect(answerProblem(birth, '2027-05-01', TODAY)).toBe('pastDateError')
    expect(answerProblem(birth, TODAY, TODAY)).toBe('pastDateError')
    expect(answerProblem(birth, '1984-07-19', TODAY)).toBeNull()
    expect(answerProblem(birth, '1899-12-31', TODAY)).toBe('dateError')
    expect(answerProblem(birth, '1984-02-30', TODAY)).toBe('dateError')
    const renewal = question('renewalDate', 'date', { dates: 'future' })
    expect(answerProblem(renewal, '2026-11-25', TODAY)).toBe('futureDateError')
    expect(answerProblem(renewal, TODAY, TODAY)).toBeNull()
    expect(answerProblem(renewal, '2037-01-01', TODAY)).toBe('nearDateError')
    expect(answerProblem(question('moveIn', 'date'), '2015-06-01', TODAY)).toBe('nearDateError')
  })

  it('reads a date typed the American way where the browser has no date field', () => {
    expect(normalDate('3/14/1985')).toBe('1985-03-14')
    expect(normalDate('14/03/1985')).toBeNull()
  })

  it('a year runs from 1900 to next year; a number stays in its range, commas allowed', () => {
    const year = question('year', 'year')
    expect(answerProblem(year, '2027', TODAY)).toBeNull()
    expect(answerProblem(year, '2028', TODAY)).toBe('yearError')
    expect(answerProblem(year, '1899', TODAY)).toBe('yearError')
    const miles = question('annualMiles', 'number', { min: 0, max: 150000 })
    expect(answerProblem(miles, '14,000', TODAY)).toBeNull()
    expect(answerProblem(miles, '150001', TODAY)).toBe('numberError')
    expect(answerProblem(miles, 'about 12k', TODAY)).toBe('numberError')
  })

  it('a choice must be one of the list; yes or no, one of the two', () => {
    const use = question('use', 'choice', { options: [{ value: 'Pleasure', label: 'Pleasure' }] })
    expect(answerProblem(use, 'Pleasure', TODAY)).toBeNull()
    expect(answerProblem(use, 'Racing', TODAY)).toBe('choiceError')
    expect(answerProblem(question('mortgage', 'yesNo'), 'maybe', TODAY)).toBe('choiceError')
  })
})

describe('the steps of a coverage', () => {
  it('a bundle asks the steps of both lines, named by line, and takes as long as both', () => {
    const plan = intakePlan([AUTO, HOME])!
    expect(plan.steps.map((candidate) => candidate.id)).toEqual([
      'auto-drivers',
      'auto-current-policy',
      'home-property',
    ])
    expect(plan.minutes).toBe(10)
    expect(intakePlan([])).toBeNull()
  })
})

describe('saving a step', () => {
  const plan = intakePlan([AUTO])!
  const [drivers, current] = plan.steps as [
    NonNullable<(typeof plan.steps)[0]>,
    NonNullable<(typeof plan.steps)[1]>,
  ]
  const at = { now: '2026-11-26T16:00:00.000Z', today: TODAY }
  const send = (
    progress: IntakeProgress,
    target = drivers,
    action: StepAction,
    fields: Record<string, string>,
  ) => saveStep(progress, plan, target, action, (name) => fields[name] ?? '', at)

  it('starts Driver 1’s name from the quote form until the step is saved, then shows what the visitor left', () => {
    const given = { fullName: ' Dana Whitfield ', zipCode: '76102' }
    const [fullName, dateOfBirth] = drivers.questions as [IntakeQuestion, IntakeQuestion]
    const fresh = startedProgress('en', 2, at.now)
    expect(startingAnswer(fresh, drivers, 0, fullName, given)).toBe('Dana Whitfield')
    expect(startingAnswer(undefined, drivers, 0, fullName, given)).toBe('Dana Whitfield')
    // Driver 2 is someone else, and a question not marked is never filled in.
    expect(startingAnswer(fresh, drivers, 1, fullName, given)).toBe('')
    expect(startingAnswer(fresh, drivers, 0, dateOfBirth, given)).toBe('')
    const edited = send(fresh, drivers, { kind: 'next' }, { 'a.0.fullName': 'Dana M. Whitfield' }).progress
    expect(startingAnswer(edited, drivers, 0, fullName, given)).toBe('Dana M. Whitfield')
    // Emptied and saved, it stays empty, with its message: the quote form's name does not come back.
    const emptied = send(fresh, drivers, { kind: 'next' }, {}).progress
    expect(startingAnswer(emptied, drivers, 0, fullName, given)).toBe('')
  })

  it('keeps a wrong answer as typed, with its problem, and stays on the step', () => {
    const { progress, destination } = send(
      startedProgress('en', 2, at.now),
      drivers,
      { kind: 'next' },
      {
        'a.0.fullName': 'Dana Whitfield',
        'a.0.dateOfBirth': '2030-01-01',
      },
    )
    expect(destination).toEqual({ step: 'auto-drivers' })
    expect(progress.answers.map((kept) => kept.value)).toEqual(['Dana Whitfield', '2030-01-01'])
    expect(progress.problems).toEqual([
      expect.objectContaining({ item: 0, question: 'dateOfBirth', problem: 'pastDateError' }),
    ])
    expect(progress.stepsDone).toEqual([])
  })

  it('adds a driver after the first, and removing one moves the later ones up', () => {
    let progress = startedProgress('en', 2, at.now)
    const first = { 'a.0.fullName': 'Dana', 'a.0.dateOfBirth': '1984-07-19' }
    ;({ progress } = send(progress, drivers, { kind: 'add' }, first))
    ;({ progress } = send(progress, drivers, { kind: 'add' }, { ...first, 'a.1.fullName': 'Caleb' }))
    expect(progress.items).toEqual([expect.objectContaining({ step: 'auto-drivers', count: 3 })])
    const all = { ...first, 'a.1.fullName': 'Caleb', 'a.2.fullName': 'Rosa', 'a.2.dateOfBirth': '1990-01-02' }
    const { progress: removed, destination } = send(progress, drivers, { kind: 'remove', item: 1 }, all)
    expect(destination).toEqual({ step: 'auto-drivers' })
    expect(removed.items).toEqual([expect.objectContaining({ count: 2 })])
    expect(
      removed.answers
        .filter((kept) => kept.question === 'fullName')
        .map((kept) => [kept.item, kept.value, kept.itemTitle]),
    ).toEqual([
      [0, 'Dana', 'Driver 1'],
      [1, 'Rosa', 'Driver 2'],
    ])
  })

  it('back keeps what was typed, checked or not; the last step finishes once every needed answer is there', () => {
    let progress = startedProgress('en', 2, at.now)
    let destination
    ;({ progress, destination } = send(
      progress,
      current,
      { kind: 'next' },
      { 'a.0.currentCarrier': 'Lone Prairie Mutual' },
    ))
    // The drivers were never answered: the visitor is sent there, and nothing is finished.
    expect(destination).toEqual({ step: 'auto-drivers' })
    expect(progress.quoteReady).toBe(false)
    expect(progress.finishedAt).toBeUndefined()
    ;({ progress, destination } = send(progress, drivers, { kind: 'back' }, { 'a.0.fullName': 'Dana' }))
    expect(destination).toEqual({ step: 'auto-drivers' })
    ;({ progress, destination } = send(
      progress,
      drivers,
      { kind: 'next' },
      { 'a.0.fullName': 'Dana', 'a.0.dateOfBirth': '1984-07-19' },
    ))
    expect(destination).toEqual({ step: 'auto-current-policy' })
    expect(progress.quoteReady).toBe(true)
    ;({ progress, destination } = send(
      progress,
      current,
      { kind: 'next' },
      { 'a.0.currentCarrier': 'Lone Prairie Mutual' },
    ))
    expect(destination).toBe('done')
    expect(progress).toMatchObject({
      quoteReady: true,
      finishedAt: at.now,
      stepsDone: ['auto-current-policy', 'auto-drivers'],
    })
    // The agency reads each answer in English under its question, a date spelled out.
    expect(progress.answers).toContainEqual(
      expect.objectContaining({
        stepTitle: 'Drivers',
        itemTitle: 'Driver 1',
        label: 'Date of birth',
        shown: 'July 19, 1984',
      }),
    )
    // Sent in another order, the answers still read step by step.
    expect([...new Set(progress.answers.map((kept) => kept.step))]).toEqual([
      'auto-drivers',
      'auto-current-policy',
    ])
    expect(answersText(progress)).toBe(
      'Drivers, Driver 1\n  fullName: Dana\n  Date of birth: July 19, 1984\n\ncurrentPolicy\n  currentCarrier: Lone Prairie Mutual',
    )
    // The drivers sent again after the last step still read first.
    ;({ progress } = send(
      progress,
      drivers,
      { kind: 'next' },
      { 'a.0.fullName': 'Dana', 'a.0.dateOfBirth': '1984-07-19' },
    ))
    expect([...new Set(progress.answers.map((kept) => kept.step))]).toEqual([
      'auto-drivers',
      'auto-current-policy',
    ])
  })
})

describe('a finished online quote, for the agency', () => {
  const lead: IntakeLead = {
    ...INTAKE_LEAD,
    language: 'es',
    coverageLabel: 'Seguro de auto',
    linkHash: 'a'.repeat(64),
  }
  const intake: IntakeProgress = {
    ...startedProgress('es', 1, '2026-11-26T16:00:00.000Z'),
    quoteReady: true,
    finishedAt: '2026-11-26T16:05:00.000Z',
    answers: [
      {
        _key: 'auto-drivers_0_dateOfBirth',
        _type: 'intakeAnswer',
        step: 'auto-drivers',
        item: 0,
        question: 'dateOfBirth',
        value: '1984-07-19',
        stepTitle: 'Drivers',
        itemTitle: 'Driver 1',
        label: 'Date of birth',
        shown: 'July 19, 1984',
      },
    ],
  }

  it('is emailed with every answer in English, named quote-ready', () => {
    expect(intakeEmailParams(lead, intake, 'quotes@example.com')).toMatchObject({
      to_email: 'quotes@example.com',
      message: 'Online quote finished (quote-ready): Dana Whitfield - Auto Insurance',
      additionalInfo: 'Drivers, Driver 1\n  Date of birth: July 19, 1984',
      language: 'Spanish',
    })
  })

  it('is sent to the CRM as lead.intake_completed, once per lead whoever finishes it', () => {
    const now = new Date('2026-11-26T16:05:00.000Z')
    const event = intakeCompletedEvent({ _id: lead.id, stage: 'contacted' }, now, now)
    expect(event).toMatchObject({
      id: 'msg_0b7f3c1e8d2a4c5b9e6f1a2b3c4d5e6f_intake',
      type: 'lead.intake_completed',
      stage: 'contacted',
    })
    const record = {
      _id: lead.id,
      _type: 'lead',
      coverageType: lead.coverageType,
      intake,
    } as unknown as CrmRecord
    expect(JSON.parse(eventBody(record, event))).toEqual({
      type: 'lead.intake_completed',
      timestamp: '2026-11-26T16:05:00.000Z',
      data: {
        id: lead.id,
        kind: 'lead',
        language: 'es',
        coverageType: 'Auto Insurance',
        quoteReady: true,
        finishedAt: '2026-11-26T16:05:00.000Z',
        answers: [
          {
            step: 'auto-drivers',
            stepTitle: 'Drivers',
            item: 0,
            itemTitle: 'Driver 1',
            question: 'dateOfBirth',
            label: 'Date of birth',
            value: '1984-07-19',
            shown: 'July 19, 1984',
          },
        ],
      },
    })
  })

  describe('on the embedded dataset', () => {
    let dir = ''
    afterEach(() => rmSync(dir, { recursive: true, force: true }))

    it('is kept on the lead’s row, where another server on the same volume and the CRM hand-over read it', async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'intake-'))
      const file = path.join(dir, 'requests.sqlite')
      const { id, linkHash, revision, stage, ...fields } = lead
      void revision
      void stage
      await databaseStore(file).save({
        _id: id,
        _type: 'lead',
        ...fields,
        intakeLinkHash: linkHash,
      } as unknown as StoredDocument)
      const one = databaseIntakeStore(file)
      const other = databaseIntakeStore(file)
      expect(await other.find(lead.id)).toEqual(lead)
      const now = new Date('2026-11-26T16:05:00.000Z')
      const event = intakeCompletedEvent({ _id: lead.id, stage: 'new' }, now, now)
      expect(await one.save(lead, intake, event)).toBe(true)
      expect(await other.find(lead.id)).toMatchObject({ intake, revision: '1' })
      // A second save made from the same read (a double click) keeps nothing: it must read again first.
      expect(await other.save(lead, { ...intake, saves: 9 }, event)).toBe(false)
      const [delivery, ...more] = await databaseEventStore(file).unfinished(
        new Date(now.getTime() - 60_000),
        now,
        now,
      )
      expect(more).toEqual([])
      expect(delivery).toMatchObject({
        recordId: lead.id,
        event: { type: 'lead.intake_completed', status: 'pending' },
      })
      expect(JSON.parse(delivery!.body).data.answers).toHaveLength(1)
    })
  })
})

describe('the size of an online quote as kept', () => {
  it('every seed online quote fits the cap with every answer at its longest, for as many drivers and vehicles as it allows', async () => {
    const coverages = [
      ...new Set(
        parseNdjson(readFileSync(DEFAULT_DATASET_PATH, 'utf8'), DEFAULT_DATASET_PATH)
          .filter((document) => document._type === 'quoteIntake')
          .flatMap((document) => (document.coverageTypes as string[] | undefined) ?? []),
      ),
    ]
    expect(coverages.length).toBeGreaterThan(5)
    let largest = 0
    for (const coverageType of coverages) {
      for (const language of ['en', 'es'] as const) {
        const sections = await queryEmbedded<QuoteIntakesQueryResult>(
          quoteIntakesQuery,
          { coverageType, language },
          DEFAULT_DATASET_PATH,
        )
        const plan = intakePlan(sections)!
        let progress = startedProgress(language, plan.steps.length, '2026-11-26T16:00:00.000Z')
        for (const target of plan.steps) {
          const items = target.repeats ? target.maxItems : 1
          progress = {
            ...progress,
            items: [{ _key: target.id, _type: 'intakeItems', step: target.id, count: items }],
          }
          // A long answer in every field, kept as long as its kind allows (and each one then a problem too).
          ;({ progress } = saveStep(progress, plan, target, { kind: 'next' }, () => 'ä'.repeat(5000), {
            now: '2026-11-26T16:00:00.000Z',
            today: TODAY,
          }))
        }
        largest = Math.max(largest, intakeBytes(progress))
      }
    }
    expect(largest).toBeLessThan(MAX_INTAKE_BYTES)
    console.log(
      `The largest seed online quote at full length: ${Math.round(largest / 1024)} KB of ${MAX_INTAKE_BYTES / 1024} KB`,
    )
  })
})
