// CSV as RFC 4180 writes it, for files opened in Excel, Numbers or Google Sheets.

/**
 * A spreadsheet runs a cell that starts with one of these as a formula, and a lead's name or referrer is
 * whatever a visitor typed: a leading apostrophe makes the cell plain text (CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One field: kept as text if it would start a formula, quoted if it holds a comma, quote or line break, or a
 * semicolon: a spreadsheet set to a language whose list separator is `;` (Spanish, German) splits an unquoted cell
 * there, and `Ana;=HYPERLINK(…)` would give a cell that starts a formula.
 */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows of fields, each row ended by CRLF. */
export const toCsv = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('')

/**
 * Put at the start of a CSV file: without it, Excel reads UTF-8 as the computer's legacy code page and a name
 * like "Hernández" comes out garbled. Google Sheets and Numbers skip it.
 */
export const UTF8_BOM = '\uFEFF'
