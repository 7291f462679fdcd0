import { microsoftTime, microsoftZone } from './conversion-time'
import {
  CLICK_ID_CELL,
  clickId,
  type ConversionsFile,
  type CorrectionsFile,
  CURRENCY_CELL,
  currencyCell,
  HASH_CELL,
  NAME_CELL,
  type Template,
  VALUE_CELL,
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
  'Hashed Email Address': HASH_CELL,
  'Hashed Phone Number': HASH_CELL,
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
    'Microsoft Click ID': CLICK_ID_CELL,
    'Conversion Name': NAME_CELL,
    'Conversion Time': TIME_CELL,
    'Conversion Value': VALUE_CELL,
    'Conversion Currency': CURRENCY_CELL,
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
  table: (conversions, identifiers) => {
    const zone = microsoftZone(conversions.map(({ time }) => time))
    return {
      preamble: [[`Parameters:TimeZone=${zone}`]],
      header: conversionsTemplate.header,
      rows: conversions.map((conversion) => {
        const { microsoft } = identifiers(conversion)
        return [
          clickId(conversion, 'msclkid'),
          conversion.name,
          microsoftTime(conversion.time, zone),
          valueCell(conversion.value),
          currencyCell(conversion.value),
          microsoft.email ?? '',
          microsoft.phone ?? '',
        ]
      }),
    }
  },
}

const ADJUSTMENT_TYPES = { retract: 'Retract', restate: 'Restate' } as const

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
    'Microsoft Click ID': CLICK_ID_CELL,
    'Conversion Name': NAME_CELL,
    'Conversion Time': TIME_CELL,
    'Adjustment Type': { pattern: /^(Retract|Restate)$/, says: 'Retract or Restate' },
    'Adjustment Time': TIME_CELL,
    'Adjustment Value': VALUE_CELL,
    'Adjustment Currency': CURRENCY_CELL,
    ...identifierCells,
  },
  row: (cells) =>
    untied(cells) ??
    (cells['Adjustment Type'] === 'Restate' && !cells['Adjustment Value']
      ? 'a restatement needs the adjusted value'
      : cells['Adjustment Type'] === 'Retract' && cells['Adjustment Value']
        ? 'a retraction takes no value'
        : valueWithCurrency(cells['Adjustment Value'], cells['Adjustment Currency'])),
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
  table: (corrections, identifiers, now) => {
    const adjusted = now.toISOString()
    const zone = microsoftZone([...corrections.map(({ time }) => time), adjusted])
    return {
      preamble: [[`Parameters:TimeZone=${zone}`]],
      header: correctionsTemplate.header,
      rows: corrections.map((correction) => {
        const { microsoft } = identifiers(correction)
        return [
          clickId(correction, 'msclkid'),
          correction.name,
          microsoftTime(correction.time, zone),
          ADJUSTMENT_TYPES[correction.action],
          microsoftTime(adjusted, zone),
          valueCell(correction.value),
          currencyCell(correction.value),
          microsoft.email ?? '',
          microsoft.phone ?? '',
        ]
      }),
    }
  },
}
