import { Link } from '@/components/ui/link'
import { fillTemplate } from '@/lib/format'
import type { Language } from '@/lib/i18n'
import { stepPath } from '@/lib/intake/intake-link'
import type { IntakeStep } from '@/lib/intake/intake-plan'

type Props = {
  language: Language
  steps: IntakeStep[]
  /** The step on screen; none on the page that says the quote is done. */
  current?: string
  done: string[]
  label: string
  stepOf: string
}

/**
 * Where the visitor is: “Step 2 of 4”, and every step by name. A step already answered links back to itself;
 * the one on screen is marked as current for screen readers.
 */
export function IntakeStepsNav({ language, steps, current, done, label, stepOf }: Props) {
  const index = steps.findIndex((step) => step.id === current)
  return (
    <nav aria-label={label} className="mt-4">
      {index >= 0 && (
        <p className="text-sm font-semibold text-brand-800">
          {fillTemplate(stepOf, { current: index + 1, total: steps.length })}
        </p>
      )}
      <ol className="mt-2 flex flex-wrap gap-2 text-sm">
        {steps.map((step, position) => {
          const isCurrent = step.id === current
          const isDone = done.includes(step.id)
          const look = isCurrent
            ? 'border-brand-800 bg-brand-800 text-white'
            : isDone
              ? 'border-brand-700 bg-white text-brand-800'
              : 'border-slate-300 bg-slate-50 text-slate-700'
          const content = (
            <>
              <span aria-hidden="true">{isDone && !isCurrent ? '✓' : position + 1}</span> {step.title}
            </>
          )
          return (
            <li key={step.id}>
              {isDone && !isCurrent ? (
                <Link
                  href={stepPath(language, step.id)}
                  className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-3 py-1 underline-offset-2 hover:underline ${look}`}
                >
                  {content}
                </Link>
              ) : (
                <span
                  aria-current={isCurrent ? 'step' : undefined}
                  className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-3 py-1 ${look}`}
                >
                  {content}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
