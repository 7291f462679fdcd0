import { TargetIcon } from '@sanity/icons'
import { definePlugin } from 'sanity'

import { AdConversionsTool } from './ad-conversions-tool'

/** "Ad conversions" in the Studio's top bar: the marketer's upload files for the ad platforms; it never writes. */
export const adConversions = definePlugin({
  name: 'ad-conversions',
  tools: [
    { name: 'ad-conversions', title: 'Ad conversions', icon: TargetIcon, component: AdConversionsTool },
  ],
})
