// What the Studio's CSV downloads hold, read back as a spreadsheet would.

/**
 * Parses RFC 4180 CSV: fields in quotes may hold commas, doubled quotes and line breaks; rows end with CRLF. With
 * `separator` ';', as a spreadsheet set to Spanish or German reads a file.
 */
export function parseCsv(text: string, separator = ',') {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    const next = text[index + 1]
    if (quoted && char === '"' && next === '"') {
      field += '"'
      index++
    } else if (char === '"') {
      quoted = !quoted
    } else if (!quoted && char === separator) {
      row.push(field)
      field = ''
    } else if (!quoted && char === '\r' && next === '\n') {
      rows.push([...row, field])
      row = []
      field = ''
      index++
    } else {
      field += char
    }
  }
  return rows
}
