import { unixTime } from './conversion-time'
import type { ConversionKind } from './conversions-query'
import { CELL, clickId, type ConversionsFile, currencyCell, type Template, valueCell } from './upload-file'

// Meta's offline events, uploaded to the dataset in Events Manager, with the Conversions API's parameter names.
// Meta lists the hashed email (em) and phone (ph) among the identifiers of offline events, not the click id (fbc):
// so a lead goes in Meta's file only when it came from a Meta ad click (an fbclid kept) and its email or phone may
// be sent; never a lead that came from elsewhere, whose contact details Meta has no ad of its own to learn from.
// Meta takes no retraction or restatement of an event.

/** Meta's standard events; the agency's own name goes beside it, in content_name, for a custom conversion. */
const STANDARD_EVENTS: Record<ConversionKind, 'Lead' | 'Purchase'> = {
  qualifiedLead: 'Lead',
  policySold: 'Purchase',
}

/** How old an event Meta's Conversions API takes: 7 days before it is sent. */
const META_EVENT_AGE_MS = 7 * 24 * 60 * 60 * 1000

const template: Template = {
  preamble: [],
  header: [
    'event_name',
    'event_time',
    'event_id',
    'action_source',
    'order_id',
    'value',
    'currency',
    'content_name',
    'em',
    'ph',
  ],
  cells: {
    event_name: { pattern: /^(Lead|Purchase)$/, says: 'Lead or Purchase' },
    event_time: { pattern: /^\d{10}$/, says: 'a Unix time in seconds' },
    event_id: { pattern: /^[0-9a-f-]{36}-(qualifiedLead|policySold)$/, says: 'the conversion’s own id' },
    action_source: { pattern: /^physical_store$/, says: 'physical_store' },
    order_id: CELL.orderId,
    value: CELL.value,
    currency: CELL.currency,
    content_name: CELL.name,
    em: CELL.hash,
    ph: CELL.hash,
  },
  row: (cells) =>
    !cells.em && !cells.ph
      ? 'no email or phone ties it to a person'
      : cells.event_name === 'Purchase' && (!cells.value || !cells.currency)
        ? 'a Purchase needs its value and currency'
        : undefined,
}

export const metaFile: ConversionsFile = {
  platform: 'meta',
  title: 'Meta',
  slug: 'meta-conversions',
  template,
  tie: (conversion, { meta }) =>
    clickId(conversion, 'fbclid') && (meta.em || meta.ph) ? 'email or phone' : undefined,
  refuses: [
    {
      why: 'a policy sold with no annual premium entered (Meta takes a sale only with its value)',
      fine: 'To send it, enter the premium on the lead within 7 days of the sale: it will be in Meta’s next file.',
      applies: (conversion) => conversion.kind === 'policySold' && conversion.value === undefined,
    },
    {
      // Meta refuses a whole upload that holds one event older than that.
      why: 'more than 7 days old, and Meta takes nothing older',
      fine: 'Nothing to fix: Meta just won’t count it. Uploading Meta’s file every week keeps this from happening.',
      applies: (conversion, now) => now.getTime() - Date.parse(conversion.time) > META_EVENT_AGE_MS,
    },
  ],
  table: (conversions, identifiers) => ({
    preamble: [],
    header: template.header,
    rows: conversions.map((conversion) => {
      const { meta } = identifiers(conversion)
      return [
        STANDARD_EVENTS[conversion.kind],
        unixTime(conversion.time),
        // Its own id, never the form's transaction id: Meta would take the later event for the form's Lead again.
        `${conversion.orderId}-${conversion.kind}`,
        // Meta's action source for a conversion that happens away from the site.
        'physical_store',
        conversion.orderId,
        valueCell(conversion.value),
        currencyCell(conversion.value),
        conversion.name,
        meta.em ?? '',
        meta.ph ?? '',
      ]
    }),
  }),
}
