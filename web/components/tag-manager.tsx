import { GoogleTagManager } from '@next/third-parties/google'

import { publicEnv } from '@/lib/public-env'

// Google Consent Mode v2 defaults, set before the container loads. Analytics and ads are granted by default
// for US visitors, except that a Global Privacy Control signal denies the advertising signals, as the privacy
// policy promises. `gtag` is what the phone links use for the ad conversion.
export const CONSENT_DEFAULTS_SCRIPT = `window.dataLayer=window.dataLayer||[];window.gtag=function(){window.dataLayer.push(arguments)};(function(){var ads=navigator.globalPrivacyControl?'denied':'granted';window.gtag('consent','default',{ad_storage:ads,ad_user_data:ads,ad_personalization:ads,analytics_storage:'granted',wait_for_update:500})})();`

/** Consent defaults in the head; the container itself after hydration. Without an id nothing loads. */
export function TagManagerConsent() {
  if (!publicEnv.gtmId) return null
  return <script id="consent-defaults" dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULTS_SCRIPT }} />
}

export function TagManager() {
  if (!publicEnv.gtmId) return null
  return <GoogleTagManager gtmId={publicEnv.gtmId} />
}
