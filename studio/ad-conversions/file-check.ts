import type { Table, Template } from './upload-file'

// The last look before a file is offered: every row against its platform's template. The rows are built to fit, so
// a problem here means content the template cannot take (a conversion name a spreadsheet reads as a formula, say):
// better named on screen than refused by the platform after the upload.

/** The problems of a file, each naming its row as a spreadsheet numbers it; none when it fits its template. */
export function fileProblems(template: Template, { preamble, header, rows }: Table): string[] {
  const problems: string[] = []
  if (preamble.length !== template.preamble.length)
    problems.push(`The file needs ${template.preamble.length} row(s) above its header.`)
  preamble.forEach((row, index) => {
    const rule = template.preamble[index]
    if (rule && !rule.pattern.test(row[0] ?? ''))
      problems.push(`Row ${index + 1}: “${row[0] ?? ''}” is not ${rule.says}.`)
  })
  if (header.join('\u0000') !== template.header.join('\u0000'))
    problems.push(
      `Row ${preamble.length + 1}: the header is not the template’s (${template.header.join(', ')}).`,
    )

  rows.forEach((row, index) => {
    const line = `Row ${preamble.length + 2 + index}`
    if (row.length !== template.header.length) {
      problems.push(`${line}: ${row.length} cells where the template has ${template.header.length} columns.`)
      return
    }
    const cells = Object.fromEntries(template.header.map((name, column) => [name, row[column] ?? '']))
    for (const [name, rule] of Object.entries(template.cells)) {
      const cell = cells[name] ?? ''
      if (!rule.pattern.test(cell)) problems.push(`${line}: ${name} “${cell}” is not ${rule.says}.`)
    }
    const across = template.row?.(cells)
    if (across) problems.push(`${line}: ${across}.`)
  })
  return problems
}
