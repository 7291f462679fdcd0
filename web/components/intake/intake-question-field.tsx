import { answerLimit, EARLIEST_YEAR } from '@/lib/intake/check-answer'
import type { IntakeQuestion } from '@/lib/intake/intake-plan'
import type { IntakeWords } from '@/lib/intake/intake-words'

import { AnswerTextarea } from './answer-textarea'

type Props = {
  question: IntakeQuestion
  /** The field's name and id: `a.1.dateOfBirth`, `a-1-dateOfBirth`. */
  name: string
  id: string
  value: string
  /** The answer's problem, in the visitor's language. */
  error?: string
  words: Pick<IntakeWords, 'optionalLabel' | 'chooseLabel' | 'yesLabel' | 'noLabel'>
}

const described = (id: string, help: boolean, error: boolean) =>
  [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined

function Caption({ question, words }: Pick<Props, 'question' | 'words'>) {
  return (
    <>
      {question.label}
      {!question.needed && <span className="font-normal text-slate-600"> {words.optionalLabel}</span>}
    </>
  )
}

function Notes({ id, question, error }: Pick<Props, 'id' | 'question' | 'error'>) {
  return (
    <>
      {question.help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
          {question.help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  )
}

/** Radio buttons for a short list of choices: each visible at once, and at 360 px one under the other. */
function ChoiceGroup({
  question,
  name,
  id,
  value,
  error,
  words,
  choices,
}: Props & { choices: { value: string; label: string }[] }) {
  return (
    <fieldset aria-describedby={described(id, Boolean(question.help), Boolean(error))}>
      <legend className="text-sm font-semibold text-slate-800">
        <Caption question={question} words={words} />
      </legend>
      <Notes id={id} question={question} error={error} />
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((choice, index) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-2 text-base text-slate-900">
            <input
              type="radio"
              id={index === 0 ? id : `${id}-${index}`}
              name={name}
              value={choice.value}
              defaultChecked={value === choice.value}
              className="size-5 accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The input for one kind of answer, with the attributes that help a phone's keyboard and autofill. */
function inputAttributes(question: IntakeQuestion) {
  switch (question.kind) {
    case 'number':
    case 'year':
      return { type: 'text', inputMode: 'numeric' as const, maxLength: question.kind === 'year' ? 4 : 12 }
    case 'date':
      return { type: 'date', min: `${EARLIEST_YEAR}-01-01` }
    case 'vin':
      return { type: 'text', maxLength: 20, autoCapitalize: 'characters', spellCheck: false }
    default:
      return { type: 'text', maxLength: answerLimit(question.kind) }
  }
}

/**
 * One question of a step, rendered on the server: its label, help and message read with the field, the answer
 * kept so far filled in. Nothing here needs JavaScript; the browser's own checks are off (the form is `noValidate`)
 * so every message comes from the server, in the visitor's language.
 */
export function IntakeQuestionField(props: Props) {
  const { question, name, id, value, error, words } = props
  if (question.kind === 'yesNo') {
    return (
      <ChoiceGroup
        {...props}
        choices={[
          { value: 'yes', label: words.yesLabel },
          { value: 'no', label: words.noLabel },
        ]}
      />
    )
  }
  if (question.kind === 'choice' && question.options.length <= 5) {
    return <ChoiceGroup {...props} choices={question.options} />
  }
  const common = {
    id,
    name,
    defaultValue: value,
    'aria-invalid': error ? true : undefined,
    'aria-required': question.needed || undefined,
    'aria-describedby': described(id, Boolean(question.help), Boolean(error)),
    className: 'field',
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        <Caption question={question} words={words} />
      </label>
      {question.kind === 'choice' ? (
        <select {...common}>
          <option value="">{words.chooseLabel}</option>
          {question.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : question.kind === 'longText' ? (
        <AnswerTextarea {...common} rows={4} maxLength={answerLimit('longText')} />
      ) : (
        <input {...common} {...inputAttributes(question)} autoComplete="off" />
      )}
      <Notes id={id} question={question} error={error} />
    </div>
  )
}
