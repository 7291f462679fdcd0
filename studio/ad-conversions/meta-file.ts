import { isoTimeWithOffset } from './conversion-time'
import { clickId, currencyCell, type PlatformFile, valueCell } from './upload-file'

/**
 * Meta's offline events, with the Conversions API's parameter names: the hashed email (em) and phone (ph) by
 * Meta's own rules, and the click id as the fbc value Meta builds from it: "fb.1.<first seen, ms>.<fbclid>". The
 * site keeps no time for the click itself, so the request's time stands for it: the visitor had the fbclid then.
 */
export const metaFile: PlatformFile = {
  platform: 'Meta',
  slug: 'meta',
  header: ['event_name', 'event_time', 'action_source', 'order_id', 'value', 'currency', 'em', 'ph', 'fbc'],
  row: (conversion, { meta }) => {
    const fbclid = clickId(conversion, 'fbclid')
    const seen = Date.parse(conversion.lead.submittedAt ?? '')
    const fbc = fbclid && !Number.isNaN(seen) ? `fb.1.${seen}.${fbclid}` : ''
    if (!fbc && !meta.em && !meta.ph) return undefined
    return [
      conversion.name,
      isoTimeWithOffset(conversion.time),
      // Meta's action source for conversions that happen offline.
      'physical_store',
      conversion.orderId,
      valueCell(conversion),
      currencyCell(conversion),
      meta.em ?? '',
      meta.ph ?? '',
      fbc,
    ]
  },
}
