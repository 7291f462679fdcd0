/** One wrong answer as the summary lists it: what to fix, and the field it links to. */
export type SummaryLine = { fieldId: string; text: string }

/**
 * The messages of a step sent with wrong or missing answers, above the form, each linking to its field. A save
 * with problems lands here (`#problems`), so keyboard and screen reader users start at the list.
 */
export function IntakeErrorSummary({ heading, lines }: { heading: string; lines: SummaryLine[] }) {
  return (
    <div
      id="problems"
      tabIndex={-1}
      role="alert"
      aria-labelledby="problems-heading"
      className="mt-6 rounded-lg border-2 border-red-700 bg-red-50 p-4 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      <h2 id="problems-heading" className="text-lg font-bold text-red-900">
        {heading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {lines.map((line) => (
          <li key={line.fieldId}>
            <a href={`#${line.fieldId}`} className="font-medium text-red-900 underline">
              {line.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
