import { microsoftTime, microsoftZone } from './conversion-time'
import {
  adjustmentColumns,
  CELL,
  clickId,
  type IdentifiersOf,
  type ConversionsFile,
  type CorrectionsFile,
  currencyCell,
  type Template,
  valueCell,
  valueWithCurrency,
} from './upload-file'

// Microsoft Advertising's offline conversions import: its template's first row gives the time zone of every time
// in the file as a GMT offset ("Parameters:TimeZone=-0600"), and a conversion is tied by the Microsoft click id or,
// without one, by the hashed email and phone.

const ZONE_ROW = {
  pattern: /^Parameters:TimeZone=[+-]\d{4}$/,
  says: 'the time zone row (Parameters:TimeZone=-0600)',
}
const TIME_CELL = {
  pattern: /^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M$/,
  says: 'a time like 11/27/2026 2:05:09 PM',
}

const identifierCells = {
  'Hashed Email Address': CELL.hash,
  'Hashed Phone Number': CELL.hash,
}

/**
 * A file's table with its zone row: the zone of all the times the rows give (each item's, and any more), and each
 * row written on that clock, ending with the lead's hashes.
 */
function zonedTable<Item extends Parameters<IdentifiersOf>[0] & { time: string }>(
  header: readonly string[],
  items: readonly Item[],
  identifiers: IdentifiersOf,
  row: (item: Item, clock: (time: string) => string) => string[],
  otherTimes: readonly string[] = [],
) {
  const zone = microsoftZone([...items.map(({ time }) => time), ...otherTimes])
  const clock = (time: string) => microsoftTime(time, zone)
  return {
    preamble: [[`Parameters:TimeZone=${zone}`]],
    header,
    rows: items.map((item) => {
      const { microsoft } = identifiers(item)
      return [...row(item, clock), microsoft.email ?? '', microsoft.phone ?? '']
    }),
  }
}

const untied = (cells: Readonly<Record<string, string>>) =>
  !cells['Microsoft Click ID'] && !cells['Hashed Email Address'] && !cells['Hashed Phone Number']
    ? 'no Microsoft click id, email or phone ties it to a click'
    : undefined

const conversionsTemplate: Template = {
  preamble: [ZONE_ROW],
  header: [
    'Microsoft Click ID',
    'Conversion Name',
    'Conversion Time',
    'Conversion Value',
    'Conversion Currency',
    'Hashed Email Address',
    'Hashed Phone Number',
  ],
  cells: {
    'Microsoft Click ID': CELL.clickId,
    'Conversion Name': CELL.name,
    'Conversion Time': TIME_CELL,
    'Conversion Value': CELL.value,
    'Conversion Currency': CELL.currency,
    ...identifierCells,
  },
  row: (cells) => untied(cells) ?? valueWithCurrency(cells['Conversion Value'], cells['Conversion Currency']),
}

export const microsoftAdvertisingFile: ConversionsFile = {
  platform: 'microsoft-advertising',
  title: 'Microsoft Advertising',
  slug: 'microsoft-advertising-conversions',
  template: conversionsTemplate,
  tie: (conversion, { microsoft }) =>
    clickId(conversion, 'msclkid')
      ? 'msclkid'
      : microsoft.email || microsoft.phone
        ? 'email or phone'
        : undefined,
  table: (conversions, identifiers) =>
    zonedTable(conversionsTemplate.header, conversions, identifiers, (conversion, clock) => [
      clickId(conversion, 'msclkid'),
      conversion.name,
      clock(conversion.time),
      valueCell(conversion.value),
      currencyCell(conversion.value),
    ]),
}

const adjustment = adjustmentColumns(
  { type: 'Adjustment Type', value: 'Adjustment Value', currency: 'Adjustment Currency' },
  { retract: 'Retract', restate: 'Restate' },
)

const correctionsTemplate: Template = {
  preamble: [ZONE_ROW],
  header: [
    'Microsoft Click ID',
    'Conversion Name',
    'Conversion Time',
    'Adjustment Type',
    'Adjustment Time',
    'Adjustment Value',
    'Adjustment Currency',
    'Hashed Email Address',
    'Hashed Phone Number',
  ],
  cells: {
    'Microsoft Click ID': CELL.clickId,
    'Conversion Name': CELL.name,
    'Conversion Time': TIME_CELL,
    'Adjustment Time': TIME_CELL,
    ...adjustment.cells,
    ...identifierCells,
  },
  row: (cells) => untied(cells) ?? adjustment.problem(cells),
}

/**
 * Microsoft's retractions and restatements: each names the conversion as it was sent (click id or hashes, name,
 * time) and is dated now, which is never before the conversion, as Microsoft requires.
 */
export const microsoftAdvertisingCorrections: CorrectionsFile = {
  platform: 'microsoft-advertising',
  title: 'Microsoft Advertising corrections',
  slug: 'microsoft-advertising-corrections',
  template: correctionsTemplate,
  table: (corrections, identifiers, now) =>
    zonedTable(
      correctionsTemplate.header,
      corrections,
      identifiers,
      (correction, clock) => [
        clickId(correction, 'msclkid'),
        correction.name,
        clock(correction.time),
        adjustment.words[correction.action],
        clock(now.toISOString()),
        valueCell(correction.value),
        currencyCell(correction.value),
      ],
      [now.toISOString()],
    ),
}
