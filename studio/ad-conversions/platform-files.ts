import { googleAdsCorrections, googleAdsFile, googleAdsIosFile } from './google-ads-file'
import { metaFile } from './meta-file'
import { microsoftAdvertisingCorrections, microsoftAdvertisingFile } from './microsoft-advertising-file'
import type { Platform } from './conversions-query'
import type { ConversionsFile, CorrectionsFile } from './upload-file'

/** Each platform's files, in the order the tool lists them; a platform with no corrections file takes none. */
export const PLATFORMS: readonly {
  platform: Platform
  name: string
  conversions: readonly ConversionsFile[]
  corrections?: CorrectionsFile
}[] = [
  {
    platform: 'google-ads',
    name: 'Google Ads',
    conversions: [googleAdsFile, googleAdsIosFile],
    corrections: googleAdsCorrections,
  },
  {
    platform: 'microsoft-advertising',
    name: 'Microsoft Advertising',
    conversions: [microsoftAdvertisingFile],
    corrections: microsoftAdvertisingCorrections,
  },
  { platform: 'meta', name: 'Meta', conversions: [metaFile] },
]
