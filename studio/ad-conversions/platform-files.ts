import { googleAdsFile } from './google-ads-file'
import { metaFile } from './meta-file'
import { microsoftAdvertisingFile } from './microsoft-advertising-file'

/** The files the "Ad conversions" tool offers, in the order it lists them. */
export const PLATFORM_FILES = [googleAdsFile, microsoftAdvertisingFile, metaFile] as const
