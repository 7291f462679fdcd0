import { type CalendarDate, formatDay, isCalendarDate } from './dallas-calendar'
import { Field } from './report-elements'

/** A range of Dallas days, the first and the last included. */
export type DayRange = { first: CalendarDate; last: CalendarDate }

export const isValidRange = ({ first, last }: DayRange) =>
  isCalendarDate(first) && isCalendarDate(last) && first <= last

/** What is wrong with a range as typed, or nothing when it is a range. */
export function rangeProblem({ first, last }: DayRange) {
  if (!isCalendarDate(first) || !isCalendarDate(last)) return 'Choose the first and the last day.'
  if (first > last) return 'The first day is after the last one.'
  return undefined
}

/** "from Mar 2, 2026 to Mar 9, 2026". */
export const rangeText = ({ first, last }: DayRange) => `from ${formatDay(first)} to ${formatDay(last)}`

/** The From and To date inputs, each keeping the other's day as its bound. */
export function DayRangeFields({
  range,
  onRangeChange,
}: {
  range: DayRange
  onRangeChange: (range: DayRange) => void
}) {
  return (
    <>
      <Field>
        From
        <input
          type="date"
          value={range.first}
          max={range.last || undefined}
          onChange={(event) => onRangeChange({ ...range, first: event.currentTarget.value })}
        />
      </Field>
      <Field>
        To
        <input
          type="date"
          value={range.last}
          min={range.first || undefined}
          onChange={(event) => onRangeChange({ ...range, last: event.currentTarget.value })}
        />
      </Field>
    </>
  )
}
