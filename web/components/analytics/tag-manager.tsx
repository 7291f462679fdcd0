import { GoogleTagManager } from '@next/third-parties/google'

import { publicEnv } from '@/lib/config/public-env'

import { WebVitalsReporter } from './web-vitals-reporter'

// Google Consent Mode v2 defaults, set before the container loads. Analytics and ads are granted by default
// for US visitors, except that a Global Privacy Control signal denies the advertising signals, as the privacy
// policy promises.
const CONSENT_DEFAULTS = `window.dataLayer=window.dataLayer||[];window.gtag=function(){window.dataLayer.push(arguments)};(function(){var ads=navigator.globalPrivacyControl?'denied':'granted';window.gtag('consent','default',{ad_storage:ads,ad_user_data:ads,ad_personalization:ads,analytics_storage:'granted',wait_for_update:500})})();`

// One listener reports every tap on a phone link as a Google Ads call conversion, links inside legal texts
// included, without a client component per link.
const callConversion = (sendTo: string) =>
  `document.addEventListener('click',function(e){var a=e.target instanceof Element&&e.target.closest('a[href^="tel:"]');if(a)window.gtag('event','conversion',{send_to:${JSON.stringify(sendTo)}})},true);`

/** Consent defaults in the head; the container itself after hydration. Without an id nothing loads. */
export function TagManagerConsent() {
  if (!publicEnv.gtmId) return null
  const script =
    CONSENT_DEFAULTS + (publicEnv.adsConversionSendTo ? callConversion(publicEnv.adsConversionSendTo) : '')
  return <script id="consent-defaults" dangerouslySetInnerHTML={{ __html: script }} />
}

/** The container, and the real-user Web Vitals it receives (`web_vitals` events). */
export function TagManager() {
  if (!publicEnv.gtmId) return null
  return (
    <>
      <GoogleTagManager gtmId={publicEnv.gtmId} />
      <WebVitalsReporter />
    </>
  )
}
