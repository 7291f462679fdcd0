import { Icon } from '@/components/ui/icon'
import { CardLink, type CardContent } from '@/sections/shared/card-grid'

/** Numbered steps, each a card with its icon, title and text, and the link an editor gave it. */
export function StepList({ steps, className = '' }: { steps: CardContent[]; className?: string }) {
  return (
    <ol className={`space-y-4 ${className}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
            {index + 1}
          </span>
          <div>
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Icon name={step.icon} className="size-5 shrink-0 stroke-[1.75] text-brand-700" />
              {step.title}
            </h3>
            <p className="mt-1 text-slate-700">{step.description}</p>
            <CardLink card={step} className="mt-2" />
          </div>
        </li>
      ))}
    </ol>
  )
}
