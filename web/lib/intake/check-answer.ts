import type { IntakeQuestion } from './intake-plan'

/** What is wrong with an answer, by the name of its message in the online quote's words. */
export type AnswerProblem =
  | 'requiredError'
  | 'numberError'
  | 'yearError'
  | 'dateError'
  | 'pastDateError'
  | 'futureDateError'
  | 'nearDateError'
  | 'vinError'
  | 'choiceError'
  | 'tooLongError'

/** The longest answer kept, by kind: a name or an address, a few lines, anything else. */
export const ANSWER_LIMITS = { text: 200, longText: 2000, other: 40 } as const

export const answerLimit = (kind: IntakeQuestion['kind']) =>
  kind === 'text' ? ANSWER_LIMITS.text : kind === 'longText' ? ANSWER_LIMITS.longText : ANSWER_LIMITS.other

export const EARLIEST_YEAR = 1900

/** A date or a year is never further than this from today, either way (a renewal date, a start date). */
const NEAR_YEARS = 10

// Each character's value in the check digit (ISO 3779; I, O and Q are never used), and each position's weight.
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((letter, index) => [
    letter,
    [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][index]!,
  ]),
)
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

/** A VIN as it is kept: capitals, without the spaces and dashes people type between its groups. */
export const normalVin = (vin: string) => vin.toUpperCase().replace(/[\s-]/g, '')

/**
 * Whether a VIN is a vehicle's: 17 letters and digits whose ninth is the check digit of the others (as every vehicle
 * sold in North America since 1981 has), so one mistyped character is caught.
 */
export function isValidVin(vin: string): boolean {
  const value = normalVin(vin)
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(value)) return false
  const sum = [...value].reduce(
    (total, character, index) =>
      total + (/\d/.test(character) ? Number(character) : VIN_VALUES[character]!) * VIN_WEIGHTS[index]!,
    0,
  )
  const check = sum % 11
  return value[8] === (check === 10 ? 'X' : String(check))
}

/**
 * A date as it is kept, YYYY-MM-DD: what a date field sends, or a date typed as 03/14/1985 where the browser has
 * no date field. Null for anything that is no date of the calendar.
 */
export function normalDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value)
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value)
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : us
      ? [us[3], us[1], us[2]].map(Number)
      : []
  if (year === undefined || month === undefined || day === undefined) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  return date.toISOString().slice(0, 10)
}

/** A whole number as people type it, with or without thousands separators; null for anything else. */
export function wholeNumber(value: string): number | null {
  const plain = value.replace(/[,\s]/g, '')
  return /^\d{1,9}$/.test(plain) ? Number(plain) : null
}

const shiftYears = (isoDate: string, years: number) =>
  `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4)}`

function dateProblem(question: IntakeQuestion, value: string, today: string): AnswerProblem | null {
  const date = normalDate(value)
  if (!date || date < `${EARLIEST_YEAR}-01-01`) return 'dateError'
  if (question.dates === 'past') return date < today ? null : 'pastDateError'
  if (question.dates === 'future' && date < today) return 'futureDateError'
  if (
    date > shiftYears(today, NEAR_YEARS) ||
    (question.dates === 'any' && date < shiftYears(today, -NEAR_YEARS))
  ) {
    return 'nearDateError'
  }
  return null
}

/**
 * What is wrong with one answer, or null: a needed answer left empty, or one that is not what its question takes.
 * `today` is the agency's date, YYYY-MM-DD. An empty optional answer is fine.
 */
export function answerProblem(question: IntakeQuestion, value: string, today: string): AnswerProblem | null {
  if (value === '') return question.needed ? 'requiredError' : null
  if (value.length > answerLimit(question.kind)) return 'tooLongError'
  switch (question.kind) {
    case 'number': {
      const number = wholeNumber(value)
      const inRange =
        number !== null &&
        number >= (question.min ?? 0) &&
        number <= (question.max ?? Number.MAX_SAFE_INTEGER)
      return inRange ? null : 'numberError'
    }
    case 'year': {
      const year = wholeNumber(value)
      return year !== null && year >= EARLIEST_YEAR && year <= latestYear(today) ? null : 'yearError'
    }
    case 'date':
      return dateProblem(question, value, today)
    case 'vin':
      return isValidVin(value) ? null : 'vinError'
    case 'choice':
      return question.options.some((option) => option.value === value) ? null : 'choiceError'
    case 'yesNo':
      return value === 'yes' || value === 'no' ? null : 'choiceError'
    default:
      return null
  }
}

/** The latest year accepted: next year's models are on sale from the summer before. */
export const latestYear = (today: string) => Number(today.slice(0, 4)) + 1
