import { LockIcon } from '@sanity/icons'
import { definePlugin } from 'sanity'

import { PrivacyRequestsTool } from './privacy-requests-tool'

/**
 * "Privacy requests" in the Studio's top bar, for the office manager: everything kept about one person, found by
 * their email or phone, handed over as one file, or erased.
 */
export const privacyRequests = definePlugin({
  name: 'privacy-requests',
  tools: [
    { name: 'privacy-requests', title: 'Privacy requests', icon: LockIcon, component: PrivacyRequestsTool },
  ],
})
