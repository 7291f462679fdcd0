import type { QuoteIntakeSettingsQueryResult } from '../../sanity.types'
import { fillTemplate } from '../format'
import { answerLimit, latestYear, type AnswerProblem } from './check-answer'
import type { IntakeQuestion } from './intake-plan'

/** The online quote's own words in one language (the “Online quote: words and messages” document). */
export type IntakeWords = NonNullable<QuoteIntakeSettingsQueryResult>

/** A wrong answer's message, in the visitor's language, with the numbers its question allows. */
export function problemMessage(
  words: IntakeWords,
  problem: AnswerProblem,
  question: IntakeQuestion,
  today: string,
) {
  const limits: Partial<Record<AnswerProblem, Record<string, number>>> = {
    numberError: { min: question.min ?? 0, max: question.max ?? 0 },
    yearError: { max: latestYear(today) },
    tooLongError: { max: answerLimit(question.kind) },
  }
  return fillTemplate(words[problem], limits[problem] ?? {})
}
