import { timeWithOffset } from './conversion-time'
import { clickId, currencyCell, type PlatformFile, valueCell } from './upload-file'

/** Microsoft Advertising's offline conversions import: by the Microsoft click id (msclkid) alone. */
export const microsoftAdvertisingFile: PlatformFile = {
  platform: 'Microsoft Advertising',
  slug: 'microsoft-advertising',
  header: [
    'Microsoft Click ID',
    'Conversion Name',
    'Conversion Time',
    'Conversion Value',
    'Conversion Currency',
  ],
  row: (conversion) => {
    const msclkid = clickId(conversion, 'msclkid')
    if (!msclkid) return undefined
    return [
      msclkid,
      conversion.name,
      timeWithOffset(conversion.time),
      valueCell(conversion),
      currencyCell(conversion),
    ]
  },
}
