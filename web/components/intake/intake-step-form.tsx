import { fillTemplate } from '@/lib/format'
import type { Language } from '@/lib/i18n'
import { INTAKE_ENDPOINT } from '@/lib/intake/intake-link'
import { itemTitle, type IntakeStep } from '@/lib/intake/intake-plan'
import {
  fieldName,
  itemCount,
  startingAnswer,
  type FromQuoteForm,
  type IntakeProgress,
} from '@/lib/intake/intake-progress'
import { problemMessage, type IntakeWords } from '@/lib/intake/intake-words'

import { IntakeErrorSummary, type SummaryLine } from './intake-error-summary'
import { IntakeQuestionField } from './intake-question-field'

type Props = {
  language: Language
  step: IntakeStep
  isFirst: boolean
  isLast: boolean
  progress: IntakeProgress
  words: IntakeWords
  today: string
  /** What the lead's quote form gave, for the questions filled in from it. */
  given: FromQuoteForm
}

export const fieldId = (item: number, question: string) => `a-${item}-${question}`

const button = 'min-h-11 px-5 py-3'

/**
 * One step as a plain form posted to the server, with or without JavaScript: its questions (once for each driver or
 * vehicle of a repeating step), the answers kept so far, the messages of the last try, and its buttons. Enter in a
 * field goes on to the next step: the form's first button, hidden, is that one.
 */
export function IntakeStepForm({ language, step, isFirst, isLast, progress, words, today, given }: Props) {
  const count = itemCount(progress, step)
  const problems = progress.problems.filter((problem) => problem.step === step.id)
  const message = (item: number, key: string) => {
    const found = problems.find((problem) => problem.item === item && problem.question === key)
    const question = step.questions.find((candidate) => candidate.key === key)
    return found && question ? problemMessage(words, found.problem, question, today) : undefined
  }
  const summary: SummaryLine[] = problems.flatMap((problem) => {
    const question = step.questions.find((candidate) => candidate.key === problem.question)
    if (!question) return []
    const where = step.repeats ? `${itemTitle(step.itemName, problem.item)}, ` : ''
    return {
      fieldId: fieldId(problem.item, problem.question),
      text: `${where}${question.label}: ${problemMessage(words, problem.problem, question, today)}`,
    }
  })
  const questions = (item: number) =>
    step.questions.map((question) => (
      <IntakeQuestionField
        key={question.key}
        question={question}
        name={fieldName(item, question.key)}
        id={fieldId(item, question.key)}
        value={startingAnswer(progress, step, item, question, given)}
        error={message(item, question.key)}
        words={words}
      />
    ))

  return (
    <>
      {summary.length > 0 && <IntakeErrorSummary heading={words.errorSummary} lines={summary} />}
      <form method="post" action={INTAKE_ENDPOINT} noValidate className="mt-6 space-y-6">
        <button type="submit" name="action" value="next" hidden tabIndex={-1} aria-hidden="true" />
        <input type="hidden" name="step" value={step.id} />
        <input type="hidden" name="language" value={language} />
        {step.repeats ? (
          Array.from({ length: count }, (_, item) => {
            const title = itemTitle(step.itemName, item)
            return (
              <fieldset
                key={item}
                id={`item-${item + 1}`}
                className="space-y-5 rounded-xl border border-slate-300 p-4 sm:p-6"
              >
                <legend className="px-1 text-lg font-bold text-slate-900">{title}</legend>
                {questions(item)}
                {count > 1 && (
                  <button
                    type="submit"
                    name="action"
                    value={`remove-${item}`}
                    className={`button-secondary ${button}`}
                  >
                    {fillTemplate(words.removeLabel, { item: title })}
                  </button>
                )}
              </fieldset>
            )
          })
        ) : (
          <div className="space-y-5">{questions(0)}</div>
        )}
        {step.repeats && count < step.maxItems && (
          <button type="submit" name="action" value="add" className={`button-secondary ${button}`}>
            <span aria-hidden="true">+</span> {step.addLabel}
          </button>
        )}
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-6">
          {!isFirst && (
            <button type="submit" name="action" value="back" className={`button-secondary ${button}`}>
              <span aria-hidden="true">←</span> {words.backLabel}
            </button>
          )}
          <button type="submit" name="action" value="next" className={`button-primary ${button}`}>
            {isLast ? words.finishLabel : words.nextLabel} {!isLast && <span aria-hidden="true">→</span>}
          </button>
        </div>
        <p className="text-sm text-slate-600">{words.savedNote}</p>
      </form>
    </>
  )
}
