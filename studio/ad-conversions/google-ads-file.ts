import { timeWithOffset } from './conversion-time'
import { clickId, currencyCell, type PlatformFile, valueCell } from './upload-file'

/**
 * Google Ads' upload of enhanced conversions for leads: a row ties to the click by its gclid, or by the hashed
 * email and phone the form's tag sent with the same order id. Google's rules for those hashes are the site's own.
 */
export const googleAdsFile: PlatformFile = {
  platform: 'Google Ads',
  slug: 'google-ads',
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
  row: (conversion, { google }) => {
    const gclid = clickId(conversion, 'gclid')
    const email = google.sha256_email_address ?? ''
    const phone = google.sha256_phone_number ?? ''
    if (!gclid && !email && !phone) return undefined
    return [
      gclid,
      email,
      phone,
      conversion.orderId,
      conversion.name,
      timeWithOffset(conversion.time),
      valueCell(conversion),
      currencyCell(conversion),
    ]
  },
}
