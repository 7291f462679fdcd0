import { randomBytes, randomUUID } from 'node:crypto'

import { expect, type Locator, type Page } from '@playwright/test'

import { fillTemplate } from '@/lib/format'
import { DEFAULT_LANGUAGE, type Language } from '@/lib/i18n'
import type { IntakeProgress } from '@/lib/intake/intake-progress'
import type { QuoteIntake, QuoteIntakeSettings } from '@/sanity.types'

import { documentById } from '../data/dataset'
import { leadRequest, withDatabase } from './leads'
import { E2E } from '../servers/servers'

/** The online quote's words, as the office manager wrote them. */
export const intakeWords = (language: Language = DEFAULT_LANGUAGE) =>
  documentById<QuoteIntakeSettings>('quoteIntakeSettings', language)

/** One line's online quote (`auto`, `home`…) as a reader of `language` sees it. */
export function intakeOf(line: string, language: Language = DEFAULT_LANGUAGE) {
  const intake = documentById<QuoteIntake>(`quoteIntake-${line}`, language)
  const step = (key: string) => {
    const found = intake.steps?.find((candidate) => candidate.key === key)
    if (!found) throw new Error(`The ${line} online quote has no step "${key}"`)
    const question = (questionKey: string) => {
      const match = found.questions?.find((candidate) => candidate.key === questionKey)
      if (!match) throw new Error(`The step "${key}" has no question "${questionKey}"`)
      return {
        ...match,
        /** A choice's label, by the value the agency reads. */
        option: (value: string) => match.options!.find((option) => option.value === value)!.label!,
      }
    }
    return { ...found, question }
  }
  return { ...intake, step }
}

type Question = ReturnType<ReturnType<ReturnType<typeof intakeOf>['step']>['question']>

/** A question's label as the visitor reads it: an optional question says so after its label. */
const labelOf = (question: Question, language: Language) =>
  question.neededToQuote ? question.label! : `${question.label} ${intakeWords(language).optionalLabel}`

/** A question's field, by its label as the visitor reads it. */
export const fieldOf = (scope: Page | Locator, question: Question, language: Language = DEFAULT_LANGUAGE) =>
  scope.getByLabel(labelOf(question, language), { exact: true })

/**
 * Answers one question as a visitor does: types into a field, picks a radio button or a list's choice. A choice is
 * named by the value the agency reads; yes and no by `yes` and `no`.
 */
export async function answer(
  scope: Page | Locator,
  question: Question,
  value: string,
  language: Language = DEFAULT_LANGUAGE,
) {
  const words = intakeWords(language)
  if (question.kind === 'yesNo' || (question.kind === 'choice' && question.options!.length <= 5)) {
    const choice =
      question.kind === 'yesNo' ? (value === 'yes' ? words.yesLabel : words.noLabel) : question.option(value)
    await scope
      .getByRole('group', { name: labelOf(question, language), exact: true })
      .getByRole('radio', { name: choice, exact: true })
      .check()
    return
  }
  const field = fieldOf(scope, question, language)
  if (question.kind === 'choice') await field.selectOption(value)
  else await field.fill(value)
}

type Answers = Record<string, string | undefined>

/** Answers the questions of one step (or one driver, vehicle…) in order, leaving empty the ones not given. */
export async function answerAll(
  scope: Page | Locator,
  stepKey: string,
  answers: Answers,
  language: Language,
  line = 'auto',
) {
  const step = intakeOf(line, language).step(stepKey)
  for (const [key, value] of Object.entries(answers)) {
    if (value) await answer(scope, step.question(key), value, language)
  }
}

/** The step on screen: its heading and its place, “Step 2 of 4”. */
export async function expectStep(
  page: Page,
  title: string,
  current: number,
  total: number,
  language: Language = DEFAULT_LANGUAGE,
) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('navigation', { name: intakeWords(language).progressLabel })).toContainText(
    fillTemplate(intakeWords(language).stepOf, { current, total }),
  )
}

/** The online quote the server kept for a lead so far (in the embedded dataset's database), or undefined. */
export const keptIntake = (leadId: string, file = E2E.databaseFile): IntakeProgress | undefined =>
  withDatabase(
    file,
    (db) => {
      const row = db.prepare('SELECT progress FROM intakes WHERE lead_id = ?').get(leadId) as
        { progress: string } | undefined
      return row && (JSON.parse(row.progress) as IntakeProgress)
    },
    undefined,
  )

/** The answers the agency reads, by step, item and question: `auto-drivers 1 dateOfBirth` → what was typed. */
export const answersOf = (intake: IntakeProgress | undefined) =>
  Object.fromEntries(
    (intake?.answers ?? []).map((kept) => [`${kept.step} ${kept.item} ${kept.question}`, kept.value]),
  )

/**
 * An auto request from this browser's own address, in `language`, as the form's script hands it over with its link's
 * key and secret: the browser then holds the link's cookie.
 */
export async function sendLeadWithLink(page: Page, email: string, language: Language) {
  const key = randomUUID()
  const secret = randomBytes(18).toString('base64url')
  const sent = await page.request.post('/api/leads', {
    data: { ...leadRequest(email), language, key, intakeSecret: secret },
    headers: { origin: E2E.site },
  })
  expect(sent.status()).toBe(202)
  return { key, secret }
}

/** The answers the auto online quote is given by the tests that only need it finished. */
export const AUTO_ANSWERS = {
  drivers: { fullName: 'Dana Whitfield', dateOfBirth: '1984-07-19', yearsLicensed: '22', incidents: 'None' },
  vehicles: {
    year: '2021',
    make: 'Toyota',
    model: 'Highlander',
    use: 'Pleasure',
    annualMiles: '9000',
    ownership: 'Owned',
  },
}

/** Answers the auto online quote's drivers and vehicles (in English), leaving the page on its last step. */
export async function answerAutoToLastStep(page: Page) {
  const words = intakeWords('en')
  const auto = intakeOf('auto')
  for (const [index, step] of (['drivers', 'vehicles'] as const).entries()) {
    await expectStep(page, auto.step(step).title!, index + 1, 3)
    const item = page.getByRole('group', { name: `${auto.step(step).itemName} 1`, exact: true })
    await answerAll(item, step, AUTO_ANSWERS[step], 'en')
    await page.getByRole('button', { name: words.nextLabel }).click()
  }
  await expectStep(page, auto.step('currentPolicy').title!, 3, 3)
}
