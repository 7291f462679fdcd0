/** What the page's Consent Mode says of sending the visitor's data to the ad platforms, as the server keeps it. */
export type AdUserData = 'granted' | 'denied'

declare global {
  interface Navigator {
    /** Global Privacy Control, in the browsers that send it. */
    globalPrivacyControl?: boolean
  }
}

type ConsentCommand = { 0: unknown; 1: unknown; 2?: { ad_user_data?: unknown } }

// gtag() pushes its `arguments`, which is no array: read it by index.
const consentCommand = (entry: unknown): ConsentCommand | undefined => {
  const command = entry as ConsentCommand | null
  return typeof command === 'object' && command !== null && command[0] === 'consent' ? command : undefined
}

/**
 * The page's Consent Mode state of `ad_user_data` when the form hands a request to the server: the latest update
 * (a consent banner's), else the latest default (the site's own, which Global Privacy Control denies). Read from the
 * data layer the consent commands were pushed to, so it is the very state the tags obey; nothing is stored. Without
 * the tag manager the page sets no state: then only Global Privacy Control denies.
 */
export function adUserDataState(): AdUserData {
  if (navigator.globalPrivacyControl === true) return 'denied'
  let byDefault: unknown
  let updated: unknown
  const layer: unknown = window.dataLayer
  for (const entry of Array.isArray(layer) ? layer : []) {
    const command = consentCommand(entry)
    const state = command?.[2]?.ad_user_data
    if (state === undefined) continue
    if (command?.[1] === 'update') updated = state
    else if (command?.[1] === 'default') byDefault = state
  }
  return (updated ?? byDefault) === 'denied' ? 'denied' : 'granted'
}
