import { formatDate } from '../format'
import { answerLimit, answerProblem, normalDate, normalVin, type AnswerProblem } from './check-answer'
import { itemTitle, type IntakePlan, type IntakeQuestion, type IntakeStep } from './intake-plan'

/**
 * One answer, as typed (a date as YYYY-MM-DD), with what the agency reads beside it: the step, the item and the
 * question in English as they were asked, and the answer in English (a choice's value, “Yes”, “March 14, 1985”).
 */
export type IntakeAnswer = {
  _key: string
  _type: 'intakeAnswer'
  step: string
  /** Which driver, vehicle… of a repeating step, from 0; 0 on any other step. */
  item: number
  question: string
  value: string
  stepTitle: string
  itemTitle?: string
  label: string
  shown: string
}

/** A wrong answer the visitor is shown when they come back to its step. */
export type IntakeProblem = {
  _key: string
  _type: 'intakeProblem'
  step: string
  item: number
  question: string
  problem: AnswerProblem
}

/** How many drivers, vehicles… a repeating step has. */
export type IntakeItems = { _key: string; _type: 'intakeItems'; step: string; count: number }

/**
 * The online quote of one lead as far as the visitor got, kept on the lead: every answer, the steps done, whether
 * every answer needed to quote is there.
 */
export type IntakeProgress = {
  _type: 'intakeProgress'
  language: 'en' | 'es'
  startedAt: string
  updatedAt: string
  /** When the visitor first sent the last step with every needed answer. */
  finishedAt?: string
  /** Every needed answer of every step is there, and none is wrong. */
  quoteReady: boolean
  stepsDone: string[]
  stepsTotal: number
  /** How many times it was saved: a lead's online quote is saved at most MAX_SAVES times. */
  saves: number
  items: IntakeItems[]
  answers: IntakeAnswer[]
  problems: IntakeProblem[]
}

/** Far more saves than any visitor needs (a step, back, add a driver…), so one link cannot keep a server busy. */
export const MAX_SAVES = 300

/**
 * The most an online quote may weigh as kept (its JSON): every question of the largest seed plan answered at full
 * length in accented letters, for every driver and vehicle it allows, fits (about 110 KB, checked by a unit test);
 * a save past it is refused, so no link can grow its record without end.
 */
export const MAX_INTAKE_BYTES = 160 * 1024

export const intakeBytes = (progress: IntakeProgress) =>
  new TextEncoder().encode(JSON.stringify(progress)).length

/** What the visitor asked for with the button they pressed. */
export type StepAction =
  { kind: 'next' } | { kind: 'back' } | { kind: 'add' } | { kind: 'remove'; item: number }

/** Where the visitor goes after a save: a step (to the item just added), or the page that says it is done. */
export type Destination = { step: string; item?: number } | 'done'

export const startedProgress = (language: 'en' | 'es', stepsTotal: number, now: string): IntakeProgress => ({
  _type: 'intakeProgress',
  language,
  startedAt: now,
  updatedAt: now,
  quoteReady: false,
  stepsDone: [],
  stepsTotal,
  saves: 0,
  items: [],
  answers: [],
  problems: [],
})

export const itemCount = (progress: IntakeProgress | undefined, step: IntakeStep) =>
  step.repeats ? Math.max(1, progress?.items.find((entry) => entry.step === step.id)?.count ?? 1) : 1

/** The answer to one question of one item, as typed ('' when there is none). */
export const answerTo = (
  progress: IntakeProgress | undefined,
  step: string,
  item: number,
  question: string,
) =>
  progress?.answers.find(
    (answer) => answer.step === step && answer.item === item && answer.question === question,
  )?.value ?? ''

/** What the visitor already gave on the quote form, which a question may start filled in with. */
export type FromQuoteForm = { fullName: string; zipCode: string }

/**
 * What a field starts with: the answer kept, or, while its step has never been saved (no answer, no problem),
 * what the visitor gave on the quote form when the question is marked to be filled in from it, so nobody types
 * their name or ZIP code twice. On a repeating step only the first item takes it: Driver 1 is the one who asked.
 * Once the step is saved, what the visitor left there is what they see, an emptied field included.
 */
export function startingAnswer(
  progress: IntakeProgress | undefined,
  step: IntakeStep,
  item: number,
  question: IntakeQuestion,
  given: FromQuoteForm,
) {
  const saved =
    progress?.answers.some((answer) => answer.step === step.id) ||
    progress?.problems.some((problem) => problem.step === step.id) ||
    progress?.stepsDone.includes(step.id)
  if (saved || item > 0 || !question.fillFrom) return answerTo(progress, step.id, item, question.key)
  return given[question.fillFrom].trim().slice(0, answerLimit(question.kind))
}

const keyOf = (step: string, item: number, question: string) => `${step}_${item}_${question}`

/** The field a question's answer is posted in: `a.1.dateOfBirth` for the second driver's. */
export const fieldName = (item: number, question: string) => `a.${item}.${question}`

/**
 * A text as it is kept: no control characters, one line unless it may have several, and never longer than its kind
 * allows by more than the one character that lets its check say it is too long.
 */
function cleanValue(question: IntakeQuestion, raw: string): string {
  const text = question.kind === 'longText' ? raw.replace(/\r\n?/g, '\n') : raw.replace(/[\r\n]+/g, ' ')
  const value = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ').trim()
  const kept =
    question.kind === 'vin'
      ? normalVin(value)
      : question.kind === 'date'
        ? (normalDate(value) ?? value)
        : value
  return kept.slice(0, answerLimit(question.kind) + 1)
}

