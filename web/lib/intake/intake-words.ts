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

/**
 * A name as the online quote shows it: the first letter of its first and last words, “Ana María García” → “A. G.”;
 * one word gives one initial. Initials only: a page reached through someone else's link must tell the visitor it
 * is not theirs without telling them who it belongs to.
 */
export function initialsOf(fullName: string): string {
  const words = fullName.normalize('NFC').trim().split(/\s+/).filter(Boolean)
  const ends = words.length > 1 ? [words[0]!, words.at(-1)!] : words
  return ends
    .map((word) => {
      // A name written “(Ana)” or “'Chuy'” is named by its first letter, with its accent.
      const letter = /\p{L}\p{M}*/u.exec(word)?.[0] ?? Array.from(word)[0]!
      return `${letter.toUpperCase()}.`
    })
    .join(' ')
}

/**
 * Whose online quote a page is: “Quote request for J. T., Auto Insurance”, or the coverage alone for a lead kept
 * with no name.
 */
export function requestForLine(words: IntakeWords, fullName: string, line: string) {
  const name = initialsOf(fullName)
  return name ? fillTemplate(words.requestFor, { name, line }) : line
}
