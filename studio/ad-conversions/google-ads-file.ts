import { googleTime } from './conversion-time'
import {
  adjustmentColumns,
  CELL,
  clickId,
  type ConversionsFile,
  type CorrectionsFile,
  currencyCell,
  type Template,
  valueCell,
  valueWithCurrency,
} from './upload-file'

// Google Ads' uploads of conversions from clicks. Its API takes a conversion tied by a gclid (with or without the
// hashed email and phone of enhanced conversions for leads), by those hashes alone, or by one iOS click id (gbraid
// or wbraid) with nothing else: so iOS clicks have a file of their own. Every time carries its Dallas offset, one of
// the two time zone forms Google's templates take, so no Parameters row is needed.

const TIME_CELL = {
  pattern: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}[+-]\d{4}$/,
  says: 'a time like 2026-11-27 14:05:09-0600',
}

const conversionCells = {
  'Order ID': CELL.orderId,
  'Conversion Name': CELL.name,
  'Conversion Time': TIME_CELL,
  'Conversion Value': CELL.value,
  'Conversion Currency': CELL.currency,
}

const clickTemplate: Template = {
  preamble: [],
  header: [
    'Google Click ID',
    'Email',
    'Phone Number',
    'Order ID',
    'Conversion Name',
    'Conversion Time',
    'Conversion Value',
    'Conversion Currency',
  ],
  cells: {
    'Google Click ID': CELL.clickId,
    Email: CELL.hash,
    'Phone Number': CELL.hash,
    ...conversionCells,
  },
  row: (cells) =>
    (!cells['Google Click ID'] && !cells.Email && !cells['Phone Number']
      ? 'no gclid, email or phone ties it to a click'
      : undefined) ?? valueWithCurrency(cells['Conversion Value'], cells['Conversion Currency']),
}

/** The gclid, or the hashed email and phone the form's tag sent with the same order id. */
export const googleAdsFile: ConversionsFile = {
  platform: 'google-ads',
  title: 'Google Ads',
  slug: 'google-ads-conversions',
  template: clickTemplate,
  tie: (conversion, { google }) =>
    clickId(conversion, 'gclid')
      ? 'gclid'
      : google.sha256_email_address || google.sha256_phone_number
        ? 'email or phone'
        : undefined,
  table: (conversions, identifiers) => ({
    preamble: [],
    header: clickTemplate.header,
    rows: conversions.map((conversion) => {
      const { google } = identifiers(conversion)
      return [
        clickId(conversion, 'gclid'),
        google.sha256_email_address ?? '',
        google.sha256_phone_number ?? '',
        conversion.orderId,
        conversion.name,
        googleTime(conversion.time),
        valueCell(conversion.value),
        currencyCell(conversion.value),
      ]
    }),
  }),
}

const iosTemplate: Template = {
  preamble: [],
  header: ['GBRAID', 'WBRAID', ...Object.keys(conversionCells)],
  cells: { GBRAID: CELL.clickId, WBRAID: CELL.clickId, ...conversionCells },
  row: (cells) =>
    (Boolean(cells.GBRAID) === Boolean(cells.WBRAID)
      ? 'exactly one of GBRAID and WBRAID ties it to a click'
      : undefined) ?? valueWithCurrency(cells['Conversion Value'], cells['Conversion Currency']),
}

/**
 * A click from an iOS device brings a wbraid (web) or gbraid (app) instead of a gclid. Google takes either only
 * alone, so only for a lead nothing else ties; the wbraid when the visit had both, as the lead came on the web.
 */
const iosClick = (conversion: Parameters<ConversionsFile['tie']>[0]) =>
  clickId(conversion, 'wbraid') ? 'wbraid' : clickId(conversion, 'gbraid') ? 'gbraid' : undefined

export const googleAdsIosFile: ConversionsFile = {
  platform: 'google-ads',
  title: 'Google Ads (iOS clicks)',
  slug: 'google-ads-ios-conversions',
  template: iosTemplate,
  tie: (conversion, identifiers) =>
    googleAdsFile.tie(conversion, identifiers) ? undefined : iosClick(conversion),
  table: (conversions) => ({
    preamble: [],
    header: iosTemplate.header,
    rows: conversions.map((conversion) => {
      const tie = iosClick(conversion)
      return [
        tie === 'gbraid' ? clickId(conversion, 'gbraid') : '',
        tie === 'wbraid' ? clickId(conversion, 'wbraid') : '',
        conversion.orderId,
        conversion.name,
        googleTime(conversion.time),
        valueCell(conversion.value),
        currencyCell(conversion.value),
      ]
    }),
  }),
}

// The file's words, not the API's RETRACTION and RESTATEMENT.
const adjustment = adjustmentColumns(
  { type: 'Adjustment Type', value: 'Adjusted Value', currency: 'Adjusted Value Currency' },
  { retract: 'RETRACT', restate: 'RESTATE' },
)

const correctionsTemplate: Template = {
  preamble: [],
  header: [
    'Order ID',
    'Conversion Name',
    'Adjustment Time',
    'Adjustment Type',
    'Adjusted Value',
    'Adjusted Value Currency',
  ],
  cells: {
    'Order ID': CELL.orderId,
    'Conversion Name': CELL.name,
    'Adjustment Time': TIME_CELL,
    ...adjustment.cells,
  },
  row: adjustment.problem,
}

/**
 * Google's conversion adjustments, by the order id every conversion was sent with. Google adjusts conversions tied
 * by a gclid, a gbraid or the hashes, not by a wbraid.
 */
export const googleAdsCorrections: CorrectionsFile = {
  platform: 'google-ads',
  title: 'Google Ads corrections',
  slug: 'google-ads-corrections',
  template: correctionsTemplate,
  corrects: (tie) => tie !== 'wbraid',
  table: (corrections, _identifiers, now) => ({
    preamble: [],
    header: correctionsTemplate.header,
    rows: corrections.map(({ orderId, name, action, value }) => [
      orderId,
      name,
      googleTime(now.toISOString()),
      adjustment.words[action],
      valueCell(value),
      currencyCell(value),
    ]),
  }),
}