/** The answer as the agency reads it: in English, a date spelled out. */
function shownValue(question: IntakeQuestion, value: string): string {
  if (question.kind === 'yesNo') return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value
  if (question.kind === 'date' && normalDate(value)) return formatDate(value, 'en')
  return value
}

function stepAnswers(step: IntakeStep, count: number, posted: (name: string) => string): IntakeAnswer[] {
  return Array.from({ length: count }, (_, item) =>
    step.questions.flatMap((question) => {
      const value = cleanValue(question, posted(fieldName(item, question.key)))
      if (value === '') return []
      return {
        _key: keyOf(step.id, item, question.key),
        _type: 'intakeAnswer' as const,
        step: step.id,
        item,
        question: question.key,
        value,
        stepTitle: step.agencyTitle,
        ...(step.repeats && { itemTitle: itemTitle(step.agencyItemName, item) }),
        label: question.agencyLabel,
        shown: shownValue(question, value),
      }
    }),
  ).flat()
}

/** Every wrong or missing answer of one step. */
export function stepProblems(progress: IntakeProgress, step: IntakeStep, today: string): IntakeProblem[] {
  return Array.from({ length: itemCount(progress, step) }, (_, item) =>
    step.questions.flatMap((question) => {
      const problem = answerProblem(question, answerTo(progress, step.id, item, question.key), today)
      return problem
        ? {
            _key: keyOf(step.id, item, question.key),
            _type: 'intakeProblem' as const,
            step: step.id,
            item,
            question: question.key,
            problem,
          }
        : []
    }),
  ).flat()
}

/**
 * The answers as the agent reads them, whichever step was sent last: by step, then driver or vehicle, then question,
 * in the plan's order; an answer to a step or question no longer asked stays, after the others.
 */
function inPlanOrder(plan: IntakePlan, answers: IntakeAnswer[]): IntakeAnswer[] {
  const place = (answer: IntakeAnswer) => {
    const index = plan.steps.findIndex((candidate) => candidate.id === answer.step)
    const question = index < 0 ? -1 : plan.steps[index]!.questions.findIndex((q) => q.key === answer.question)
    return [index < 0 ? Infinity : index, answer.item, question < 0 ? Infinity : question]
  }
  return answers
    .map((answer) => ({ answer, at: place(answer) }))
    .sort((a, b) => a.at[0]! - b.at[0]! || a.at[1]! - b.at[1]! || a.at[2]! - b.at[2]!)
    .map(({ answer }) => answer)
}

// An item removed takes its answers with it; the ones after it move up a place.
function withoutItem(answers: IntakeAnswer[], step: IntakeStep, removed: number): IntakeAnswer[] {
  return answers.flatMap((answer) => {
    if (answer.step !== step.id || answer.item < removed) return [answer]
    if (answer.item === removed) return []
    const item = answer.item - 1
    return [
      {
        ...answer,
        item,
        _key: keyOf(step.id, item, answer.question),
        itemTitle: itemTitle(step.agencyItemName, item),
      },
    ]
  })
}

function withCount(items: IntakeItems[], step: IntakeStep, count: number): IntakeItems[] {
  const others = items.filter((entry) => entry.step !== step.id)
  return step.repeats ? [...others, { _key: step.id, _type: 'intakeItems', step: step.id, count }] : others
}

/**
 * The progress after the visitor sent one step with one of its buttons, and where they go next. Whatever they
 * typed is kept, right or wrong. Going on checks the step: a wrong or missing answer keeps them on it, with its
 * messages. Going on from the last step sends them to the first step still missing a needed answer, or, when
 * there is none, finishes the online quote.
 */
export function saveStep(
  before: IntakeProgress,
  plan: IntakePlan,
  step: IntakeStep,
  action: StepAction,
  posted: (name: string) => string,
  { now, today }: { now: string; today: string },
): { progress: IntakeProgress; destination: Destination } {
  const index = plan.steps.indexOf(step)
  const count = itemCount(before, step)
  let progress: IntakeProgress = {
    ...before,
    stepsTotal: plan.steps.length,
    updatedAt: now,
    saves: before.saves + 1,
    answers: inPlanOrder(plan, [
      ...before.answers.filter((answer) => answer.step !== step.id),
      ...stepAnswers(step, count, posted),
    ]),
    problems: before.problems.filter((problem) => problem.step !== step.id),
  }
  let destination: Destination = { step: step.id }

  if (action.kind === 'add' && step.repeats && count < step.maxItems) {
    progress.items = withCount(progress.items, step, count + 1)
    destination = { step: step.id, item: count }
  } else if (
    action.kind === 'remove' &&
    step.repeats &&
    count > 1 &&
    action.item >= 0 &&
    action.item < count
  ) {
    progress.answers = withoutItem(progress.answers, step, action.item)
    progress.items = withCount(progress.items, step, count - 1)
  } else if (action.kind === 'back') {
    destination = { step: plan.steps[Math.max(0, index - 1)]!.id }
  } else if (action.kind === 'next') {
    const problems = stepProblems(progress, step, today)
    if (problems.length > 0) {
      progress.problems = [...progress.problems, ...problems]
    } else {
      progress.stepsDone = [...new Set([...progress.stepsDone, step.id])]
      const later = plan.steps[index + 1]
      const unfinished = plan.steps.find(
        (other) => !progress.stepsDone.includes(other.id) || stepProblems(progress, other, today).length > 0,
      )
      destination = later ? { step: later.id } : unfinished ? { step: unfinished.id } : 'done'
    }
  }

  const ready = plan.steps.every((other) => stepProblems(progress, other, today).length === 0)
  progress = { ...progress, quoteReady: ready }
  if (destination === 'done' && !progress.finishedAt) progress.finishedAt = now
  return { progress, destination }
}
