import { CalendarPlus, Phone } from 'lucide'

import { Svg } from '@/components/ui/icon'
import { CALL_TIME_ENDPOINT } from '@/lib/call-time/call-time-link'
import type { CallTimeChoice, CallTimeView } from '@/lib/call-time/server/call-time-view'

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700'

function Choice({ choice }: { choice: CallTimeChoice }) {
  return (
    <label className={choiceClass}>
      <input
        type="radio"
        name="callAt"
        value={choice.value}
        defaultChecked={choice.checked}
        className="size-5 shrink-0 accent-brand-700"
      />
      {choice.label}
    </label>
  )
}

/**
 * “When should we call you?”: what stands now (the time booked, with its calendar file, or the call left to the
 * office), and the times to choose from as a plain form, grouped by day, each radio's value the time itself. No
 * state of its own: the page draws it on the server, and the thank-you page's script draws the same from the
 * server's answer.
 */
export function CallTimePanel({ view, headingLevel = 2 }: { view: CallTimeView; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const headingClass =
    headingLevel === 1
      ? 'text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl'
      : 'text-2xl font-bold text-slate-900'
  if (view.state !== 'open') {
    return (
      <section id="call-time" aria-labelledby="call-time-heading" className="mx-auto max-w-3xl">
        {'heading' in view && (
          <Heading id="call-time-heading" className={headingClass}>
            {view.heading}
          </Heading>
        )}
        <p className="lead flex items-start gap-2">
          <Svg icon={Phone} className="mt-1 size-5 shrink-0 text-brand-700" />
          {view.text}
        </p>
      </section>
    )
  }
  return (
    <section
      id="call-time"
      aria-labelledby="call-time-heading"
      className="mx-auto max-w-3xl rounded-2xl border-2 border-brand-700 bg-brand-50/40 p-5 text-left sm:p-8"
    >
      <Heading id="call-time-heading" className={headingClass}>
        {view.heading}
      </Heading>
      <p className="mt-2 text-lg font-semibold text-slate-800">{view.status}</p>
      {view.calendar && (
        <p className="mt-3">
          <a href={view.calendar.href} download className="button-secondary gap-2 px-4 py-2.5">
            <Svg icon={CalendarPlus} className="size-5" />
            {view.calendar.label} <span className="font-normal">(.ics)</span>
          </a>
        </p>
      )}
      {view.problem && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-800"
        >
          {view.problem}
        </p>
      )}
      <form method="post" action={CALL_TIME_ENDPOINT} className="mt-6">
        <input type="hidden" name="language" value={view.language} />
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">{view.legend}</legend>
          <div className="mt-3 grid">
            <Choice choice={view.asap} />
          </div>
          {view.noTimes && <p className="mt-4 text-slate-700">{view.noTimes}</p>}
          {view.days.map((day) => (
            <fieldset key={day.date} className="mt-5">
              <legend className="font-semibold text-slate-800">{day.legend}</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {day.choices.map((choice) => (
                  <Choice key={choice.value} choice={choice} />
                ))}
              </div>
            </fieldset>
          ))}
        </fieldset>
        <button type="submit" className="button-primary mt-6 px-5 py-3">
          {view.save}
        </button>
      </form>
    </section>
  )
}
